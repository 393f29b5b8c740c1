import { localizePath, type Locale } from "./locale";
import { staticPages, type StaticPage } from "./pages";

/** Every internal URL in one table, per edition, so a renamed route is changed in one place. */
export function pathsFor(locale: Locale) {
  const at = (path: string) => localizePath(path, locale);
  const fixed = Object.fromEntries(staticPages.map((page) => [page.key, at(page.path)])) as Record<
    StaticPage["key"],
    string
  >;
  return {
    ...fixed,
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
