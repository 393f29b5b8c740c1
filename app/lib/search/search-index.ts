import { searchWords, soundKey } from "./sound-key";
import { categoriesOf, type InCategories } from "../catalog/occasions";

/**
 * What the catalog index carries for search: the edition's words, each once, and the
 * other edition's words as sound keys, each once; gifts and categories list theirs by number
 * (search-words.ts writes them). Numbers below `words.length` are words, the rest keys. A phone
 * then keys each distinct word once and never splits a description.
 */
export interface SearchVocabulary {
  /** The edition's distinct words, as `searchWords` writes them, most used first. */
  words: string[];
  /** The other edition's distinct sound keys ('ghori' finds ঘড়ি on the English pages), most used first. */
  keys: string[];
  /** By category slug: the numbers of its name's words and of its other edition's keys. */
  categories: Record<string, number[]>;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** True when a fetched catalog index's `search` is what the build writes. */
export function isSearchVocabulary(value: unknown): value is SearchVocabulary {
  if (typeof value !== "object" || value === null) return false;
  const { words, keys, categories } = value as Partial<Record<keyof SearchVocabulary, unknown>>;
  return (
    isStrings(words) &&
    isStrings(keys) &&
    typeof categories === "object" &&
    categories !== null &&
    Object.values(categories).every(Array.isArray)
  );
}

/**
 * The vocabulary of a fetched catalog index, or an empty one where the file holds something else
 * (a file from before search had one, or a damaged one): search then finds nothing, and says so.
 */
export function searchVocabularyFrom(value: unknown): SearchVocabulary {
  return isSearchVocabulary(value) ? value : { words: [], keys: [], categories: {} };
}

/** What search reads of a gift: its words' numbers, those of its name first. */
export interface SearchableProduct extends InCategories {
  words: readonly number[];
  /** How many of `words` are its name's (and its other edition's name's). */
  nameWords: number;
}

/**
 * How well a word of the search matches, best first: the whole word, the start of a word, a part
 * of one (as the shop's first search matched), one typo. A match in the gift's name counts twice:
 * the name outranks the category, search words and description at every level, and a whole word
 * elsewhere outranks a typo in the name.
 */
const WHOLE = 4;
const START = 3;
const PART = 2;
const TYPO = 1;
const NAME_WEIGHT = 2;

/** A typo is forgiven in a word of this many letters or more. */
const TYPO_MIN_LETTERS = 5;
/**
 * A key this long is compared with other words' keys, this long looked for inside them: one
 * letter says too little ("qqqq" is k).
 */
const KEY_MIN = 2;
const KEY_PART_MIN = 4;

/**
 * A fetched vocabulary, checked, with every entry's word ("" for a key) and key: made once per
 * catalog index, at its first search.
 */
interface Entries {
  words: string[];
  keys: string[];
  categories: SearchVocabulary["categories"];
}

const prepared = new WeakMap<object, Entries>();

function entriesOf(fetched: unknown): Entries {
  const cached =
    typeof fetched === "object" && fetched !== null ? prepared.get(fetched) : undefined;
  if (cached) return cached;
  const vocabulary = searchVocabularyFrom(fetched);
  const entries = {
    words: [...vocabulary.words, ...vocabulary.keys.map(() => "")],
    keys: [...vocabulary.words.map(soundKey), ...vocabulary.keys],
    categories: vocabulary.categories,
  };
  if (typeof fetched === "object" && fetched !== null) prepared.set(fetched, entries);
  return entries;
}

/** True when `a` becomes `b` by one letter added, dropped, changed, or two side by side swapped. */
export function oneTypoApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const left = endA - start;
  const right = endB - start;
  if (left + right <= 1 || (left === 1 && right === 1)) return true;
  return left === 2 && right === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/**
 * How well each entry of the vocabulary matches one word of the search, or 0. A part of a word
 * matches as it did before keys existed: a word of the search is a run of letters, so any text it
 * was found in holds it inside one word.
 */
function entryLevels({ words, keys }: Entries, word: string): Uint8Array {
  const key = soundKey(word);
  const keyed = key.length >= KEY_MIN;
  const typos = [...word].length >= TYPO_MIN_LETTERS && key.length >= TYPO_MIN_LETTERS - 1;
  const levels = new Uint8Array(words.length);
  for (let number = 0; number < words.length; number += 1) {
    const known = words[number] ?? "";
    const knownKey = keys[number] ?? "";
    if (known === word || (keyed && knownKey === key)) levels[number] = WHOLE;
    else if ((known !== "" && known.startsWith(word)) || (keyed && knownKey.startsWith(key)))
      levels[number] = START;
    else if (known.includes(word) || (key.length >= KEY_PART_MIN && knownKey.includes(key)))
      levels[number] = PART;
    else if (typos && oneTypoApart(knownKey, key)) levels[number] = TYPO;
  }
  return levels;
}

/**
 * How well each gift matches the search, in the order given: undefined where some word of the
 * search is in none of its words, its category's or its other edition's. A search with nothing to
 * look for (no letter or digit: "🎁", "!!!") finds nothing; one of only spaces, every gift.
 */
export function scoreSearch(
  /** The catalog index's `search`, as fetched: checked here, once. */
  vocabulary: unknown,
  products: readonly SearchableProduct[],
  term: string,
): (number | undefined)[] {
  const entries = entriesOf(vocabulary);
  const words = searchWords(term);
  if (words.length === 0 && term.trim() !== "") return products.map(() => undefined);
  const scores: (number | undefined)[] = products.map(() => 0);
  for (const word of words) {
    const levels = entryLevels(entries, word);
    const categoryBest = new Map<string, number>();
    for (let position = 0; position < products.length; position += 1) {
      const sum = scores[position];
      const product = products[position];
      if (sum === undefined || !product) continue;
      let best = 0;
      for (const slug of categoriesOf(product)) {
        let own = categoryBest.get(slug);
        if (own === undefined) {
          own = 0;
          const numbers = Object.hasOwn(entries.categories, slug)
            ? entries.categories[slug]
            : undefined;
          for (const number of numbers ?? []) own = Math.max(own, levels[number] ?? 0);
          categoryBest.set(slug, own);
        }
        best = Math.max(best, own);
      }
      // A damaged file's gift without its list matches nothing rather than stopping the search.
      const words = Array.isArray(product.words) ? product.words : [];
      for (let at = 0; at < words.length && best < WHOLE * NAME_WEIGHT; at += 1) {
        const level = (levels[words[at] ?? -1] ?? 0) * (at < product.nameWords ? NAME_WEIGHT : 1);
        if (level > best) best = level;
      }
      scores[position] = best > 0 ? sum + best : undefined;
    }
  }
  return scores;
}
