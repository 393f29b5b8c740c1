import { RotateCcw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import type { ListingState } from "~/hooks/use-listing";
import { useMessages } from "~/hooks/use-messages";
import { sortChoices, type SortKey } from "~/lib/catalog/catalog-query";
import { Pager } from "./pager";
import { ProductGrid } from "./product-grid";
import { SortSelect } from "./sort-select";
import { buttonSecondary } from "./ui";

/**
 * A page of gifts: how many match, which ones are shown, the sort, the grid and the pager. While
 * the catalog index loads, or when it cannot, the shopper keeps what was shown and is told why.
 *
 * On a phone everything above the gifts is kept to two short rows (the filters' button beside the
 * sort, then the count), so the first gift's price shows on the first screen; from the laptop width
 * the filters stand in a column of their own.
 */
export function ProductListing({
  state,
  catalogSize,
  sort,
  search,
  onSortChange,
  searchFor,
  filters,
  applied,
}: {
  state: ListingState;
  /** Y in "Showing X of Y products". */
  catalogSize: number;
  sort: SortKey;
  /** The search the list shows, which offers 'Best match'. */
  search: string;
  onSortChange: (sort: SortKey) => void;
  searchFor: (page: number) => string;
  /** The filters' panel (product-filters.tsx), where the listing has one. */
  filters?: ReactNode;
  /** What the list is narrowed by, each with a way to remove it (filter-chips.tsx). */
  applied?: ReactNode;
}) {
  const t = useMessages();
  const { listing } = state;
  const column = filters ? "lg:col-start-2" : "";
  return (
    <div
      className={
        filters
          ? // The last row takes what the filters' column adds, so the rows above keep their size.
            "lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8"
          : undefined
      }
    >
      {/* Its own row on a phone; from the laptop width its pieces take their places in the grid. */}
      <div
        className={`mb-3 flex flex-wrap items-end gap-x-2 gap-y-3 sm:mb-5 ${filters ? "lg:contents" : ""}`}
      >
        {filters}
        <h2
          id="results"
          aria-live="polite"
          className={`text-sm font-medium text-muted sm:text-base ${
            filters ? "order-last basis-full lg:order-none" : "min-w-0 flex-1 self-center"
          } lg:mb-5 ${column} lg:row-start-1 lg:self-center`}
        >
          {listing.total > 0 && listing.pageCount > 1
            ? t.productsPage.showingPage(listing.total, catalogSize, listing.first, listing.last)
            : t.productsPage.showing(listing.total, catalogSize)}
        </h2>
        <SortSelect
          value={sort}
          choices={sortChoices(search)}
          onChange={onSortChange}
          className={`ml-auto lg:mb-5 ${column} lg:row-start-1 lg:self-center lg:justify-self-end`}
        />
      </div>
      {applied ? <div className={`${column} lg:row-start-2`}>{applied}</div> : null}
      {/* The gifts, named by the count: the filters stand outside, a landmark of their own. */}
      <section
        aria-labelledby="results"
        aria-busy={state.status === "loading"}
        className={`min-w-0 ${column} lg:row-start-3`}
      >
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
    </div>
  );
}
