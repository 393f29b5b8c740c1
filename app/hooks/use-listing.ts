import { useMemo } from "react";
import type { ProductSummary } from "~/data/types";
import {
  applyProductQuery,
  isSameQuery,
  paginate,
  type ListingPage,
  type ProductQuery,
} from "~/lib/catalog/catalog-query";
import { isSearchVocabulary, scoreSearch } from "~/lib/search/search-index";
import { useCatalogIndex } from "./use-catalog-index";

export type ListingState =
  | {
      status: "ready";
      listing: ListingPage<ProductSummary>;
      /** The search finds no gift at all, whatever the filters: the shop has nothing by that word. */
      searchFindsNothing: boolean;
    }
  /** The catalog index is on its way or failed: the page keeps showing what it had. */
  | { status: "loading"; listing: ListingPage<ProductSummary> }
  | { status: "unavailable"; listing: ListingPage<ProductSummary>; retry: () => void };

/**
 * What a listing shows. The prerendered page holds the first page of its default view; any other
 * filter, sort, search or page is worked out from the catalog index, fetched when first needed.
 */
export function useListing(
  query: ProductQuery,
  prerenderedQuery: ProductQuery,
  prerendered: ListingPage<ProductSummary>,
): ListingState {
  const needsIndex = !isSameQuery(query, prerenderedQuery);
  const index = useCatalogIndex(needsIndex);
  const { category, maxPrice, sort, search, page } = query;
  const products = index.status === "ready" ? index.products : null;
  const vocabulary = index.status === "ready" ? index.search : null;
  // A file from before search had its words, or a damaged one, cannot be searched: said so below.
  const searchable = useMemo(() => isSearchVocabulary(vocabulary), [vocabulary]);
  // Scored once per search: a filter, sort or page changed after it only filters and sorts.
  const scores = useMemo(
    () => (products && search && searchable ? scoreSearch(vocabulary, products, search) : null),
    [products, vocabulary, searchable, search],
  );
  const computed = useMemo(() => {
    if (!products || (search && !scores)) return null;
    const asked = { category, maxPrice, sort, search, page };
    return paginate(applyProductQuery(products, asked, scores ?? undefined), page);
  }, [products, scores, category, maxPrice, sort, search, page]);
  if (!needsIndex) return { status: "ready", listing: prerendered, searchFindsNothing: false };
  if (computed) {
    const searchFindsNothing = scores !== null && scores.every((score) => score === undefined);
    return { status: "ready", listing: computed, searchFindsNothing };
  }
  if (index.status === "error" || (index.status === "ready" && search && !searchable)) {
    return { status: "unavailable", listing: prerendered, retry: index.retry };
  }
  return { status: "loading", listing: prerendered };
}
