import { act, screen, waitFor, within } from "@testing-library/react";
import { useLayoutEffect, type ComponentType } from "react";
import { useLocation, useNavigate } from "react-router";
import { expect, vi } from "vitest";
import { localeFromPath, type Locale } from "../../app/config/locale";
import { catalogIndex } from "../../app/content/catalog-index";
import type { CatalogIndex, IndexedProduct } from "../../app/data/types";
import {
  applyProductQuery,
  defaultQuery,
  PAGE_SIZE,
  paginate,
} from "../../app/lib/catalog/catalog-query";
import { editionCatalog } from "../../app/content/edition-catalog";
import type { PageRoute, renderPage } from "./render";

/** The gifts' names on a listing, in the order the shopper sees them. */
export function shownNames(): string[] {
  return within(screen.getByRole("main"))
    .queryAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent ?? "");
}

/**
 * What the browser's own bar gives a shopper: the address, Back, Forward and typing an address.
 * The router of a component test keeps its history in memory; this reads and moves it.
 */
export interface Browser {
  /** The address shown, path and query string. */
  address(): string;
  /** Waits until the address is the one given (or matches it), as a navigation ends. */
  reaches(address: string | RegExp): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** Opens an address of the same site, as typing it or following a link would. */
  go(to: string): Promise<void>;
}

/**
 * A page route whose page also reports its address and lets the test move through its history,
 * as a browser's bar does. Pass every route of the test through it, so whichever page is shown
 * keeps the bar working.
 */
export function withBrowser(routes: PageRoute[]): { routes: PageRoute[]; browser: Browser } {
  let shown = "";
  let navigate: ReturnType<typeof useNavigate> | null = null;

  function Bar() {
    const { pathname, search } = useLocation();
    const go = useNavigate();
    // In the commit that shows the page, not after it: a test that sees the page may use the bar.
    useLayoutEffect(() => {
      shown = `${pathname}${search}`;
      navigate = go;
    });
    return null;
  }

  const move = async (to: string | number) => {
    if (!navigate) throw new Error("No page is shown yet");
    const steer = navigate;
    await act(async () => {
      // The router's navigate takes a step through history or an address, each in its own form.
      await (typeof to === "number" ? steer(to) : steer(to));
    });
  };

  return {
    routes: routes.map((route) => {
      const Page = route.Component as ComponentType<object>;
      return {
        ...route,
        Component: ((props: object) => (
          <>
            <Page {...props} />
            <Bar />
          </>
        )) as ComponentType<never>,
      };
    }),
    browser: {
      address: () => shown,
      reaches: (address) =>
        waitFor(() =>
          typeof address === "string"
            ? expect(shown).toBe(address)
            : expect(shown).toMatch(address),
        ),
      back: () => move(-1),
      forward: () => move(1),
      go: (to) => move(to),
    },
  };
}

/**
 * An edition's catalog grown to three pages of gifts, as the paged test site is built: the shop's
 * own gifts, then copies of them under new numbers and names until there are more than two pages.
 */
export function pagedCatalog(locale: Locale): CatalogIndex {
  const index = catalogIndex(locale);
  const own = index.products;
  const copies: IndexedProduct[] = [];
  for (let n = 0; own.length + copies.length <= 2 * PAGE_SIZE + 6; n += 1) {
    const original = own[n % own.length] as IndexedProduct;
    copies.push({ ...original, id: 1000 + n, name: `${original.name} ${n + 2}` });
  }
  return { ...index, products: [...own, ...copies] };
}

/**
 * The products page as the paged site is built: its loader's first page and count come from the
 * grown catalog, and the catalog file the page fetches is that catalog's.
 */
export function pagedProductsRoute(route: PageRoute): PageRoute {
  return {
    ...route,
    loader: ({ request }: { request: Request }) => {
      const locale = localeFromPath(new URL(request.url).pathname);
      const { products } = pagedCatalog(locale);
      return {
        categories: editionCatalog(locale).categories.map(({ slug, name }) => ({ slug, name })),
        catalogSize: products.length,
        firstPage: paginate(applyProductQuery(products, defaultQuery), 1),
      };
    },
  };
}

/** Answers the edition's catalog file with the grown catalog; other requests as before. */
export function servePagedCatalog(): void {
  const answer = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        input instanceof Request ? input.url : String(input),
        window.location.href,
      );
      const edition = /^\/catalog\/(en|bn)\.json$/.exec(url.pathname)?.[1];
      return edition === "en" || edition === "bn"
        ? Promise.resolve(Response.json(pagedCatalog(edition)))
        : answer(input, init);
    }),
  );
}

/** A small seeded generator, so a failure can be replayed with the same query strings. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const hostileKeys = [
  "category",
  "max",
  "sort",
  "q",
  "x",
  "",
  "max[]",
  "__proto__",
  "constructor",
  "ক্যাটাগরি",
];
const hostileValues = [
  "",
  "birthday-gifts",
  "nope",
  "-5",
  "abc",
  "1e309",
  "99999999999999999999",
  "NaN",
  "5000",
  "price-asc",
  "toString",
  "উপহার",
  "🎁🎂",
  "%",
  "%E0%A4",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u0000",
  "a".repeat(3000),
  "../../etc/passwd",
];

function randomQuery(random: ReturnType<typeof generator>): string {
  const pairs = Array.from({ length: 1 + Math.floor(random.next() * 5) }, () => {
    const key = random.pick(hostileKeys);
    const value = random.pick(hostileValues);
    return random.next() < 0.2
      ? `${key}=${value}`
      : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  });
  return pairs.join("&");
}

/**
 * 200 query strings a shared link, a bot or a curious shopper may put on a listing: known and
 * unknown keys, repeated, with malformed, huge, hostile and non-Latin values, some not encoded.
 */
export const generatedQueries: readonly string[] = (() => {
  const random = generator(20261121);
  return Array.from({ length: 200 }, () => randomQuery(random));
})();

/**
 * The products page as on a fresh visit: the app's modules are loaded anew, so the page has
 * fetched no catalog index yet, whatever the file's earlier tests fetched. It is rendered with the
 * `renderPage` returned, of the same fresh modules.
 */
export async function onFreshVisit(): Promise<{
  renderPage: typeof renderPage;
  products: PageRoute & { loader: NonNullable<PageRoute["loader"]> };
}> {
  vi.resetModules();
  const fresh = await import("./render");
  const { default: Component, loader } = await import("../../app/routes/products");
  return { renderPage: fresh.renderPage, products: { path: "/products", Component, loader } };
}
