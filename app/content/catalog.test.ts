import { catalogContent } from "./content.server";
import { listingFromIndex } from "./catalog-index";
import { describe, expect, it } from "vitest";
import type { Product } from "../data/types";
import { defaultQuery } from "../lib/catalog/catalog-query";
import { responsiveImage } from "../lib/catalog/images";
import { banglaCatalog } from "./bangla-catalog";
import { englishCatalog } from "./english-catalog";
import { prerenderPaths } from "./prerender-paths";

const { categories, extras, products, team, testimonials } = englishCatalog;

/**
 * The spec's demo: the shop's first nine products, ids 1 to 9. Products the owner adds later are
 * held to the catalog's rules (app/content/catalog-content.ts, at the build), not to these figures.
 */
const demo: readonly Product[] = products.filter((product) => product.id <= 9);
const allowedDemoCategories = ["anniversary-gifts", "personalized-gifts", "birthday-gifts"];

describe("the spec's demo catalog", () => {
  it("has 9 products, 8 of them featured, and the Stylish Juice Bottle is not", () => {
    expect(demo).toHaveLength(9);
    expect(demo.filter((product) => product.featured)).toHaveLength(8);
    const bottle = demo.find((product) => product.name === "Stylish Juice Bottle");
    expect(bottle?.featured).toBe(false);
  });

  it("uses only the three product categories of the spec", () => {
    for (const product of demo) expect(allowedDemoCategories).toContain(product.category);
  });

  it("shows every card state: a discount and exactly one gift out of stock", () => {
    expect(demo.some((product) => product.originalPrice !== undefined)).toBe(true);
    expect(demo.filter((product) => !product.inStock)).toHaveLength(1);
  });

  it("gives every product an image of ours with a description of it", () => {
    for (const product of products) {
      expect(product.image.src).toMatch(/^\/content\/products\/[^/]+\/[^/]+\.[a-z]+$/);
      expect(product.image.alt.length).toBeGreaterThan(0);
    }
  });

  it("has the spec's six categories with their slugs, each counting the gifts it lists", () => {
    expect(categories.map(({ name, slug, productCount }) => [name, slug, productCount])).toEqual([
      ["Birthday Gifts", "birthday-gifts", 6],
      ["Anniversary Gifts", "anniversary-gifts", 6],
      ["Wedding Gifts", "wedding-gifts", 3],
      ["Corporate Gifts", "corporate-gifts", 3],
      ["Flowers & Plants", "flowers-plants", 1],
      ["Personalized Gifts", "personalized-gifts", 5],
    ]);
    expect(new Set(categories.map((category) => category.id)).size).toBe(6);
  });

  it("asks for the engraving of the frame and the pen set and the rose's size, and says how to send the rest", () => {
    const asked = (id: number) => products.find((product) => product.id === id);
    expect(asked(1)?.personalisation).toEqual([
      {
        id: "name-or-date-to-engrave",
        label: "Name or date to engrave",
        maxLength: 30,
        required: true,
      },
    ]);
    expect(asked(4)?.personalisation).toEqual([
      { id: "name-to-engrave", label: "Name to engrave", maxLength: 20, required: true },
    ]);
    // What cannot be typed is sent after ordering, and the page says how.
    expect(asked(3)?.description).toMatch(/send us both on WhatsApp after you order/);
    expect(asked(7)?.description).toMatch(
      /Send us the photo and the words on WhatsApp after you order/,
    );
    expect(asked(6)?.description).toMatch(/Send us your letter on WhatsApp after you order/);
    expect(asked(8)).toMatchObject({ price: 2200, originalPrice: 2600 });
    expect(asked(8)?.options).toEqual([
      {
        id: "size",
        name: "Size",
        choices: [
          { id: "small", name: "Small", surcharge: 0 },
          { id: "large", name: "Large", surcharge: 800 },
        ],
      },
    ]);
    expect(
      products.filter((product) => product.personalisation || product.options).map(({ id }) => id),
    ).toEqual([1, 4, 8]);
  });

  it("offers three little extras, cheapest first, each with its picture", () => {
    expect(extras.map(({ id, name, price, inStock }) => [id, name, price, inStock])).toEqual([
      ["balloon-bunch", "Balloon Bunch", 300, true],
      ["chocolate-box", "Chocolate Box", 350, true],
      ["flower-bouquet", "Small Bouquet of Fresh Flowers", 600, true],
    ]);
    for (const extra of extras) {
      expect(extra.image.src).toMatch(/^\/content\/extras\/[^/]+\/[^/]+\.[a-z]+$/);
      expect(extra.image.alt.length).toBeGreaterThan(0);
      // The build's square copies, which a cart line shows.
      expect(responsiveImage(extra.image.src, "thumb").src).toMatch(/^\/img\/extras\/.+\.webp$/);
    }
  });

  it("never lists, counts, searches or prerenders the extras as products", () => {
    for (const [locale, catalog] of [
      ["en", englishCatalog],
      ["bn", banglaCatalog],
    ] as const) {
      expect(catalog.listingPage(defaultQuery).total).toBe(9);
      expect(catalog.index()).toHaveLength(9);
      for (const extra of catalog.extras) {
        const found = listingFromIndex(locale, { ...defaultQuery, search: extra.name }).items;
        expect(found.map((product) => product.name)).not.toContain(extra.name);
        expect(catalog.index().map((product) => product.name)).not.toContain(extra.name);
      }
    }
    const pages = prerenderPaths();
    for (const extra of extras) {
      expect(pages.filter((path) => path.includes(extra.id) || path.includes("extra"))).toEqual([]);
    }
  });

  it("has three testimonials and a team of two", () => {
    expect(testimonials).toHaveLength(3);
    expect(team).toHaveLength(2);
  });

  it("names no reviewer as the team or another customer is named", () => {
    // The Bangla review of 1 December, item 24: the founder praising her own frame, and one
    // customer in two cities, make a shopper discount every review.
    const reviewers = catalogContent.catalog.reviews.map((review) => review.name.en);
    const others = [...team, ...testimonials].map((person) => person.name);
    expect(new Set(reviewers).size).toBe(reviewers.length);
    expect(reviewers.filter((name) => others.includes(name))).toEqual([]);
  });
});
