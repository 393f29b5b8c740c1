import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCatalogContent } from "./catalog-content";
import { ContentError } from "./content-files";
import { parseOccasionDate } from "./occasion-content";
import { problemsInEntry } from "./entry-check";

/** The shop's own personalised category and photo frame (gift 1), read from content/. */
const real = (path: string) => ({
  path,
  text: readFileSync(new URL(`../../content/${path}`, import.meta.url), "utf8"),
});
const frame = real("products/photo-frame/product.yaml");
/** Only its own category is here, so the frame is read without the others it is also in. */
const shop = [
  real("categories/personalized-gifts/category.yaml"),
  { ...frame, text: frame.text.replace(/^also_in:\n(?: {2}- .*\n)+/m, "") },
];
const pictures = [
  "categories/personalized-gifts/photo.jpg",
  ...readdirSync(new URL("../../content/products/photo-frame/", import.meta.url))
    .filter((name) => name.endsWith(".jpg"))
    .map((name) => `products/photo-frame/${name}`),
  "occasions/mothers-day/photo.jpg",
];

const occasion = (fields: string) => `slug: mothers-day
name:
  en: Mother's Day
  bn: মা দিবস
blurb:
  en: Gifts that say thank you.
  bn: যে উপহার বলে ধন্যবাদ।
photo: photo.jpg
photo_description:
  en: A photo frame
  bn: একটি ফটো ফ্রেম
${fields}`;

function read(fields: string) {
  return readCatalogContent(
    [...shop, { path: "occasions/mothers-day/occasion.yaml", text: occasion(fields) }],
    pictures,
  );
}

function mistakes(fields: string): string[] {
  try {
    read(fields);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const file = "occasions/mothers-day/occasion.yaml";

describe("occasions in content/", () => {
  it("reads a rule, its gifts from both its lists, and its picture", () => {
    const [read0] = read(
      "date: second Sunday of May\nshow_days_before: 10\ngifts: [1]\ncategories: [personalized-gifts]",
    ).occasions;
    expect(read0).toMatchObject({
      slug: "mothers-day",
      name: { en: "Mother's Day", bn: "মা দিবস" },
      date: { kind: "weekday", nth: 2, weekday: 0, month: 5 },
      productIds: [1],
      showDaysBefore: 10,
      categories: ["personalized-gifts"],
      image: { src: "/content/occasions/mothers-day/photo.jpg" },
    });
  });

  it("shows an occasion from 30 days before when its file says nothing, and reads its gifts' names for the day", () => {
    const [read0] = read(
      "date: second Sunday of May\ngifts: [1]\ngift_names:\n  - gift: 1\n    name:\n      en: Mother's Day Frame\n      bn: মা দিবসের ফ্রেম",
    ).occasions;
    expect(read0?.showDaysBefore).toBe(30);
    expect(read0?.giftNames).toEqual({ 1: { en: "Mother's Day Frame", bn: "মা দিবসের ফ্রেম" } });
    expect(
      mistakes(
        "date: 14 May\ncategories: [personalized-gifts]\ngift_names:\n  - gift: 7\n    name: { en: Cushion, bn: কুশন }",
      ),
    ).toEqual([`${file}: gift_names must name gifts it features, found 7`]);
  });

  it("reads the days the owner sets, and none yet", () => {
    expect(read("days:\n  - 2027-03-10\ngifts: [1]").occasions[0]?.date).toEqual({
      kind: "set",
      days: ["2027-03-10"],
    });
    expect(read("days: []\ngifts: [1]").occasions[0]?.date).toEqual({ kind: "set", days: [] });
  });

  it("reads a day that follows the moon, and its own day of delivery", () => {
    const eid = read("days:\n  - 2027-03-10\nmoon: true\ngifts: [1]").occasions[0];
    expect(eid).toMatchObject({ moon: true });
    expect(eid?.deliverDaysBefore).toBeUndefined();
    const own = read("days: [2027-05-17]\nmoon: yes\ndeliver_days_before: 0\ngifts: [1]");
    expect(own.occasions[0]).toMatchObject({ moon: true, deliverDaysBefore: 0 });
    // A day that does not follow the moon carries nothing for it.
    expect(read("date: 14 May\nmoon: false\ngifts: [1]").occasions[0]).not.toHaveProperty("moon");
    expect(mistakes("date: 14 May\ndeliver_days_before: 9\ngifts: [1]")).toEqual([
      `${file}: deliver_days_before must be a whole number of days from 0 to 7 (0 is the day itself), found 9`,
    ]);
    expect(mistakes("date: 14 May\nmoon: sometimes\ngifts: [1]")[0]).toMatch(
      /moon must be true or false/,
    );
  });

  it("says in one sentence each what is wrong", () => {
    expect(mistakes("date: 31 February\ngifts: [1]")).toEqual([
      `${file}: date must be a day such as "14 February" or a rule such as "second Sunday of May", found "31 February"`,
    ]);
    expect(mistakes("date: 14 February\ndays: [2027-02-14]\ngifts: [1]")).toEqual([
      `${file}: has both date and days; keep date for a day that is the same every year, days for the days you set each year`,
    ]);
    expect(mistakes("days: [2027-13-01]\ngifts: [1]")).toEqual([
      `${file}: days must each be a day written 2027-03-10, found "2027-13-01"`,
    ]);
    expect(mistakes("gifts: [1]")).toEqual([
      `${file}: needs a date (a day such as "14 February" or a rule such as "second Sunday of May") or, for a day that follows the moon, days: a list of the days you set each year`,
    ]);
    expect(mistakes("date: 14 May\ngifts: [99]\ncategories: [toys]")).toEqual([
      `${file}: gifts must be numbers of products in content/products, found 99`,
      `${file}: categories must be slugs of categories (personalized-gifts), found "toys"`,
    ]);
    expect(mistakes("date: 14 May")).toEqual([
      `${file}: needs gifts (products' numbers) or categories (their slugs) to feature`,
    ]);
  });

  it("is checked by the owner's admin alone, without the gifts beside it", () => {
    expect(
      problemsInEntry("occasions", {
        slug: "eid-al-fitr",
        name: { en: "Eid al-Fitr", bn: "ঈদুল ফিতর" },
        blurb: { en: "Eid gifts", bn: "ঈদের উপহার" },
        days: ["2027-03-10"],
        show_days_before: 14,
        gifts: ["2", "5"],
        photo: "photo.jpg",
        photo_description: { en: "A hamper", bn: "একটি হ্যাম্পার" },
      }),
    ).toEqual([]);
  });
});

describe("parseOccasionDate", () => {
  it("reads days and rules as people write them", () => {
    expect(parseOccasionDate("14 February")).toEqual({ kind: "fixed", month: 2, day: 14 });
    expect(parseOccasionDate("29 february")).toEqual({ kind: "fixed", month: 2, day: 29 });
    expect(parseOccasionDate("last Friday of November")).toEqual({
      kind: "weekday",
      nth: -1,
      weekday: 5,
      month: 11,
    });
    expect(parseOccasionDate("fifth Sunday of May")).toBeNull();
    expect(parseOccasionDate("February 14")).toBeNull();
  });
});
