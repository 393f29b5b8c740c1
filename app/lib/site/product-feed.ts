import type { Category, Product } from "../../data/types";
import { localizePath, type Locale } from "../../config/locale";
import { pathsFor } from "../../config/paths";
import { feedImagePath } from "../catalog/images";
import { absoluteUrl } from "./seo";
import { lazy } from "./lazy";

/**
 * The catalog as a product feed: RSS 2.0 with Google's `g:` fields, the format both Google
 * Merchant Center and Meta's Commerce Manager (Facebook, Instagram and WhatsApp catalogs) fetch
 * from a URL. One feed per edition, with the same ids, prices and photos.
 *
 * Fields and formats follow Google's product data specification
 * (https://support.google.com/merchants/answer/7052112): id, title, description, link,
 * image_link, availability and price are required of every item, brand of every new product
 * (the shop's name: its gifts are its own). Google lets new goods leave condition out; Meta's
 * catalog requires it, with the same id, title, description, availability, price, link,
 * image_link and brand (https://developers.facebook.com/docs/marketing-api/catalog/reference,
 * which takes RSS XML feeds). google_product_category is left out: the shop's categories are
 * occasions (birthday, anniversary), which map onto no one class of Google's taxonomy, so
 * product_type carries the category's name instead. Availability is spelt "in stock", as Meta's
 * reference spells it; Google's, which now writes in_stock, still takes the older spaced form.
 */
export const FEED_NAMESPACE = "http://base.google.com/ns/1.0";

/**
 * The lengths every item keeps, in characters: Google's limits, the stricter of the two readers
 * (Meta allows titles of 200 and descriptions of 9,999). Google takes up to 10 further photos.
 */
export const FEED_LIMITS = { title: 150, description: 5000, additionalImages: 10 } as const;

/** Where each edition's feed is served: /feeds/products.xml and /bn/feeds/products.xml. */
export function productFeedPath(locale: Locale): string {
  return localizePath("/feeds/products.xml", locale);
}

/** A price as Google and Meta read it: the amount with two decimals and the ISO 4217 code. */
export function feedPrice(taka: number): string {
  return `${taka.toFixed(2)} BDT`;
}

/** One gift as the feed lists it; each key is its `g:` element's name, in the feed's order. */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  additional_image_link: string[];
  availability: "in stock" | "out of stock";
  /** The regular price: the price before the discount when there is one. */
  price: string;
  /** The price the gift sells at, only when it is below the regular one. */
  sale_price?: string;
  condition: "new";
  brand: string;
  product_type?: string;
}

/**
 * An address a feed reader takes: ASCII only, with spaces, `&` and `,` percent-encoded, as
 * Google asks of image links (a photo's file name may hold any of them, or Bangla letters).
 */
function feedUrl(path: string): string {
  return absoluteUrl(path.split("/").map(encodeURIComponent).join("/"));
}

const graphemes = lazy(() => new Intl.Segmenter(undefined, { granularity: "grapheme" }));

/**
 * The text on one line, within `limit` characters (counted as code points, as the readers count
 * them): cut after the last whole word that fits, or whole character for a single long word
 * (never inside a Bangla conjunct), and ended with "…" when cut.
 */
export function feedText(text: string, limit: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (Array.from(line).length <= limit) return line;
  let kept = "";
  let length = 0;
  for (const { segment } of graphemes().segment(line)) {
    const size = Array.from(segment).length;
    if (length + size > limit - 1) break;
    kept += segment;
    length += size;
  }
  const lastSpace = kept.lastIndexOf(" ");
  return `${(lastSpace > kept.length / 2 ? kept.slice(0, lastSpace) : kept).trimEnd()}…`;
}

/** Characters XML 1.0 cannot hold even escaped (control characters, lone surrogates). */
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(notXml, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

interface ItemContext {
  locale: Locale;
  brand: string;
  /** The gift's category's name in the edition's language, when it has one. */
  categoryName: string | undefined;
}

/**
 * A gift as the feed lists it, whether in stock or not. Its price is the one its card shows:
 * the lowest, so a gift with options is listed at the price before any choice adds to it.
 */
export function feedItem(product: Product, { locale, brand, categoryName }: ItemContext): FeedItem {
  const reduced = product.originalPrice !== undefined && product.originalPrice > product.price;
  return {
    id: String(product.id),
    title: feedText(product.name, FEED_LIMITS.title),
    description: feedText(product.description, FEED_LIMITS.description),
    link: feedUrl(pathsFor(locale).product(product.id)),
    image_link: feedUrl(feedImagePath(product.image.src)),
    additional_image_link: (product.views ?? [])
      .slice(0, FEED_LIMITS.additionalImages)
      .map((view) => feedUrl(feedImagePath(view.src))),
    availability: product.inStock ? "in stock" : "out of stock",
    price: feedPrice(reduced ? (product.originalPrice ?? product.price) : product.price),
    ...(reduced ? { sale_price: feedPrice(product.price) } : {}),
    condition: "new",
    brand,
    ...(categoryName ? { product_type: feedText(categoryName, 750) } : {}),
  };
}

function itemXml(item: FeedItem): string {
  const elements = Object.entries(item).flatMap(([name, value]: [string, string | string[]]) =>
    (Array.isArray(value) ? value : [value]).map(
      (text) => `      <g:${name}>${escapeXml(text)}</g:${name}>`,
    ),
  );
  return ["    <item>", ...elements, "    </item>"].join("\n");
}

export interface ProductFeedInput {
  locale: Locale;
  /** The shop's name: the feed's title and every gift's brand. */
  brand: string;
  /** What the shop is, in the edition's language: the feed's description. */
  description: string;
  /** Every gift of the edition; little extras are not products and are never passed. */
  products: readonly Product[];
  categories: readonly Category[];
}

/**
 * The whole feed, one element per line: Meta refuses a feed with a line over 5 MB, and a line
 * per field keeps a 1,000-gift catalog far from it.
 */
export function productFeed(input: ProductFeedInput): string {
  const { locale, brand, description, products, categories } = input;
  const categoryNames = new Map(categories.map((category) => [category.slug, category.name]));
  const items = products.map((product) =>
    itemXml(
      feedItem(product, { locale, brand, categoryName: categoryNames.get(product.category) }),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${FEED_NAMESPACE}">`,
    "  <channel>",
    `    <title>${escapeXml(brand)}</title>`,
    `    <link>${escapeXml(feedUrl(localizePath("/", locale)))}</link>`,
    `    <description>${escapeXml(feedText(description, FEED_LIMITS.description))}</description>`,
    `    <language>${locale}</language>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
