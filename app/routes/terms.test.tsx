import { describe, it } from "vitest";
import { bn } from "~/i18n/bn";
import Terms from "./terms";
import { expectInfoPage } from "../../tests/component/shell";

const route = { path: "/terms", Component: Terms };

describe("the terms page", () => {
  it("says how ordering and paying work, and a way to ask", async () => {
    await expectInfoPage(route, "terms", "en", {
      title: "Terms of Service",
      facts: [/You order by phone or WhatsApp/, /bKash/, /taka/],
    });
  });

  it("is in Bangla on /bn/terms", async () => {
    await expectInfoPage(route, "terms", "bn", { title: bn.pages.terms });
  });
});
