import type { Locale } from "../config/locale";
import type { OccasionSummary, ProductSummary } from "../data/types";
import { catalogContent } from "./content.server";
import { editionCatalog } from "./edition-catalog";

/** The occasions in one edition's words, as pages carry them: only route loaders read these. */
const { occasions } = catalogContent;

function summary(locale: Locale, occasion: (typeof occasions)[number]): OccasionSummary {
  return {
    slug: occasion.slug,
    date: occasion.date,
    showDaysBefore: occasion.showDaysBefore,
    name: occasion.name[locale],
    blurb: occasion.blurb[locale],
    image: { src: occasion.image.src, alt: occasion.image.alt[locale] },
  };
}

/** Every occasion, for Home and the order form, which the device tells which one is on. */
export function editionOccasions(locale: Locale): OccasionSummary[] {
  return occasions.map((occasion) => summary(locale, occasion));
}

/** The occasions that feature a gift, for its page. */
export function occasionsFeaturing(locale: Locale, productId: number): OccasionSummary[] {
  return occasions
    .filter((occasion) => occasion.productIds.includes(productId))
    .map((occasion) => summary(locale, occasion));
}

export interface OccasionPageData {
  occasion: OccasionSummary;
  gifts: ProductSummary[];
}

/** An occasion's page: the occasion and its gifts, or null for a slug that is none. */
export function occasionPage(locale: Locale, slug: string | undefined): OccasionPageData | null {
  const occasion = occasions.find((candidate) => candidate.slug === slug);
  if (!occasion) return null;
  const catalog = editionCatalog(locale);
  return {
    occasion: summary(locale, occasion),
    gifts: occasion.productIds.flatMap((id) => {
      const product = catalog.findProduct(String(id));
      return product ? [catalog.summarize(product)] : [];
    }),
  };
}

export const occasionSlugs = () => occasions.map((occasion) => occasion.slug);
