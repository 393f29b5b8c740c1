import { localizePath, type Locale } from "./locale";

/** Every internal URL in one table, per edition, so a renamed route is changed in one place. */
export function pathsFor(locale: Locale) {
  const at = (path: string) => localizePath(path, locale);
  return {
    home: at("/"),
    products: at("/products"),
    categories: at("/categories"),
    about: at("/about"),
    contact: at("/contact"),
    cart: at("/cart"),
    order: at("/order"),
    orders: at("/orders"),
    wishlist: at("/wishlist"),
    account: at("/account"),
    faq: at("/faq"),
    shipping: at("/shipping"),
    returns: at("/returns"),
    privacy: at("/privacy"),
    terms: at("/terms"),
    support: at("/support"),
    product: (id: number) => at(`/product/${id}`),
    category: (slug: string) => at(`/category/${slug}`),
    search: (term: string) => at(`/products?q=${encodeURIComponent(term)}`),
  };
}

export type Paths = ReturnType<typeof pathsFor>;

/** The English edition's paths: canonical URLs, the prerender list and the sitemap start here. */
export const paths = pathsFor("en");

/** The catalog files the build writes for an edition (routes/catalog-file.ts). */
export function catalogFilePaths(locale: Locale) {
  return { index: `/catalog/${locale}.json`, home: `/catalog/home-${locale}.json` };
}
