import type { Locale } from "../config/locale";
import type {
  Category,
  OccasionBanner,
  OccasionName,
  OccasionSummary,
  ProductSummary,
} from "../data/types";
import type { OrderOccasion } from "../lib/occasions/order-gift-day";
import { shownWithin } from "../lib/occasions/occasion-dates";
import { namesAnyOf, orderOccasionGifts } from "../lib/occasions/occasion-gifts";
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
    // Only for the days that have them: every page carries every occasion's timing.
    ...(occasion.moon ? { moon: occasion.moon } : {}),
    ...(occasion.deliverDaysBefore !== undefined
      ? { deliverDaysBefore: occasion.deliverDaysBefore }
      : {}),
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
 * Every occasion's name and timing: for the phone menu's next gift day, which the device tells, and
 * the order form's offer of the day. Not their blurbs and pictures, which neither shows.
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
 * How far ahead of the build Home carries a gift day's picture and intro: a season. Each costs
 * /bn's Home about 75 bytes of gzip, and a site is built every day (docs/owner-occasions.md); one
 * left unbuilt for longer still leads with the right gift day, in the shop's own picture.
 */
const homeWordsDays = 90;

/**
 * Every occasion as Home's hero shows it while it is on: which one is, the device tells. The page
 * carries the pictures' names and intros of those the shop shows within `homeWordsDays` of
 * `builtAt`, a few hundred bytes each, not the pictures; of the others, their names and days.
 */
export function editionOccasionBanners(locale: Locale, builtAt: number): OccasionBanner[] {
  return occasions.map((occasion) => {
    const near = shownWithin(occasion, builtAt, homeWordsDays);
    return {
      ...nameOf(locale, occasion),
      image: near ? { src: occasion.image.src, alt: occasion.image.alt[locale] } : null,
      intro: near ? introOf(locale, occasion, giftsOf(locale, occasion)) : null,
    };
  });
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
  /**
   * The owner's intro, or null while it names a gift of the occasion that is sold out: the page
   * then says its plain line, rather than promise what the shop cannot send.
   */
  intro: string | null;
  gifts: ProductSummary[];
  /** How many gifts the occasion features, shown or not. */
  total: number;
  /** Where the gifts not shown are: the categories it features, when it has more than it shows. */
  moreIn: Pick<Category, "slug" | "name">[];
}

/** The occasion's gifts in the edition's words, by its own names for them, as its page lists them. */
function giftsOf(locale: Locale, occasion: ContentOccasion): ProductSummary[] {
  const catalog = editionCatalog(locale);
  return orderOccasionGifts(
    occasion.productIds.flatMap((id) => {
      const product = catalog.findProduct(String(id));
      if (!product) return [];
      const name = occasion.giftNames[id]?.[locale];
      return [{ ...catalog.summarize(product), ...(name ? { name } : {}) }];
    }),
  );
}

function introOf(locale: Locale, occasion: ContentOccasion, gifts: readonly ProductSummary[]) {
  const catalog = editionCatalog(locale);
  const soldOut = gifts
    .filter((gift) => !gift.inStock)
    .flatMap((gift) => [gift.name, catalog.findProduct(String(gift.id))?.name ?? ""]);
  const blurb = occasion.blurb[locale];
  return namesAnyOf(blurb, soldOut) ? null : blurb;
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
  const gifts = giftsOf(locale, occasion);
  return {
    occasion: summary(locale, occasion),
    intro: introOf(locale, occasion, gifts),
    gifts: gifts.slice(0, most),
    total: gifts.length,
    moreIn:
      gifts.length > most
        ? occasion.categories.flatMap((category) => {
            const found = catalog.findCategoryBySlug(category);
            return found ? [{ slug: found.slug, name: found.name }] : [];
          })
        : [],
  };
}

export const occasionSlugs = () => occasions.map((occasion) => occasion.slug);
