import { categories } from "../data/categories";
import { products } from "../data/products";
import { paths } from "./paths";

/** Every page that exists, for the prerender and the sitemap. */
export function prerenderPaths(): string[] {
  return [
    paths.home,
    paths.products,
    paths.categories,
    paths.about,
    paths.contact,
    paths.cart,
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
}
