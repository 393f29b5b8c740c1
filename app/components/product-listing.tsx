import { RotateCcw, SearchX } from "lucide-react";
import type { ListingState } from "~/hooks/use-listing";
import { useMessages } from "~/hooks/use-messages";
import type { SortKey } from "~/lib/catalog/catalog-query";
import { Pager } from "./pager";
import { ProductGrid } from "./product-grid";
import { SortSelect } from "./sort-select";
import { buttonSecondary } from "./ui";

/**
 * A page of gifts: how many match, which ones are shown, the sort, the grid and the pager. While
 * the catalog index loads, or when it cannot, the shopper keeps what was shown and is told why.
 */
export function ProductListing({
  state,
  catalogSize,
  sort,
  onSortChange,
  searchFor,
}: {
  state: ListingState;
  /** Y in "Showing X of Y products". */
  catalogSize: number;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  searchFor: (page: number) => string;
}) {
  const t = useMessages();
  const { listing } = state;
  return (
    <section
      aria-labelledby="results"
      aria-busy={state.status === "loading"}
      className="min-w-0 flex-1"
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="results" aria-live="polite" className="font-medium text-muted">
            {t.productsPage.showing(listing.total, catalogSize)}
          </h2>
          {listing.total > 0 ? (
            <p className="text-sm text-muted">
              {t.productsPage.pageRange(listing.first, listing.last)}
            </p>
          ) : null}
        </div>
        <SortSelect value={sort} onChange={onSortChange} />
      </div>
      {state.status === "loading" ? (
        <p role="status" className="mb-4 text-sm text-muted">
          {t.productsPage.loadingCatalog}
        </p>
      ) : null}
      {state.status === "unavailable" ? (
        <div role="alert" className="mb-6 rounded-2xl border border-gold-300 bg-gold-100 p-4">
          <p>{t.productsPage.catalogUnavailable}</p>
          <button type="button" onClick={state.retry} className={`${buttonSecondary} mt-3`}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.common.tryAgain}
          </button>
        </div>
      ) : null}
      {listing.items.length > 0 ? (
        <>
          <ProductGrid products={listing.items} eagerCount={2} />
          <Pager page={listing.page} pageCount={listing.pageCount} searchFor={searchFor} />
        </>
      ) : (
        <div className="rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-16 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <p className="mt-4 font-display text-2xl font-semibold">{t.productsPage.noResults}</p>
          <p className="mt-2 text-muted">{t.productsPage.noResultsText}</p>
        </div>
      )}
    </section>
  );
}
