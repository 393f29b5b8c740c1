import { categoriesOf, type InCategories } from "../catalog/occasions";
import { otherNamesOf } from "./gift-day-names";
import type { SearchableProduct } from "./search-index";
import { searchWords, soundKey } from "./sound-key";
import type { SearchVocabulary } from "../../data/types";

/** A gift's or a category's words in one edition: its name, and the rest search reads. */
export interface EditionWords {
  name: string;
  text: string;
}

/** A gift or a category as search reads it: its own edition's words and, as keys, the other's. */
export interface WordsToIndex {
  own: EditionWords;
  other?: EditionWords;
}

/** A gift day as search reads it: its name in each edition, and the gifts it features. */
export interface GiftDayToIndex {
  own: string;
  other: string;
  /** The gifts it names (their ids), besides those of its categories. */
  gifts: readonly number[];
  categories: readonly string[];
}

const keysOf = (text: string) => searchWords(text).map(soundKey).filter(Boolean);
const distinct = <T>(values: Iterable<T>) => [...new Set(values)];

/**
 * Writes what the catalog index carries for search (SearchVocabulary), when the site is built.
 * A gift lists its name's words, then the keys of its name in the other edition that its own
 * name does not give (those count as its name), then the rest of its words, then the keys of its
 * other edition's search words that nothing before gives. The other edition's description is left
 * out: at 1,000 gifts it would add a third to the index, and a gift is found by what it is called.
 * A category lists its name's words and its other edition's keys, once for all the gifts in it. So
 * does a gift day, with the other names people know it by (gift-day-names.ts), and the gifts and
 * categories it features: a day that features a category costs the index its slug, not a number
 * for each of its gifts.
 */
export function indexSearchWords(
  products: readonly (WordsToIndex & InCategories)[],
  categories: readonly (WordsToIndex & { slug: string })[],
  giftDays: readonly GiftDayToIndex[] = [],
): {
  products: Omit<SearchableProduct, "id" | "category" | "alsoIn">[];
  search: Required<SearchVocabulary>;
} {
  type Entry = { word: string } | { key: string };
  const categoryLists = new Map(
    categories.map(({ slug, own, other }) => {
      const words = distinct(searchWords(`${own.name} ${own.text}`));
      const ownKeys = new Set(words.map(soundKey));
      const keys = distinct(keysOf(`${other?.name ?? ""} ${other?.text ?? ""}`)).filter(
        (key) => !ownKeys.has(key),
      );
      return [slug, { words, keys }] as const;
    }),
  );
  const dayLists = giftDays.map(({ own, other }) => {
    const words = distinct(searchWords(own));
    const ownKeys = new Set(words.map(soundKey));
    const keys = distinct(keysOf(other)).filter((key) => !ownKeys.has(key));
    const known = new Set([...ownKeys, ...keys]);
    const also = otherNamesOf(own, other).filter((word) => !known.has(soundKey(word)));
    return { words: [...words, ...also], keys };
  });
  const productLists = products.map((product) => {
    const { own, other } = product;
    const name = distinct(searchWords(own.name));
    const nameKeys = new Set(name.map(soundKey));
    const otherName = distinct(keysOf(other?.name ?? "")).filter((key) => !nameKeys.has(key));
    const rest = distinct(searchWords(own.text)).filter((word) => !name.includes(word));
    const given = new Set([
      ...nameKeys,
      ...otherName,
      ...rest.map(soundKey),
      ...categoriesOf(product).flatMap((slug) => categoryLists.get(slug)?.keys ?? []),
    ]);
    const otherRest = distinct(keysOf(other?.text ?? "")).filter((key) => !given.has(key));
    const entries: Entry[] = [
      ...name.map((word) => ({ word })),
      ...otherName.map((key) => ({ key })),
      ...rest.map((word) => ({ word })),
      ...otherRest.map((key) => ({ key })),
    ];
    return { entries, nameWords: name.length + otherName.length };
  });

  // Numbered by how often they are listed, most first: the numbers most lists hold are short.
  const wordUses = new Map<string, number>();
  const keyUses = new Map<string, number>();
  const count = (entry: Entry) => {
    if ("word" in entry) wordUses.set(entry.word, (wordUses.get(entry.word) ?? 0) + 1);
    else keyUses.set(entry.key, (keyUses.get(entry.key) ?? 0) + 1);
  };
  for (const { entries } of productLists) entries.forEach(count);
  for (const { words, keys } of [...categoryLists.values(), ...dayLists]) {
    words.forEach((word) => count({ word }));
    keys.forEach((key) => count({ key }));
  }
  const byUse = (uses: Map<string, number>) =>
    [...uses.keys()].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : 1));
  const words = byUse(wordUses);
  const keys = byUse(keyUses);
  const wordNumbers = new Map(words.map((word, number) => [word, number]));
  const keyNumbers = new Map(keys.map((key, number) => [key, words.length + number]));
  const numberOf = (entry: Entry) =>
    "word" in entry ? (wordNumbers.get(entry.word) ?? 0) : (keyNumbers.get(entry.key) ?? 0);

  return {
    products: productLists.map(({ entries, nameWords }) => ({
      words: entries.map(numberOf),
      nameWords,
    })),
    search: {
      words,
      keys,
      categories: Object.fromEntries(
        [...categoryLists].map(([slug, list]) => [
          slug,
          [
            ...list.words.map((word) => numberOf({ word })),
            ...list.keys.map((key) => numberOf({ key })),
          ],
        ]),
      ),
      giftDays: giftDays.map((day, at) => ({
        words: [
          ...(dayLists[at]?.words ?? []).map((word) => numberOf({ word })),
          ...(dayLists[at]?.keys ?? []).map((key) => numberOf({ key })),
        ],
        gifts: [...day.gifts],
        categories: [...day.categories],
      })),
    },
  };
}
