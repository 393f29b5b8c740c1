import { catalogContent } from "./content.server";
import { describe, expect, it } from "vitest";

const {
  categories: categoriesBn,
  extras: extrasBn,
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

/*
 * That everything has its Bangla text is the build's to say (content/catalog-content.ts refuses a
 * catalog without it); this checks how the shop's own Bangla text is written.
 */
describe("the Bangla catalog", () => {
  it("writes every product in Bangla", () => {
    for (const [id, { personalisation, options, viewAlts, ...text }] of Object.entries(
      productsBn,
    )) {
      const photos = Object.entries(viewAlts ?? {}).map(([src, alt]) => [
        `description of ${src}`,
        alt,
      ]);
      const labels = Object.entries(personalisation ?? {}).map(([field, label]) => [
        `label of ${field}`,
        label,
      ]);
      const choices = Object.entries(options ?? {}).flatMap(([option, words]) => [
        [`name of ${option}`, words.name],
        ...Object.entries(words.choices).map(([choice, name]) => [`name of ${choice}`, name]),
      ]);
      expect(
        problems({ ...text, ...Object.fromEntries([...photos, ...labels, ...choices]) }),
        `product ${id}`,
      ).toEqual([]);
    }
  });

  it("writes every little extra in Bangla", () => {
    for (const [id, text] of Object.entries(extrasBn)) {
      expect(problems({ ...text }), `extra ${id}`).toEqual([]);
    }
  });

  it("writes every category in Bangla", () => {
    for (const [slug, text] of Object.entries(categoriesBn)) {
      expect(problems({ ...text }), slug).toEqual([]);
    }
  });

  it("writes every testimonial in Bangla", () => {
    for (const [id, text] of Object.entries(testimonialsBn)) {
      expect(problems({ ...text }), `testimonial ${id}`).toEqual([]);
    }
  });

  it("writes every team member in Bangla", () => {
    for (const [id, text] of Object.entries(teamBn)) {
      expect(problems({ ...text }), `team member ${id}`).toEqual([]);
    }
  });

  it("gives every product, extra and category a distinct name", () => {
    const productNames = [...Object.values(productsBn), ...Object.values(extrasBn)].map(
      (text) => text.name,
    );
    expect(new Set(productNames).size).toBe(productNames.length);
    const categoryNames = Object.values(categoriesBn).map((text) => text.name);
    expect(new Set(categoryNames).size).toBe(categoryNames.length);
  });
});
