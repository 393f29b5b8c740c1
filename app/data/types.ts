export type CategoryName =
  | "Birthday Gifts"
  | "Anniversary Gifts"
  | "Wedding Gifts"
  | "Corporate Gifts"
  | "Flowers & Plants"
  | "Personalized Gifts";

export interface Image {
  src: string;
  alt: string;
}

export interface Product {
  id: number;
  name: string;
  /** Whole taka: the shop never prices in poisha. */
  price: number;
  originalPrice?: number;
  image: Image;
  /** The name of its category, in the same edition as the category list. */
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
  name: string;
  location: string;
  review: string;
  rating: number;
}

export interface TeamMember {
  name: string;
  role: string;
  image: Image;
  description: string;
}
