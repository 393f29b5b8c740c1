/**
 * A gift belongs to every occasion it suits: its primary category (its breadcrumb and the spec's
 * `category`) and the others it lists. One rule for the category pages, their counts, the
 * listing's filter and search, so a tile never promises what its page does not list.
 */

/** What membership needs of a gift: its primary category and the others it is also in. */
export interface InCategories {
  category: string;
  alsoIn?: readonly string[];
}

/** Every category a gift is in, its primary one first, each once. */
export function categoriesOf(product: InCategories): string[] {
  return [...new Set([product.category, ...(product.alsoIn ?? [])])];
}

export function isInCategory(product: InCategories, slug: string): boolean {
  return product.category === slug || (product.alsoIn ?? []).includes(slug);
}

/** How many gifts each category's page lists, by slug; a category with none counts 0. */
export function countByCategory(
  products: readonly InCategories[],
  slugs: readonly string[],
): Map<string, number> {
  const counts = new Map(slugs.map((slug) => [slug, 0]));
  for (const product of products) {
    for (const slug of categoriesOf(product)) {
      const count = counts.get(slug);
      if (count !== undefined) counts.set(slug, count + 1);
    }
  }
  return counts;
}
