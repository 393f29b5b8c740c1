import { describe, it } from "vitest";
import { bn } from "~/i18n/bn";
import Shipping from "./shipping";
import { expectInfoPage } from "../../tests/component/shell";

const route = { path: "/shipping", Component: Shipping };

describe("the shipping page", () => {
  it("states the delivery times, costs, tracking and wrapping, and a way to ask", async () => {
    await expectInfoPage(route, "shipping", "en", {
      title: "Shipping Info",
      facts: [
        "Same-day delivery inside Dhaka city when you order before 3 pm (Bangladesh time), otherwise the next day.",
        "1–3 business days outside Dhaka city.",
        /Orders of ৳2,000 or more ship free; below that, delivery costs ৳100/,
        /tracking number is sent to you by SMS .*, and by email too if you gave your address/,
        /Complimentary gift wrapping/,
      ],
    });
  });

  it("is in Bangla on /bn/shipping", async () => {
    await expectInfoPage(route, "shipping", "bn", { title: bn.pages.shipping });
  });
});
