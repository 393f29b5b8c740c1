import type { ProductSummary } from "../../data/types";
import { isInCategory } from "./occasions";

export const PRICE_MIN = 0;
/** The slider's top, which means "no upper limit": a gift may cost more. */
export const PRICE_MAX = 10000;
export const PRICE_STEP = 100;
export const SEARCH_MAX_LENGTH = 100;
/** A listing shows at most this many gifts at a time, whatever the size of the catalog. */
export const PAGE_SIZE = 24;
const PAGE_MAX = 99_999;

/**
 * Sort keys in the order the sort menu lists them. 'Best match' is offered, and is the default,
 * only while a search is active; otherwise the default is 'featured'.
 */
export const sortKeys = [
  "relevance",
  "featured",
  "price-asc",
  "price-desc",
  "rating",
  "name",
] as const;
export type SortKey = (typeof sortKeys)[number];

export function defaultSort(search: string): SortKey {
  return search ? "relevance" : "featured";
}

/** The sorts the menu offers for a search, or for none. */
export function sortChoices(search: string): readonly SortKey[] {
  return search ? sortKeys : sortKeys.filter((key) => key !== "relevance");
}

/** What a listing shows, as kept in its URL. category is a slug or "all"; page counts from 1. */
export interface ProductQuery {
  category: string;
  maxPrice: number;
  sort: SortKey;
  search: string;
  page: number;
}

export const defaultQuery: ProductQuery = {
  category: "all",
  maxPrice: PRICE_MAX,
  sort: "featured",
  search: "",
  page: 1,
};

export function isSameQuery(a: ProductQuery, b: ProductQuery): boolean {
  return (
    a.category === b.category &&
    a.maxPrice === b.maxPrice &&
    a.sort === b.sort &&
    a.search === b.search &&
    a.page === b.page
  );
}

function isSortKey(value: string | null): value is SortKey {
  return sortKeys.some((key) => key === value);
}

/**
 * Reads the query from a URL. Each value that is missing, malformed or hostile falls back to its
 * default on its own, so one bad parameter never costs the shopper the others.
 */
export function parseProductQuery(
  params: URLSearchParams,
  categorySlugs: readonly string[],
): ProductQuery {
  const category = params.get("category");
  const max = params.get("max");
  const sort = params.get("sort");
  const search = params.get("q")?.trim() ?? "";
  const page = params.get("page");
  const term = search.length <= SEARCH_MAX_LENGTH ? search : defaultQuery.search;
  const maxPrice = max !== null && /^\d{1,5}$/.test(max) ? Number(max) : PRICE_MAX;
  return {
    category:
      category !== null && categorySlugs.includes(category) ? category : defaultQuery.category,
    maxPrice: maxPrice <= PRICE_MAX ? maxPrice : PRICE_MAX,
    sort: isSortKey(sort) && sortChoices(term).includes(sort) ? sort : defaultSort(term),
    search: term,
    page: page !== null && /^[1-9]\d{0,4}$/.test(page) ? Math.min(Number(page), PAGE_MAX) : 1,
  };
}

/** Writes the query back, leaving defaults out so shared links stay short. */
export function serializeProductQuery(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.category !== defaultQuery.category) params.set("category", query.category);
  if (query.maxPrice !== defaultQuery.maxPrice) params.set("max", String(query.maxPrice));
  if (query.sort !== defaultSort(query.search) && sortChoices(query.search).includes(query.sort)) {
    params.set("sort", query.sort);
  }
  if (query.page !== defaultQuery.page) params.set("page", String(query.page));
  return params;
}

type Comparator = (a: ProductSummary, b: ProductSummary) => number;

const comparators: Record<Exclude<SortKey, "relevance">, Comparator> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured),
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => a.name.localeCompare(b.name, "en"),
};

/** Sorts without moving ties: equal items keep the catalog's order. */
export function sortProducts<T extends ProductSummary>(
  products: readonly T[],
  sort: SortKey,
  /** How well each product matches the search, for 'Best match'. */
  scores: readonly number[] = [],
): T[] {
  const compare: Comparator = sort === "relevance" ? comparators.featured : comparators[sort];
  return products
    .map((product, index) => ({ product, index, score: scores[index] ?? 0 }))
    .sort(
      (a, b) =>
        (sort === "relevance" ? b.score - a.score : 0) ||
        compare(a.product, b.product) ||
        a.index - b.index,
    )
    .map(({ product }) => product);
}

/** At the slider's top every price is in, ৳15,000 hampers and sets included. */
export function hasPriceLimit(maxPrice: number): boolean {
  return maxPrice < PRICE_MAX;
}

/**
 * The products that match the filters and search, in the chosen order. A search needs `scores`,
 * how well each product matches it (scoreSearch), in the products' order.
 */
export function applyProductQuery<T extends ProductSummary>(
  products: readonly T[],
  query: ProductQuery,
  scores?: readonly (number | undefined)[],
): T[] {
  if (query.search && !scores) throw new Error(`A search for "${query.search}" needs its scores`);
  const matching: T[] = [];
  const matchingScores: number[] = [];
  products.forEach((product, position) => {
    const score = query.search ? scores?.[position] : 0;
    if (
      score !== undefined &&
      (query.category === defaultQuery.category || isInCategory(product, query.category)) &&
      product.price >= PRICE_MIN &&
      (!hasPriceLimit(query.maxPrice) || product.price <= query.maxPrice)
    ) {
      matching.push(product);
      matchingScores.push(score);
    }
  });
  return sortProducts(matching, query.sort, matchingScores);
}

export interface ListingPage<T> {
  items: T[];
  /** The page shown, after an out-of-range request fell back to the nearest real one. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown; 0 and 0 when there are none. */
  first: number;
  last: number;
  total: number;
}

/** One page of a listing. A page past the end shows the last one, so a stale link still works. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize = PAGE_SIZE,
): ListingPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (shown - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page: shown,
    pageCount,
    first: pageItems.length === 0 ? 0 : start + 1,
    last: start + pageItems.length,
    total: items.length,
  };
}

/**
 * The page numbers a pager offers: the first, the last, and the current one with its neighbours,
 * with "gap" where numbers are left out, so a pager stays one short row on a phone.
 */
export function pagerItems(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return numbers.flatMap((n, index) => {
    const previous = numbers[index - 1];
    return previous !== undefined && n - previous > 1 ? ["gap" as const, n] : [n];
  });
}
