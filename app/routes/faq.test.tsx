import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import Faq from "./faq";
import { editions, renderPage } from "../../tests/component/render";
import { sayingPart } from "../../tests/component/reading";
import { expectFaqDisclosures, expectWaysToAsk } from "../../tests/component/shell";

const route = { path: "/faq", Component: Faq };

for (const { locale, t } of editions) {
  describe(`the FAQ page (${locale})`, () => {
    it("asks its questions as disclosures that open and close, and ends with ways to ask", async () => {
      const { user } = renderPage(route, { locale });
      expect(
        await screen.findByRole("heading", { level: 1, name: t.pages.faq }),
      ).toBeInTheDocument();
      const main = screen.getByRole("main");
      // Native disclosures: the browser opens them with Enter or Space, and every answer is in the page.
      const summaries = [...main.querySelectorAll("details > summary")];
      expect(summaries.map((summary) => summary.textContent)).toEqual(
        t.help.faq.items.map((item) => item.question),
      );
      expect(summaries).toHaveLength(6);

      await expectFaqDisclosures(main, t, user);
      expectWaysToAsk(main, locale);
    });
  });
}

describe("the FAQ page in English", () => {
  it("answers returns and bulk orders one after the other, as the spec words them", async () => {
    renderPage(route);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
    ).toBeInTheDocument();
    const questions = [...screen.getByRole("main").querySelectorAll("summary")].map(
      (summary) => summary.textContent,
    );
    const returns = questions.indexOf("What is your return policy?");
    expect(returns).toBeGreaterThanOrEqual(0);
    expect(questions[returns + 1]).toMatch(/bulk or corporate/);
    const item = screen.getByText("What is your return policy?").closest("details");
    expect(
      within(item ?? document.body).getByText(sayingPart(/within 7 days/)),
    ).toBeInTheDocument();
    const next = screen.getByText(/bulk or corporate/, { selector: "summary" }).closest("details");
    expect(
      within(next ?? document.body).getByText(/Bulk discounts are available on request/),
    ).toBeInTheDocument();
  });
});
