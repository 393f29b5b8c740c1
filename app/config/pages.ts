/**
 * Every page of the shop, once: its key, its path and (named after the key) its module in
 * app/routes/. The routes (app/routes.ts), the URL table (paths.ts), the prerender list and
 * sitemap (prerender-paths.ts) and the route tests (tests/e2e/routes.ts) are all read from here,
 * so a page added to this table gets each of them. The pages kept on the device for offline use
 * are named by their paths in device-pages.ts, which the service worker imports without the pages;
 * pages.test.ts checks each is a page of this table.
 */
const table = {
  home: { path: "/" },
  products: { path: "/products" },
  categories: { path: "/categories" },
  category: { path: "/category/:slug" },
  product: { path: "/product/:id" },
  occasion: { path: "/occasion/:slug" },
  about: { path: "/about" },
  contact: { path: "/contact" },
  cart: { path: "/cart" },
  order: { path: "/order" },
  orders: { path: "/orders" },
  wishlist: { path: "/wishlist" },
  account: { path: "/account" },
  faq: { path: "/faq" },
  shipping: { path: "/shipping" },
  returns: { path: "/returns" },
  privacy: { path: "/privacy" },
  terms: { path: "/terms" },
  support: { path: "/support" },
} as const;

type Table = typeof table;
type PageKey = keyof Table;
export type Page = { [K in PageKey]: { key: K; path: Table[K]["path"]; file: string } }[PageKey];

/** A page with one fixed URL: its key is also its entry in the URL table. */
export type StaticPage = Exclude<Page, { path: `${string}:${string}` }>;
/** A page per product or category: the prerender lists each one it has. */
export type DynamicPage = Extract<Page, { path: `${string}:${string}` }>;

// Pure, so a bundle that needs none of the pages (the service worker) leaves them out.
export const pages = /* @__PURE__ */ (Object.keys(table) as PageKey[]).map(
  (key) => ({ key, path: table[key].path, file: `routes/${key}.tsx` }) as Page,
);

export function isStaticPage(page: Page): page is StaticPage {
  return !page.path.includes(":");
}

export const staticPages = /* @__PURE__ */ pages.filter(isStaticPage);
