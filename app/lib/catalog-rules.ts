import type { CatalogData, CatalogTranslation } from "./localize-catalog";

/**
 * What must hold for any catalog the shop keeps, of any size: one plain sentence per problem, so
 * an edit that breaks the catalog says what to fix. The spec's demo figures are not rules.
 */
export function catalogProblems(data: CatalogData, translation: CatalogTranslation): string[] {
  const problems: string[] = [];
  const categorySlugs = new Set(data.categories.map((category) => category.slug));

  const repeated = (values: readonly (string | number)[]) => [
    ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
  ];
  for (const id of repeated(data.products.map((product) => product.id))) {
    problems.push(`Product id ${id} is used by more than one product.`);
  }
  for (const slug of repeated(data.categories.map((category) => category.slug))) {
    problems.push(`Category slug "${slug}" is used by more than one category.`);
  }
  for (const id of repeated(data.categories.map((category) => category.id))) {
    problems.push(`Category id ${id} is used by more than one category.`);
  }

  for (const product of data.products) {
    const label = `Product ${product.id} (${product.name})`;
    if (!Number.isInteger(product.id) || product.id < 1) {
      problems.push(`${label}: the id must be a whole number from 1.`);
    }
    if (!Number.isInteger(product.price) || product.price <= 0) {
      problems.push(`${label}: the price must be a whole number of taka above 0.`);
    }
    if (product.originalPrice !== undefined && product.originalPrice < product.price) {
      problems.push(`${label}: the original price must not be below the price.`);
    }
    if (!(product.rating >= 0 && product.rating <= 5)) {
      problems.push(`${label}: the rating must be between 0 and 5.`);
    }
    if (!Number.isInteger(product.reviews) || product.reviews < 0) {
      problems.push(`${label}: the review count must be a whole number.`);
    }
    if (!categorySlugs.has(product.category)) {
      problems.push(`${label}: the category "${product.category}" is not a known category slug.`);
    }
    if (!translation.products[product.id]) {
      problems.push(`${label}: there is no Bangla text for it.`);
    }
  }
  for (const category of data.categories) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(category.slug)) {
      problems.push(`Category "${category.name}": the slug must be lower-case words joined by -.`);
    }
    if (!translation.categories[category.slug]) {
      problems.push(`Category "${category.slug}": there is no Bangla text for it.`);
    }
  }
  for (const testimonial of data.testimonials) {
    if (!translation.testimonials[testimonial.id]) {
      problems.push(`Testimonial "${testimonial.id}": there is no Bangla text for it.`);
    }
  }
  for (const member of data.team) {
    if (!translation.team[member.id]) {
      problems.push(`Team member "${member.id}": there is no Bangla text for them.`);
    }
  }
  return problems;
}
