import { describe, expect, it } from "vitest";
import { readFeedItems } from "../../../tests/feeds/feed-xml";
import type { Category, Product } from "../../data/types";
import { FEED_LIMITS, feedItem, feedPrice, feedText, productFeed } from "./product-feed";

const category: Category = {
  id: 4,
  name: "Flowers & Plants",
  slug: "flowers-plants",
  image: { src: "/content/categories/flowers-plants/photo.jpg", alt: "" },
  productCount: 1,
  blurb: "",
};

function gift(overrides: Partial<Product> = {}): Product {
  return {
    id: 12,
    name: "Rose Box",
    price: 1200,
    image: { src: "/content/products/rose-box/1-front.jpg", alt: "A box of roses" },
    category: "flowers-plants",
    description: "Twelve red roses in a round box.",
    rating: 4.5,
    reviewCount: 3,
    inStock: true,
    featured: false,
    ...overrides,
  };
}

const context = { locale: "en" as const, brand: "Upohar", categoryName: "Flowers & Plants" };

function feedOf(products: Product[], locale: "en" | "bn" = "en") {
  return productFeed({
    locale,
    brand: "Upohar",
    description: "A gift shop in Dhaka",
    products,
    categories: [category],
  });
}

describe("the catalog feed's prices", () => {
  it("writes taka with two decimals and the currency code", () => {
    expect(feedPrice(1200)).toBe("1200.00 BDT");
    expect(feedPrice(450)).toBe("450.00 BDT");
  });

  it("gives a discounted gift its regular price as price and what it sells at as sale_price", () => {
    const item = feedItem(gift({ price: 1200, originalPrice: 1500 }), context);
    expect([item.price, item.sale_price]).toEqual(["1500.00 BDT", "1200.00 BDT"]);
  });

  it("gives no sale_price without a real reduction", () => {
    expect(feedItem(gift(), context)).not.toHaveProperty("sale_price");
    expect(feedItem(gift({ originalPrice: 1200 }), context)).not.toHaveProperty("sale_price");
    expect(feedItem(gift({ originalPrice: 1200 }), context).price).toBe("1200.00 BDT");
  });

  it("lists a gift with options at its base price, as its card shows it", () => {
    const options = [
      {
        id: "size",
        name: "Size",
        choices: [
          { id: "small", name: "Small", surcharge: 0 },
          { id: "large", name: "Large", surcharge: 800 },
        ],
      },
    ];
    expect(feedItem(gift({ options }), context).price).toBe("1200.00 BDT");
  });
});

describe("the catalog feed's items", () => {
  it("lists a gift out of stock too, marked so", () => {
    const [inStock, soldOut] = readFeedItems(feedOf([gift(), gift({ id: 13, inStock: false })]));
    expect(inStock?.availability).toEqual(["in stock"]);
    expect(soldOut?.availability).toEqual(["out of stock"]);
  });

  it("links the gift's page in the feed's edition, and its photos' JPEGs, by absolute URLs", () => {
    const views = [{ src: "/content/products/rose-box/2-open.jpg" }];
    const [english] = readFeedItems(feedOf([gift({ views })]));
    const [bangla] = readFeedItems(feedOf([gift({ views })], "bn"));
    expect(english?.link).toEqual(["https://upohar.com.bd/product/12"]);
    expect(bangla?.link).toEqual(["https://upohar.com.bd/bn/product/12"]);
    expect(english?.image_link).toEqual([
      "https://upohar.com.bd/img/feed/products/rose-box/1-front.jpg",
    ]);
    expect(english?.additional_image_link).toEqual([
      "https://upohar.com.bd/img/feed/products/rose-box/2-open.jpg",
    ]);
  });

  it("percent-encodes a photo's name so its URL is plain ASCII, as Google asks", () => {
    const image = { src: "/content/products/rose-box/গোলাপ & co, 1.jpg", alt: "" };
    const link = feedItem(gift({ image }), context).image_link;
    expect(link).toMatch(/^[\x21-\x7e]+$/);
    expect(link).toContain("%26%20co%2C%201.jpg");
    expect(decodeURIComponent(new URL(link).pathname)).toBe(
      "/img/feed/products/rose-box/গোলাপ & co, 1.jpg",
    );
  });

  it("gives at most 10 further photos, in their order", () => {
    const views = Array.from({ length: 12 }, (_, index) => ({
      src: `/content/products/rose-box/${index + 2}.jpg`,
    }));
    const links = feedItem(gift({ views }), context).additional_image_link;
    expect(links).toHaveLength(FEED_LIMITS.additionalImages);
    expect(links[0]).toMatch(/\/2\.jpg$/);
  });

  it("names the category as product_type, the shop as brand, every gift new", () => {
    const [item] = readFeedItems(feedOf([gift()]));
    expect(item?.product_type).toEqual(["Flowers & Plants"]);
    expect(item?.brand).toEqual(["Upohar"]);
    expect(item?.condition).toEqual(["new"]);
    const [uncategorised] = readFeedItems(feedOf([gift({ category: "gone" })]));
    expect(uncategorised).not.toHaveProperty("product_type");
  });
});

describe("the catalog feed's text", () => {
  it("escapes what XML reserves and drops what it cannot hold, reading back as written", () => {
    const name = 'Tom & Jerry <Mug> "for two" ]]>';
    const xml = feedOf([gift({ name, description: "Bell\u0007 & whistle" })]);
    expect(xml).toContain('Tom &amp; Jerry &lt;Mug&gt; "for two" ]]&gt;');
    expect(xml).toContain("<title>Upohar</title>");
    const [item] = readFeedItems(xml);
    expect(item?.title).toEqual([name]);
    expect(item?.description).toEqual(["Bell & whistle"]);
  });

  it("keeps Bangla as UTF-8 text, not character references", () => {
    const xml = feedOf([gift({ name: "গোলাপের বাক্স" })], "bn");
    expect(xml).toContain("<g:title>গোলাপের বাক্স</g:title>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("cuts a title over 150 characters after its last whole word, marked with …", () => {
    const title = feedText("Rose ".repeat(40), FEED_LIMITS.title);
    expect(Array.from(title).length).toBeLessThanOrEqual(FEED_LIMITS.title);
    expect(title).toMatch(/^(Rose )+Rose…$/);
    expect(feedText("  Rose\n  Box  ", FEED_LIMITS.title)).toBe("Rose Box");
  });

  it("never cuts inside a Bangla conjunct", () => {
    // ক্ষ is three code points, one character as a reader sees it.
    const cut = feedText("ক্ষ".repeat(100), FEED_LIMITS.title);
    expect(Array.from(cut).length).toBeLessThanOrEqual(FEED_LIMITS.title);
    expect(cut).toMatch(/^(ক্ষ)+…$/u);
  });

  it("keeps a description within 5,000 characters", () => {
    const description = feedItem(
      gift({ description: "A rose. ".repeat(1000) }),
      context,
    ).description;
    expect(Array.from(description).length).toBeLessThanOrEqual(FEED_LIMITS.description);
    expect(description.endsWith("…")).toBe(true);
  });
});
