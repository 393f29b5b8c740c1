import { describe, expect, it } from "vitest";
import { products } from "../data/products";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data";

describe("productJsonLd", () => {
  it("describes the offer in BDT with stock and rating", () => {
    const frame = productJsonLd(products[0], "Personalized Gifts", "Upohar", "/product/1");
    expect(frame.offers).toMatchObject({
      price: 1200,
      priceCurrency: "BDT",
      availability: "https://schema.org/InStock",
    });
    expect(frame.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 124 });
    expect(frame.image).toMatch(/^https:\/\/.+\/images\/products\/photo-frame\.svg$/);
    expect(productJsonLd(products[5], undefined, "Upohar", "/product/6").offers.availability).toBe(
      "https://schema.org/OutOfStock",
    );
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Products", path: "/products" },
    ]);
    expect(list.itemListElement[1]).toMatchObject({ position: 2, name: "Products" });
    expect(list.itemListElement[1]?.item).toMatch(/\/products$/);
  });
});
