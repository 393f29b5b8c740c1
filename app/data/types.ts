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
  category: CategoryName;
  description: string;
  rating: number;
  reviews: number;
  inStock: boolean;
  featured: boolean;
}

export interface Category {
  id: number;
  name: CategoryName;
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
