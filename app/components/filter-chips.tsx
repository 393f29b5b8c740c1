import { Search, X } from "./icons";
import { Link } from "react-router";
import { useMessages } from "~/hooks/use-messages";

export interface AppliedFilter {
  /** What the filter shows: the category's name, the price limit, the search term. */
  label: string;
  /** The query string of the same list without this filter. */
  without: string;
  /** A search term is marked as one; the other filters read as what they are. */
  isSearch?: boolean;
}

/**
 * What a list is narrowed by, one chip per filter. Each is a plain link to the list without it,
 * so a tap removes it even before the app has started.
 */
export function FilterChips({ filters }: { filters: readonly AppliedFilter[] }) {
  const t = useMessages();
  if (filters.length === 0) return null;
  return (
    <ul aria-label={t.productsPage.appliedFilters} className="mb-3 flex flex-wrap gap-2 sm:mb-5">
      {filters.map((filter) => (
        <li key={filter.without} className="min-w-0">
          <Link
            to={{ search: filter.without }}
            preventScrollReset
            aria-label={t.productsPage.removeFilter(filter.label)}
            className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2.5 pl-3.5 text-sm font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-100"
          >
            {filter.isSearch ? <Search aria-hidden="true" className="size-4 shrink-0" /> : null}
            <span className="min-w-0 break-all">{filter.label}</span>
            <X aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
