import { categories } from "../data/categories";
import { products } from "../data/products";
import type { Category, Product } from "../data/types";

export const allProducts: readonly Product[] = products;
export const allCategories: readonly Category[] = categories;

/** Finds a product from a URL segment; anything but a plain positive integer is not an id. */
export function findProduct(idParam: string | undefined): Product | undefined {
  if (!idParam || !/^[1-9]\d{0,8}$/.test(idParam)) return undefined;
  const id = Number(idParam);
  return allProducts.find((product) => product.id === id);
}

export function findCategoryBySlug(slug: string | undefined): Category | undefined {
  return allCategories.find((category) => category.slug === slug);
}

export function findCategoryByName(name: string): Category | undefined {
  return allCategories.find((category) => category.name === name);
}

export function featuredProducts(): Product[] {
  return allProducts.filter((product) => product.featured);
}

/** The categories Home shows: the first six, in the shop's order. */
export function homeCategories(): Category[] {
  return allCategories.slice(0, 6);
}

export function productsInCategory(category: Category): Product[] {
  return allProducts.filter((product) => product.category === category.name);
}

/** Other gifts from the same category, for "You may also like". */
export function relatedProducts(product: Product, limit = 4): Product[] {
  return allProducts
    .filter((other) => other.category === product.category && other.id !== product.id)
    .slice(0, limit);
}
