import { shop } from "../data/shop";
import { locales } from "../config/locale";
import { bn } from "../i18n/bn";
import { en } from "../i18n/en";
import { productFeed, productFeedPath } from "../lib/site/product-feed";
import { editionCatalog } from "./edition-catalog";

const siteDescription = { en: en.meta.siteDescription, bn: bn.meta.siteDescription };

/**
 * Each edition's catalog feed, with the path it is served at: every gift, in stock or not, and
 * no little extra. The build writes them (react-router.config.ts), so they follow every change
 * to content/.
 */
export function productFeeds(): { path: string; xml: string }[] {
  return locales.map((locale) => {
    const catalog = editionCatalog(locale);
    return {
      path: productFeedPath(locale),
      xml: productFeed({
        locale,
        brand: shop.name,
        description: siteDescription[locale],
        products: catalog.products,
        categories: catalog.categories,
      }),
    };
  });
}
