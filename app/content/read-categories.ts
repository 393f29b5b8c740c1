import type * as v from "valibot";
import type { BilingualCategory } from "../lib/catalog/catalog-in-edition";
import {
  bothLanguages,
  count,
  fields,
  optional,
  optionalWords,
  pictureName,
  slug,
} from "./content-fields";
import { entriesOf, type Kind, type Reading } from "./content-files";

export const categoryFiles = {
  file: /^categories\/[^/]+\/category(?:-\d+)?\.yaml$/,
  pictures: "one",
  schema: fields(
    {
      id: count("a whole number (the categories are shown in its order)"),
      slug: slug("birthday-gifts"),
      name: bothLanguages("name"),
      blurb: bothLanguages("blurb"),
      photo: optional(pictureName),
      photo_description: bothLanguages("description of the picture"),
      search_words: optionalWords,
    },
    "must be a list of fields, one per line (id: 1, slug: birthday-gifts, …)",
  ),
} satisfies Kind<v.GenericSchema>;

/** The categories, each with its own slug and id; their gifts are counted once products are read. */
export function readCategories(reading: Reading) {
  const categories: BilingualCategory[] = [];
  const slugFiles = new Map<string, string>();
  const idFiles = new Map<number, string>();
  for (const { entry, file, src } of entriesOf(categoryFiles, reading)) {
    const sameSlug = slugFiles.get(entry.slug);
    if (sameSlug) {
      reading.problems.push(
        `${file}: slug "${entry.slug}" is already used by ${sameSlug}; give each category its own`,
      );
    }
    const sameId = idFiles.get(entry.id);
    if (sameId) {
      reading.problems.push(
        `${file}: id ${entry.id} is already used by ${sameId}; give each category its own`,
      );
    }
    slugFiles.set(entry.slug, file);
    idFiles.set(entry.id, file);
    categories.push({
      id: entry.id,
      name: entry.name,
      slug: entry.slug,
      image: { src, alt: entry.photo_description },
      productCount: 0,
      blurb: entry.blurb,
      ...(entry.search_words ? { searchWords: entry.search_words } : {}),
    });
  }
  return { categories, slugs: [...slugFiles.keys()] };
}
