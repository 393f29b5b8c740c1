import type { Locale } from "../config/locale";
import { banglaCatalog } from "./bangla-catalog";
import type { Catalog } from "../lib/catalog/catalog";
import { englishCatalog } from "./english-catalog";

/**
 * One edition's catalog. Only route loaders and the build read it: it runs when the site is
 * prerendered, so no shopper downloads the catalog to see one page.
 */
export function editionCatalog(locale: Locale): Catalog {
  return locale === "bn" ? banglaCatalog : englishCatalog;
}
