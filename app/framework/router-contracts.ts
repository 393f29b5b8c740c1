/**
 * What the shop relies on in React Router that React Router does not promise: the HTML it
 * prerenders, the data files it writes and fetches, and how a failed data request reaches a page.
 * Each contract is checked against React Router itself, by the build (postbuild fails on a page or
 * a file of another shape) or by router-contracts.test.ts (which runs React Router's own
 * data layer), so an upgrade that changes one fails loudly; docs/upgrading-react-router.md says
 * what to do then.
 *
 * The build scripts run it in Node (through tsx), and the app and the service worker import it. The
 * browser takes only what it uses.
 */

/**
 * The error a guard throws when React Router no longer does what a contract here says.
 * `contract` is the export of this module that no longer holds, `finding` what the build found
 * instead.
 */
export function brokenContract(contract: string, finding: string): Error {
  return new Error(
    `React Router no longer keeps the contract ${contract} (app/framework/router-contracts.ts): ` +
      `${finding}. See docs/upgrading-react-router.md.`,
  );
}

// The HTML React Router prerenders (scripts/build/html-rewrites.ts rewrites it, decision 003).

/**
 * The page React Router prerenders once for paths it has no page for (`ssr: false`): it draws the
 * root's HydrateFallback, then the app renders the path.
 */
export const fallbackPage = "/__spa-fallback.html";

/** A `<link rel="modulepreload">` hint React Router writes for each module, in any attribute order. */
export const modulePreloadLink = /<link\b(?=[^>]*\srel="modulepreload")[^>]*>/g;

/** React Router's module script, which imports the page's modules and starts the app. */
export const routeModulesScript = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * The parts of the module script React Router 7 writes:
 *   import "/assets/manifest-….js";
 *   import * as route0 from "/assets/root-….js"; …
 *   window.__reactRouterRouteModules = {"root":route0, …};
 *   import("/assets/entry.client-….js");
 * Anything else fails the build, so an upgrade that changes it is noticed, not shipped half-working.
 * The table must be set before the entry runs: the entry reads the route modules from it.
 */
export function parseRouteModulesScript(script: string): {
  manifest: string;
  routes: { name: string; url: string }[];
  assignment: string;
  entry: string;
} {
  const lines = script
    .split(/;\s*/)
    .map((line) => line.trim())
    .filter(Boolean);
  const fail = (reason: string): never => {
    throw brokenContract("parseRouteModulesScript", `its module script has ${reason}: ${script}`);
  };
  const [first, ...rest] = lines;
  const manifest = /^import "([^"]+)"$/.exec(first ?? "")?.[1] ?? fail("no manifest import");
  const routes: { name: string; url: string }[] = [];
  let line = rest.shift();
  for (let route; line && (route = /^import \* as (\w+) from "([^"]+)"$/.exec(line));) {
    routes.push({ name: route[1] ?? "", url: route[2] ?? "" });
    line = rest.shift();
  }
  if (routes.length === 0) fail("no route module imports");
  const assignment =
    line && /^window\.__reactRouterRouteModules = \{[^}]*\}$/.test(line)
      ? `${line};`
      : fail("no route modules assignment");
  const entry = /^import\("([^"]+)"\)$/.exec(rest.shift() ?? "")?.[1] ?? fail("no entry import");
  if (rest.length > 0) fail(`unexpected "${rest[0]}"`);
  return { manifest, routes, assignment, entry };
}

/**
 * The route manifest React Router writes into the assets itself, after the bundler: data, not a
 * chunk the bundler made (decision 010's compile hint is not in it).
 */
export const routeManifestChunk = /\/manifest-[\w-]+\.js$/;

/**
 * What the route manifest holds for each route: its parent, its path (relative to the parent's),
 * and the files it needs (its module, the chunks that module imports, its stylesheets); and for the
 * entry, the same. The service worker's build reads it to know which files a page needs offline.
 */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports: string[];
  css: string[];
};
export type RouteManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

/**
 * The route manifest chunk's content: `window.__reactRouterManifest={…};`, in JSON. Another shape
 * fails the build.
 */
export function parseRouteManifest(source: string): RouteManifest {
  const json = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/.exec(source.trim())?.[1];
  if (!json) throw brokenContract("parseRouteManifest", "its manifest chunk is not one assignment");
  const parsed: unknown = JSON.parse(json);
  const isFileList = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((file) => typeof file === "string");
  const isRoute = (value: unknown): boolean => {
    const route = value as Record<string, unknown>;
    return (
      typeof route?.id === "string" &&
      typeof route.module === "string" &&
      isFileList(route.imports ?? []) &&
      isFileList(route.css ?? []) &&
      (route.path === undefined || typeof route.path === "string") &&
      (route.parentId === undefined || typeof route.parentId === "string")
    );
  };
  const manifest = parsed as Record<string, unknown>;
  const entry = manifest?.entry as Record<string, unknown> | undefined;
  const routes = manifest?.routes as Record<string, unknown> | undefined;
  if (
    typeof entry?.module !== "string" ||
    !isFileList(entry.imports) ||
    typeof routes !== "object" ||
    routes === null ||
    !Object.values(routes).every(isRoute)
  ) {
    throw brokenContract("parseRouteManifest", "its manifest has no entry or routes of that shape");
  }
  return parsed as RouteManifest;
}

/**
 * React Router reloads the page when a route's module cannot be imported (it takes it for a module
 * a deploy replaced), so offline, a page whose scripts this phone never kept would reload for
 * ever. The service worker answers such a module with this stand-in: a page that fails as its data
 * would, so the edition's error page shows the offline panel. tests/e2e/offline.spec.ts opens such
 * a page offline, and fails the day React Router handles a failed import otherwise.
 */
export const unkeptRouteModule =
  'export default function PageNotKept() { throw new TypeError("Failed to fetch"); }\n';

// The data files React Router prerenders beside each page and fetches for a page reached inside
// the app (not on the first load: the page carries its data in its HTML).

/** How a data file's name ends. React Router adds `?_routes=…` to the address; a host ignores it. */
export const dataFileExtension = ".data";

/**
 * The data file of a page: `/` reads `/_root.data`, `/bn/product/3` reads `/bn/product/3.data`.
 * A trailing slash names the same page (with `future.v8_trailingSlashAwareDataRequests` off).
 */
export function dataPathOf(pathname: string): string {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return page === "/" || page === "" ? "/_root.data" : `${page}.data`;
}

/**
 * The page a data file belongs to, or undefined for a file that is not a data file.
 */
export function pageOfDataPath(pathname: string): string | undefined {
  if (!pathname.endsWith(dataFileExtension)) return undefined;
  return pathname === dataPathOf("/") ? "/" : pathname.slice(0, -dataFileExtension.length);
}

/**
 * React Router also writes a data file beside each prerendered file of a resource route, such as
 * `catalog/en.json.data` beside `catalog/en.json` (routes/catalog-file.ts), for fetchers.
 */
export function dataTwinOf(file: string): string {
  return `${file}${dataFileExtension}`;
}

// How a failed data request reaches a page: through `serverLoader()` in a clientLoader (a page
// the host does not have is told apart by prerenderedOr, in prerendered-data.ts, which routes'
// chunks share), or to the route's ErrorBoundary.

/**
 * A request that never reached the server: what `fetch` throws offline, or on a signal that
 * carries no data. React Router passes fetch's own TypeError through unchanged. Each browser words
 * it its own way; a bug's TypeError says something else.
 */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network connection was lost/i.test(error.message)
  );
}
