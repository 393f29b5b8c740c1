import { useEffect, useSyncExternalStore } from "react";
import { catalogFilePaths } from "~/config/paths";
import type { CatalogIndex, Extra, IndexedProduct } from "~/data/types";
import type { Locale } from "~/config/locale";
import { useLocale } from "~/hooks/use-messages";

export type CatalogIndexState =
  | { status: "idle" }
  | { status: "loading" }
  | {
      status: "ready";
      products: readonly IndexedProduct[];
      /** What search reads, as fetched: checked by the listing that searches it. */
      search: unknown;
      extras: readonly Extra[];
      /** The ids a saved cart or wishlist may name. */
      known: { productIds: ReadonlySet<number>; extraIds: ReadonlySet<string> };
    }
  | { status: "error" };

const idle: CatalogIndexState = { status: "idle" };
const loading: CatalogIndexState = { status: "loading" };
const failed: CatalogIndexState = { status: "error" };

const states = new Map<Locale, CatalogIndexState>();
const listeners = new Set<() => void>();

function setState(locale: Locale, state: CatalogIndexState) {
  states.set(locale, state);
  for (const listener of listeners) listener();
}

function isCatalogIndex(value: unknown): value is CatalogIndex {
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as { products?: unknown }).products) &&
    Array.isArray((value as { extras?: unknown }).extras)
  );
}

async function fetchIndex(locale: Locale): Promise<CatalogIndex> {
  const response = await fetch(catalogFilePaths(locale).index);
  if (!response.ok) throw new Error(`Catalog index answered ${response.status}`);
  const index: unknown = await response.json();
  if (!isCatalogIndex(index)) throw new Error("Catalog index is not in the expected shape");
  return index;
}

/**
 * Loads an edition's index once per visit; after a failure the next request tries again, and so
 * does the shopper's 'Try again' (`again`), after a file that could not be read in full.
 */
function load(locale: Locale, again = false) {
  const status = states.get(locale)?.status;
  if (status === "loading" || (status === "ready" && !again)) return;
  setState(locale, loading);
  fetchIndex(locale).then(
    ({ products, search, extras }) =>
      setState(locale, {
        status: "ready",
        products,
        search,
        extras,
        known: {
          productIds: new Set(products.map((product) => product.id)),
          extraIds: new Set(extras.map((extra) => extra.id)),
        },
      }),
    () => setState(locale, failed),
  );
}

/**
 * Forgets the index, as a new visit starts without it: each component test is a visit of its own
 * (tests/component/setup.ts), whatever order the tests run in.
 */
export function forgetCatalogIndex() {
  states.clear();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The whole catalog of the page's edition, compact, fetched the first time a page needs it
 * (`needed`): filtering, sorting, search and paging, or pricing a cart and a wishlist.
 */
export function useCatalogIndex(needed: boolean): CatalogIndexState & { retry: () => void } {
  const locale = useLocale();
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(locale) ?? idle,
    () => idle,
  );
  useEffect(() => {
    if (needed) load(locale);
  }, [needed, locale]);
  return { ...state, retry: () => load(locale, true) };
}
