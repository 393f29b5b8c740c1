import { categories } from "../data/categories";
import { products } from "../data/products";
import { localizePath, locales } from "./locale";
import { catalogFilePaths, paths } from "./paths";

/** Every page that exists, in both editions, for the prerender and the sitemap. */
export function prerenderPaths(): string[] {
  const englishPaths = [
    paths.home,
    paths.products,
    paths.categories,
    paths.about,
    paths.contact,
    paths.cart,
    paths.order,
    paths.orders,
    paths.wishlist,
    paths.account,
    paths.faq,
    paths.shipping,
    paths.returns,
    paths.privacy,
    paths.terms,
    paths.support,
    ...products.map((product) => paths.product(product.id)),
    ...categories.map((category) => paths.category(category.slug)),
  ];
  return [
    ...locales.flatMap((locale) => englishPaths.map((path) => localizePath(path, locale))),
    ...locales.flatMap((locale) => Object.values(catalogFilePaths(locale))),
  ];
}
