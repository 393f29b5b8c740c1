import type { Category, Product } from "../data/types";
import type { CatalogData } from "./localize-catalog";

/** Lookups over one edition's catalog. */
export function createCatalog(data: CatalogData) {
  const { products, categories } = data;

  /** Finds a product from a URL segment; anything but a plain positive integer is not an id. */
  function findProduct(idParam: string | undefined): Product | undefined {
    if (!idParam || !/^[1-9]\d{0,8}$/.test(idParam)) return undefined;
    const id = Number(idParam);
    return products.find((product) => product.id === id);
  }

  function findCategoryBySlug(slug: string | undefined): Category | undefined {
    return categories.find((category) => category.slug === slug);
  }

  function findCategoryByName(name: string): Category | undefined {
    return categories.find((category) => category.name === name);
  }

  function featuredProducts(): Product[] {
    return products.filter((product) => product.featured);
  }

  /** The categories Home shows: the first six, in the shop's order. */
  function homeCategories(): Category[] {
    return categories.slice(0, 6);
  }

  function productsInCategory(category: Category): Product[] {
    return products.filter((product) => product.category === category.name);
  }

  /** Other gifts from the same category, for "You may also like". */
  function relatedProducts(product: Product, limit = 4): Product[] {
    return products
      .filter((other) => other.category === product.category && other.id !== product.id)
      .slice(0, limit);
  }

  return {
    ...data,
    findProduct,
    findCategoryBySlug,
    findCategoryByName,
    featuredProducts,
    homeCategories,
    productsInCategory,
    relatedProducts,
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
