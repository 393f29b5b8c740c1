import { catalogContent } from "../../content/content.server";
import { listingFromIndex } from "../../content/catalog-index";
import { describe, expect, it } from "vitest";
import { banglaCatalog } from "../../content/bangla-catalog";
import { defaultQuery } from "./catalog-query";
import { englishCatalog } from "../../content/english-catalog";
import {
  catalogInEdition,
  categorySearchWords,
  type BilingualCatalog,
  type BilingualCategory,
  type BilingualProduct,
} from "./catalog-in-edition";
import type { Extra, Product } from "../../data/types";

const cake: BilingualCategory = {
  id: 1,
  name: { en: "Birthday Gifts", bn: "জন্মদিনের উপহার" },
  slug: "birthday-gifts",
  image: { src: "/content/categories/birthday-gifts/photo.svg", alt: { en: "A cake", bn: "কেক" } },
  productCount: 1,
  blurb: { en: "Treats.", bn: "চমক।" },
  searchWords: { en: "bday", bn: "বার্থডে" },
};

const frame: BilingualProduct = {
  id: 1,
  name: { en: "Photo Frame", bn: "ফটো ফ্রেম" },
  price: 1200,
  image: { src: "/content/products/frame/1.jpg", alt: { en: "A frame", bn: "একটি ফ্রেম" } },
  views: [
    { src: "/content/products/frame/2-back.jpg", alt: { en: "The back", bn: "পেছনের দিক" } },
    { src: "/content/products/frame/3-box.jpg" },
  ],
  category: "birthday-gifts",
  description: { en: "Wooden.", bn: "কাঠের।" },
  rating: 0,
  reviewCount: 0,
  inStock: true,
  featured: false,
  searchWords: { bn: "ফ্রেম" },
  options: [
    {
      id: "size",
      name: { en: "Size", bn: "সাইজ" },
      choices: [
        { id: "small", name: { en: "Small", bn: "ছোট" }, surcharge: 0 },
        { id: "large", name: { en: "Large", bn: "বড়" }, surcharge: 800 },
      ],
    },
  ],
};

const catalog: BilingualCatalog = {
  products: [frame],
  categories: [cake],
  extras: [],
  testimonials: [],
  team: [],
  reviews: [],
};

describe("an edition of the catalog", () => {
  it("gives each text in the edition's words and keeps everything else", () => {
    expect(catalogInEdition(catalog, "bn").products).toEqual([
      {
        id: 1,
        name: "ফটো ফ্রেম",
        price: 1200,
        image: { src: "/content/products/frame/1.jpg", alt: "একটি ফ্রেম" },
        views: [
          { src: "/content/products/frame/2-back.jpg", alt: "পেছনের দিক" },
          { src: "/content/products/frame/3-box.jpg" },
        ],
        category: "birthday-gifts",
        description: "কাঠের।",
        rating: 0,
        reviewCount: 0,
        inStock: true,
        featured: false,
        options: [
          {
            id: "size",
            name: "সাইজ",
            choices: [
              { id: "small", name: "ছোট", surcharge: 0 },
              { id: "large", name: "বড়", surcharge: 800 },
            ],
          },
        ],
        keywords: "Photo Frame Birthday Gifts ফ্রেম বার্থডে",
      },
    ]);
    expect(catalogInEdition(catalog, "en").categories).toEqual([
      {
        id: 1,
        name: "Birthday Gifts",
        slug: "birthday-gifts",
        image: { src: "/content/categories/birthday-gifts/photo.svg", alt: "A cake" },
        productCount: 1,
        blurb: "Treats.",
      },
    ]);
  });

  it("searches a gift by the owner's words of the edition, and in Bangla by its English names too", () => {
    expect(catalogInEdition(catalog, "en").products[0]).not.toHaveProperty("keywords");
    const searched = { ...catalog, products: [{ ...frame, searchWords: { en: "picture" } }] };
    expect(catalogInEdition(searched, "en").products[0]?.keywords).toBe("picture");
    expect(catalogInEdition(searched, "bn").products[0]?.keywords).toBe(
      "Photo Frame Birthday Gifts বার্থডে",
    );
    expect([categorySearchWords(cake, "en"), categorySearchWords(cake, "bn")]).toEqual([
      "",
      "বার্থডে",
    ]);
  });
});

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

  it("gives a review its Bangla name and place, and keeps its words as written", () => {
    const written = new Map(catalogContent.catalog.reviews.map((review) => [review.id, review]));
    expect(banglaCatalog.reviewsOf(1).length).toBeGreaterThan(0);
    for (const review of banglaCatalog.reviewsOf(1)) {
      const english = englishCatalog.reviewsOf(1).find((other) => other.id === review.id);
      expect(review.name).toBe(written.get(review.id)?.name.bn);
      expect(review.place).toBe(written.get(review.id)?.place.bn);
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
    // A member carries the fields the English edition has, and no others.
    expect(Object.keys(banglaCatalog.team[0] ?? {})).toEqual(
      Object.keys(englishCatalog.team[0] ?? {}),
    );
  });
});
