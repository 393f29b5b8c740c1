import { describe, expect, it } from "vitest";
import { catalogContent } from "./content.server";
import { editionOccasionBanners, occasionPage, occasionPageGifts } from "./edition-occasions";

describe("an occasion's page", () => {
  it("shows every gift of an occasion that has no more than a page holds", () => {
    const page = occasionPage("en", "valentines-day");
    expect(page?.gifts.length).toBe(page?.total);
    expect(page?.total).toBeLessThanOrEqual(occasionPageGifts);
    expect(page?.moreIn).toEqual([]);
  });

  it("shows the first gifts of a bigger one, and the categories that hold the others", () => {
    const whole = occasionPage("bn", "valentines-day");
    const page = occasionPage("bn", "valentines-day", 2);
    expect(whole && whole.total).toBeGreaterThan(2);
    expect(page?.gifts).toEqual(whole?.gifts.slice(0, 2));
    expect(page?.total).toBe(whole?.total);
    expect(page?.moreIn).toEqual([{ slug: "anniversary-gifts", name: "বিবাহবার্ষিকীর উপহার" }]);
  });

  // The Bangla review of 1 December (20): the Eid pages led with a birthday's chocolate hamper.
  it("leads each gift day with a gift that suits it, in both editions", () => {
    // The categories that are themselves a day in someone's life: a gift that is mainly one of
    // them suits another day's page only where that day features the category too.
    const otherDays = ["birthday-gifts", "anniversary-gifts", "wedding-gifts"];
    const products = catalogContent.catalog.products;
    expect(catalogContent.occasions.length).toBeGreaterThan(0);
    for (const occasion of catalogContent.occasions) {
      for (const locale of ["en", "bn"] as const) {
        const first = occasionPage(locale, occasion.slug)?.gifts[0];
        const product = products.find((candidate) => candidate.id === first?.id);
        expect(product?.inStock, `${occasion.slug} leads with a gift in stock`).toBe(true);
        const suits =
          !otherDays.includes(product?.category ?? "") ||
          [product?.category ?? "", ...(product?.alsoIn ?? [])].some((category) =>
            occasion.categories.includes(category),
          );
        expect(suits, `${occasion.slug} leads with ${product?.category ?? "?"}'s gift`).toBe(true);
      }
    }
  });

  it("is null for a slug that is no occasion", () => {
    expect(occasionPage("en", "no-such-day")).toBeNull();
  });
});

describe("a gift day's words", () => {
  // The Bangla review of 1 December (M6): on Boishakh "মিষ্টি" means রসগোল্লা and সন্দেশ, which the
  // shop does not sell; the English "sweets" covered its chocolates.
  it("promise in Bangla only the goods some gift of the catalog is", () => {
    const goods = ["মিষ্টি", "শাড়ি", "কেক"];
    const gifts = catalogContent.catalog.products
      .map(({ name, description, searchWords }) => {
        return `${name.bn} ${description.bn} ${searchWords?.bn ?? ""}`;
      })
      .join("\n");
    for (const occasion of catalogContent.occasions) {
      for (const word of goods.filter((good) => occasion.blurb.bn.includes(good))) {
        expect(gifts, `${occasion.slug} promises ${word}`).toContain(word);
      }
    }
  });
});

describe("Home's gift days", () => {
  // /bn's Home carried every gift day's intro and picture, 600 bytes of gzip, over its 16 KB.
  it("carry the pictures and intros of those shown within a season of the build, the others' names and days", () => {
    const built = Date.parse("2026-12-02T12:00:00+06:00");
    for (const locale of ["en", "bn"] as const) {
      const banners = editionOccasionBanners(locale, built);
      const withWords = banners
        .filter((banner) => banner.image !== null)
        .map(({ slug }) => slug)
        .sort();
      // Christmas is on; Valentine's and Pohela Falgun open on 15 January, Eid al-Fitr on 8 February.
      expect(withWords).toEqual(["christmas", "eid-al-fitr", "pohela-falgun", "valentines-day"]);
      const eidAlAdha = banners.find(({ slug }) => slug === "eid-al-adha");
      expect(eidAlAdha).toMatchObject({ image: null, intro: null, date: { kind: "set" } });
      expect(eidAlAdha?.name).toBe(locale === "bn" ? "ঈদুল আযহা" : "Eid al-Adha");
    }
  });
});
