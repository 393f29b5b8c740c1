export interface Image {
  /** The source picture (`/content/products/x/photo.jpg`); pages show the build's WebP copies. */
  src: string;
  alt: string;
  /** A tiny blurred copy as a data: URL, shown while the picture loads; made by the image build. */
  placeholder?: string;
}

export interface Product {
  id: number;
  name: string;
  /** Whole taka: the shop never prices in poisha. */
  price: number;
  originalPrice?: number;
  image: Image;
  /** The slug of its category: names are translated, slugs never change. */
  category: string;
  description: string;
  rating: number;
  reviews: number;
  inStock: boolean;
  featured: boolean;
  /** Words from another edition that search should also match (English names on Bangla pages). */
  keywords?: string;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  image: Image;
  /** The count the shop displays, which includes gifts sold only by phone. */
  productCount: number;
  blurb: string;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  review: string;
  rating: number;
}

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  image: Image;
  description: string;
}

/** What a product card, a cart line and the listings need: no description, one image URL. */
export interface ProductSummary {
  id: number;
  name: string;
  price: number;
  originalPrice?: number;
  image: string;
  /** The category's slug, for filtering. */
  category: string;
  /** The category's name in the page's language, for display. */
  categoryName: string;
  rating: number;
  reviews: number;
  inStock: boolean;
  featured: boolean;
}

/** A product in the catalog index: its summary plus the words search looks through. */
export interface IndexedProduct extends ProductSummary {
  searchText: string;
}

/** Every product of one edition, compact, for filtering, sorting, search, the cart and the wishlist. */
export interface CatalogIndex {
  products: IndexedProduct[];
}
