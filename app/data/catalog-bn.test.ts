import { catalogContent } from "./content.server";
import { describe, expect, it } from "vitest";

const { categories, products, team, testimonials } = catalogContent.data;
const {
  categories: categoriesBn,
  products: productsBn,
  team: teamBn,
  testimonials: testimonialsBn,
} = catalogContent.translation;

/** Brand names and the battery size (AA) stay in Latin letters in Bangla text; nothing else may. */
const brands = ["bKash", "Nagad", "Rocket", "WhatsApp", "Facebook", "Instagram", "YouTube", "AA"];

function problems(fields: Record<string, string>): string[] {
  return Object.entries(fields).flatMap(([field, text]) => {
    const withoutBrands = brands.reduce((rest, brand) => rest.replaceAll(brand, ""), text);
    const found: string[] = [];
    if (text.trim() === "") found.push(`${field} is empty`);
    if (/[A-Za-z]/.test(withoutBrands)) found.push(`${field} has Latin letters: ${text}`);
    if (/[0-9]/.test(text)) found.push(`${field} has Latin digits: ${text}`);
    if (!/[\u0980-\u09FF]/.test(text)) found.push(`${field} has no Bangla: ${text}`);
    return found;
  });
}

describe("the Bangla catalog", () => {
  it("has Bangla text for every product", () => {
    for (const product of products) {
      const text = productsBn[product.id];
      expect(text, `product ${product.id}`).toBeDefined();
      if (text) expect(problems({ ...text }), `product ${product.id}`).toEqual([]);
    }
    expect(
      Object.keys(productsBn)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(products.map((product) => product.id).sort((a, b) => a - b));
  });

  it("has Bangla text for every category", () => {
    for (const category of categories) {
      const text = categoriesBn[category.slug];
      expect(text, category.slug).toBeDefined();
      if (text) expect(problems({ ...text }), category.slug).toEqual([]);
    }
    expect(Object.keys(categoriesBn).sort()).toEqual(
      categories.map((category) => category.slug).sort(),
    );
  });

  it("has every testimonial, keyed by its id", () => {
    expect(Object.keys(testimonialsBn).sort()).toEqual(testimonials.map((t) => t.id).sort());
    for (const [id, text] of Object.entries(testimonialsBn)) {
      expect(problems({ ...text }), `testimonial ${id}`).toEqual([]);
    }
  });

  it("has every team member, keyed by their id", () => {
    expect(Object.keys(teamBn).sort()).toEqual(team.map((member) => member.id).sort());
    for (const [id, text] of Object.entries(teamBn)) {
      expect(problems({ ...text }), `team member ${id}`).toEqual([]);
    }
  });

  it("gives every product and category a distinct name", () => {
    const productNames = Object.values(productsBn).map((text) => text.name);
    expect(new Set(productNames).size).toBe(productNames.length);
    const categoryNames = Object.values(categoriesBn).map((text) => text.name);
    expect(new Set(categoryNames).size).toBe(categoryNames.length);
  });
});
