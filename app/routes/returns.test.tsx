import { describe, it } from "vitest";
import { bn } from "~/i18n/bn";
import Returns from "./returns";
import { expectInfoPage } from "../../tests/component/shell";

const route = { path: "/returns", Component: Returns };

describe("the returns page", () => {
  it("states the return window, the rule for custom gifts and exchanges, and a way to ask", async () => {
    await expectInfoPage(route, "returns", "en", {
      title: "Returns & Exchanges",
      facts: [/returned within 7 days of delivery/, /only if they arrive defective/, /exchange/],
    });
  });

  it("is in Bangla on /bn/returns", async () => {
    await expectInfoPage(route, "returns", "bn", { title: bn.pages.returns });
  });
});
