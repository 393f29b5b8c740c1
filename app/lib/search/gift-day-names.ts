import { searchWords, soundKey } from "./sound-key";

/*
 * What shoppers type for a gift day besides the names the owner gives it (content/occasions/).
 * Occasions are the owner's content, so a day is known by its names: an occasion whose name has a
 * word that sounds as one of a day's `names` is also found by that day's `also`. Each word is
 * compared by its sound key, so one spelling stands for the others (boishakh, baishakh, বৈশাখ).
 * Read when the site is built (search-words.ts): no page carries the list.
 */
interface OtherNames {
  names: readonly string[];
  also: readonly string[];
}

const otherNames: readonly OtherNames[] = [
  { names: ["christmas", "বড়দিন"], also: ["xmas", "ক্রিসমাস", "এক্সমাস"] },
  { names: ["valentine", "ভালোবাসা"], also: ["ভ্যালেন্টাইন", "ভ্যালেন্টাইনস"] },
  // Eid al-Fitr is as often written Eid ul Fitr, or ঈদ উল ফিতর.
  { names: ["eid"], also: ["ul"] },
  { names: ["adha", "আযহা"], also: ["kurbani", "qurbani", "কোরবানি", "কুরবানি", "bakrid"] },
  { names: ["boishakh", "বৈশাখ"], also: ["noboborsho", "নববর্ষ"] },
  { names: ["puja", "দুর্গাপূজা"], also: ["bijoya", "বিজয়া", "dashami", "দশমী"] },
  { names: ["falgun", "ফাল্গুন"], also: ["boshonto", "basanta", "বসন্ত"] },
];

const keysOf = (words: readonly string[]) =>
  new Set(words.flatMap((word) => searchWords(word)).map(soundKey));
const namesKeys = otherNames.map(({ names }) => keysOf(names));

/** The other names of the gift day whose names (in both editions) are given, each word once. */
export function otherNamesOf(...names: readonly string[]): string[] {
  const keys = keysOf(names);
  return [
    ...new Set(
      otherNames.flatMap(({ also }, at) =>
        [...(namesKeys[at] ?? [])].some((key) => keys.has(key))
          ? also.flatMap((word) => searchWords(word))
          : [],
      ),
    ),
  ];
}
