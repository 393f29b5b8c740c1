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
        "Same-day delivery inside Dhaka.",
        "1–3 business days to other cities in Bangladesh.",
        /Orders of ৳2,000 or more ship free; below that, delivery costs ৳100/,
        /tracking number is sent to you by SMS and email/,
        /Complimentary gift wrapping/,
      ],
    });
  });

  it("is in Bangla on /bn/shipping", async () => {
    await expectInfoPage(route, "shipping", "bn", { title: bn.pages.shipping });
  });
});
