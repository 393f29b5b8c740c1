/**
 * For tests: the choices and little extras of PRODUCT.md 6.2, in either edition's words, laid
 * over any products, so the rules are tested with the demo's words and prices whatever the content
 * folder holds. Ids are the same in both editions, as the build makes them.
 */
import type { Locale } from "../../config/locale";
import type { Extra, ProductSummary } from "../../data/types";

export const engraving = "name-or-date-to-engrave";
export const penName = "name-to-engrave";

const words = {
  en: {
    engraving: "Name or date to engrave",
    penName: "Name to engrave",
    size: "Size",
    small: "Small",
    large: "Large",
    extras: {
      "balloon-bunch": "Balloon Bunch",
      "chocolate-box": "Chocolate Box",
      "flower-bouquet": "Small Bouquet of Fresh Flowers",
    },
  },
  bn: {
    engraving: "খোদাই করার নাম বা তারিখ",
    penName: "খোদাই করার নাম",
    size: "সাইজ",
    small: "ছোট",
    large: "বড়",
    extras: {
      "balloon-bunch": "বেলুনের গুচ্ছ",
      "chocolate-box": "চকলেটের বাক্স",
      "flower-bouquet": "ছোট্ট তাজা ফুলের তোড়া",
    },
  },
};

function demoChoices(locale: Locale): Record<number, Partial<ProductSummary>> {
  const w = words[locale];
  return {
    1: { personalisation: [{ id: engraving, label: w.engraving, maxLength: 30, required: true }] },
    4: { personalisation: [{ id: penName, label: w.penName, maxLength: 20, required: true }] },
    8: {
      options: [
        {
          id: "size",
          name: w.size,
          choices: [
            { id: "small", name: w.small, surcharge: 0 },
            { id: "large", name: w.large, surcharge: 800 },
          ],
        },
      ],
    },
  };
}

/** The frame (1) and the pen set (4) ask for a name to engrave; the rose (8) comes in two sizes. */
export function withDemoChoices<T extends ProductSummary>(
  products: readonly T[],
  locale: Locale = "en",
): T[] {
  const choices = demoChoices(locale);
  return products.map((product) => ({ ...product, ...choices[product.id] }));
}

/** The balloon bunch (৳300), the chocolate box (৳350) and the flowers (৳600), cheapest first. */
export function demoExtras(locale: Locale = "en"): Extra[] {
  const prices = { "balloon-bunch": 300, "chocolate-box": 350, "flower-bouquet": 600 };
  return Object.entries(prices).map(([id, price]) => {
    const name = words[locale].extras[id as keyof typeof prices];
    return {
      id,
      name,
      price,
      image: { src: `/content/extras/${id}/photo.svg`, alt: name },
      inStock: true,
    };
  });
}
