import { englishCatalog } from "../../content/english-catalog";
import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data";

const { products } = englishCatalog;

function shopProduct(id: number) {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The shop's product ${id} is missing.`);
  return product;
}

describe("productJsonLd", () => {
  it("describes the offer in BDT with stock, and the rating and reviews its page shows", () => {
    const reviews = englishCatalog.reviewsOf(1);
    const frame = productJsonLd(
      shopProduct(1),
      reviews,
      "Personalized Gifts",
      "Upohar",
      "/product/1",
    );
    expect(frame.offers).toMatchObject({
      price: 1200,
      priceCurrency: "BDT",
      availability: "https://schema.org/InStock",
    });
    expect(reviews.length).toBeGreaterThan(0);
    expect(frame.aggregateRating).toMatchObject({
      ratingValue: shopProduct(1).rating,
      reviewCount: reviews.length,
    });
    expect(frame.review?.map((review) => review.reviewBody)).toEqual(
      reviews.map((review) => review.text),
    );
    expect(frame.review?.[0]).toMatchObject({
      author: { name: reviews[0]?.name },
      datePublished: reviews[0]?.date,
      inLanguage: reviews[0]?.lang,
      reviewRating: { ratingValue: reviews[0]?.stars },
    });
    expect(
      productJsonLd(shopProduct(6), [], undefined, "Upohar", "/product/6").offers.availability,
    ).toBe("https://schema.org/OutOfStock");
  });

  it("carries no rating and no reviews for a gift without reviews", () => {
    const data = productJsonLd(shopProduct(9), [], undefined, "Upohar", "/product/9");
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
  });
});

describe("productJsonLd's photos", () => {
  it("lists the main photo's share preview, then the further photos' largest copies", () => {
    const gift = {
      ...shopProduct(6),
      image: { src: "/content/products/lamp/1-front.jpg", alt: "A brass lamp" },
      views: [
        { src: "/content/products/lamp/2-lit.jpg" },
        { src: "/content/products/lamp/3-box.png" },
      ],
    };
    expect(productJsonLd(gift, [], undefined, "Upohar", "/product/6").image).toEqual([
      expect.stringMatching(/^https:\/\/.+\/img\/share\/products\/lamp\/1-front\.jpg$/),
      expect.stringMatching(/^https:\/\/.+\/img\/products\/lamp\/2-lit-960\.webp$/),
      expect.stringMatching(/^https:\/\/.+\/img\/products\/lamp\/3-box-960\.webp$/),
    ]);
  });

  it("lists one photo for a gift with one", () => {
    const gift = { ...shopProduct(6), image: { src: "/content/products/lamp/photo.jpg", alt: "" } };
    const { views, ...single } = gift;
    expect(productJsonLd(single, [], undefined, "Upohar", "/product/6").image).toEqual([
      expect.stringMatching(/^https:\/\/.+\/img\/share\/products\/lamp\/photo\.jpg$/),
    ]);
  });
});

describe("productJsonLd for a gift whose choices change its price", () => {
  const sizes = {
    id: "size",
    name: "Size",
    choices: [
      { id: "small", name: "Small", surcharge: 0 },
      { id: "large", name: "Large", surcharge: 800 },
    ],
  };
  const rose = { ...shopProduct(2), price: 2200, originalPrice: 2600, options: [sizes] };

  it("offers the range from the cheapest to the dearest choice, one offer per way to buy it", () => {
    const colours = {
      id: "colour",
      name: "Colour",
      choices: [
        { id: "red", name: "Red", surcharge: 0 },
        { id: "gold", name: "Gold", surcharge: 150 },
        { id: "white", name: "White", surcharge: 50 },
      ],
    };
    const { offers } = productJsonLd(rose, [], undefined, "Upohar", "/product/8");
    expect(offers).toEqual({
      "@type": "AggregateOffer",
      lowPrice: 2200,
      highPrice: 3000,
      offerCount: 2,
      url: expect.stringMatching(/^https:\/\/.+\/product\/8$/),
      priceCurrency: "BDT",
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: "Upohar" },
    });
    const twoOptions = { ...rose, options: [sizes, colours] };
    expect(productJsonLd(twoOptions, [], undefined, "Upohar", "/product/8").offers).toMatchObject({
      lowPrice: 2200,
      highPrice: 3150,
      offerCount: 6,
    });
  });

  it("keeps one Offer when the choices do not change the price, or the gift is only engraved", () => {
    const free = {
      ...rose,
      options: [
        { ...sizes, choices: sizes.choices.map((choice) => ({ ...choice, surcharge: 0 })) },
      ],
    };
    expect(productJsonLd(free, [], undefined, "Upohar", "/product/8").offers).toMatchObject({
      "@type": "Offer",
      price: 2200,
    });
    const engraved = {
      ...shopProduct(2),
      personalisation: [{ id: "name", label: "Name", maxLength: 20, required: true }],
    };
    expect(productJsonLd(engraved, [], undefined, "Upohar", "/product/2").offers).toMatchObject({
      "@type": "Offer",
      price: engraved.price,
    });
  });

  it("says when the gift is out of stock", () => {
    const gone = { ...rose, inStock: false };
    expect(productJsonLd(gone, [], undefined, "Upohar", "/product/8").offers.availability).toBe(
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
