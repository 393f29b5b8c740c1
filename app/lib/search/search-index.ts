import { searchable, searchWords, soundKey } from "./sound-key";
import { categoriesOf, isInCategory, type InCategories } from "../catalog/occasions";
import { isWish } from "./wishes";
import type { GiftDayList, SearchVocabulary } from "../../data/types";

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === "number");

function isGiftDayList(value: unknown): value is GiftDayList {
  if (typeof value !== "object" || value === null) return false;
  const { words, gifts, categories } = value as Partial<Record<keyof GiftDayList, unknown>>;
  return isNumbers(words) && isNumbers(gifts) && isStrings(categories);
}

/** True when a fetched catalog index's `search` is what the build writes. */
export function isSearchVocabulary(value: unknown): value is SearchVocabulary {
  if (typeof value !== "object" || value === null) return false;
  const { words, keys, categories, giftDays } = value as Partial<
    Record<keyof SearchVocabulary, unknown>
  >;
  return (
    isStrings(words) &&
    isStrings(keys) &&
    typeof categories === "object" &&
    categories !== null &&
    Object.values(categories).every(Array.isArray) &&
    (giftDays === undefined || (Array.isArray(giftDays) && giftDays.every(isGiftDayList)))
  );
}

/**
 * The vocabulary of a fetched catalog index, or an empty one where the file holds something else
 * (a file from before search had one, or a damaged one): search then finds nothing, and says so.
 */
export function searchVocabularyFrom(value: unknown): SearchVocabulary {
  return isSearchVocabulary(value) ? value : { words: [], keys: [], categories: {}, giftDays: [] };
}

/** What search reads of a gift: its number, and its words' numbers, those of its name first. */
export interface SearchableProduct extends InCategories {
  id: number;
  words: readonly number[];
  /** How many of `words` are its name's (and its other edition's name's). */
  nameWords: number;
}

/**
 * How well a word of the search matches, best first: the whole word, the start of a word, a part
 * of one (as the shop's first search matched), one typo. A match in the gift's name counts twice:
 * the name outranks the category, search words and description at every level, and a whole word
 * elsewhere outranks a typo in the name.
 *
 * Two of these are loose, and count only in a name (a gift's, in either edition, or a gift day's):
 * a sound key found inside another word's key, and a typo. A key of four letters turns up inside
 * longer words' keys ("sori", of sari and শাড়ি, inside "onibersori", of anniversary), and one
 * letter changed often makes another word ("moter", of mother, is one letter from "mote", of
 * matte): in a category or a description they list gifts that have nothing to do with the search.
 * In a name they find what a shopper calls the gift: ghori in দেয়ালঘড়ি, choclate in Chocolate.
 */
const WHOLE = 4;
const START = 3;
const PART = 2;
const TYPO = 1;
const NAME_WEIGHT = 2;
const DAY_BEHIND = 0.5;

/** A typo is forgiven in a word of this many letters or more. */
const TYPO_MIN_LETTERS = 5;
/**
 * A key this long is compared with other words' keys, this long with their starts, this long
 * looked for inside them: one letter says too little ("qqqq" is k), and two begin too many words
 * ("মা", mo, begins মতো and মনে).
 */
const KEY_MIN = 2;
const KEY_START_MIN = 3;
const KEY_PART_MIN = 4;

/**
 * A fetched vocabulary, checked, with every entry's word ("" for a key) and key: made once per
 * catalog index, at its first search.
 */
interface Entries {
  words: string[];
  keys: string[];
  categories: SearchVocabulary["categories"];
  giftDays: readonly GiftDayList[];
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
    giftDays: vocabulary.giftDays ?? [],
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
 * Bangla case endings, as `searchable` writes them: "of" (ঈদের, পূজার, মায়ের), "to" (মাকে) and
 * "in" (ঢাকায়, দিনে is left alone: a last vowel sign is too often the word's own).
 */
const caseEndings = ["য়ের", "ের", "কে", "তে", "য়"].map(searchable);
/** A vowel sign, after which a lone র is the "of" of the word before it (পূজার). */
const vowelSign = /[\u09BE-\u09CC]$/u;

/**
 * A Bangla word without its case ending (ঈদের is ঈদ, পূজার is পূজা), or undefined: the name a
 * shopper inflects is the one the shop writes ("ঈদের উপহার", "বড়দিনের উপহার"). A stem keeps
 * two letters or more (মা is a letter and its vowel sign): one letter is a part of too many words.
 */
export function withoutCaseEnding(word: string): string | undefined {
  if (!/^[\u0980-\u09FF]+$/u.test(word)) return undefined;
  const ending =
    caseEndings.find((end) => word.endsWith(end)) ??
    (word.endsWith("র") && vowelSign.test(word.slice(0, -1)) ? "র" : undefined);
  const stem = ending === undefined ? "" : word.slice(0, -ending.length);
  return [...stem.replace(/[\u09BC\u09CD\u0981]/gu, "")].length >= 2 ? stem : undefined;
}

/**
 * How well each entry of the vocabulary matches one word of the search, or 0: `sure` everywhere,
 * `loose` in a name (see WHOLE). A part of a word matches as it did before keys existed: a word of
 * the search is a run of letters, so any text it was found in holds it inside one word.
 */
function entryLevels(
  { words, keys }: Entries,
  word: string,
): { sure: Uint8Array; loose: Uint8Array } {
  const key = soundKey(word);
  const keyed = key.length >= KEY_MIN;
  // The word without its case ending counts only as a whole word: কাপের is কাপ, not কাপল.
  const stem = withoutCaseEnding(word);
  const stemKey = stem === undefined ? "" : soundKey(stem);
  const typos = [...word].length >= TYPO_MIN_LETTERS && key.length >= TYPO_MIN_LETTERS - 1;
  const sure = new Uint8Array(words.length);
  const loose = new Uint8Array(words.length);
  for (let number = 0; number < words.length; number += 1) {
    const known = words[number] ?? "";
    const knownKey = keys[number] ?? "";
    if (
      known === word ||
      (keyed && knownKey === key) ||
      (stem !== undefined &&
        (known === stem || (stemKey.length >= KEY_MIN && knownKey === stemKey)))
    )
      sure[number] = WHOLE;
    else if (
      (known !== "" && known.startsWith(word)) ||
      (key.length >= KEY_START_MIN && knownKey.startsWith(key))
    )
      sure[number] = START;
    else if (known.includes(word)) sure[number] = PART;
    else if (key.length >= KEY_PART_MIN && knownKey.includes(key)) loose[number] = PART;
    // A word's first letter is rarely the typo: "poter" (father) is not "moter" (mother).
    else if (typos && knownKey[0] === key[0] && oneTypoApart(knownKey, key)) loose[number] = TYPO;
    loose[number] = Math.max(loose[number] ?? 0, sure[number] ?? 0);
  }
  return { sure, loose };
}

const giftDaysFound = new WeakMap<
  readonly SearchableProduct[],
  { days: readonly GiftDayList[]; of: number[][] }
>();

/**
 * The gift days of each gift, by their place in `days`: found once per catalog index, not at every
 * keystroke, where at 1,000 gifts it was 40% of a search's time.
 */
function giftDaysOf(
  products: readonly SearchableProduct[],
  days: readonly GiftDayList[],
): number[][] {
  const found = giftDaysFound.get(products);
  if (found?.days === days) return found.of;
  const of = products.map((product) =>
    days.flatMap((day, at) =>
      day.gifts.includes(product.id) || day.categories.some((slug) => isInCategory(product, slug))
        ? [at]
        : [],
    ),
  );
  giftDaysFound.set(products, { days, of });
  return of;
}

/** The best level among numbered entries. */
function bestOf(levels: Uint8Array, numbers: readonly unknown[]): number {
  let best = 0;
  for (const number of numbers) {
    if (typeof number === "number") best = Math.max(best, levels[number] ?? 0);
  }
  return best;
}

/**
 * How well each gift matches the search, in the order given: undefined where some word of the
 * search is in none of its words, its category's, its gift days' or its other edition's. A wish
 * (isWish: "mubarak" of "eid mubarak") leaves no gift out unless the search is nothing else. A
 * search with nothing to look for (no letter or digit: "🎁", "!!!") finds nothing; one of only
 * spaces, every gift.
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
  const wishesOnly = words.every(isWish);
  const days = entries.giftDays;
  const productDays = giftDaysOf(products, days);
  const scores: (number | undefined)[] = products.map(() => 0);
  for (const word of words) {
    const required = wishesOnly || !isWish(word);
    const { sure, loose } = entryLevels(entries, word);
    const categoryBest = new Map<string, number>();
    // A gift day's name is the owner's word for many gifts at once: at the same level, a gift's
    // own words ("ভালোবাসা" in the rose dome's) rank it above the rest of the day's.
    const dayBest = days.map((day) => Math.max(0, bestOf(loose, day.words) - DAY_BEHIND));
    for (let position = 0; position < products.length; position += 1) {
      const sum = scores[position];
      const product = products[position];
      if (sum === undefined || !product) continue;
      let best = 0;
      for (const slug of categoriesOf(product)) {
        let own = categoryBest.get(slug);
        if (own === undefined) {
          const numbers = Object.hasOwn(entries.categories, slug)
            ? entries.categories[slug]
            : undefined;
          own = bestOf(sure, numbers ?? []);
          categoryBest.set(slug, own);
        }
        best = Math.max(best, own);
      }
      for (const day of productDays[position] ?? []) best = Math.max(best, dayBest[day] ?? 0);
      // A damaged file's gift without its list matches nothing rather than stopping the search.
      const words = Array.isArray(product.words) ? product.words : [];
      for (let at = 0; at < words.length && best < WHOLE * NAME_WEIGHT; at += 1) {
        const number = words[at] ?? -1;
        const level =
          at < product.nameWords ? (loose[number] ?? 0) * NAME_WEIGHT : (sure[number] ?? 0);
        if (level > best) best = level;
      }
      scores[position] = best > 0 ? sum + best : required ? undefined : sum;
    }
  }
  return scores;
}
