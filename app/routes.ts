import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import type { Locale } from "./config/locale";

/** The pages of one edition; ids carry the language because both editions share the modules. */
function pages(locale: Locale) {
  const page = (path: string, file: string) =>
    route(path, `routes/${file}.tsx`, { id: `${locale}/${path || "home"}` });
  return [
    page("", "home"),
    page("products", "products"),
    page("categories", "categories"),
    page("category/:slug", "category"),
    page("product/:id", "product"),
    page("about", "about"),
    page("contact", "contact"),
    page("cart", "cart"),
    page("order", "order"),
    page("orders", "orders"),
    page("wishlist", "wishlist"),
    page("account", "account"),
    page("faq", "faq"),
    page("shipping", "shipping"),
    page("returns", "returns"),
    page("privacy", "privacy"),
    page("terms", "terms"),
    page("support", "support"),
    // The spec: any other path shows the Home page.
    route("*", "routes/unknown-path.tsx", { id: `${locale}/unknown-path-home` }),
  ];
}

export default [
  route("catalog/:file", "routes/catalog-file.ts"),
  route("bn", "routes/layout-bn.tsx", pages("bn")),
  layout("routes/layout-en.tsx", pages("en")),
] satisfies RouteConfig;
