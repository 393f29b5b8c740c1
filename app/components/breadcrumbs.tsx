import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useMessages } from "~/hooks/use-messages";

export interface Crumb {
  label: string;
  to?: string;
}

/** The trail to the current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useMessages();
  return (
    <nav aria-label={t.common.breadcrumb} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="inline-flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
