import { ChevronRight } from "./icons";
import { Link } from "react-router";
import { useMessages } from "~/hooks/use-messages";

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The trail to the current page; the last crumb is the page itself and is not a link. Each link is
 * 32 px tall to tap (WCAG 2.2's minimum is 24), in the same small text.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useMessages();
  return (
    <nav aria-label={t.common.breadcrumb} className="mb-3 text-sm">
      <ol className="-ml-1 flex flex-wrap items-center gap-x-0.5 text-muted">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="inline-flex items-center gap-0.5">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="inline-flex min-h-8 items-center px-1 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="px-1 font-medium text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
