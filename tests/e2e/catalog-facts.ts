import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import type { Locale } from "../../app/config/locale";
import { editionCatalog } from "../../app/content/edition-catalog";

/** Terms that find nothing in either edition. */
const findNothing: Record<string, readonly number[]> = Object.fromEntries(
  [
    "bicycle",
    "sari",
    "শাড়ি",
    "🎁 !!",
    "🎁🎂",
    "nope",
    "abc",
    "second",
    "1e309",
    "99999999999999999999",
    "5000",
    "price-asc",
    "toString",
    "%",
    "%E0%A4",
    "<script>alert(1)</script>",
    "\u0000",
    "../../etc/passwd",
  ].map((term) => [term, []]),
);

/**
 * What a search finds in the demo shop, by gift id, best match first: the terms the tests and the
 * generated query strings (tests/component/listing.tsx) search for. Pinned by hand, not worked out
 * by the app's search, so a ranking or matching bug fails a test; a term missing here stops the test
 * that uses it and says so.
 */
const findsInEither: Readonly<Record<string, readonly number[]>> = {
  ...findNothing,
  BIRTHDAY: [1, 2, 4, 5, 7, 9],
  "birthday-gifts": [1, 2, 4, 5, 7, 9],
  jonmodin: [1, 2, 4, 5, 7, 9],
  frame: [1],
  ghori: [3],
  "cuple clock": [3],
  kolom: [4],
  golap: [8],
  choclate: [2],
  হ্যাম্পার: [2],
  cushon: [7],
  "juice bottle": [9],
  bottle: [6, 9],
  bhalobasha: [8, 1, 3, 5, 6, 7],
  ভালবাসা: [8, 1, 3, 5, 6, 7],
  ঈদ: [1, 2, 4, 7],
  eid: [1, 2, 4, 7],
  upohar: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  উপহার: [1, 2, 3, 4, 5, 6, 7, 8, 9],
};

const searchFinds: Record<Locale, Readonly<Record<string, readonly number[]>>> = {
  en: {
    ...findsInEither,
    "mango-wood": [1],
    gift: [9, 1, 2, 3, 4, 5, 6, 7, 8],
    // Digits match the numbers in descriptions ("5 years", "500 ml"), and "or" the word itself.
    "-5": [9, 8],
    "' OR 1=1 --": [7, 8],
    NaN: [],
  },
  bn: {
    ...findsInEither,
    "mango-wood": [],
    gift: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    "-5": [],
    "' OR 1=1 --": [],
    // Read as Banglish, "nan" is নানা ("all kinds of"), in the hamper's description.
    NaN: [2],
  },
};

function found(locale: Locale, term: string): readonly number[] {
  const pinned = searchFinds[locale][term];
  if (pinned) return pinned;
  throw new Error(
    `No pinned result for a search of ${JSON.stringify(term)} (${locale}): add what it must find to searchFinds in tests/e2e/catalog-facts.ts`,
  );
}

const sorts = ["relevance", "featured", "price-asc", "price-desc", "rating", "name"] as const;
type Sort = (typeof sorts)[number];
/** The slider's top, which puts no limit on the price. */
const noPriceLimit = 10000;
const pageSize = 24;

/**
 * What the products page must show for a query string, worked out here from the catalog's data
 * with the shop's rules written out plainly, apart from the app's own query and listing code, so
 * a bug in those fails the tests that compare the page with this. Each part of the query that is
 * missing or malformed falls back to its default on its own.
 */
export function listing(queryString = "", locale: Locale = "en") {
  const catalog = editionCatalog(locale);
  const params = new URLSearchParams(queryString);
  const categorySlug = params.get("category");
  const category = catalog.categories.find((option) => option.slug === categorySlug);
  const rawMax = params.get("max");
  const maxPrice =
    rawMax !== null && /^\d{1,5}$/.test(rawMax)
      ? Math.min(Number(rawMax), noPriceLimit)
      : noPriceLimit;
  const rawSearch = params.get("q")?.trim() ?? "";
  const search = rawSearch.length <= 100 ? rawSearch : "";
  const rawSort = params.get("sort");
  const sort: Sort =
    sorts.find((key) => key === rawSort && (key !== "relevance" || search !== "")) ??
    (search ? "relevance" : "featured");

  const matches = search ? found(locale, search) : undefined;
  const inQuery = catalog.products.filter(
    (gift) =>
      (!matches || matches.includes(gift.id)) &&
      (!category ||
        gift.category === category.slug ||
        (gift.alsoIn ?? []).includes(category.slug)) &&
      (maxPrice === noPriceLimit || gift.price <= maxPrice),
  );
  // Array.prototype.sort is stable: gifts that tie keep the catalog's order.
  const ordered = [...inQuery].sort((a, b) => {
    switch (sort) {
      case "relevance":
        return (matches?.indexOf(a.id) ?? 0) - (matches?.indexOf(b.id) ?? 0);
      case "featured":
        return Number(b.featured) - Number(a.featured);
      case "price-asc":
        return a.price - b.price;
      case "price-desc":
        return b.price - a.price;
      case "rating":
        return b.rating - a.rating;
      case "name":
        return a.name.localeCompare(b.name, "en");
    }
  });
  const text = locale === "bn" ? bn : en;
  return {
    /** The page's heading: the category it is narrowed to, else 'All Products'. */
    heading: category?.name ?? text.pages.products,
    /** 'Showing X of Y products' in the edition's words and digits. */
    showing: text.productsPage.showing(ordered.length, catalog.products.length),
    /** The names on the first page, in order. */
    names: ordered.slice(0, pageSize).map((gift) => gift.name),
    total: ordered.length,
    query: { category: category?.slug ?? "all", maxPrice, sort, search },
  };
}
