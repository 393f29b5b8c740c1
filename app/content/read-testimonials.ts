import * as v from "valibot";
import type { Bilingual, Testimonial } from "../data/types";
import { bothLanguages, demoMark, fields, wholeNumberFrom } from "./content-fields";
import { entriesOf, type Kind, type Reading } from "./content-files";

export const testimonialsFile = {
  file: /^testimonials\.yaml$/,
  pictures: "none",
  schema: fields(
    {
      testimonials: v.array(
        fields(
          {
            rating: wholeNumberFrom(1, 5, "must be a whole number of stars from 1 to 5"),
            name: bothLanguages("name"),
            location: bothLanguages("place"),
            review: bothLanguages("review"),
            demo: demoMark,
          },
          "must be a testimonial: rating, name, location and review",
        ),
        "must be a list of testimonials, each starting with - rating:",
      ),
    },
    "must start with testimonials: and list them under it, each starting with - rating:",
  ),
} satisfies Kind<v.GenericSchema>;

/** The testimonials, known by their place in the list. */
export function readTestimonials(reading: Reading): Testimonial<Bilingual>[] {
  return [...entriesOf(testimonialsFile, reading)].flatMap(({ entry: file }) =>
    file.testimonials.map((entry, index) => ({
      id: String(index + 1),
      name: entry.name,
      location: entry.location,
      review: entry.review,
      rating: entry.rating,
    })),
  );
}
