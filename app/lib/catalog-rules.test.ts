import { catalogContent } from "../data/content.server";
import { describe, expect, it } from "vitest";
import type { Product } from "../data/types";
import { catalogProblems } from "./catalog-rules";
import type { CatalogData, CatalogTranslation } from "./localize-catalog";

const { categories, products, team, testimonials } = catalogContent.data;
const {
  categories: categoriesBn,
  products: productsBn,
  team: teamBn,
  testimonials: testimonialsBn,
} = catalogContent.translation;

/** The shop's first product and category, which the cases below copy and change. */
function firstOf<T>(list: readonly T[]): T {
  const [item] = list;
  if (item === undefined) throw new Error("The shop's catalog is missing a product or category.");
  return item;
}
const base = firstOf(products);
const first = firstOf(categories);

const shopData: CatalogData = { products, categories, testimonials, team };
const shopTranslation: CatalogTranslation = {
  products: productsBn,
  categories: categoriesBn,
  testimonials: testimonialsBn,
  team: teamBn,
};

function withProduct(change: Partial<Product>, translated = true) {
  const product: Product = { ...base, id: 1000, ...change };
  return catalogProblems(
    { ...shopData, products: [...products, product] },
    {
      ...shopTranslation,
      products: translated
        ? {
            ...productsBn,
            [product.id]: productsBn[base.id] ?? { name: "", description: "", imageAlt: "" },
          }
        : productsBn,
    },
  );
}

describe("catalogProblems", () => {
  it("finds nothing wrong with the shop's catalog, whatever its size", () => {
    expect(catalogProblems(shopData, shopTranslation)).toEqual([]);
  });

  it("names each rule a new product breaks", () => {
    expect(withProduct({ id: 1 })).toEqual(["Product id 1 is used by more than one product."]);
    expect(withProduct({ price: 12.5 })).toEqual([
      "Product 1000 (Personalized Photo Frame): the price must be a whole number of taka above 0.",
    ]);
    expect(withProduct({ price: 900, originalPrice: 800 })).toEqual([
      "Product 1000 (Personalized Photo Frame): the original price must not be below the price.",
    ]);
    expect(withProduct({ rating: 7 })).toEqual([
      "Product 1000 (Personalized Photo Frame): the rating must be between 0 and 5.",
    ]);
    expect(withProduct({ category: "Birthday Gifts" })).toEqual([
      'Product 1000 (Personalized Photo Frame): the category "Birthday Gifts" is not a known category slug.',
    ]);
    expect(withProduct({}, false)).toEqual([
      "Product 1000 (Personalized Photo Frame): there is no Bangla text for it.",
    ]);
  });

  it("finds repeated category slugs and missing translations by id", () => {
    expect(
      catalogProblems(
        { ...shopData, categories: [...categories, { ...first, id: 99 }] },
        shopTranslation,
      ),
    ).toEqual([`Category slug "${first.slug}" is used by more than one category.`]);
    const testimonialId = testimonials[0]?.id ?? "";
    const { [testimonialId]: dropped, ...fewer } = testimonialsBn;
    expect(dropped).toBeDefined();
    expect(catalogProblems(shopData, { ...shopTranslation, testimonials: fewer })).toEqual([
      `Testimonial "${testimonialId}": there is no Bangla text for it.`,
    ]);
  });
});
