import { catalogContent } from "../../content/content.server";
import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data";

const { products } = catalogContent.data;

function shopProduct(id: number) {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The shop's product ${id} is missing.`);
  return product;
}

describe("productJsonLd", () => {
  it("describes the offer in BDT with stock and rating", () => {
    const frame = productJsonLd(shopProduct(1), "Personalized Gifts", "Upohar", "/product/1");
    expect(frame.offers).toMatchObject({
      price: 1200,
      priceCurrency: "BDT",
      availability: "https://schema.org/InStock",
    });
    expect(frame.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 124 });
    expect(frame.image).toMatch(/^https:\/\/.+\/img\/share\/products\/photo-frame\/photo\.jpg$/);
    expect(
      productJsonLd(shopProduct(6), undefined, "Upohar", "/product/6").offers.availability,
    ).toBe("https://schema.org/OutOfStock");
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
