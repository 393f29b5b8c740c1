import { MessageCircle, Phone, RotateCcw, SearchX } from "./icons";
import { Fragment, useSyncExternalStore, type ReactNode } from "react";
import { Link } from "react-router";
import { shop } from "~/data/shop";
import type { ListingState } from "~/hooks/use-listing";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { SEARCH_MAX_LENGTH, sortChoices, type SortKey } from "~/lib/catalog/catalog-query";
import { telLink, whatsappLink } from "~/lib/contact/contact-links";
import { NumberWords } from "./number-words";
import { Pager } from "./pager";
import { ProductGrid } from "./product-grid";
import { SortSelect } from "./sort-select";
import { button, buttonSecondary } from "./ui";

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
  reads,
}: {
  state: ListingState;
  /**
   * Y in "Showing X of Y products", where the list is a choice from the whole catalog. A list of
   * one category's own gifts shows every one of them: it just counts them ("1 product"), as
   * "Showing 1 of 1 products" says nothing a shopper can use.
   */
  catalogSize?: number;
  sort: SortKey;
  /** The search the list shows, which offers 'Best match'. */
  search: string;
  onSortChange: (sort: SortKey) => void;
  searchFor: (page: number) => string;
  /** The filters' panel (product-filters.tsx), where the listing has one. */
  filters?: ReactNode;
  /** What the list is narrowed by, each with a way to remove it (filter-chips.tsx). */
  applied?: ReactNode;
  /** The address's keys this listing applies, space-separated, for the stylesheet (app.css). */
  reads: string;
}) {
  const t = useMessages();
  const { listing } = state;
  // The list it had stands for what the address asks only once it has been worked out from it.
  const working = state.status === "loading";
  const column = filters ? "lg:col-start-2" : "";
  return (
    <div
      data-reads={reads}
      className={
        filters
          ? // The last row takes what the filters' column adds, so the rows above keep their size.
            "lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8"
          : undefined
      }
    >
      <BeforeAddressMarker />
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
          {working ? null : (
            <span data-listing-count>
              {catalogSize === undefined
                ? listing.pageCount > 1
                  ? t.productsPage.countedPage(listing.total, listing.first, listing.last)
                  : t.categories.productCount(listing.total)
                : listing.total > 0 && listing.pageCount > 1
                  ? t.productsPage.showingPage(
                      listing.total,
                      catalogSize,
                      listing.first,
                      listing.last,
                    )
                  : t.productsPage.showing(listing.total, catalogSize)}
            </span>
          )}
          {working ? (
            <span>
              {search ? t.productsPage.searchingFor(search).join("") : t.productsPage.findingChosen}
            </span>
          ) : (
            <BeforeAddressWords />
          )}
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
      {/* Kept in its place while hidden, so the page does not jump as the gifts arrive. */}
      <section
        data-listing-results
        aria-labelledby="results"
        aria-busy={working}
        className={`min-w-0 ${column} lg:row-start-3 ${working ? "invisible" : ""}`}
      >
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
        ) : state.status === "ready" && state.searchFindsNothing && search ? (
          <NothingMatches term={search} />
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

/**
 * A search the shop has no gift for, whatever the filters: said plainly, with what the shop does
 * for a gift it does not list (it finds one on request), rather than gifts that only share letters
 * with the search.
 */
function NothingMatches({ term }: { term: string }) {
  const t = useMessages();
  const paths = usePaths();
  const reach = t.help.reachUs;
  return (
    <div className="rounded-2xl border border-dashed border-brand-200 bg-white px-4 py-12 text-center sm:px-6 sm:py-16">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <p className="mt-4 font-display text-2xl font-semibold text-balance break-words">
        {t.productsPage.noMatch(term)}
      </p>
      <p className="mx-auto mt-2 max-w-md text-balance text-muted">{t.productsPage.noMatchText}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        {/* Compact, so that the shop's number stays beside "Call" on a 360 px phone. */}
        <a href={telLink(shop.phone)} className={button("primary", "compact")}>
          <Phone aria-hidden="true" className="size-5" />
          <NumberWords text={reach.call} />
        </a>
        <a
          href={whatsappLink(shop.whatsapp, t.productsPage.noMatchWhatsapp(term))}
          target="_blank"
          rel="noopener noreferrer"
          className={button("secondary", "compact")}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {reach.whatsapp}
          <span className="sr-only"> {reach.newTab}</span>
        </a>
      </div>
      <Link
        to={paths.categories}
        className="mt-4 inline-flex min-h-11 items-center px-4 font-semibold text-brand-800 underline underline-offset-2"
      >
        {t.home.browseCategories}
      </Link>
    </div>
  );
}

const subscribeToNothing = () => () => {};

/**
 * Run by the browser where a prerendered listing starts, before its gifts are parsed: notes on the
 * document the keys the address gives a value and the search term, for the stylesheet (app.css).
 * Only listings need it, so it is theirs rather than the early script's (app/start-up/), which
 * every page carries within a tight budget.
 */
export function noteAddress(longestTerm: number) {
  const address = new URLSearchParams(location.search);
  const root = document.documentElement;
  // A shared link must not make the shop's page say what its sender likes: control characters and
  // those that reorder text are left out, and a term longer than the app would search for is
  // neither echoed nor waited for, as the app shows the list as it is.
  const term = address
    .get("q")
    // eslint-disable-next-line no-control-regex -- control characters are what it leaves out
    ?.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g, "")
    .trim();
  const searches = term !== undefined && term !== "" && term.length <= longestTerm;
  root.dataset.asks = Array.from(address.keys())
    .filter((key) => (key === "q" ? searches : address.get(key)?.trim()))
    .join(" ");
  // A JSON string is a CSS string, as far as a search term goes.
  if (searches) root.style.setProperty("--asked-search", JSON.stringify(term));
}

const noteAddressScript = `(${noteAddress.toString()})(${SEARCH_MAX_LENGTH})`;

/** True in the prerendered HTML and while React takes it over; false once the page has started. */
function useBeforeAddress() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Present only in the prerendered HTML and while React takes it over, when the list is the page's
 * default whatever the address asks; with what the address asks noted, the stylesheet then hides
 * the list and its count and says what is being done. A leaf of its own, so that only it renders
 * again once the page has started; a page drawn by the app never has it, nor runs the script.
 */
function BeforeAddressMarker() {
  if (!useBeforeAddress()) return null;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: noteAddressScript }} />
      <span data-before-address hidden />
    </>
  );
}

/** What the stylesheet shows in place of the count before the app has read the address. */
function BeforeAddressWords() {
  const t = useMessages();
  if (!useBeforeAddress()) return null;
  const term = <span data-asked-term />;
  return (
    <>
      <span data-listing-searching>
        {t.productsPage.searchingFor(term).map((part, i) => (
          <Fragment key={i}>{part}</Fragment>
        ))}
      </span>
      <span data-listing-finding>{t.productsPage.findingChosen}</span>
    </>
  );
}
