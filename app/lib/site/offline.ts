/**
 * The offline rules the service worker follows (service-worker/sw.ts), kept pure so they are
 * tested alone: which files a visit leaves to save, and which caches belong to which deploy.
 * Which file carries a page's data is React Router's to say (app/framework/router-contracts.ts).
 */
import { catalogFilePaths, catalogFolder } from "~/config/paths";
import { localeFromPath, localizePath, type Locale } from "~/config/locale";
import { dataFileExtension, dataPathOf } from "~/framework/router-contracts";

/**
 * The one saved copy of a file: a static host serves the same file whatever the query string
 * (`?page=2`, React Router's `?_routes=`), and `/products/` is `/products`.
 */
export function fileKey(address: string): string {
  const url = new URL(address);
  return `${url.origin}${url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/"}`;
}

/** What a page the worker did not serve tells it once it runs: see filesOfVisit. */
export interface Visit {
  /** What this document fetched, at the addresses it used: the browser's HTTP cache keeps them so. */
  fetched: readonly string[];
  /** The pages this tab opened, in this document and the ones before it. */
  opened: readonly string[];
}

function parseAddress(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/**
 * The pages and data files of a visit the worker did not see, to save once it runs: its own
 * origin's only, one address a file, none whose path and query `notShop` matches (the owner's
 * admin). A file this document fetched is asked for again at the same address, so the browser's
 * HTTP cache has it; an earlier document's page by its path alone, as it was loaded (the app
 * writes a listing's filters into the address only after loading it). Every page comes with its
 * data file (the app reads it when a link leads there) and its edition's catalog index (which
 * prices the cart), listed before the pages so they are saved first.
 */
export function filesOfVisit(
  origin: string,
  visit: Visit,
  notShop: RegExp,
): { pages: string[]; data: string[] } {
  const pages = new Map<string, string>();
  const data = new Map<string, string>();
  const add = (files: Map<string, string>, address: string) => {
    const key = fileKey(address);
    if (!files.has(key)) files.set(key, address);
  };
  const addresses = [
    ...visit.fetched.map((address) => ({ address, asFetched: true })),
    ...visit.opened.map((address) => ({ address, asFetched: false })),
  ];
  for (const { address, asFetched } of addresses) {
    const url = parseAddress(address);
    if (url?.origin !== origin || notShop.test(url.pathname + url.search)) continue;
    url.hash = "";
    if (!asFetched) url.search = "";
    const { pathname } = url;
    if (pathname.endsWith(dataFileExtension)) {
      add(data, url.href);
      // What a link inside the app fetched: its page was opened too. Spelled out rather than
      // pageOfDataPath, which the service worker would carry as one more function.
      const page =
        pathname === dataPathOf("/")
          ? "/"
          : pathname.slice(0, pathname.lastIndexOf(dataFileExtension));
      add(pages, `${origin}${page}`);
    } else if (pathname.startsWith(catalogFolder)) {
      add(data, url.href);
    } else if (!/\.[^/]*$/.test(pathname)) {
      // Pages have no extension; scripts, pictures and fonts do, and are not pages.
      add(pages, url.href);
    }
  }
  for (const page of pages.values()) {
    const { pathname } = new URL(page);
    add(data, `${origin}${dataPathOf(pathname)}`);
    add(data, `${origin}${catalogFilePaths(localeFromPath(pathname)).index}`);
  }
  return { pages: [...pages.values()], data: [...data.values()] };
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
 * The files each page needs beyond the worker's precache, by the page's path pattern (`/product/:id`
 * is any one segment there, `/bn/*` any path under /bn): its route's and its layout's modules,
 * chunks and stylesheets. The build lists the patterns most specific first.
 */
export type RouteFiles = readonly (readonly [pattern: string, files: readonly string[]])[];

/** Whether a path is one of a pattern's: `:name` stands for one segment, a last `*` for the rest. */
export function matchesPattern(pathname: string, pattern: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  const parts = pattern.split("/").filter(Boolean);
  for (const [index, part] of parts.entries()) {
    if (part === "*") return true;
    const segment = segments[index];
    if (segment === undefined || (!part.startsWith(":") && part !== segment)) return false;
  }
  return segments.length === parts.length;
}

/** The files the page at `pathname` needs offline beyond the precache; none for a path of no page. */
export function filesOfPage(pathname: string, routeFiles: RouteFiles): readonly string[] {
  return routeFiles.find(([pattern]) => matchesPattern(pathname, pattern))?.[1] ?? [];
}

/** An edition's pages kept on the device, and the files of its offline page (its layout's). */
export interface EditionShell {
  /** The cart, the wishlist, the order form and My Orders, at the edition's addresses. */
  devicePages: readonly string[];
  /** What a page never opened needs to say, offline, how to reach the shop. */
  offlinePage: readonly string[];
}

/**
 * An edition's shell: its device pages (named by their paths in the page table) and its offline
 * page, which is the edition's page for any other path: its layout, and the page that shows Home.
 */
export function editionShell(
  locale: Locale,
  devicePages: readonly string[],
  routeFiles: RouteFiles,
): EditionShell {
  const catchAll = `${localizePath("/", locale).replace(/\/$/, "")}/*`;
  return {
    devicePages: devicePages.map((page) => localizePath(page, locale)),
    offlinePage: routeFiles.find(([pattern]) => pattern === catchAll)?.[1] ?? [],
  };
}

/**
 * The pages kept on the device that a shopper needs ahead: My Orders lists only the orders this
 * device has sent, so it is fetched once the device holds one; the cart, the wishlist and the order
 * form from the first visit (docs/product.md, 5.3).
 */
export function pagesNeededAhead(
  devicePages: readonly string[],
  { holdsOrders }: { holdsOrders: boolean },
): string[] {
  return devicePages.filter((page) => holdsOrders || page !== "/orders");
}

/**
 * What the worker fetches ahead for a shopper of an edition, beyond the pages they open: the
 * offline page's files, and the pages kept on the device with their data and the edition's catalog
 * index, so that the cart, the wishlist and the order form work offline after one visit, and My
 * Orders once the device holds an order (pagesNeededAhead). A phone that asks to save data gets only the offline page, whose files its page loaded.
 */
export function filesAhead(
  shell: EditionShell,
  routeFiles: RouteFiles,
  { saveData }: { saveData: boolean },
): { assets: string[]; data: string[] } {
  const [first] = shell.devicePages;
  if (saveData || first === undefined) return { assets: [...shell.offlinePage], data: [] };
  const pageFiles = shell.devicePages.flatMap((page) => filesOfPage(page, routeFiles));
  return {
    assets: [...new Set([...shell.offlinePage, ...pageFiles])],
    data: [...shell.devicePages.map(dataPathOf), catalogFilePaths(localeFromPath(first)).index],
  };
}

/**
 * Whether the worker may keep a response under a script's, a font's or a picture's name. A host
 * that answers a missing file with the fallback page (200, HTML), as an old tab's request for a
 * script the last upload removed may be, would otherwise have that page kept in the file's place,
 * and offline the tab would reload it for ever.
 */
export function isKeptAsFile(status: number, contentType: string | null): boolean {
  return status === 200 && !(contentType ?? "").trim().toLowerCase().startsWith("text/html");
}
