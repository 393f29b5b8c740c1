import { catalogContent } from "../../content/content.server";
import { listingFromIndex } from "../../content/catalog-index";
import { describe, expect, it } from "vitest";
import { banglaCatalog } from "../../content/bangla-catalog";
import { defaultQuery } from "./catalog-query";
import { englishCatalog } from "../../content/english-catalog";
import { localizeCatalog } from "./localize-catalog";
import type { Extra, Product } from "../../data/types";

const { categories, extras, products, team, testimonials } = catalogContent.data;
const {
  categories: categoriesBn,
  extras: extrasBn,
  products: productsBn,
  team: teamBn,
  testimonials: testimonialsBn,
} = catalogContent.translation;

describe("the Bangla catalog", () => {
  it("translates the words and keeps prices, stock and images", () => {
    const frame = banglaCatalog.findProduct("1");
    const english = englishCatalog.findProduct("1");
    expect(frame?.name).not.toBe(english?.name);
    expect(frame?.category).toBe(english?.category);
    expect(frame).toMatchObject({ price: 1200, originalPrice: 1500, inStock: true });
    expect(frame?.image.src).toBe(english?.image.src);
  });

  it("keeps products and categories matched, as in English", () => {
    for (const category of banglaCatalog.categories) {
      const english = englishCatalog.findCategoryBySlug(category.slug);
      expect(english).toBeDefined();
      if (!english) continue;
      expect(banglaCatalog.productsInCategory(category).map((product) => product.id)).toEqual(
        englishCatalog.productsInCategory(english).map((product) => product.id),
      );
      expect(banglaCatalog.listingPage({ ...defaultQuery, category: category.slug }).total).toBe(
        englishCatalog.listingPage({ ...defaultQuery, category: category.slug }).total,
      );
    }
  });

  it("keeps the English name and category as search keywords", () => {
    expect(banglaCatalog.findProduct("9")?.keywords).toContain("Stylish Juice Bottle");
    expect(banglaCatalog.findProduct("9")?.keywords).toContain("Birthday Gifts");
  });

  it("finds gifts by the Bangla loanwords shoppers type", () => {
    for (const word of ["গিফট", "বার্থডে", "অ্যানিভার্সারি", "ফ্রেম", "মগ"]) {
      expect(listingFromIndex("bn", { ...defaultQuery, search: word }).total, word).toBeGreaterThan(
        0,
      );
    }
    const birthday = listingFromIndex("bn", { ...defaultQuery, search: "বার্থডে গিফট" });
    expect(birthday.items.map((product) => product.id)).toContain(2);
  });

  it("matches translations by id, not by position", () => {
    const reversed = localizeCatalog(
      {
        products: [...products].reverse(),
        extras: [...extras].reverse(),
        categories,
        testimonials: [...testimonials].reverse(),
        team: [...team].reverse(),
        reviews: [...catalogContent.data.reviews].reverse(),
      },
      {
        products: productsBn,
        extras: extrasBn,
        categories: categoriesBn,
        testimonials: testimonialsBn,
        team: teamBn,
        reviews: catalogContent.translation.reviews,
      },
    );
    for (const testimonial of reversed.testimonials) {
      expect(testimonial.name).toBe(testimonialsBn[testimonial.id]?.name);
    }
    for (const member of reversed.team) expect(member.role).toBe(teamBn[member.id]?.role);
    for (const extra of reversed.extras) expect(extra.name).toBe(extrasBn[extra.id]?.name);
    for (const review of reversed.reviews) {
      expect(review.place).toBe(catalogContent.translation.reviews[review.id]?.place);
    }
  });

  it("gives a review its Bangla name and place, and keeps its words as written", () => {
    for (const review of banglaCatalog.reviewsOf(1)) {
      const english = englishCatalog.reviewsOf(1).find((other) => other.id === review.id);
      expect(review.name).toBe(catalogContent.translation.reviews[review.id]?.name);
      expect(review.text).toBe(english?.text);
      expect(review.lang).toBe(english?.lang);
    }
  });

  it("gives the Bangla edition the Bangla labels and choices, under the English ids", () => {
    expect(banglaCatalog.findProduct("1")?.personalisation).toEqual([
      {
        id: "name-or-date-to-engrave",
        label: "খোদাই করার নাম বা তারিখ",
        maxLength: 30,
        required: true,
      },
    ]);
    expect(banglaCatalog.findProduct("4")?.personalisation?.[0]?.label).toBe("খোদাই করার নাম");
    expect(banglaCatalog.findProduct("8")?.options).toEqual([
      {
        id: "size",
        name: "সাইজ",
        choices: [
          { id: "small", name: "ছোট", surcharge: 0 },
          { id: "large", name: "বড়", surcharge: 800 },
        ],
      },
    ]);
    // What a cart prices a line with: the catalog index's cards carry the same words.
    const rose = banglaCatalog.index().find((product) => product.id === 8);
    expect(rose?.options?.[0]?.choices.map((choice) => choice.name)).toEqual(["ছোট", "বড়"]);
  });

  it("keeps every id, limit and surcharge of the English edition", () => {
    const asked = (product: Product | undefined) => ({
      personalisation: product?.personalisation?.map(({ label, ...rest }) => rest),
      options: product?.options?.map((option) => ({
        id: option.id,
        choices: option.choices.map(({ name, ...rest }) => rest),
      })),
    });
    for (const product of englishCatalog.products) {
      expect(asked(banglaCatalog.findProduct(String(product.id))), product.name).toEqual(
        asked(product),
      );
    }
    const plain = (extra: Extra) => ({ ...extra, name: "", image: { ...extra.image, alt: "" } });
    expect(banglaCatalog.extras.map(plain)).toEqual(englishCatalog.extras.map(plain));
    expect(banglaCatalog.extras.map((extra) => extra.name)).toEqual([
      "বেলুনের গুচ্ছ",
      "চকলেটের বাক্স",
      "ছোট্ট তাজা ফুলের তোড়া",
    ]);
  });

  it("translates testimonials and team but keeps their ratings and images", () => {
    expect(banglaCatalog.testimonials.map((testimonial) => testimonial.rating)).toEqual(
      englishCatalog.testimonials.map((testimonial) => testimonial.rating),
    );
    expect(banglaCatalog.team[0]?.image.src).toBe(englishCatalog.team[0]?.image.src);
    expect(banglaCatalog.team[0]?.name).not.toBe(englishCatalog.team[0]?.name);
  });

  it("describes a gift's further photos in Bangla where the owner did, and keeps their order", () => {
    const frame = products.find((product) => product.id === 1);
    const frameBn = productsBn[1];
    if (!frame || !frameBn) throw new Error("The shop's product 1 is missing.");
    const views = [
      { src: "/content/products/x/2-back.jpg", alt: "The back" },
      { src: "/content/products/x/3-box.jpg" },
    ];
    const [localized] = localizeCatalog(
      { categories, extras, team, testimonials, reviews: [], products: [{ ...frame, views }] },
      {
        ...catalogContent.translation,
        products: {
          1: { ...frameBn, viewAlts: { "/content/products/x/2-back.jpg": "পেছনের দিক" } },
        },
      },
    ).products;
    expect(localized?.views).toEqual([
      { src: "/content/products/x/2-back.jpg", alt: "পেছনের দিক" },
      { src: "/content/products/x/3-box.jpg" },
    ]);
  });
});
