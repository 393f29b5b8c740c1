import type { Locale } from "../config/locale";
import type { CatalogIndex, IndexedProduct } from "../data/types";
import {
  applyProductQuery,
  paginate,
  type ListingPage,
  type ProductQuery,
} from "../lib/catalog/catalog-query";
import { scoreSearch } from "../lib/search/search-index";
import type { Catalog } from "../lib/catalog/catalog";
import { categorySearchWords } from "../lib/catalog/catalog-in-edition";
import { indexSearchWords, type EditionWords } from "../lib/search/search-words";
import { catalogContent } from "./content.server";
import { editionCatalog } from "./edition-catalog";

/** A category's name and search words (which only the Bangla edition has). */
function categoryWords(locale: Locale, catalog: Catalog, slug: string): EditionWords {
  const category = catalogContent.catalog.categories.find((candidate) => candidate.slug === slug);
  return {
    name: catalog.findCategoryBySlug(slug)?.name ?? "",
    text: category ? categorySearchWords(category, locale) : "",
  };
}

/**
 * An edition's catalog index (`/catalog/<locale>.json`): every gift's card and the numbers of the
 * words search reads in it, the words themselves once (with the other edition's as sound keys),
 * and the little extras.
 */
export function catalogIndex(locale: Locale): CatalogIndex {
  let index = indexes.get(locale);
  if (!index) {
    index = writeCatalogIndex(locale);
    indexes.set(locale, index);
  }
  return index;
}

/** Made once per edition: the catalog is read once per build (and per test run). */
const indexes = new Map<Locale, CatalogIndex>();

function writeCatalogIndex(locale: Locale): CatalogIndex {
  const catalog = editionCatalog(locale);
  const otherLocale = locale === "bn" ? "en" : "bn";
  const other = editionCatalog(otherLocale);
  const { products, search } = indexSearchWords(
    catalog.products.map((product) => {
      const theirs = other.findProduct(String(product.id));
      return {
        category: product.category,
        ...(product.alsoIn ? { alsoIn: product.alsoIn } : {}),
        own: { name: product.name, text: `${product.description} ${product.keywords ?? ""}` },
        ...(theirs ? { other: { name: theirs.name, text: theirs.keywords ?? "" } } : {}),
      };
    }),
    catalog.categories.map(({ slug }) => ({
      slug,
      own: categoryWords(locale, catalog, slug),
      other: categoryWords(otherLocale, other, slug),
    })),
    catalogContent.searchedOccasions.map(({ name, gifts, categories }) => ({
      own: name[locale],
      other: name[otherLocale],
      gifts,
      categories,
    })),
  );
  const summaries = catalog.index();
  return {
    products: summaries.map((summary, at) => ({
      ...summary,
      words: products[at]?.words ?? [],
      nameWords: products[at]?.nameWords ?? 0,
    })),
    search,
    extras: [...catalog.extras],
  };
}

/**
 * A listing as a page works it out from the catalog index it fetches: any filter, sort, search
 * and page. Tests compare pages and rules with it.
 */
export function listingFromIndex(locale: Locale, query: ProductQuery): ListingPage<IndexedProduct> {
  const index = catalogIndex(locale);
  const scores = query.search ? scoreSearch(index.search, index.products, query.search) : undefined;
  return paginate(applyProductQuery(index.products, query, scores), query.page);
}
