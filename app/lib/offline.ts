/**
 * The offline rules the service worker follows (service-worker/sw.ts), kept pure so they are
 * tested alone: which file carries a page's data, and which caches belong to which deploy.
 */
import type { Locale } from "~/config/locale";

/**
 * The data file React Router fetches when a shopper navigates to a page inside the app: `/` reads
 * `/_root.data`, `/bn/product/3` reads `/bn/product/3.data`. A trailing slash names the same page.
 */
export function dataPathOf(pathname: string): string {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return page === "/" || page === "" ? "/_root.data" : `${page}.data`;
}

/** Each edition's catalog index, which prices the cart and the order form (decision 004). */
export function catalogIndexOf(locale: Locale): string {
  return `/catalog/${locale}.json`;
}

const pagesPrefix = "upohar-pages-";
const dataPrefix = "upohar-data-";

/**
 * Pages and their data are kept per deploy: a page saved from one build names that build's
 * scripts, which the next build's precache no longer holds, so the next build starts afresh.
 */
export function buildCaches(buildId: string) {
  if (!/^[a-z0-9]+$/.test(buildId))
    throw new Error(`A build id is lower-case letters and digits, not "${buildId}"`);
  return { pages: `${pagesPrefix}${buildId}`, data: `${dataPrefix}${buildId}` };
}

/** Caches an earlier deploy left behind, to delete once this deploy's worker takes over. */
export function staleCaches(names: readonly string[], buildId: string): string[] {
  const current = Object.values(buildCaches(buildId));
  return names.filter(
    (name) =>
      (name.startsWith(pagesPrefix) || name.startsWith(dataPrefix)) && !current.includes(name),
  );
}

/**
 * A request that never reached the server: what `fetch` throws offline, or on a signal that
 * carries no data. Each browser words it its own way; a bug's TypeError says something else.
 */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network connection was lost/i.test(error.message)
  );
}
