import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Locale } from "../config/locale";
import type { IndexedProduct } from "../data/types";
import { applyProductQuery, defaultQuery } from "../lib/catalog/catalog-query";
import { isInCategory } from "../lib/catalog/occasions";
import { scoreSearch } from "../lib/search/search-index";
import { catalogIndex } from "./catalog-index";
import { catalogContent } from "./content.server";
import { editionCatalog } from "./edition-catalog";

/*
 * Search over the shop's own catalog index, as a page fetches it, in both editions (issue 35).
 * Only the spec's nine demo gifts are named, so a gift the owner adds changes none of these.
 */
const indexes = { en: catalogIndex("en"), bn: catalogIndex("bn") };
const editions = { en: indexes.en.products, bn: indexes.bn.products };
const locales = ["en", "bn"] as const;

const found = (locale: Locale, search: string) =>
  applyProductQuery(
    editions[locale],
    { ...defaultQuery, search, sort: "relevance" },
    scoreSearch(indexes[locale].search, editions[locale], search),
  ).map((product) => product.id);

const CHOCOLATE_HAMPER = 2;
const COUPLE_CLOCK = 3;
const PEN_SET = 4;
const SURPRISE_BOX = 5;
const PHOTO_CUSHION = 7;
const ROSE_DOME = 8;

describe.each(locales)("search in the %s edition", (locale) => {
  it.each([
    ["ghori", COUPLE_CLOCK],
    ["kolom", PEN_SET],
    ["golap", ROSE_DOME],
    ["bhalobasha", ROSE_DOME],
    ["valobasa", ROSE_DOME],
    ["ভালবাসা", ROSE_DOME],
    ["ঘরি", COUPLE_CLOCK],
    ["choclate", CHOCOLATE_HAMPER],
    ["cuple clock", COUPLE_CLOCK],
    ["cushon", PHOTO_CUSHION],
  ])("'%s' finds gift %i first", (search, id) => {
    expect(found(locale, search)[0]).toBe(id);
  });

  it("'jonmodin' finds the birthday gifts, and 'upohar' the gifts of the categories named for it", () => {
    const birthday = editions[locale].filter((p) => p.category === "birthday-gifts");
    expect(found(locale, "jonmodin")).toEqual(expect.arrayContaining(birthday.map((p) => p.id)));
    const gifts = editions[locale].filter((p) => p.category !== "flowers-plants");
    expect(found(locale, "upohar")).toEqual(expect.arrayContaining(gifts.map((p) => p.id)));
  });

  it("ranks a gift named for the word above one whose description has it", () => {
    // The pen set is named for its pen; the couple clock's description has a "pencil" battery.
    const pen = found(locale, locale === "en" ? "pen" : "কলম");
    expect(pen[0]).toBe(PEN_SET);
  });

  it("finds nothing for a word no gift has, even with a typo allowed", () => {
    expect(found(locale, "trumpet")).toEqual([]);
    expect(found(locale, "qqqqqq")).toEqual([]);
  });

  // The Bangla review of 1 December 2026 (item 9): what the shop does not sell finds nothing,
  // rather than gifts that share a sound key's letters (sari's "sori" is inside anniversary's).
  it.each([
    "শাড়ি",
    "sari",
    "shari",
    "saree",
    "মিষ্টি",
    "mishti",
    "misti",
    "পাঞ্জাবি",
    "panjabi",
    "punjabi",
    "lungi",
    "লুঙ্গি",
    "fuler tob",
    "ফুলের টব",
    "perfume",
  ])("'%s', which the shop does not sell, finds nothing", (search) => {
    expect(found(locale, search)).toEqual([]);
  });

  it.each([
    ["ঘড়ি", COUPLE_CLOCK],
    ["golap", ROSE_DOME],
    ["kolom", PEN_SET],
    ["চকলেট", CHOCOLATE_HAMPER],
    ["ful", ROSE_DOME],
    ["ফুল", ROSE_DOME],
    ["valobasha", ROSE_DOME],
    ["ভালোবাসা", ROSE_DOME],
    ["ঘড়ির", COUPLE_CLOCK],
    ["কলমের", PEN_SET],
  ])("'%s', of the Bangla review's searches, finds gift %i", (search, id) => {
    expect(found(locale, search)).toContain(id);
  });

  it("'cake' and 'কেক' find the surprise box, whose cake is in the edition's words", () => {
    expect(found(locale, locale === "en" ? "cake" : "কেক")).toContain(SURPRISE_BOX);
  });
});

/** Every gift a gift day features: those it names and those of its categories. */
function giftsOfDay(locale: Locale, slug: string): number[] {
  const day = catalogContent.searchedOccasions.find((occasion) => occasion.slug === slug);
  if (!day) throw new Error(`No gift day ${slug} in content/occasions`);
  return editions[locale]
    .filter(
      (product) =>
        day.gifts.includes(product.id) ||
        day.categories.some((category) => isInCategory(product, category)),
    )
    .map((product) => product.id);
}

/*
 * A gift day's names in both scripts and in Latin letters, the other names people call it by, and
 * the wishes typed with it, each with the days whose gifts it finds (issue 63).
 */
const giftDaySearches: [string, string[]][] = [
  ["eid", ["eid-al-fitr", "eid-al-adha"]],
  ["ঈদ", ["eid-al-fitr", "eid-al-adha"]],
  ["ইদ", ["eid-al-fitr", "eid-al-adha"]],
  ["eid mubarak", ["eid-al-fitr", "eid-al-adha"]],
  ["ঈদ মোবারক", ["eid-al-fitr", "eid-al-adha"]],
  ["ঈদের উপহার", ["eid-al-fitr", "eid-al-adha"]],
  ["eid al adha", ["eid-al-adha"]],
  ["ঈদুল আযহা", ["eid-al-adha"]],
  ["kurbani", ["eid-al-adha"]],
  ["কোরবানি", ["eid-al-adha"]],
  ["eid ul fitr", ["eid-al-fitr"]],
  ["ঈদ উল আযহা", ["eid-al-adha"]],
  ["boishakh", ["pohela-boishakh"]],
  ["baishakh", ["pohela-boishakh"]],
  ["বৈশাখ", ["pohela-boishakh"]],
  ["pohela boishakh", ["pohela-boishakh"]],
  ["শুভ নববর্ষ", ["pohela-boishakh"]],
  ["shubho noboborsho", ["pohela-boishakh"]],
  ["বড়দিন", ["christmas"]],
  ["বড়দিনের উপহার", ["christmas"]],
  ["christmas", ["christmas"]],
  ["xmas", ["christmas"]],
  ["merry christmas", ["christmas"]],
  ["ক্রিসমাস", ["christmas"]],
  ["valentine", ["valentines-day"]],
  ["valentine's day", ["valentines-day"]],
  ["valentines day", ["valentines-day"]],
  ["ভালোবাসা দিবস", ["valentines-day"]],
  ["ভ্যালেন্টাইন", ["valentines-day"]],
  ["mother's day", ["mothers-day"]],
  ["mothers day", ["mothers-day"]],
  ["happy mother's day", ["mothers-day"]],
  ["মা দিবস", ["mothers-day"]],
  ["puja", ["durga-puja"]],
  ["পূজা", ["durga-puja"]],
  ["পূজার উপহার", ["durga-puja"]],
  ["durga puja", ["durga-puja"]],
  ["bijoya", ["durga-puja"]],
];

describe.each(locales)("gift days in the %s edition", (locale) => {
  it.each(giftDaySearches)("'%s' finds every gift of %j", (search, slugs) => {
    const gifts = new Set(slugs.flatMap((slug) => giftsOfDay(locale, slug)));
    expect(found(locale, search)).toEqual(expect.arrayContaining([...gifts]));
  });

  it.each(["xmas", "বড়দিন", "boishakh", "kurbani", "puja", "eid", "ঈদ"])(
    "'%s' finds no gift beyond its days'",
    (search) => {
      const slugs = giftDaySearches.find(([typed]) => typed === search)?.[1] ?? [];
      const gifts = new Set(slugs.flatMap((slug) => giftsOfDay(locale, slug)));
      expect(found(locale, search).filter((id) => !gifts.has(id))).toEqual([]);
    },
  );

  it("finds each gift day's gifts by its name in either edition, whatever days content holds", () => {
    for (const day of catalogContent.searchedOccasions) {
      for (const name of [day.name.en, day.name.bn]) {
        expect(found(locale, name), name).toEqual(
          expect.arrayContaining(giftsOfDay(locale, day.slug)),
        );
      }
    }
  });

  it("ranks a gift whose own words have the day's word above the day's other gifts", () => {
    expect(found(locale, "ভালোবাসা দিবস")[0]).toBe(ROSE_DOME);
  });
});

/** A gift's text as search read it before issue 35: its name, category, description, words. */
function textBefore(locale: Locale, product: IndexedProduct): string {
  const full = editionCatalog(locale).findProduct(String(product.id));
  const words = [full?.description, full?.keywords ?? ""].join(" ").trim();
  return `${product.name} ${product.categoryName} ${words}`;
}

/** What search matched before issue 35: every word somewhere in the gift's text, as typed. */
function matchedBefore(text: string, term: string): boolean {
  const normalize = (value: string) => value.normalize("NFKC").toLocaleLowerCase();
  const words = normalize(term).split(/\s+/).filter(Boolean);
  const haystack = normalize(text);
  return words.every((word) => haystack.includes(word));
}

describe.each(locales)("no gift is lost that search found before (%s)", (locale) => {
  const products = editions[locale];
  const texts = products.map((product) => textBefore(locale, product));
  /** Pieces of the catalog's own text, as a shopper might type part of what they saw. */
  const pieces = fc
    .tuple(fc.nat(products.length - 1), fc.nat(), fc.integer({ min: 1, max: 14 }))
    .map(([which, start, length]) => {
      const text = texts[which] ?? "";
      const from = start % text.length;
      return text.slice(from, from + length);
    });
  // A search of symbols alone now finds nothing (scoreSearch): every other search is held to it.
  const terms = fc
    .oneof(
      pieces,
      fc.tuple(pieces, pieces).map(([a, b]) => `${a} ${b}`),
      fc.string({ maxLength: 6 }),
    )
    .filter((term) => /[\p{L}\p{N}]/u.test(term));

  it("every gift a search matched before it still finds", () => {
    fc.assert(
      fc.property(terms, (term) => {
        const shown = new Set(found(locale, term));
        products.forEach((product, at) => {
          if (matchedBefore(texts[at] ?? "", term)) expect(shown.has(product.id)).toBe(true);
        });
      }),
      { numRuns: 400 },
    );
  });
});
