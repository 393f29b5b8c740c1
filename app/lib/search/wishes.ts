import { searchWords, soundKey } from "./sound-key";

/**
 * Words people add to a gift day's name to wish it (Eid Mubarak, Shubho Noboborsho, Merry
 * Christmas, Happy Mother's Day). They say nothing about the gift: a search counts them where a
 * gift has them and leaves no gift out for them (search-index.ts).
 */
const wishes = ["mubarak", "মোবারক", "মুবারক", "happy", "হ্যাপি", "shubho", "শুভ", "merry", "মেরি"];

const wishKeys = new Set(wishes.flatMap((wish) => searchWords(wish)).map(soundKey));

/** True for a word of a search (as `searchWords` writes it) that wishes a day. */
export function isWish(word: string): boolean {
  return wishKeys.has(soundKey(word));
}
