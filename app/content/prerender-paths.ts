import { catalogContent } from "./content.server";
import { occasionSlugs } from "./edition-occasions";
import { localizePath, locales } from "../config/locale";
import { isStaticPage, pages, type DynamicPage } from "../config/pages";
import { catalogFilePaths, paths } from "../config/paths";

const { categories, products } = catalogContent.catalog;

/** The instances of each page with a parameter: a new one fails typecheck until it is listed. */
const instances: Record<DynamicPage["key"], () => string[]> = {
  product: () => products.map((product) => paths.product(product.id)),
  category: () => categories.map((category) => paths.category(category.slug)),
  occasion: () => occasionSlugs().map((slug) => paths.occasion(slug)),
};

/**
 * Whether a page exists in this shop: a page with a parameter needs an instance (a shop with no
 * gift days has no gift-day page, and React Router prerenders no route with a loader and no path).
 */
export function hasInstances(page: (typeof pages)[number]): boolean {
  return isStaticPage(page) || instances[page.key]().length > 0;
}

/** Every page that exists, in both editions, for the prerender and the sitemap. */
export function prerenderPaths(): string[] {
  const englishPaths = pages.flatMap((page) =>
    isStaticPage(page) ? [page.path] : instances[page.key](),
  );
  return [
    ...locales.flatMap((locale) => englishPaths.map((path) => localizePath(path, locale))),
    ...locales.flatMap((locale) => Object.values(catalogFilePaths(locale))),
  ];
}
