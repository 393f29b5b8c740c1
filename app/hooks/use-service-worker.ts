import { useSyncExternalStore } from "react";
import { localeFromPath } from "~/config/locale";
import { holdsOrders } from "~/storage/order-clean-up";

/**
 * The service worker (service-worker/sw.ts, built to /sw.js) and the notice that a new version is
 * ready. A new build's worker waits until the shopper taps 'Reload': until then every open page
 * keeps running the build it was loaded with, and no page mixes old HTML with new scripts.
 */

let waiting: ServiceWorker | null = null;
/** Asked for by the page (registerServiceWorker), and under way (once the page has loaded). */
let requested = false;
let registering = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function offer(worker: ServiceWorker) {
  if (waiting === worker) return;
  waiting = worker;
  notify();
  // Whichever open page the shopper reloads from, every page moves to the new build with it.
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  const offerWaiting = () => {
    // Without a controller this is the first install: nothing older runs, so there is nothing to offer.
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  };
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offerWaiting();
    });
  offerWaiting();
  // The new version may already be installing by the time this page's worker is ready.
  follow(registration.installing);
  registration.addEventListener("updatefound", () => follow(registration.installing));
  // A shopper coming back to a tab left open for days hears of a new deploy then.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
}

/**
 * A page the worker did not serve was opened in the visit in which it installs, and so, perhaps,
 * were the pages before it in this tab. Once the worker runs, it is told what to save (sw.ts):
 * the pictures and fonts this page used (the Bangla font is not precached: most devices draw
 * Bengali with their own font and never fetch it); what this page fetched, at the addresses the
 * browser's HTTP cache keeps it under (the page itself, the data files its links read); and every
 * page of this tab's history, earlier documents' included, which the app cannot list on its own;
 * and then each page this document opens.
 */
function handOverVisit() {
  const [loaded] = performance.getEntriesByType("navigation");
  // The worker saves what it serves, and every page opened after it.
  if (!(loaded instanceof PerformanceNavigationTiming) || loaded.workerStart > 0) return;
  void navigator.serviceWorker.ready.then(({ active }) => {
    const fetched = performance
      .getEntriesByType("resource")
      .filter((entry) => entry instanceof PerformanceResourceTiming);
    active?.postMessage({
      keepFiles: fetched
        .filter((entry) => entry.initiatorType === "img" || entry.name.endsWith(".woff2"))
        .map((entry) => entry.name),
      fetched: [loaded.name, ...fetched.map((entry) => entry.name)],
      opened:
        typeof navigation === "object"
          ? navigation.entries().flatMap(({ url }) => url ?? [])
          : [window.location.href],
    });
    // This document's later pages open inside the app, so the worker never sees them as pages.
    if (typeof navigation === "object") {
      navigation.addEventListener("navigatesuccess", () => {
        active?.postMessage({ fetched: [], opened: [window.location.href] });
      });
    }
  });
}

/** Whether the phone asks sites to save its data (Chrome's Data Saver, a "lite" mode). */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: unknown } }).connection;
  return connection?.saveData === true;
}

/**
 * Tells the running worker what this shopper needs offline beyond the pages they open: the pages
 * kept on the device, in the page's edition (My Orders once the device holds an order), or, on a
 * phone saving data, only the offline page (sw.ts, offline.ts). The worker fetches what it does not
 * have yet, so this is asked on every page.
 */
function askForTheShell(holdsAnOrder = holdsOrders()) {
  void navigator.serviceWorker.ready.then(({ active }) => {
    active?.postMessage({
      ahead: {
        edition: localeFromPath(window.location.pathname),
        saveData: savingData(),
        holdsOrders: holdsAnOrder,
      },
    });
  });
}

/** An order was kept on the device: My Orders now works offline too. */
export function keepMyOrdersOffline(): void {
  if (requested && "serviceWorker" in navigator) askForTheShell(true);
}

/**
 * Registers the worker once the page has started (start-up/mark-hydrated.tsx) and loaded. Its
 * first install downloads and compiles what it keeps for offline use, which would otherwise
 * compete with React taking the page over on a phone's few cores. The shop works without it (only offline use
 * is lost), so a refusal is a warning, not an error. Later calls do nothing.
 */
export function registerServiceWorker(): void {
  if (requested || !("serviceWorker" in navigator)) return;
  requested = true;
  handOverVisit();
  askForTheShell();
  const register = () => {
    registering = true;
    notify();
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.warn("The offline copy of the shop is not available:", error);
    });
    void navigator.serviceWorker.ready.then(watchForUpdates);
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** True once a new version is installed and waiting for the shopper's 'Reload'. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}

/**
 * True once the worker is being registered. The page links its web app manifest only then: the
 * shop cannot be installed without the worker anyway, and a browser that checks installability
 * fetches the manifest and its largest icon as soon as it sees the link, which on a slow line took
 * bandwidth from the page's own picture.
 */
export function useInstallable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => registering,
    () => false,
  );
}

/** Lets the waiting version take over; the page reloads when it has (see offer). */
export function applyUpdate(): void {
  waiting?.postMessage("skip-waiting");
}
