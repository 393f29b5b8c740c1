import * as v from "valibot";
import type { Bilingual, ProductView } from "../data/types";
import type { BilingualProduct } from "../lib/catalog/catalog-in-edition";
import {
  bothLanguages,
  demoMark,
  fields,
  optional,
  optionalWords,
  pictureName,
  text,
  wholeTaka,
  yesOrNo,
} from "./content-fields";
import { entriesOf, shown, type Kind, type Reading } from "./content-files";
import { personalisationField, productOption, readChoices } from "./read-product-choices";

const idMessage = "must be a whole number from 1 (the number in the product's web address)";
const categorySlug = text("the slug of a category, such as birthday-gifts");

export const productFiles = {
  file: /^products\/[^/]+\/product(?:-\d+)?\.yaml$/,
  pictures: "several",
  schema: fields(
    {
      id: v.pipe(
        v.number(idMessage),
        v.integer(idMessage),
        v.minValue(1, idMessage),
        v.maxValue(999_999_999, "must be a number of at most 9 digits"),
      ),
      category: categorySlug,
      also_in: optional(
        v.array(categorySlug, "must be a list of category slugs, each starting with - "),
      ),
      price: wholeTaka,
      original_price: optional(wholeTaka),
      in_stock: yesOrNo,
      featured: yesOrNo,
      name: bothLanguages("name"),
      description: bothLanguages("description"),
      photo: optional(pictureName),
      photo_description: bothLanguages("description of the photo"),
      more_photos: optional(
        v.array(pictureName, "must be a list of file names, each starting with - "),
      ),
      more_photo_descriptions: optional(
        v.array(
          bothLanguages("description of the photo"),
          "must be a list of descriptions, one for each photo after the main one, each starting with - en:",
        ),
      ),
      search_words: optionalWords,
      personalisation: optional(
        v.array(
          personalisationField,
          "must be a list of texts to ask for, each starting with - label:",
        ),
      ),
      options: optional(
        v.array(productOption, "must be a list of options, each starting with - name:"),
      ),
      demo: demoMark,
    },
    "must be a list of fields, one per line (id: 1, price: 950, …)",
  ),
} satisfies Kind<v.GenericSchema>;

type ProductEntry = v.InferOutput<typeof productFiles.schema>;

/**
 * A gift's photos after its main one, each with what the owner wrote it shows, in the photos'
 * order; one left undescribed is named on the page by its place. More descriptions than photos is
 * a mistake: a photo was probably removed, or not yet added.
 */
function readViews(
  entry: ProductEntry,
  file: string,
  more: readonly string[],
  problems: string[],
): ProductView<Bilingual>[] {
  const described = entry.more_photo_descriptions ?? [];
  if (described.length > more.length) {
    const names = more.map((src) => src.slice(src.lastIndexOf("/") + 1)).join(", ");
    problems.push(
      more.length === 0
        ? `${file}: more_photo_descriptions must be left out while the folder has a single photo, found ${described.length === 1 ? "1 description" : `${described.length} descriptions`}`
        : `${file}: more_photo_descriptions must have at most one description for each photo after the main one (${names}), found ${described.length}`,
    );
  }
  return more.map((src, index) => {
    const alt = described[index];
    return alt === undefined ? { src } : { src, alt };
  });
}

/**
 * The other categories a gift is in, each a category there is, named once, and not its primary
 * one (which it is in already).
 */
function readAlsoIn(
  entry: ProductEntry,
  file: string,
  categorySlugs: readonly string[],
  problems: string[],
): string[] {
  const named = entry.also_in ?? [];
  named.forEach((slug, index) => {
    const field = `${file}: also_in.entry ${index + 1}`;
    if (categorySlugs.length > 0 && !categorySlugs.includes(slug)) {
      problems.push(
        `${field} must be the slug of a category (${categorySlugs.join(", ")}), found ${shown(slug)}`,
      );
    } else if (slug === entry.category) {
      problems.push(
        `${field} must be another category than the gift's own (category: ${entry.category}), which it is in already; remove it`,
      );
    } else if (named.indexOf(slug) < index) {
      problems.push(`${field} names ${shown(slug)} a second time; name each category once`);
    }
  });
  return [...new Set(named)].filter((slug) => slug !== entry.category);
}

/** The products, each with its own id and in a category there is. */
export function readProducts(reading: Reading, categorySlugs: readonly string[]) {
  const products: BilingualProduct[] = [];
  const idFiles = new Map<number, string>();
  const clashes: { file: string; id: number; other: string }[] = [];
  for (const { entry, file, src, more } of entriesOf(productFiles, reading)) {
    const sameId = idFiles.get(entry.id);
    if (sameId) clashes.push({ file, id: entry.id, other: sameId });
    else idFiles.set(entry.id, file);
    if (categorySlugs.length > 0 && !categorySlugs.includes(entry.category)) {
      reading.problems.push(
        `${file}: category must be the slug of a category (${categorySlugs.join(", ")}), found ${shown(entry.category)}`,
      );
    }
    const alsoIn = readAlsoIn(entry, file, categorySlugs, reading.problems);
    if (entry.original_price !== undefined && entry.original_price < entry.price) {
      reading.problems.push(
        `${file}: original_price must not be below the price (${entry.price}), found ${entry.original_price}`,
      );
    }
    const choices = readChoices(entry, file, reading.problems);
    const views = readViews(entry, file, more, reading.problems);
    products.push({
      id: entry.id,
      name: entry.name,
      price: entry.price,
      ...(entry.original_price === undefined ? {} : { originalPrice: entry.original_price }),
      image: { src, alt: entry.photo_description },
      ...(views.length > 0 ? { views } : {}),
      category: entry.category,
      ...(alsoIn.length > 0 ? { alsoIn } : {}),
      description: entry.description,
      rating: 0,
      reviewCount: 0,
      inStock: entry.in_stock,
      featured: entry.featured,
      ...(entry.search_words ? { searchWords: entry.search_words } : {}),
      ...choices,
    });
  }
  // A copied folder keeps the id it was copied from: the message names the number to use instead.
  const nextFree = Math.max(0, ...idFiles.keys()) + 1;
  clashes.forEach(({ file, id, other }, index) => {
    reading.problems.push(
      `${file}: id ${id} is already used by ${other}; give this product its own number, such as ${nextFree + index}`,
    );
  });
  return products;
}
