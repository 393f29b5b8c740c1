import type { Category, Product } from "../data/types";

export const PRICE_MIN = 0;
export const PRICE_MAX = 10000;
export const PRICE_STEP = 100;
export const SEARCH_MAX_LENGTH = 100;

/** Sort keys in the order the sort menu lists them; the first is the default. */
export const sortKeys = ["featured", "price-asc", "price-desc", "rating", "name"] as const;
export type SortKey = (typeof sortKeys)[number];

/** What the products page shows, as kept in its URL. category is a slug or "all". */
export interface ProductQuery {
  category: string;
  maxPrice: number;
  sort: SortKey;
  search: string;
}

export const defaultQuery: ProductQuery = {
  category: "all",
  maxPrice: PRICE_MAX,
  sort: "featured",
  search: "",
};

function isSortKey(value: string | null): value is SortKey {
  return sortKeys.some((key) => key === value);
}

/**
 * Reads the query from a URL. Each value that is missing, malformed or hostile falls back to its
 * default on its own, so one bad parameter never costs the shopper the others.
 */
export function parseProductQuery(
  params: URLSearchParams,
  categories: readonly Category[],
): ProductQuery {
  const category = params.get("category");
  const max = params.get("max");
  const sort = params.get("sort");
  const search = params.get("q")?.trim() ?? "";
  const maxPrice = max !== null && /^\d{1,5}$/.test(max) ? Number(max) : PRICE_MAX;
  return {
    category: categories.some((known) => known.slug === category)
      ? (category ?? "all")
      : defaultQuery.category,
    maxPrice: maxPrice <= PRICE_MAX ? maxPrice : PRICE_MAX,
    sort: isSortKey(sort) ? sort : defaultQuery.sort,
    search: search.length <= SEARCH_MAX_LENGTH ? search : defaultQuery.search,
  };
}

/** Writes the query back, leaving defaults out so shared links stay short. */
export function serializeProductQuery(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.category !== defaultQuery.category) params.set("category", query.category);
  if (query.maxPrice !== defaultQuery.maxPrice) params.set("max", String(query.maxPrice));
  if (query.sort !== defaultQuery.sort) params.set("sort", query.sort);
  return params;
}

function normalize(text: string): string {
  return text.normalize("NFKC").toLocaleLowerCase();
}

/** Every word of the term must appear in the product's name, description, category or keywords. */
export function matchesSearch(product: Product, term: string): boolean {
  const words = normalize(term).split(/\s+/).filter(Boolean);
  const haystack = normalize(
    `${product.name} ${product.description} ${product.category} ${product.keywords ?? ""}`,
  );
  return words.every((word) => haystack.includes(word));
}

const comparators: Record<SortKey, (a: Product, b: Product) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured),
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  name: (a, b) => a.name.localeCompare(b.name, "en"),
};

/** Sorts without moving ties: equal items keep the catalog's order. */
export function sortProducts(products: readonly Product[], sort: SortKey): Product[] {
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => comparators[sort](a.product, b.product) || a.index - b.index)
    .map(({ product }) => product);
}

export function applyProductQuery(
  products: readonly Product[],
  query: ProductQuery,
  categories: readonly Category[],
): Product[] {
  const categoryName = categories.find((category) => category.slug === query.category)?.name;
  const matching = products.filter(
    (product) =>
      (categoryName === undefined || product.category === categoryName) &&
      product.price >= PRICE_MIN &&
      product.price <= query.maxPrice &&
      matchesSearch(product, query.search),
  );
  return sortProducts(matching, query.sort);
}
