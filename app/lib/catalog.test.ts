import { describe, expect, it } from "vitest";
import { englishCatalog } from "./english-catalog";

const {
  featuredProducts,
  findCategoryBySlug,
  findProduct,
  homeCategories,
  productsInCategory,
  relatedProducts,
} = englishCatalog;

describe("findProduct", () => {
  it("finds a product by its id", () => {
    expect(findProduct("1")?.id).toBe(1);
  });

  it.each(["999", "0", "-1", "1.5", "01", "abc", "1e2", " 1", "", undefined])(
    "finds nothing for %j",
    (param) => {
      expect(findProduct(param)).toBeUndefined();
    },
  );
});

describe("catalog lookups", () => {
  it("finds categories by slug only", () => {
    expect(findCategoryBySlug("birthday-gifts")?.name).toBe("Birthday Gifts");
    expect(findCategoryBySlug("nope")).toBeUndefined();
  });

  it("lists the featured products and the first six categories", () => {
    expect(featuredProducts()).toHaveLength(8);
    expect(homeCategories()).toHaveLength(6);
  });

  it("lists a category's products and related products without the product itself", () => {
    const birthday = findCategoryBySlug("birthday-gifts");
    expect(birthday && productsInCategory(birthday).map((product) => product.id)).toEqual([
      2, 5, 9,
    ]);
    const product = findProduct("2");
    expect(product && relatedProducts(product).map((related) => related.id)).toEqual([5, 9]);
  });
});
