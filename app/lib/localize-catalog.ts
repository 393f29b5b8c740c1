import type { Category, Product, TeamMember, Testimonial } from "../data/types";

export interface CatalogData {
  products: readonly Product[];
  categories: readonly Category[];
  testimonials: readonly Testimonial[];
  team: readonly TeamMember[];
}

/** The words of the catalog in another language, keyed like the English data. */
export interface CatalogTranslation {
  products: Record<number, { name: string; description: string; imageAlt: string }>;
  categories: Record<string, { name: string; blurb: string; imageAlt: string }>;
  testimonials: readonly { name: string; location: string; review: string }[];
  team: readonly { name: string; role: string; description: string; imageAlt: string }[];
}

/**
 * The catalog with its words translated. Prices, stock and images stay those of the English data,
 * and every product keeps its English name and category as search keywords.
 */
export function localizeCatalog(data: CatalogData, translation: CatalogTranslation): CatalogData {
  const categoryNames = new Map(
    data.categories.map((category) => [
      category.name,
      translation.categories[category.slug]?.name ?? category.name,
    ]),
  );
  return {
    products: data.products.map((product) => {
      const text = translation.products[product.id];
      return {
        ...product,
        name: text?.name ?? product.name,
        description: text?.description ?? product.description,
        image: { ...product.image, alt: text?.imageAlt ?? product.image.alt },
        category: categoryNames.get(product.category) ?? product.category,
        keywords: `${product.name} ${product.category}`,
      };
    }),
    categories: data.categories.map((category) => {
      const text = translation.categories[category.slug];
      return {
        ...category,
        name: text?.name ?? category.name,
        blurb: text?.blurb ?? category.blurb,
        image: { ...category.image, alt: text?.imageAlt ?? category.image.alt },
      };
    }),
    testimonials: data.testimonials.map((testimonial, index) => ({
      ...testimonial,
      ...translation.testimonials[index],
    })),
    team: data.team.map((member, index) => {
      const text = translation.team[index];
      return text ? { ...member, ...text, image: { ...member.image, alt: text.imageAlt } } : member;
    }),
  };
}
