import type { Locale } from "../../config/locale";
import type {
  Bilingual,
  Category,
  Extra,
  Product,
  Review,
  TeamMember,
  Testimonial,
} from "../../data/types";
import { inEdition } from "./bilingual";

/** What the owner wrote for search to match besides the words shown, in either language or both. */
export type SearchWords = Partial<Bilingual>;

/** A gift as the catalog keeps it: its words in both languages, and the owner's search words. */
export type BilingualProduct = Omit<Product<Bilingual>, "keywords"> & { searchWords?: SearchWords };

export type BilingualCategory = Category<Bilingual> & { searchWords?: SearchWords };

/**
 * The catalog as it is read from content/ (app/content/catalog-content.ts): each text in both
 * languages side by side, where it belongs, so a new text is a field of its type and nothing more.
 */
export interface BilingualCatalog {
  products: readonly BilingualProduct[];
  extras: readonly Extra<Bilingual>[];
  categories: readonly BilingualCategory[];
  testimonials: readonly Testimonial<Bilingual>[];
  team: readonly TeamMember<Bilingual>[];
  reviews: readonly Review<Bilingual>[];
}

/** One edition's catalog, as its pages are made from it. */
export interface CatalogData {
  products: readonly Product[];
  /** The little extras, cheapest first: never listed, counted or searched among the products. */
  extras: readonly Extra[];
  categories: readonly Category[];
  testimonials: readonly Testimonial[];
  team: readonly TeamMember[];
  /** Newest first; each keeps the words its customer wrote, in their language, in both editions. */
  reviews: readonly Review[];
}

/**
 * A category's search words in an edition: the owner's Bangla ones on the Bangla pages, none on
 * the English ones, whose category names are the words shoppers type.
 */
export function categorySearchWords(category: BilingualCategory, locale: Locale): string {
  return locale === "bn" ? (category.searchWords?.bn ?? "") : "";
}

/**
 * The catalog in one edition's words. Prices, stock, ids and pictures are the same in both. A
 * gift's search keywords are the owner's search words of the edition; on the Bangla pages they
 * also hold its English name and its category's, and its category's Bangla search words
 * (loanwords such as গিফট or ফ্রেম), so a shopper finds it by either.
 */
export function catalogInEdition(catalog: BilingualCatalog, locale: Locale): CatalogData {
  const categories = new Map(catalog.categories.map((category) => [category.slug, category]));
  return {
    products: catalog.products.map(({ searchWords, ...product }) => {
      const category = categories.get(product.category);
      const keywords =
        locale === "en"
          ? searchWords?.en
          : [
              product.name.en,
              category?.name.en,
              searchWords?.bn,
              category && categorySearchWords(category, locale),
            ]
              .filter(Boolean)
              .join(" ");
      return { ...inEdition(product, locale), ...(keywords ? { keywords } : {}) };
    }),
    extras: inEdition(catalog.extras, locale),
    categories: catalog.categories.map(({ searchWords, ...category }) =>
      inEdition(category, locale),
    ),
    testimonials: inEdition(catalog.testimonials, locale),
    team: inEdition(catalog.team, locale),
    reviews: inEdition(catalog.reviews, locale),
  };
}
