/**
 * Words the owner writes in English and in Bangla, side by side (`en:` and `bn:` lines in
 * content/). The catalog keeps its texts so; a page carries one edition's (`inEdition`,
 * app/lib/catalog/bilingual.ts).
 */
export interface Bilingual<T = string> {
  en: T;
  bn: T;
}

/**
 * A text of the catalog: `string` in one edition's catalog, as pages carry it, `Bilingual` in the
 * catalog as it is read from content/. Each type with words takes it as its `Words`.
 */
export type Words = string | Bilingual;

export interface Image<W extends Words = string> {
  /** The source picture (`/content/products/x/photo.jpg`); pages show the build's WebP copies. */
  src: string;
  alt: W;
  /** A tiny blurred copy as a data: URL, shown while the picture loads; made by the image build. */
  placeholder?: string;
}

export interface Product<W extends Words = string> {
  id: number;
  name: W;
  /** Whole taka: the shop never prices in poisha. */
  price: number;
  originalPrice?: number;
  /** Its main photo (the first of its folder's): its card, share preview, wishlist and cart. */
  image: Image<W>;
  /** Its further photos, in their files' order, for its own page's gallery; none when it has one. */
  views?: ProductView<W>[];
  /** The slug of its primary category (its breadcrumb): names are translated, slugs never change. */
  category: string;
  /** The other categories it suits, by slug: their pages, counts, filter and search list it too. */
  alsoIn?: string[];
  description: W;
  /** The mean of its reviews' stars, to one decimal, worked out when the site is built; 0 with none. */
  rating: number;
  /** How many reviews its page shows. */
  reviewCount: number;
  inStock: boolean;
  featured: boolean;
  /**
   * The words search also matches in an edition: the owner's search words, and in Bangla the
   * English names (`catalogInEdition`). The catalog as read keeps the owner's as `searchWords`.
   */
  keywords?: string;
  /** What the shopper writes for a personalised gift, such as the name to engrave. */
  personalisation?: PersonalisationField<W>[];
  /** Choices that may change the price, such as a size; at most three. */
  options?: ProductOption<W>[];
}

/** A gift's photo after its main one, shown on its page only. */
export interface ProductView<W extends Words = string> {
  /** The source picture, as `Image.src`. */
  src: string;
  /** What it shows, when the owner wrote it; the page otherwise names it by its place. */
  alt?: W;
}

/**
 * Ids of fields, options and choices are made from their English names when the site is built:
 * the same in both editions, so a cart saved on one edition reads on the other.
 */
export interface PersonalisationField<W extends Words = string> {
  id: string;
  label: W;
  /** Characters as a person counts them: a Bangla conjunct or an emoji is one. */
  maxLength: number;
  required: boolean;
}

export interface ProductOption<W extends Words = string> {
  id: string;
  name: W;
  /** The first is chosen until the shopper picks another. */
  choices: OptionChoice<W>[];
}

export interface OptionChoice<W extends Words = string> {
  id: string;
  name: W;
  /** Whole taka added to the gift's price (and to its price before the discount): 0 or more. */
  surcharge: number;
}

/** A small priced add-on the shop sells beside a gift (chocolates, balloons): never listed. */
export interface Extra<W extends Words = string> {
  /** Lower-case words joined by -, such as chocolate-box: what the cart keeps. */
  id: string;
  name: W;
  price: number;
  image: Image<W>;
  /** An extra out of stock is not offered; one already in a cart stays there. */
  inStock: boolean;
}

export interface Category<W extends Words = string> {
  id: number;
  name: W;
  slug: string;
  image: Image<W>;
  /** How many gifts its page lists, worked out when the site is built. */
  productCount: number;
  blurb: W;
}

/** What a customer wrote about a gift, kept by the owner as they wrote it (content/reviews/). */
export interface Review<W extends Words = string> {
  /** Its folder's name under content/reviews/. */
  id: string;
  productId: number;
  /** Who wrote it and where they live, in the page's language. */
  name: W;
  place: W;
  /** The day it was written, YYYY-MM-DD. */
  date: string;
  /** 1 to 5. */
  stars: number;
  /** The customer's words, in the language they wrote them: `lang` says which. */
  text: string;
  lang: "en" | "bn";
  /** A photo the customer sent of the gift as it arrived. */
  photo?: Image<W>;
}

export interface Testimonial<W extends Words = string> {
  id: string;
  name: W;
  location: W;
  review: W;
  rating: number;
}

export interface TeamMember<W extends Words = string> {
  id: string;
  name: W;
  role: W;
  image: Image<W>;
  description: W;
}

/** What a product card, a cart line and the listings need: no description, one image URL. */
export interface ProductSummary {
  id: number;
  name: string;
  price: number;
  originalPrice?: number;
  image: string;
  /** The primary category's slug, and the others it is also in, for filtering. */
  category: string;
  alsoIn?: string[];
  /** The primary category's name in the page's language, for display. */
  categoryName: string;
  rating: number;
  reviewCount: number;
  inStock: boolean;
  featured: boolean;
  personalisation?: PersonalisationField[];
  options?: ProductOption[];
}

/**
 * A product in the catalog index: its summary plus the numbers, in the index's `search`
 * vocabulary (app/lib/search/search-index.ts), of the words search reads in it: its name's, then
 * the sound keys of its other edition's name, then its description's and search words', then the
 * keys of its other edition's search words. Its category's are the category's, listed once.
 */
export interface IndexedProduct extends ProductSummary {
  words: readonly number[];
  /** How many of `words` are its name's (in either edition). */
  nameWords: number;
}

/** Every product of one edition, compact, for filtering, sorting, search, the cart and the wishlist. */
export interface CatalogIndex {
  products: IndexedProduct[];
  search: SearchVocabulary;
  extras: Extra[];
}

/**
 * A day the shop sells gifts for (content/occasions/): when it falls, what it features, and how
 * long before it the shop shows it. The gifts are its own list, in the owner's order, then every
 * other gift of its categories, in the catalog's order.
 */
export interface Occasion {
  slug: string;
  name: Bilingual;
  blurb: Bilingual;
  date: OccasionDate;
  showDaysBefore: number;
  /** Its day follows the moon: said as expected (OccasionTiming). */
  moon?: true;
  /** How many days before its day it is delivered, when its file says (OccasionTiming). */
  deliverDaysBefore?: number;
  productIds: number[];
  /** The categories it features whole (their slugs), besides the gifts it names. */
  categories: string[];
  /** Its gifts' names on its page, by product id, where the owner gives one for the day. */
  giftNames: Record<number, Bilingual>;
  image: { src: string; alt: Bilingual };
}

/** An occasion's name in one edition's words and when it is on: what a gift's page and the order
 * form need to say by when to order. */
export interface OccasionName extends OccasionTiming {
  name: string;
}

/** An occasion as Home's hero shows it in its window: its picture, and the intro it may show. */
export interface OccasionBanner extends OccasionName {
  /**
   * Its picture and the owner's intro, for a gift day the shop shows within a season of the build
   * (`homeWordsDays`); null for one further off, which Home leads with, if the site is not built
   * again before, in the shop's own picture and a plain line. The intro is null as well while it
   * names one of its gifts that is sold out.
   */
  image: { src: string; alt: string } | null;
  intro: string | null;
}

/** An occasion in one edition's words, as Home and its own page show it. */
export interface OccasionSummary extends OccasionName {
  blurb: string;
  image: { src: string; alt: string };
}

/**
 * What the catalog index carries for search: the edition's words, each once, and the
 * other edition's words as sound keys, each once; gifts and categories list theirs by number
 * (search-words.ts writes them). Numbers below `words.length` are words, the rest keys. A phone
 * then keys each distinct word once and never splits a description.
 */
export interface SearchVocabulary {
  /** The edition's distinct words, as `searchWords` writes them, most used first. */
  words: string[];
  /** The other edition's distinct sound keys ('ghori' finds ঘড়ি on the English pages), most used first. */
  keys: string[];
  /** By category slug: the numbers of its name's words and of its other edition's keys. */
  categories: Record<string, number[]>;
  /** The gift days (content/occasions/), absent from a file written before search knew them. */
  giftDays?: GiftDayList[];
}

/** A gift day as search reads it: the words of its names, and the gifts it features. */
export interface GiftDayList {
  /** The numbers of its name's words, its other edition's name's keys and its other names' words. */
  words: number[];
  /** The gifts it names (their ids), besides those of its categories. */
  gifts: number[];
  /** The categories it features whole (their slugs). */
  categories: string[];
}

export type OccasionDate =
  | { kind: "fixed"; month: number; day: number }
  /** `nth` 1–4 counts from the month's start, -1 is the month's last such weekday. */
  | { kind: "weekday"; nth: number; weekday: number; month: number }
  | { kind: "set"; days: readonly string[] };

/** What the pages need of an occasion to say when it is and whether it is shown. */
export interface OccasionTiming {
  slug: string;
  date: OccasionDate;
  /** How many days before its day the shop starts showing it. */
  showDaysBefore: number;
  /**
   * Its day follows the moon (the Eids): it is said as expected, as it may move by a day once the
   * moon is sighted. Left out for a day that does not, so pages carry nothing for it.
   */
  moon?: true;
  /**
   * How many days before its day the shop delivers for it, when the owner says (0: on the day);
   * left out, a moon day takes the shop's setting and any other day is delivered on the day.
   */
  deliverDaysBefore?: number;
}
