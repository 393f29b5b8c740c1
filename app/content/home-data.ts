import type { Locale } from "../config/locale";
import { currentOccasion } from "../lib/occasions/occasion-dates";
import { shopDeliveryRules } from "../lib/order/shop-rules";
import { editionCatalog } from "./edition-catalog";
import { editionOccasionBanners } from "./edition-occasions";

/**
 * What Home shows, as the site is built: only the gifts, categories and words it shows, and the
 * occasions' names, dates and pictures, of which the device picks the one on. The one on as the
 * site is built leads the prerendered page, so that on a site rebuilt every day the hero does not
 * change when the device reads its clock. Home's page carries it, and so does the file a path the
 * shop has no page for fetches to show Home (routes/catalog-file.ts): the same Home either way.
 */
export function homeData(locale: Locale, builtAt: number) {
  const occasions = editionOccasionBanners(locale, builtAt);
  const built = currentOccasion(occasions, builtAt, shopDeliveryRules);
  return {
    ...editionCatalog(locale).homePage(),
    occasions,
    occasionExpected: built ? { slug: built.slug, day: built.day } : null,
  };
}

export type HomeData = ReturnType<typeof homeData>;
