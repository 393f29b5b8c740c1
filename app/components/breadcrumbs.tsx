import { ChevronLeft, ChevronRight } from "./icons";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { fromOccasionParam } from "~/config/paths";
import { usePageStarted } from "~/hooks/use-device-value";
import { useMessages, usePaths } from "~/hooks/use-messages";

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

/**
 * A gift's way back: to the gift day its page was opened from (`?from=` its slug), or else its
 * breadcrumbs. A slug that is no gift day featuring this gift leaves the breadcrumbs. The
 * prerendered page, which no query reaches, has the breadcrumbs until the page has started.
 */
export function GiftDayTrail({
  occasions,
  children,
}: {
  /** The gift days that feature the gift. */
  occasions: readonly { slug: string; name: string }[];
  children: ReactNode;
}) {
  const t = useMessages();
  const paths = usePaths();
  const started = usePageStarted();
  const [params] = useSearchParams();
  const from = started
    ? occasions.find((occasion) => occasion.slug === params.get(fromOccasionParam))
    : undefined;
  if (!from) return children;
  return (
    <nav aria-label={t.common.breadcrumb} className="mb-3 text-sm">
      <Link
        to={paths.occasion(from.slug)}
        className="-ml-1 inline-flex min-h-8 items-center gap-0.5 px-1 font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-3.5" />
        {t.occasions.backTo(from.name)}
      </Link>
    </nav>
  );
}
