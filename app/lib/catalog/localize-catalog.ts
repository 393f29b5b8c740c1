import { ownValue } from "./own-value";
import type { Category, Extra, Product, Review, TeamMember, Testimonial } from "../../data/types";

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
 * The catalog's words in another language, keyed by id or slug, never by position: reordering a
 * list in one language must not give an entry the other's words.
 */
export interface CatalogTranslation {
  products: Record<
    number,
    {
      name: string;
      keywords?: string;
      description: string;
      imageAlt: string;
      /** What each further photo shows, by its source (`ProductView.src`). */
      viewAlts?: Record<string, string>;
      /** Each text's label, by the text's id. */
      personalisation?: Record<string, string>;
      /** Each option's name and its choices' names, by their ids. */
      options?: Record<string, { name: string; choices: Record<string, string> }>;
    }
  >;
  extras: Record<string, { name: string; imageAlt: string }>;
  categories: Record<string, { name: string; keywords?: string; blurb: string; imageAlt: string }>;
  testimonials: Record<string, { name: string; location: string; review: string }>;
  team: Record<string, { name: string; role: string; description: string; imageAlt: string }>;
  /** Who wrote a review and where they live, and what its photo shows; never its words. */
  reviews: Record<string, { name: string; place: string; imageAlt?: string }>;
}

/** A gift's texts and options with their words translated; their ids stay the English ones. */
function localizeChoices(
  product: Product,
  text: CatalogTranslation["products"][number] | undefined,
): Pick<Product, "personalisation" | "options"> {
  return {
    ...(product.personalisation && {
      personalisation: product.personalisation.map((field) => ({
        ...field,
        label: ownValue(text?.personalisation, field.id) ?? field.label,
      })),
    }),
    ...(product.options && {
      options: product.options.map((option) => {
        const words = ownValue(text?.options, option.id);
        return {
          ...option,
          name: words?.name ?? option.name,
          choices: option.choices.map((choice) => ({
            ...choice,
            name: ownValue(words?.choices, choice.id) ?? choice.name,
          })),
        };
      }),
    }),
  };
}

/**
 * The catalog with its words translated. Prices, stock and images stay those of the English data,
 * and every product keeps its English name and category as search keywords, joined by the words
 * shoppers of this language type for it and for its category (loanwords such as গিফট or ফ্রেম).
 */
export function localizeCatalog(data: CatalogData, translation: CatalogTranslation): CatalogData {
  const englishCategoryNames = new Map(
    data.categories.map((category) => [category.slug, category.name]),
  );
  return {
    products: data.products.map((product) => {
      const text = translation.products[product.id];
      return {
        ...product,
        name: text?.name ?? product.name,
        description: text?.description ?? product.description,
        image: { ...product.image, alt: text?.imageAlt ?? product.image.alt },
        ...(product.views && {
          views: product.views.map((view) => {
            const alt = ownValue(text?.viewAlts, view.src) ?? view.alt;
            return alt === undefined ? { src: view.src } : { src: view.src, alt };
          }),
        }),
        keywords: [
          product.name,
          englishCategoryNames.get(product.category),
          text?.keywords,
          translation.categories[product.category]?.keywords,
        ]
          .filter(Boolean)
          .join(" "),
        ...localizeChoices(product, text),
      };
    }),
    extras: data.extras.map((extra) => {
      const text = ownValue(translation.extras, extra.id);
      return text
        ? { ...extra, name: text.name, image: { ...extra.image, alt: text.imageAlt } }
        : extra;
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
    testimonials: data.testimonials.map((testimonial) => ({
      ...testimonial,
      ...translation.testimonials[testimonial.id],
    })),
    reviews: data.reviews.map((review) => {
      const text = ownValue(translation.reviews, review.id);
      if (!text) return review;
      const { imageAlt, ...words } = text;
      return {
        ...review,
        ...words,
        ...(review.photo && { photo: { ...review.photo, alt: imageAlt ?? review.photo.alt } }),
      };
    }),
    team: data.team.map((member) => {
      const text = translation.team[member.id];
      return text ? { ...member, ...text, image: { ...member.image, alt: text.imageAlt } } : member;
    }),
  };
}
