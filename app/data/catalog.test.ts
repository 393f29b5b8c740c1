import { describe, expect, it } from "vitest";
import { categories } from "./categories";
import { products } from "./products";
import { team } from "./team";
import { testimonials } from "./testimonials";
import type { Product } from "./types";

const allowedProductCategories = ["Anniversary Gifts", "Personalized Gifts", "Birthday Gifts"];

describe("the catalog", () => {
  it("has 9 products, 8 of them featured, and the Stylish Juice Bottle is not", () => {
    expect(products).toHaveLength(9);
    expect(products.filter((product) => product.featured)).toHaveLength(8);
    const bottle = products.find((product) => product.name === "Stylish Juice Bottle");
    expect(bottle?.featured).toBe(false);
  });

  it("uses only the three product categories of the spec", () => {
    for (const product of products) expect(allowedProductCategories).toContain(product.category);
  });

  it("has unique ids, valid prices and ratings", () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    for (const product of products as readonly Product[]) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.price).toBeGreaterThan(0);
      if (product.originalPrice !== undefined) {
        expect(product.price).toBeLessThanOrEqual(product.originalPrice);
      }
      expect(product.rating).toBeGreaterThanOrEqual(0);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.image.src).toMatch(/^\/images\//);
      expect(product.image.alt.length).toBeGreaterThan(0);
    }
  });

  it("shows every card state: a discount and exactly one gift out of stock", () => {
    expect(products.some((product: Product) => product.originalPrice !== undefined)).toBe(true);
    expect(products.filter((product) => !product.inStock)).toHaveLength(1);
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
