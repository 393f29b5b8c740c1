import { describe, expect, it } from "vitest";
import { parseXml, readFeedItems } from "../../tests/feeds/feed-xml";
import { FEED_LIMITS, FEED_NAMESPACE } from "../lib/site/product-feed";
import { editionCatalog } from "./edition-catalog";
import { productFeeds } from "./product-feeds";

const [english, bangla] = productFeeds();
const products = editionCatalog("en").products;
const banglaProducts = editionCatalog("bn").products;
const items = { en: readFeedItems(english?.xml ?? ""), bn: readFeedItems(bangla?.xml ?? "") };

/**
 * What Google Merchant Center requires of every item (product data specification), with the
 * condition Meta's catalog requires as well: each exactly once, never empty.
 */
const requiredFields = [
  "id",
  "title",
  "description",
  "link",
  "image_link",
  "availability",
  "price",
  "condition",
  "brand",
];

describe("the demo catalog's feeds", () => {
  it("are RSS 2.0 with Google's namespace, one per edition, at their paths", () => {
    expect([english?.path, bangla?.path]).toEqual([
      "/feeds/products.xml",
      "/bn/feeds/products.xml",
    ]);
    for (const feed of [english, bangla]) {
      const rss = parseXml(feed?.xml ?? "");
      expect(rss.name).toBe("rss");
      expect(rss.attributes).toEqual({ version: "2.0", "xmlns:g": FEED_NAMESPACE });
    }
  });

  it("list every gift, the one out of stock included, and no little extra", () => {
    const ids = products.map((product) => String(product.id));
    expect(items.en.map((item) => item.id?.[0])).toEqual(ids);
    expect(items.bn.map((item) => item.id?.[0])).toEqual(ids);
    expect(products.some((product) => !product.inStock)).toBe(true);
    for (const extra of editionCatalog("en").extras) {
      expect(english?.xml).not.toContain(extra.name);
    }
  });

  for (const locale of ["en", "bn"] as const) {
    it(`${locale}: every item has each required field once, within Google's lengths`, () => {
      for (const item of items[locale]) {
        for (const field of requiredFields) {
          expect(item[field], `${item.id?.[0]}: ${field}`).toHaveLength(1);
          expect(item[field]?.[0], `${item.id?.[0]}: ${field}`).not.toBe("");
        }
        expect(Array.from(item.title?.[0] ?? "").length).toBeLessThanOrEqual(FEED_LIMITS.title);
        expect(Array.from(item.description?.[0] ?? "").length).toBeLessThanOrEqual(
          FEED_LIMITS.description,
        );
        expect(item.condition).toEqual(["new"]);
        expect(item.brand).toEqual(["Upohar"]);
        expect(item.link?.[0]).toMatch(/^https:\/\/upohar\.com\.bd\//);
        expect(item.image_link?.[0]).toMatch(/^https:\/\/upohar\.com\.bd\/img\/feed\/.+\.jpg$/);
      }
    });
  }

  it("price each gift as its card does: price, or its regular price and sale_price on a discount", () => {
    for (const [index, product] of products.entries()) {
      const item = items.en[index];
      const discounted =
        product.originalPrice !== undefined && product.originalPrice > product.price;
      expect(item?.price?.[0]).toMatch(/^\d+\.\d{2} BDT$/);
      if (discounted) {
        expect(item?.price).toEqual([`${product.originalPrice}.00 BDT`]);
        expect(item?.sale_price).toEqual([`${product.price}.00 BDT`]);
      } else {
        expect(item?.price).toEqual([`${product.price}.00 BDT`]);
        expect(item).not.toHaveProperty("sale_price");
      }
      expect(item?.availability).toEqual([product.inStock ? "in stock" : "out of stock"]);
    }
    expect(items.en[0]).toMatchObject({ price: ["1500.00 BDT"], sale_price: ["1200.00 BDT"] });
  });

  it("Bangla: the same ids, prices, stock and photos, with Bangla text and the Bangla pages", () => {
    const same = [
      "id",
      "price",
      "sale_price",
      "availability",
      "image_link",
      "additional_image_link",
    ];
    const bengali = /\p{Script=Bengali}/u;
    for (const [index, product] of banglaProducts.entries()) {
      const item = items.bn[index] ?? {};
      for (const field of same) expect(item[field], field).toEqual(items.en[index]?.[field]);
      expect(item.title).toEqual([product.name]);
      expect(item.title?.[0]).toMatch(bengali);
      expect(item.description?.[0]).toMatch(bengali);
      expect(item.product_type?.[0]).toMatch(bengali);
      expect(item.link).toEqual([`https://upohar.com.bd/bn/product/${product.id}`]);
    }
  });
});
