import { catalogContent } from "./content.server";
import { describe, expect, it } from "vitest";
import type { Product } from "../data/types";

const { categories, products, team, testimonials } = catalogContent.data;

/**
 * The spec's demo: the shop's first nine products, ids 1 to 9. Products the owner adds later are
 * held to the catalog's rules (content/catalog-content.ts, at the build), not to these figures.
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

  it("has the spec's six categories with their slugs and displayed counts", () => {
    expect(categories.map(({ name, slug, productCount }) => [name, slug, productCount])).toEqual([
      ["Birthday Gifts", "birthday-gifts", 5],
      ["Anniversary Gifts", "anniversary-gifts", 4],
      ["Wedding Gifts", "wedding-gifts", 4],
      ["Corporate Gifts", "corporate-gifts", 2],
      ["Flowers & Plants", "flowers-plants", 2],
      ["Personalized Gifts", "personalized-gifts", 12],
    ]);
    expect(new Set(categories.map((category) => category.id)).size).toBe(6);
  });

  it("has three testimonials and a team of two", () => {
    expect(testimonials).toHaveLength(3);
    expect(team).toHaveLength(2);
  });
});
