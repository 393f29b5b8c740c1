import { ChevronLeft, ChevronRight } from "./icons";
import { Link } from "react-router";
import { useFormat, useMessages } from "~/hooks/use-messages";
import { pagerItems } from "~/lib/catalog/catalog-query";

const pageLink =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 font-semibold";
const otherPage = `${pageLink} text-brand-800 hover:bg-brand-50`;
const currentPage = `${pageLink} bg-brand-700 text-white hover:bg-brand-800`;

/** Links to a listing's other pages: real links, so they work by keyboard, reader and Back. */
export function Pager({
  page,
  pageCount,
  searchFor,
}: {
  page: number;
  pageCount: number;
  /** The query string that shows a given page, filters and sort kept. */
  searchFor: (page: number) => string;
}) {
  const t = useMessages();
  const format = useFormat();
  if (pageCount <= 1) return null;
  const to = (target: number) => ({ search: searchFor(target) });
  return (
    <nav aria-label={t.productsPage.pages} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} rel="prev" className={otherPage}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t.productsPage.previousPage}
            </Link>
          </li>
        ) : null}
        {pagerItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                aria-label={t.productsPage.pageLabel(item)}
                aria-current={item === page ? "page" : undefined}
                className={item === page ? currentPage : otherPage}
              >
                {format.number(item)}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={to(page + 1)} rel="next" className={otherPage}>
              {t.productsPage.nextPage}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
