import type { Locale } from "../config/locale";
import type { Category, OccasionName, OccasionSummary, ProductSummary } from "../data/types";
import type { OrderOccasion } from "../lib/occasions/order-gift-day";
import { catalogContent } from "./content.server";
import { editionCatalog } from "./edition-catalog";

/** The occasions in one edition's words, as pages carry them: only route loaders read these. */
const { occasions } = catalogContent;

type ContentOccasion = (typeof occasions)[number];

function nameOf(locale: Locale, occasion: ContentOccasion): OccasionName {
  return {
    slug: occasion.slug,
    date: occasion.date,
    showDaysBefore: occasion.showDaysBefore,
    name: occasion.name[locale],
  };
}

function summary(locale: Locale, occasion: ContentOccasion): OccasionSummary {
  return {
    ...nameOf(locale, occasion),
    blurb: occasion.blurb[locale],
    image: { src: occasion.image.src, alt: occasion.image.alt[locale] },
  };
}

/**
 * Every occasion's name and timing: for Home's banner, which the device tells which one is on, and
 * the order form's offer of the day. Not their blurbs and pictures, which no such page shows.
 */
export function editionOccasionNames(locale: Locale): OccasionName[] {
  return occasions.map((occasion) => nameOf(locale, occasion));
}

/**
 * Every occasion's name and timing with the gifts it features, for the order form, which starts on
 * the gift day of a gift it orders (lib/occasions/order-gift-day.ts): numbers only, no pictures.
 */
export function orderOccasions(locale: Locale): (OccasionName & OrderOccasion)[] {
  return occasions.map((occasion) => ({
    ...nameOf(locale, occasion),
    productIds: occasion.productIds,
  }));
}

/**
 * The occasions that feature a gift, for its page's delivery line: names and dates only, as a
 * gift's page crossed the 14 KB a first round trip brings when it carried their blurbs and
 * pictures too (decision 017).
 */
export function occasionsFeaturing(locale: Locale, productId: number): OccasionName[] {
  return occasions
    .filter((occasion) => occasion.productIds.includes(productId))
    .map((occasion) => nameOf(locale, occasion));
}

/**
 * The most gifts an occasion's page shows. An occasion that features a whole category would
 * otherwise show all of it, hundreds of cards in a 1,000-gift shop, in one page that no listing's
 * pager splits; the rest are a tap away in the categories it features.
 */
export const occasionPageGifts = 24;

export interface OccasionPageData {
  occasion: OccasionSummary;
  gifts: ProductSummary[];
  /** How many gifts the occasion features, shown or not. */
  total: number;
  /** Where the gifts not shown are: the categories it features, when it has more than it shows. */
  moreIn: Pick<Category, "slug" | "name">[];
}

/** An occasion's page: the occasion and its gifts, or null for a slug that is none. */
export function occasionPage(
  locale: Locale,
  slug: string | undefined,
  most = occasionPageGifts,
): OccasionPageData | null {
  const occasion = occasions.find((candidate) => candidate.slug === slug);
  if (!occasion) return null;
  const catalog = editionCatalog(locale);
  const products = occasion.productIds.flatMap((id) => catalog.findProduct(String(id)) ?? []);
  return {
    occasion: summary(locale, occasion),
    gifts: products.slice(0, most).map((product) => catalog.summarize(product)),
    total: products.length,
    moreIn:
      products.length > most
        ? occasion.categories.flatMap((category) => {
            const found = catalog.findCategoryBySlug(category);
            return found ? [{ slug: found.slug, name: found.name }] : [];
          })
        : [],
  };
}

export const occasionSlugs = () => occasions.map((occasion) => occasion.slug);
