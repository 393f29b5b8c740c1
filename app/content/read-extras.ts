import type * as v from "valibot";
import type { Bilingual, Extra } from "../data/types";
import {
  bothLanguages,
  demoMark,
  fields,
  maxCartIdLength,
  optional,
  pictureName,
  slug,
  wholeTaka,
  yesOrNo,
} from "./content-fields";
import { entriesOf, type Kind, type Reading } from "./content-files";

export const extraFiles = {
  file: /^extras\/[^/]+\/extra(?:-\d+)?\.yaml$/,
  pictures: "one",
  schema: fields(
    {
      id: slug("chocolate-box"),
      price: wholeTaka,
      in_stock: yesOrNo,
      name: bothLanguages("name"),
      photo: optional(pictureName),
      photo_description: bothLanguages("description of the photo"),
      demo: demoMark,
    },
    "must be a list of fields, one per line (id: chocolate-box, price: 350, …)",
  ),
} satisfies Kind<v.GenericSchema>;

/**
 * The little extras, offered beside the gifts and never listed among them, each with its own id,
 * cheapest first: the order of both editions, so it follows the English names.
 */
export function readExtras(reading: Reading): Extra<Bilingual>[] {
  const extras: Extra<Bilingual>[] = [];
  const idFiles = new Map<string, string>();
  for (const { entry, file, src } of entriesOf(extraFiles, reading)) {
    const sameId = idFiles.get(entry.id);
    if (sameId) {
      reading.problems.push(
        `${file}: id "${entry.id}" is already used by ${sameId}; give each extra its own`,
      );
      continue;
    }
    idFiles.set(entry.id, file);
    if (entry.id.length > maxCartIdLength) {
      reading.problems.push(
        `${file}: id must be at most ${maxCartIdLength} characters, as a cart keeps no longer ones; shorten it (it has ${entry.id.length})`,
      );
    }
    extras.push({
      id: entry.id,
      name: entry.name,
      price: entry.price,
      image: { src, alt: entry.photo_description },
      inStock: entry.in_stock,
    });
  }
  return extras.sort((a, b) => a.price - b.price || a.name.en.localeCompare(b.name.en));
}
