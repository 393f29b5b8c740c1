import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import Contact from "./contact";
import Faq from "./faq";
import { hrefOf, sayingPart } from "../../tests/component/reading";
import { editions, renderPage } from "../../tests/component/render";
import { expectFaqDisclosures } from "../../tests/component/shell";

const route = { path: "/contact", Component: Contact };
const faq = { path: "/faq", Component: Faq };

/** The shop's number as each edition writes it. */
const phoneShown = { en: "+880 1712-345678", bn: "+৮৮০ ১৭১২-৩৪৫৬৭৮" };

/** The answers the spec asks the FAQ to give, in English. */
const answers: [string, RegExp][] = [
  [
    "How long does delivery take?",
    /Same-day delivery inside Dhaka city when you order before 3 pm.*1–3 business days/,
  ],
  ["Do you offer gift wrapping?", /Complimentary gift wrapping and a message card/],
  ["What is your return policy?", /within 7 days.*only if they arrive defective/],
  ["Do you offer bulk or corporate discounts?", /Bulk discounts are available on request/],
  ["How can I track my order?", /tracking number is sent to you by SMS .*and by email too/],
  ["How can I pay?", /bKash, Nagad, Rocket, or Cash on Delivery/],
];

for (const { locale, t } of editions) {
  const text = t.help.contact;

  describe(`the contact page (${locale})`, () => {
    it("lists every way to reach the shop, the map panel and the FAQ", async () => {
      const { user } = renderPage(route, { locale, also: [faq] });
      expect(
        await screen.findByRole("heading", { level: 1, name: t.pages.contact }),
      ).toBeInTheDocument();
      const main = screen.getByRole("main");
      expect(hrefOf(within(main).getByRole("link", { name: phoneShown[locale] }))).toBe(
        "tel:+8801712345678",
      );
      expect(hrefOf(within(main).getByRole("link", { name: "hello@upohar.com.bd" }))).toBe(
        "mailto:hello@upohar.com.bd",
      );
      const chat = within(main).getByRole("link", { name: new RegExp(`^${text.whatsappAction}`) });
      const whatsapp = new URL(hrefOf(chat));
      expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/8801712345678");
      expect(whatsapp.searchParams.get("text")).toBe(t.help.reachUs.whatsappGreeting);
      expect(chat.getAttribute("target")).toBe("_blank");
      expect(within(main).getAllByText(t.shopText.address).length).toBeGreaterThanOrEqual(1);
      expect(within(main).getByText(t.shopText.hours)).toBeInTheDocument();
      expect(within(main).getByText(text.mapComingSoon)).toBeInTheDocument();
      expect(within(main).getByRole("heading", { name: text.faqHeading })).toBeInTheDocument();
      expect(main.querySelectorAll("details > summary")).toHaveLength(6);

      await user.click(within(main).getByRole("link", { name: text.faqMore }));
      expect(
        await screen.findByRole("heading", { level: 1, name: t.pages.faq }),
      ).toBeInTheDocument();
    });

    it("opens each of the FAQ's answers when its question is pressed", async () => {
      const { user } = renderPage(route, { locale });
      const main = await screen.findByRole("main");
      await screen.findByRole("heading", { level: 1, name: t.pages.contact });
      await expectFaqDisclosures(main, t, user);
    });
  });
}

describe("the contact page's FAQ in English", () => {
  it("answers the spec's policies", async () => {
    renderPage(route);
    const main = await screen.findByRole("main");
    await screen.findByRole("heading", { level: 1, name: en.pages.contact });
    for (const [question, answer] of answers) {
      const item = within(main).getByText(question, { selector: "summary" }).closest("details");
      expect(within(item ?? main).getByText(sayingPart(answer))).toBeInTheDocument();
    }
    expect(within(main).getAllByText(/^House 12, Road 5, Dhanmondi/)).toHaveLength(2);
    expect(within(main).getByText("Open 24/7")).toBeInTheDocument();
    expect(within(main).getByText("Interactive Map Coming Soon")).toBeInTheDocument();
  });
});
