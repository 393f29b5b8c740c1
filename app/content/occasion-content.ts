import * as v from "valibot";
import type { Bilingual, Occasion } from "../data/types";
import { defaultShowDaysBefore, monthNames, weekdayNames } from "../lib/occasions/occasion-dates";
import { isInCategory, type InCategories } from "../lib/catalog/occasions";
import { isCalendarDate } from "../lib/calendar/dhaka-calendar";
import {
  bothLanguages,
  demoMark,
  fields,
  optional,
  pictureName,
  slug,
  text,
  wholeNumberFrom,
  yesOrNo,
} from "./content-fields";
import { entriesOf, shown, type Kind, type Reading } from "./content-files";
import type { OccasionDate } from "../data/types";

/**
 * Occasions as the owner keeps them: content/occasions/<folder>/occasion.yaml with a picture
 * beside it. Its date is written as people say it ("14 February", "second Sunday of May"), or,
 * for a day that follows the moon, as the list of days the owner sets year by year.
 */

const months = monthNames;
const weekdays = weekdayNames;
const places = ["first", "second", "third", "fourth"];

const dateExamples = `a day such as "14 February" or a rule such as "second Sunday of May"`;

const indexIn = (list: readonly string[], word: string | undefined) =>
  list.findIndex((item) => item.toLowerCase() === word?.toLowerCase());

/** "14 February" or "second Sunday of May" (or "last Friday of …"), or null. */
export function parseOccasionDate(written: string): OccasionDate | null {
  const fixed = /^(\d{1,2})\s+([A-Za-z]+)$/.exec(written.trim());
  if (fixed) {
    const month = indexIn(months, fixed[2]) + 1;
    const day = Number(fixed[1]);
    // A leap year's calendar holds every day a year can have.
    const real =
      month > 0 &&
      isCalendarDate(`2028-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
    return real ? { kind: "fixed", month, day } : null;
  }
  const rule = /^([A-Za-z]+)\s+([A-Za-z]+)\s+of\s+([A-Za-z]+)$/.exec(written.trim());
  if (!rule) return null;
  const nth = rule[1]?.toLowerCase() === "last" ? -1 : indexIn(places, rule[1]) + 1;
  const weekday = indexIn(weekdays, rule[2]);
  const month = indexIn(months, rule[3]) + 1;
  return nth !== 0 && weekday >= 0 && month > 0 ? { kind: "weekday", nth, weekday, month } : null;
}

// The admin's relation to a product may write its number as text.
const productNumber = v.pipe(
  v.unknown(),
  v.transform((value) =>
    typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value,
  ),
  v.number("must be a product's number"),
);

export const occasionFiles = {
  file: /^occasions\/[^/]+\/occasion(?:-\d+)?\.yaml$/,
  pictures: "one",
  schema: fields(
    {
      slug: slug("valentines-day"),
      name: bothLanguages("name"),
      blurb: bothLanguages("short text"),
      date: optional(text(dateExamples)),
      days: optional(
        v.array(
          v.pipe(v.unknown(), v.transform(String)),
          "must be a list of days, each starting with - and written 2027-03-10",
        ),
      ),
      show_days_before: optional(
        wholeNumberFrom(1, 60, "must be a whole number of days from 1 to 60, such as 30"),
      ),
      // A day that follows the moon (Eid) is said as expected, and delivered as the shop says.
      moon: optional(yesOrNo),
      deliver_days_before: optional(
        wholeNumberFrom(0, 7, "must be a whole number of days from 0 to 7 (0 is the day itself)"),
      ),
      gifts: optional(
        v.array(productNumber, "must be a list of products' numbers, each starting with - "),
      ),
      categories: optional(
        v.array(
          text("a category's slug"),
          "must be a list of categories' slugs, each starting with - ",
        ),
      ),
      // A gift's own name is neutral ("Chocolate Hamper"); here it may read as the day's.
      gift_names: optional(
        v.array(
          fields(
            { gift: productNumber, name: bothLanguages("gift's name on this occasion's page") },
            "must have a gift: line (a product's number) and a name: with en: and bn: under it",
          ),
          "must be a list of gifts' names, each starting with - gift:",
        ),
      ),
      photo: optional(pictureName),
      photo_description: bothLanguages("description of the picture"),
      demo: demoMark,
    },
    "must be a list of fields, one per line (slug: valentines-day, date: 14 February, …)",
  ),
} satisfies Kind<v.GenericSchema>;

/**
 * An occasion as search knows it, its day set or not yet: a shopper searching "puja" in June
 * is looking for its gifts.
 */
export interface SearchedOccasion {
  slug: string;
  name: Bilingual;
  /** The gifts it names that are in the catalog (their ids), besides those of its categories. */
  gifts: number[];
  categories: string[];
}

/**
 * The occasions, each with its own slug, a date written one way, and gifts that are in the
 * catalog, and every occasion as search knows it. `products` are the catalog's gifts (id and
 * categories), in its order.
 */
export function readOccasions(
  reading: Reading,
  products: readonly ({ id: number } & InCategories)[],
  categorySlugs: readonly string[],
): { occasions: Occasion[]; searched: SearchedOccasion[] } {
  const occasions: Occasion[] = [];
  const searched: SearchedOccasion[] = [];
  const slugFiles = new Map<string, string>();
  const productIds = new Set(products.map((product) => product.id));
  const mistake = (file: string, sentence: string) => reading.problems.push(`${file}: ${sentence}`);
  for (const { entry, file, src } of entriesOf(occasionFiles, reading)) {
    const sameSlug = slugFiles.get(entry.slug);
    if (sameSlug)
      mistake(
        file,
        `slug "${entry.slug}" is already used by ${sameSlug}; give each occasion its own`,
      );
    slugFiles.set(entry.slug, file);

    let date: OccasionDate | null = null;
    if (entry.date !== undefined && entry.days !== undefined) {
      mistake(
        file,
        "has both date and days; keep date for a day that is the same every year, days for the days you set each year",
      );
    } else if (entry.date !== undefined) {
      date = parseOccasionDate(entry.date);
      if (!date) mistake(file, `date must be ${dateExamples}, found ${shown(entry.date)}`);
    } else if (entry.days !== undefined) {
      const wrong = entry.days.filter((day) => !isCalendarDate(day));
      for (const day of wrong)
        mistake(file, `days must each be a day written 2027-03-10, found ${shown(day)}`);
      // An empty list is a day not yet announced: the occasion waits, unshown, until it is set.
      if (wrong.length === 0) date = { kind: "set", days: entry.days };
    } else {
      mistake(
        file,
        `needs a date (${dateExamples}) or, for a day that follows the moon, days: a list of the days you set each year`,
      );
    }

    const gifts = entry.gifts ?? [];
    const categories = entry.categories ?? [];
    // Alone in the admin's check, an entry has no gifts or categories beside it to be checked against.
    for (const id of gifts.filter((id) => productIds.size > 0 && !productIds.has(id))) {
      mistake(file, `gifts must be numbers of products in content/products, found ${id}`);
    }
    for (const category of categories.filter(
      (category) => categorySlugs.length > 0 && !categorySlugs.includes(category),
    )) {
      mistake(
        file,
        `categories must be slugs of categories (${categorySlugs.join(", ")}), found ${shown(category)}`,
      );
    }
    if (gifts.length === 0 && categories.length === 0) {
      mistake(file, "needs gifts (products' numbers) or categories (their slugs) to feature");
    }
    // The gifts it names, in the owner's order, then the rest of its categories' in the catalog's.
    const featured = [
      ...new Set([
        ...gifts.filter((id) => productIds.has(id)),
        ...products
          .filter((product) => categories.some((category) => isInCategory(product, category)))
          .map((product) => product.id),
      ]),
    ];
    const giftNames = entry.gift_names ?? [];
    for (const { gift } of giftNames.filter(
      ({ gift }) => productIds.size > 0 && !featured.includes(gift),
    )) {
      mistake(file, `gift_names must name gifts it features, found ${gift}`);
    }
    searched.push({
      slug: entry.slug,
      name: entry.name,
      gifts: gifts.filter((id) => productIds.has(id)),
      categories: categories.filter((category) => categorySlugs.includes(category)),
    });
    if (!date) continue;
    occasions.push({
      slug: entry.slug,
      name: entry.name,
      blurb: entry.blurb,
      date,
      showDaysBefore: entry.show_days_before ?? defaultShowDaysBefore,
      ...(entry.moon ? { moon: true as const } : {}),
      ...(entry.deliver_days_before !== undefined
        ? { deliverDaysBefore: entry.deliver_days_before }
        : {}),
      productIds: featured,
      categories,
      giftNames: Object.fromEntries(giftNames.map(({ gift, name }) => [gift, name])),
      image: { src, alt: entry.photo_description },
    });
  }
  return { occasions, searched };
}
