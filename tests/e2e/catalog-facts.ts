import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import type { Locale } from "../../app/config/locale";
import { parseProductQuery } from "../../app/lib/catalog/catalog-query";
import { listingFromIndex } from "../../app/content/catalog-index";
import { editionCatalog } from "../../app/content/edition-catalog";

/**
 * What the products page must show for a query, worked out from the catalog and rules the build
 * used. Browser tests compare the page against it, so an owner adding a product never breaks them.
 */
export function listing(queryString = "", locale: Locale = "en") {
  const catalog = editionCatalog(locale);
  const query = parseProductQuery(
    new URLSearchParams(queryString),
    catalog.categories.map((category) => category.slug),
  );
  const page = listingFromIndex(locale, query);
  const text = locale === "bn" ? bn : en;
  const category = catalog.categories.find((option) => option.slug === query.category);
  return {
    /** The page's heading: the category it is narrowed to, else 'All Products'. */
    heading: category?.name ?? text.pages.products,
    /** 'Showing X of Y products' in the edition's words and digits. */
    showing: text.productsPage.showing(page.total, catalog.products.length),
    /** The names on the page shown, in order. */
    names: page.items.map((product) => product.name),
    total: page.total,
    query,
  };
}
