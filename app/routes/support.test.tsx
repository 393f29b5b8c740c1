import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localizePath } from "~/config/locale";
import Contact from "./contact";
import Faq from "./faq";
import Returns from "./returns";
import Shipping, { loader as shippingLoader } from "./shipping";
import Support from "./support";
import { hrefOf } from "../../tests/component/reading";
import { editions, renderPage } from "../../tests/component/render";

const route = { path: "/support", Component: Support };
const answerPages = [
  { path: "/faq", Component: Faq },
  { path: "/shipping", Component: Shipping, loader: shippingLoader },
  { path: "/returns", Component: Returns },
  { path: "/contact", Component: Contact },
];

/** The shop's number as each edition writes it. */
const phoneShown = { en: "+880 1712-345678", bn: "+৮৮০ ১৭১২-৩৪৫৬৭৮" };

for (const { locale, t } of editions) {
  const text = t.help.support;

  describe(`the support page (${locale})`, () => {
    it("shows how to get help: a call, a WhatsApp chat and an email", async () => {
      renderPage(route, { locale });
      expect(
        await screen.findByRole("heading", { level: 1, name: t.pages.support }),
      ).toBeInTheDocument();
      const main = screen.getByRole("main");
      expect(within(main).getByRole("heading", { name: text.ways.call.title })).toBeInTheDocument();
      expect(hrefOf(within(main).getByRole("link", { name: phoneShown[locale] }))).toBe(
        "tel:+8801712345678",
      );
      expect(hrefOf(within(main).getByRole("link", { name: "hello@upohar.com.bd" }))).toBe(
        "mailto:hello@upohar.com.bd",
      );
      const chat = within(main).getByRole("link", {
        name: `${phoneShown[locale]} ${t.help.reachUs.newTab}`,
      });
      const whatsapp = new URL(hrefOf(chat));
      expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/8801712345678");
      expect(whatsapp.searchParams.get("text")).toBe(t.help.reachUs.whatsappGreeting);
    });

    it.each([
      ["faq", "/faq", "faq"],
      ["shipping", "/shipping", "shipping"],
      ["returns", "/returns", "returns"],
      ["contact", "/contact", "contact"],
    ] as const)("leads to where the answers are: %s", async (link, to, page) => {
      const { user } = renderPage(route, { locale, also: answerPages });
      const main = await screen.findByRole("main");
      await screen.findByRole("heading", { level: 1, name: t.pages.support });
      const answers = within(main).getByRole("navigation", { name: text.linksHeading });
      const quick = within(answers).getByRole("link", { name: text.links[link] });
      expect(hrefOf(quick)).toBe(localizePath(to, locale));
      await user.click(quick);
      expect(
        await screen.findByRole("heading", { level: 1, name: t.pages[page] }),
      ).toBeInTheDocument();
    });
  });
}

describe("the support page's English words", () => {
  it("are the spec's", async () => {
    renderPage(route);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Support Center" }),
    ).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("heading", { name: "Call us" })).toBeInTheDocument();
    expect(
      within(main).getByRole("link", { name: /\+880 1712-345678 \(opens in a new tab\)/ }),
    ).toBeInTheDocument();
    for (const label of [
      "Frequently asked questions",
      "Shipping and delivery times",
      "Returns and exchanges",
      "Send us a message",
    ]) {
      expect(within(main).getByRole("link", { name: label })).toBeInTheDocument();
    }
  });
});
