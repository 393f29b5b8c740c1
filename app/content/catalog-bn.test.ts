import { catalogContent } from "./content.server";
import { describe, expect, it } from "vitest";
import { isBilingual } from "../lib/catalog/bilingual";

const { categories, extras, products, team, testimonials } = catalogContent.catalog;

/** Brand names and the battery size (AA) stay in Latin letters in Bangla text; nothing else may. */
const brands = ["bKash", "Nagad", "Rocket", "WhatsApp", "Facebook", "Instagram", "YouTube", "AA"];

/** Every Bangla text of an entry, by where it is (`options.0.choices.1.name`), search words too. */
function banglaTexts(value: unknown, at: string[] = []): [string, string][] {
  if (isBilingual(value)) return [[at.join("."), String(value.bn)]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, field]: [string, unknown]) =>
    key === "searchWords" && typeof field === "object" && field !== null && "bn" in field
      ? [[[...at, key, "bn"].join("."), String(field.bn)] satisfies [string, string]]
      : banglaTexts(field, [...at, key]),
  );
}

function problems(entry: unknown): string[] {
  return banglaTexts(entry).flatMap(([field, text]) => {
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
 * That everything has its Bangla text is the build's to say (the readers of app/content/ refuse a
 * catalog without it); this checks how the shop's own Bangla text is written.
 */
describe("the Bangla catalog", () => {
  it("finds every Bangla text of an entry, however deep", () => {
    expect(
      banglaTexts({
        id: 8,
        name: { en: "Rose", bn: "গোলাপ" },
        options: [{ id: "size", choices: [{ name: { en: "Small", bn: "ছোট" } }] }],
        searchWords: { bn: "রোজ" },
      }),
    ).toEqual([
      ["name", "গোলাপ"],
      ["options.0.choices.0.name", "ছোট"],
      ["searchWords.bn", "রোজ"],
    ]);
  });

  it("writes every product in Bangla", () => {
    for (const product of products) {
      expect(problems(product), `product ${product.id}`).toEqual([]);
    }
  });

  it("writes every little extra in Bangla", () => {
    for (const extra of extras) expect(problems(extra), `extra ${extra.id}`).toEqual([]);
  });

  it("writes every category in Bangla", () => {
    for (const category of categories) expect(problems(category), category.slug).toEqual([]);
  });

  it("writes every testimonial in Bangla", () => {
    for (const testimonial of testimonials) {
      expect(problems(testimonial), `testimonial ${testimonial.id}`).toEqual([]);
    }
  });

  it("writes every team member in Bangla", () => {
    for (const member of team) expect(problems(member), `team member ${member.id}`).toEqual([]);
  });

  it("gives every product, extra and category a distinct name", () => {
    const productNames = [...products, ...extras].map((entry) => entry.name.bn);
    expect(new Set(productNames).size).toBe(productNames.length);
    const categoryNames = categories.map((category) => category.name.bn);
    expect(new Set(categoryNames).size).toBe(categoryNames.length);
  });
});
