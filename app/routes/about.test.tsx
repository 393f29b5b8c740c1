import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editionCatalog } from "~/content/edition-catalog";
import { bn } from "~/i18n/bn";
import { listing } from "../../tests/e2e/catalog-facts";
import About, { loader } from "./about";
import Products, { loader as productsLoader } from "./products";
import { editions, renderPage } from "../../tests/component/render";
import { sayingPart } from "../../tests/component/reading";

const route = { path: "/about", Component: About, loader };
const products = { path: "/products", Component: Products, loader: productsLoader };

/** The page's words: the spec's in English, the Bangla edition's own in Bangla. */
const words = {
  en: {
    title: "About Us",
    story: "Our Story",
    started: /started in Dhaka in 2025/,
    customers: ["100+", "Happy customers"],
    values: ["Love & Care", "Quality First", "Customer First"],
    why: "Why Choose Us",
    delivery:
      /Same-day delivery inside Dhaka city when you order before 3 pm \(Bangladesh time\), otherwise the next day; 1–3 business days outside Dhaka city/,
    start: "Start Shopping",
  },
  bn: {
    title: bn.pages.about,
    story: bn.help.about.storyHeading,
    started: /নামটা এসেছে খুব সহজ একটা ভাবনা থেকে/,
    customers: [bn.help.about.stats[1]?.value ?? "", bn.help.about.stats[1]?.label ?? ""],
    values: bn.help.about.values.map((value) => value.title),
    why: bn.help.about.whyHeading,
    delivery: bn.help.about.why[0]?.text ?? "",
    start: bn.help.about.startShopping,
  },
};

for (const { locale, t } of editions) {
  const word = words[locale];

  describe(`the about page (${locale})`, () => {
    it("tells the story, the values, why us and the team, and leads to the gifts", async () => {
      const { user } = renderPage(route, { locale, also: [products] });
      expect(
        await screen.findByRole("heading", { level: 1, name: word.title }),
      ).toBeInTheDocument();
      const main = screen.getByRole("main");
      expect(within(main).getByRole("heading", { name: word.story })).toBeInTheDocument();
      expect(within(main).getByText(word.started)).toBeInTheDocument();
      for (const figure of word.customers)
        expect(within(main).getByText(figure)).toBeInTheDocument();
      for (const value of word.values) {
        expect(within(main).getByRole("heading", { level: 3, name: value })).toBeInTheDocument();
      }
      expect(within(main).getByRole("heading", { name: word.why })).toBeInTheDocument();
      expect(within(main).getByText(sayingPart(word.delivery))).toBeInTheDocument();

      const team = editionCatalog(locale).team;
      expect(team.length).toBeGreaterThan(0);
      for (const member of team) {
        const card = within(main)
          .getAllByRole("listitem")
          .find((item) => within(item).queryByRole("heading", { name: member.name }));
        if (!card) throw new Error(`${member.name} has no card.`);
        expect(within(card).getByText(member.role)).toBeInTheDocument();
        const portrait = within(card).getByRole("img", { name: member.image.alt });
        expect(portrait.getAttribute("loading")).toBe("lazy");
        expect(portrait.getAttribute("width")).toBe("400");
        expect(portrait.getAttribute("height")).toBe("400");
      }

      await user.click(within(main).getByRole("link", { name: word.start }));
      expect(
        await screen.findByRole("heading", { level: 1, name: t.pages.products }),
      ).toBeInTheDocument();
      expect(screen.getByText(listing("", locale).showing)).toBeInTheDocument();
    });
  });
}
