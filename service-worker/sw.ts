/**
 * The shop's service worker: after one visit the shop keeps working on a bus or in a lift.
 *
 * - What every page needs (the route manifest, the entry and the root's files, which the page that
 *   registers it has loaded, and the app's fallback page) is precached per build. The pages kept on
 *   the device (cart, wishlist, order form, My Orders) of the shopper's edition are fetched ahead,
 *   with their data, unless the phone asks to save data; every other page's scripts as it is opened.
 *   The Bangla font is kept once a page has used it: most devices draw Bengali with their own.
 * - Pages, their data and each edition's catalog index are fetched network first and kept per
 *   deploy; a page nobody saved gets the fallback page, whose app shows the offline panel.
 * - Pages opened before it first ran (the visit in which it installs) are saved too, once a page
 *   tells it what its tab opened, from the browser's HTTP cache where it still has them.
 * - Images are kept cache first, the oldest going first past a bound.
 * - A new build waits until the shopper accepts 'Reload' (app/hooks/use-service-worker.ts), so an
 *   open page keeps the scripts it was built with; see docs/decisions/009-offline-service-worker.md.
 *
 * scripts/build/service-worker.ts bundles it to /sw.js and fills in the three constants below.
 */
import { clientsClaim } from "workbox-core";
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from "workbox-core/types";
import { devicePages } from "../app/config/device-pages";
import { localeFromPath, locales, type Locale } from "../app/config/locale";
import { catalogFilePaths, catalogFolder } from "../app/config/paths";
import {
  dataFileExtension,
  dataPathOf,
  unkeptRouteModule,
} from "../app/framework/router-contracts";
import {
  buildCaches,
  editionShell,
  pagesNeededAhead,
  fileKey,
  filesAhead,
  filesOfPage,
  filesOfVisit,
  isKeptAsFile,
  staleCaches,
  type RouteFiles,
} from "../app/lib/site/offline";

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: PrecacheEntry[];
/** Each page's path pattern with the files it needs beyond the precache (offline.ts). */
declare const __ROUTE_FILES__: RouteFiles;
declare const __BUILD_ID__: string;
declare const __FALLBACK__: string;
/** The owner's admin's addresses (/admin, /admin/…), as a pattern (scripts/build/admin.ts). */
declare const __ADMIN_PAGES__: string;

const cacheNames = buildCaches(__BUILD_ID__);
/** On a weak signal a saved page after 4 s beats a spinner; with no signal it comes at once. */
const networkTimeoutSeconds = 4;
/** Hundreds of product pages fit; past that the least recently saved go first. */
const keptAtMost = { pages: 300, data: 320 };
/** The admin is fetched as it is, online: it is no shop page, and an old copy would save old files. */
const adminPages = new RegExp(__ADMIN_PAGES__);

precacheAndRoute(__PRECACHE__);

const oneKeyPerFile: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => fileKey(request.url),
};

/** The bounds of the pages and data caches, for what keep() saves beside their strategies. */
const expirations = {
  pages: new CacheExpiration(cacheNames.pages, { maxEntries: keptAtMost.pages }),
  data: new CacheExpiration(cacheNames.data, { maxEntries: keptAtMost.data }),
};

/**
 * Saves a page or a data file unless it is saved already, counted against its cache's bound like
 * the files its strategy saves. The request is revalidated: the browser's HTTP cache answers with
 * what it holds once the host says it is current (a 304, nothing downloaded again), and a copy an
 * earlier deploy left there is never saved beside this one. A data file the host does not have
 * comes back as the fallback HTML, which is not saved as data.
 */
async function keep(kind: keyof typeof cacheNames, address: string): Promise<void> {
  const cache = await caches.open(cacheNames[kind]);
  const key = fileKey(new URL(address, self.location.origin).href);
  if (await cache.match(key)) return;
  try {
    const response = await fetch(address, { cache: "no-cache" });
    const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? true;
    if (!response.ok || (kind === "data" && isHtml)) return;
    await cache.put(key, response);
    await expirations[kind].updateTimestamp(key);
    await expirations[kind].expireEntries();
  } catch {
    // Offline again already: the file is saved the next time it is opened.
  }
}

/**
 * A page loaded in full can later be reached inside the app, which then asks for its data file;
 * and the cart and the order form need the edition's catalog index. Both are saved beside the page.
 */
async function saveCompanions(pageUrl: string): Promise<void> {
  const { pathname } = new URL(pageUrl);
  const wanted = [dataPathOf(pathname), catalogFilePaths(localeFromPath(pathname)).index];
  await Promise.all(wanted.map((path) => keep("data", path)));
}

const savePageCompanions: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, event }) => {
    event.waitUntil(saveCompanions(request.url));
  },
};

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds,
  plugins: [
    oneKeyPerFile,
    savePageCompanions,
    new ExpirationPlugin({ maxEntries: keptAtMost.pages, purgeOnQuotaError: true }),
  ],
});

/** A page never saved: the app's fallback page, which starts the app; offline, it says so. */
async function pageOrFallback(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await pages.handle(options);
  } catch {
    return (await matchPrecache(__FALLBACK__)) ?? Response.error();
  }
}

registerRoute(new NavigationRoute(pageOrFallback, { denylist: [adminPages] }));

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname.endsWith(dataFileExtension) || url.pathname.startsWith(catalogFolder)),
  new NetworkFirst({
    cacheName: cacheNames.data,
    networkTimeoutSeconds,
    plugins: [
      oneKeyPerFile,
      new ExpirationPlugin({ maxEntries: keptAtMost.data, purgeOnQuotaError: true }),
    ],
  }),
);

/** Keeps a script, font or picture only if the host answered with it (offline.ts). */
const onlyTheFile: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    isKeptAsFile(response.status, response.headers.get("Content-Type")) ? response : null,
};

/**
 * The Bangla font once a page used it, and scripts of a newer build that a page fetched while this
 * worker still ran it (so that page still works offline until the new worker takes over). Hashed
 * names never change their content.
 */
const assets = new CacheFirst({
  cacheName: "upohar-assets",
  plugins: [
    onlyTheFile,
    new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }),
    // Offline, a page whose scripts were never kept shows the offline panel (router-contracts.ts).
    {
      handlerDidError: async ({ request }) =>
        new URL(request.url).pathname.endsWith(".js")
          ? new Response(unkeptRouteModule, { headers: { "Content-Type": "text/javascript" } })
          : undefined,
    },
  ],
});
const isAsset = (url: URL) => sameOrigin(url) && url.pathname.startsWith("/assets/");
registerRoute(({ url }) => isAsset(url), assets);

/** Offline, a photo never seen is a plain tile in the shop's sand colour, not a broken image. */
const pictureTile: WorkboxPlugin = {
  handlerDidError: async () =>
    new Response(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#f5e6d3"/></svg>',
      { headers: { "Content-Type": "image/svg+xml" } },
    ),
};

/** Photos as they are seen, wherever the catalog keeps them; the oldest go first past the bound. */
const pictures = new CacheFirst({
  cacheName: "upohar-images",
  plugins: [
    onlyTheFile,
    pictureTile,
    new ExpirationPlugin({
      maxEntries: 150,
      maxAgeSeconds: 30 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(({ request, url }) => sameOrigin(url) && request.destination === "image", pictures);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];

/**
 * The pictures and fonts a page used before this worker ran it (app/hooks/use-service-worker.ts),
 * taken from the browser's HTTP cache as they are: the page has just shown them, and asking the
 * host whether each is still current would cost a first visit a request and a 304 for each one
 * (about 1 KB on Home with the host's headers).
 */
function keepFiles(event: ExtendableMessageEvent, addresses: unknown) {
  const own = strings(addresses).flatMap((address) => {
    try {
      const url = new URL(address);
      return sameOrigin(url) ? [url] : [];
    } catch {
      return [];
    }
  });
  event.waitUntil(
    Promise.all(
      own.map((url) =>
        (isAsset(url) ? assets : pictures)
          .handle({ event, request: new Request(url, { cache: "force-cache" }) })
          .catch(() => undefined),
      ),
    ),
  );
}

/**
 * The pages a tab opened before this worker ran them (the visit in which it installs), with their
 * data, as its page tells once this worker runs (app/hooks/use-service-worker.ts): every open
 * page the worker did not serve does, so the tabs open while it installs need nothing more. Each
 * page is saved after its data, so a saved page also works when a link leads to it.
 */
async function saveVisit(
  event: ExtendableEvent,
  fetched: string[],
  opened: string[],
): Promise<void> {
  const { pages, data } = filesOfVisit(self.location.origin, { fetched, opened }, adminPages);
  await Promise.all(data.map((address) => keep("data", address)));
  const files = pages.flatMap((page) => filesOfPage(new URL(page).pathname, __ROUTE_FILES__));
  await keepAssets(event, files);
  await Promise.all(pages.map((address) => keep("pages", address)));
}

/** Scripts and stylesheets, kept cache first: a hashed name never changes its content. */
async function keepAssets(event: ExtendableEvent, files: readonly string[]): Promise<void> {
  await Promise.all(
    [...new Set(files)].map((file) =>
      assets
        .handle({ event, request: new Request(new URL(file, self.location.origin)) })
        .catch(() => undefined),
    ),
  );
}

/**
 * What a shopper of an edition needs offline beyond the pages they open, fetched ahead once a page
 * of theirs has started (app/hooks/use-service-worker.ts): the files it has already are not
 * fetched again.
 */
async function fetchAhead(
  event: ExtendableEvent,
  edition: Locale,
  { saveData, holdsOrders }: { saveData: boolean; holdsOrders: boolean },
): Promise<void> {
  const pages = pagesNeededAhead(devicePages, { holdsOrders });
  const shell = editionShell(edition, pages, __ROUTE_FILES__);
  const { assets: files, data } = filesAhead(shell, __ROUTE_FILES__, { saveData });
  await keepAssets(event, files);
  await Promise.all(data.map((address) => keep("data", address)));
}

function isEdition(value: unknown): value is Locale {
  return locales.some((locale) => locale === value);
}

self.addEventListener("message", (event) => {
  // Sent only when the shopper taps 'Reload' on the new-version notice.
  if (event.data === "skip-waiting") void self.skipWaiting();
  const message: unknown = event.data;
  if (typeof message !== "object" || message === null) return;
  if ("keepFiles" in message) keepFiles(event, message.keepFiles);
  if ("fetched" in message && "opened" in message) {
    event.waitUntil(saveVisit(event, strings(message.fetched), strings(message.opened)));
  }
  if ("ahead" in message && typeof message.ahead === "object" && message.ahead !== null) {
    const { edition, saveData, holdsOrders } = message.ahead as Record<string, unknown>;
    if (isEdition(edition)) {
      event.waitUntil(
        fetchAhead(event, edition, {
          saveData: saveData === true,
          holdsOrders: holdsOrders === true,
        }),
      );
    }
  }
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(staleCaches(names, __BUILD_ID__).map((name) => caches.delete(name)));
    })(),
  );
});

// The first worker takes over the open page at once, so that first visit is already saved; a later
// build activates only after 'Reload', and the pages reload onto it.
clientsClaim();
