/**
 * Every page of the shop, once. The routes (app/routes.ts), the URL table (paths.ts), the prerender
 * list and sitemap (prerender-paths.ts) and the route tests (tests/e2e/routes.ts) are all read from
 * here, so a page added to this table gets each of them. `file` names its module in app/routes/.
 */
export const pages = [
  { key: "home", path: "/", file: "home" },
  { key: "products", path: "/products", file: "products" },
  { key: "categories", path: "/categories", file: "categories" },
  { key: "category", path: "/category/:slug", file: "category" },
  { key: "product", path: "/product/:id", file: "product" },
  { key: "about", path: "/about", file: "about" },
  { key: "contact", path: "/contact", file: "contact" },
  { key: "cart", path: "/cart", file: "cart" },
  { key: "order", path: "/order", file: "order" },
  { key: "orders", path: "/orders", file: "orders" },
  { key: "wishlist", path: "/wishlist", file: "wishlist" },
  { key: "account", path: "/account", file: "account" },
  { key: "faq", path: "/faq", file: "faq" },
  { key: "shipping", path: "/shipping", file: "shipping" },
  { key: "returns", path: "/returns", file: "returns" },
  { key: "privacy", path: "/privacy", file: "privacy" },
  { key: "terms", path: "/terms", file: "terms" },
  { key: "support", path: "/support", file: "support" },
] as const;

export type Page = (typeof pages)[number];
export type PageKey = Page["key"];

/** A page with one fixed URL: its key is also its entry in the URL table. */
export type StaticPage = Exclude<Page, { path: `${string}:${string}` }>;
/** A page per product or category: the prerender lists each one it has. */
export type DynamicPage = Extract<Page, { path: `${string}:${string}` }>;

export function isStaticPage(page: Page): page is StaticPage {
  return !page.path.includes(":");
}

export const staticPages = pages.filter(isStaticPage);
