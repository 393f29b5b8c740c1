import type {
  Category,
  OccasionName,
  Product,
  ProductSummary,
  Review,
  TeamMember,
  Testimonial,
} from "../../data/types";
import { categoriesOf, isInCategory } from "./occasions";
import { applyProductQuery, paginate, type ListingPage, type ProductQuery } from "./catalog-query";
import type { CatalogData } from "./catalog-in-edition";
import type { Locale } from "../../config/locale";

/** How many featured gifts Home shows, whatever the size of the catalog. */
export const HOME_FEATURED_LIMIT = 8;
/** How many categories Home shows: the spec's first six. */
export const HOME_CATEGORY_LIMIT = 6;
export const RELATED_LIMIT = 4;

const PRODUCT_ID_MAX = 999_999_999;

export function isProductId(value: unknown): value is number {
  // Number.isInteger is false for anything but a number.
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= PRODUCT_ID_MAX;
}

/** Finds a product id in a URL segment: anything but a plain positive integer is not an id. */
export function parseProductId(idParam: string | undefined): number | undefined {
  if (!idParam || !/^[1-9]\d{0,8}$/.test(idParam)) return undefined;
  return Number(idParam);
}

/**
 * A category as the phone menu names it: its page, its name, and how many gifts its page lists
 * (none online is said so, not counted).
 */
export interface MenuCategory {
  slug: string;
  name: string;
  productCount: number;
}

/**
 * A category as its card shows it, on Home and the categories page: its page, its name, its count
 * and its picture, which is decorative there. Not its blurb or its picture's description, which
 * only its own page shows.
 */
export interface CategoryCardData extends MenuCategory {
  id: number;
  image: { src: string };
}

/**
 * What every page carries for the site's frame, from the root route's loader: each edition's
 * categories and gift days for the phone menu. Both, because the fallback page for unknown paths is
 * prerendered once for both editions.
 */
export interface SiteData {
  menuCategories: Record<Locale, MenuCategory[]>;
  /** Every gift day's name and timing, of which the menu shows the next one the device finds. */
  giftDays: Record<Locale, OccasionName[]>;
}

/** Everything Home shows, whatever the size of the catalog. */
export interface HomePageData {
  featured: ProductSummary[];
  categories: readonly CategoryCardData[];
  testimonials: readonly Testimonial[];
}

function categoryCard({ id, slug, name, productCount, image }: Category): CategoryCardData {
  return { id, slug, name, productCount, image: { src: image.src } };
}

/** Lookups over one edition's catalog. They run at build time: pages get only what they show. */
export function createCatalog(data: CatalogData) {
  const { products, categories } = data;
  const productsById = new Map(products.map((product) => [product.id, product]));
  const categoriesBySlug = new Map(categories.map((category) => [category.slug, category]));

  function findProduct(idParam: string | undefined): Product | undefined {
    const id = parseProductId(idParam);
    return id === undefined ? undefined : productsById.get(id);
  }

  function findCategoryBySlug(slug: string | undefined): Category | undefined {
    return slug === undefined ? undefined : categoriesBySlug.get(slug);
  }

  function summarize(product: Product): ProductSummary {
    const { id, name, price, originalPrice, image, category, alsoIn, rating, reviewCount } =
      product;
    const { inStock, featured } = product;
    return {
      id,
      name,
      price,
      ...(originalPrice === undefined ? {} : { originalPrice }),
      image: image.src,
      category,
      ...(alsoIn ? { alsoIn } : {}),
      categoryName: categoriesBySlug.get(category)?.name ?? "",
      rating,
      reviewCount,
      inStock,
      featured,
      // Only a gift that asks for them carries them: a cart line is priced and checked with them.
      ...(product.personalisation ? { personalisation: product.personalisation } : {}),
      ...(product.options ? { options: product.options } : {}),
    };
  }

  function featuredProducts(limit = HOME_FEATURED_LIMIT): ProductSummary[] {
    return products
      .filter((product) => product.featured)
      .slice(0, limit)
      .map(summarize);
  }

  function categoryCards(): CategoryCardData[] {
    return categories.map(categoryCard);
  }

  function homeCategories(): CategoryCardData[] {
    return categories.slice(0, HOME_CATEGORY_LIMIT).map(categoryCard);
  }

  function menuCategories(): MenuCategory[] {
    return categories.map(({ slug, name, productCount }) => ({ slug, name, productCount }));
  }

  function homePage(): HomePageData {
    return {
      featured: featuredProducts(),
      categories: homeCategories(),
      testimonials: data.testimonials,
    };
  }

  function productsInCategory(category: Category): Product[] {
    return products.filter((product) => isInCategory(product, category.slug));
  }

  /**
   * Other gifts for "You may also like": those of its primary category first, then those that
   * share another of its occasions.
   */
  function relatedProducts(product: Product, limit = RELATED_LIMIT): ProductSummary[] {
    const others = products.filter((other) => other.id !== product.id);
    const [primary, ...rest] = categoriesOf(product);
    const samePrimary = others.filter((other) => primary && isInCategory(other, primary));
    const sharing = others.filter(
      (other) => !samePrimary.includes(other) && rest.some((slug) => isInCategory(other, slug)),
    );
    return [...samePrimary, ...sharing].slice(0, limit).map(summarize);
  }

  /** A gift's reviews, newest first: only its own page carries them. */
  function reviewsOf(productId: number): Review[] {
    return data.reviews.filter((review) => review.productId === productId);
  }

  let summaries: ProductSummary[] | undefined;

  /** Every gift's summary, in the catalog's order: the catalog index's gifts, less their words. */
  function index(): ProductSummary[] {
    summaries ??= products.map(summarize);
    return summaries;
  }

  /** One page of a listing, as a prerendered page carries it: a category, or all, never a search. */
  function listingPage(query: ProductQuery): ListingPage<ProductSummary> {
    return paginate(applyProductQuery(index(), query), query.page);
  }

  return {
    products,
    /** Offered beside the gifts, never among them: no listing, count, search or page has them. */
    extras: data.extras,
    categories,
    testimonials: data.testimonials as readonly Testimonial[],
    team: data.team as readonly TeamMember[],
    findProduct,
    findCategoryBySlug,
    summarize,
    featuredProducts,
    categoryCards,
    homeCategories,
    menuCategories,
    homePage,
    productsInCategory,
    relatedProducts,
    reviewsOf,
    index,
    listingPage,
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
