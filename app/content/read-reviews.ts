import * as v from "valibot";
import type { Bilingual, Review } from "../data/types";
import { isCalendarDate, newestFirst } from "../lib/catalog/reviews";
import {
  bothLanguages,
  demoMark,
  fields,
  optional,
  pictureName,
  text,
  wholeNumberFrom,
} from "./content-fields";
import { entriesOf, folderOf, type Kind, type Reading } from "./content-files";

const productMessage = "must be the number of the gift it is about (the number in its web address)";
const dateMessage = "must be the day it was written, year-month-day, such as 2026-11-02";

export const reviewFiles = {
  file: /^reviews\/[^/]+\/review(?:-\d+)?\.yaml$/,
  pictures: "optional",
  schema: fields(
    {
      product: v.pipe(v.number(productMessage), v.integer(productMessage)),
      stars: wholeNumberFrom(1, 5, "must be a whole number of stars from 1 to 5"),
      date: v.pipe(v.string(dateMessage), v.check(isCalendarDate, dateMessage)),
      name: bothLanguages("name of who wrote it"),
      place: bothLanguages("place they live (city or district)"),
      language: v.picklist(
        ["en", "bn"],
        "must be the language the words are written in: en (English) or bn (Bangla)",
      ),
      words: text("what the customer wrote, as they wrote it"),
      photo: optional(pictureName),
      photo_description: optional(bothLanguages("description of the photo")),
      demo: demoMark,
    },
    "must be a list of fields, one per line (product: 1, stars: 5, …)",
  ),
} satisfies Kind<v.GenericSchema>;

/**
 * The reviews, each of a gift there is, known by their folder's name, newest first. A photo a
 * customer sent comes with what it shows, for shoppers who cannot see it.
 */
export function readReviews(
  reading: Reading,
  productIds: ReadonlySet<number>,
): Review<Bilingual>[] {
  const reviews: Review<Bilingual>[] = [];
  for (const { entry, file, src } of entriesOf(reviewFiles, reading)) {
    if (productIds.size > 0 && !productIds.has(entry.product)) {
      reading.problems.push(
        `${file}: product must be the number of a gift there is (${[...productIds].sort((a, b) => a - b).join(", ")}), found ${entry.product}`,
      );
    }
    if (src && !entry.photo_description) {
      reading.problems.push(
        `${file}: photo_description must say what the photo shows, in English and in Bangla (en: and bn:), for shoppers who cannot see it`,
      );
    }
    reviews.push({
      id: folderOf(file).slice("reviews/".length),
      productId: entry.product,
      name: entry.name,
      place: entry.place,
      date: entry.date,
      stars: entry.stars,
      text: entry.words,
      lang: entry.language,
      ...(src && entry.photo_description ? { photo: { src, alt: entry.photo_description } } : {}),
    });
  }
  return newestFirst(reviews);
}
