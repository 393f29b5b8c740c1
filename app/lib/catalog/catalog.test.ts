import { describe, expect, it } from "vitest";
import { HOME_FEATURED_LIMIT } from "./catalog";
import { defaultQuery } from "./catalog-query";
import { englishCatalog } from "../../content/english-catalog";

const {
  categoryCards,
  featuredProducts,
  findCategoryBySlug,
  findProduct,
  homeCategories,
  menuCategories,
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

describe("a category's count", () => {
  it("is what its page lists, for every category", () => {
    for (const category of englishCatalog.categories) {
      expect(productsInCategory(category), category.slug).toHaveLength(category.productCount);
    }
  });
});

describe("a gift's reviews", () => {
  it("are its own, newest first, and its rating and count come from them", () => {
    for (const product of englishCatalog.products) {
      const reviews = englishCatalog.reviewsOf(product.id);
      expect(reviews.every((review) => review.productId === product.id)).toBe(true);
      expect(reviews.map((review) => review.date)).toEqual(
        reviews
          .map((review) => review.date)
          .sort()
          .reverse(),
      );
      expect(product.reviewCount).toBe(reviews.length);
      const mean = reviews.reduce((sum, review) => sum + review.stars, 0) / (reviews.length || 1);
      expect(product.rating).toBe(Math.round(mean * 10) / 10);
    }
  });
});

describe("catalog lookups", () => {
  it("finds categories by slug only", () => {
    expect(findCategoryBySlug("birthday-gifts")?.name).toBe("Birthday Gifts");
    expect(findCategoryBySlug("nope")).toBeUndefined();
  });

  it("lists at most eight featured products and the first six categories", () => {
    expect(featuredProducts().length).toBeLessThanOrEqual(HOME_FEATURED_LIMIT);
    expect(featuredProducts().every((product) => product.featured)).toBe(true);
    expect(homeCategories()).toHaveLength(6);
  });

  it("gives a category's card what it shows, not its blurb or its picture's description", () => {
    expect(categoryCards()).toHaveLength(englishCatalog.categories.length);
    expect(categoryCards()[0]).toEqual({
      id: 1,
      slug: "birthday-gifts",
      name: "Birthday Gifts",
      productCount: 6,
      image: { src: "/content/categories/birthday-gifts/photo.jpg" },
    });
    expect(homeCategories()).toEqual(categoryCards().slice(0, 6));
    expect(JSON.stringify(englishCatalog.homePage())).not.toContain(
      englishCatalog.categories[0]?.blurb,
    );
  });

  it("names every category for the phone menu, with its slug and count, and nothing more", () => {
    expect(menuCategories()).toEqual(
      englishCatalog.categories.map((category) => ({
        slug: category.slug,
        name: category.name,
        productCount: category.productCount,
      })),
    );
    expect(menuCategories()[0]).toEqual({
      slug: "birthday-gifts",
      name: "Birthday Gifts",
      productCount: 6,
    });
  });

  it("gives listings summaries only: no descriptions travel with a page of gifts", () => {
    const page = englishCatalog.listingPage(defaultQuery);
    expect(page.items.length).toBeLessThanOrEqual(24);
    for (const item of page.items) {
      expect(item).not.toHaveProperty("description");
      expect(item).not.toHaveProperty("searchText");
      expect(item.categoryName).not.toBe("");
    }
  });

  it("lists a category's products and related products without the product itself", () => {
    const birthday = findCategoryBySlug("birthday-gifts");
    const birthdayIds = birthday ? productsInCategory(birthday).map((product) => product.id) : [];
    expect(birthdayIds.filter((id) => id <= 9)).toEqual([1, 2, 4, 5, 7, 9]);
    const product = findProduct("2");
    const related = product ? relatedProducts(product) : [];
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related.map((other) => other.id)).not.toContain(2);
    expect(related.map((other) => other.id)).toEqual(
      birthdayIds.filter((id) => id !== 2).slice(0, 4),
    );
  });
});
