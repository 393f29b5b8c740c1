/*
 * How a word sounds, written so that the ways people spell it come out the same (docs/product.md
 * 6.4). Shoppers here type Bangla in Latin letters ("ghori" for ঘড়ি), spell Bangla in
 * more than one way (ভালবাসা, ভালোবাসা) and make typos in English; search compares these keys
 * as well as the words themselves (search-index.ts).
 *
 * A key keeps what every spelling of a sound agrees on, and drops what they disagree on:
 * - অ and আ are typed o or a, and ও o or w: a and o are one letter, w goes.
 * - An aspirate is typed with an h or without (ghori, gori; bhalo, valo), and h is also the h of
 *   upohar, often left out (uphar): h goes altogether, so kh is k, bh is b, sh is s.
 * - শ, ষ and স are all s; ড় and ঢ় are r (ঘড়ি is ghori); য় is typed y, w or nothing (দেয়াল is
 *   deyal, dewal, deal): y goes.
 * - Long and short i and u are one (ী/ি, ূ/ু, ee, oo, and a y between consonants); ব and ভ are b
 *   (v is typed for ভ); ফ is p, as is f; চ and ছ are c, while a Latin c alone is the k or s of
 *   English words (card, office); জ, ঝ, য and z are j.
 * - The vowel a Bangla consonant carries unwritten is typed o (কলম is kolom). At the end of a word
 *   spellings disagree (জন্ম is jonmo or jonm, প্রিয় priyo or priy): a last o goes, but for
 *   the o of a word of two letters (মা is ma).
 * - A letter doubled (kk, ll) is one.
 * No Avro-style converter gives this: it turns "ghori" into ঘরি, which is not the catalog's ঘড়ি.
 */

/** Bangla letters as their key, once the text is in NFKC (where ড় is ড and the nukta). */
const banglaSounds: Record<string, string> = {
  অ: "o",
  আ: "o",
  ই: "i",
  ঈ: "i",
  উ: "u",
  ঊ: "u",
  ঋ: "ri",
  এ: "e",
  ঐ: "oi",
  ও: "o",
  ঔ: "ou",
  ক: "k",
  খ: "k",
  গ: "g",
  ঘ: "g",
  ঙ: "n",
  চ: "c",
  ছ: "c",
  জ: "j",
  ঝ: "j",
  ঞ: "n",
  ট: "t",
  ঠ: "t",
  ড: "d",
  ঢ: "d",
  ণ: "n",
  ত: "t",
  থ: "t",
  দ: "d",
  ধ: "d",
  ন: "n",
  প: "p",
  ফ: "p",
  ব: "b",
  ভ: "b",
  ম: "m",
  য: "j",
  র: "r",
  ল: "l",
  শ: "s",
  ষ: "s",
  স: "s",
  হ: "",
  ৎ: "t",
  "\u09BE": "o", // া
  "\u09BF": "i", // ি
  "\u09C0": "i", // ী
  "\u09C1": "u", // ু
  "\u09C2": "u", // ূ
  "\u09C3": "ri", // ৃ
  "\u09C7": "e", // ে
  "\u09C8": "oi", // ৈ
  "\u09CB": "o", // ো
  "\u09CC": "ou", // ৌ
  "\u0982": "n", // ং
};

const HASANT = "\u09CD";
const NUKTA = "\u09BC";
/** After a nukta: ড় and ঢ় are r, য় is a glide that spellings disagree on. */
const withNukta: Record<string, string> = { ড: "r", ঢ: "r", য: "" };

const isConsonant = (letter: string) => letter >= "ক" && letter <= "হ";
const isVowelLetter = (letter: string) => letter >= "অ" && letter <= "ঔ";

/** One run of Bangla letters as its key, before doubled letters are made one. */
function banglaKey(word: string): string {
  // Pairs typed as one sound: ক্ষ is kh (lokkho), জ্ঞ is g (biggan).
  const letters = [...word.replace(/ক্ষ/g, "ক্ক").replace(/জ্ঞ/g, "গ্গ")];
  let key = "";
  /** The last consonant still carries its unwritten vowel. */
  let carries = false;
  /** What the last consonant wrote, which a nukta after it changes. */
  let consonantSound = "";
  letters.forEach((letter, at) => {
    const before = letters[at - 1];
    if (letter === NUKTA) {
      const sound = before === undefined ? undefined : withNukta[before];
      if (sound !== undefined) {
        key = key.slice(0, key.length - consonantSound.length) + sound;
        consonantSound = sound;
      }
      return;
    }
    if (isConsonant(letter)) {
      // A য or ব joined after a consonant (ব্যাগ, বিশ্বাস) is not sounded on its own; after ম it is.
      const silent =
        before === HASANT && (letter === "য" || (letter === "ব" && letters[at - 2] !== "ম"));
      if (carries) key += "o";
      consonantSound = silent ? "" : (banglaSounds[letter] ?? "");
      key += consonantSound;
      carries = true;
      return;
    }
    // রং is rong, বউ is bou: a consonant's own vowel is sounded before them.
    if ((letter === "\u0982" || isVowelLetter(letter)) && carries) key += "o";
    carries = false;
    key += banglaSounds[letter] ?? (/\d/.test(letter) ? letter : "");
  });
  return key;
}

/** Latin letters as their key: the spellings of one Bangla or English sound made one. */
function latinKey(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/^ei(?=[^aeiou])/, "i")
    .replace(/ch+/g, "C")
    .replace(/ng/g, "n")
    .replace(/ck/g, "k")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/[cq]/g, "k")
    .replace(/x/g, "ks")
    .replace(/z/g, "j")
    .replace(/v/g, "b")
    .replace(/f/g, "p")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/([^aeiou])y(?![aeiou])/g, "$1i")
    .replace(/[hyw]/g, "")
    .replace(/a/g, "o")
    .replace(/C/g, "c");
}

const banglaDigits = /[০-৯]/g;

/**
 * The key of one word (lower case, in NFKC, as `searchWords` gives it): Bangla and Latin runs
 * keyed each by their own rules, digits kept as Latin digits. May be empty ("h", "হ").
 */
export function soundKey(word: string): string {
  const digits = word.replace(banglaDigits, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  const runs = digits.match(/[\u0980-\u09FF]+|[^\u0980-\u09FF]+/g) ?? [];
  const key = runs
    .map((run) => (/[\u0980-\u09FF]/.test(run) ? banglaKey(run) : latinKey(run)))
    .join("");
  // Letters only: 500 and 5000 are different numbers.
  const single = key.replace(/(\p{L})\1+/gu, "$1");
  return single.length > 2 && single.endsWith("o") ? single.slice(0, -1) : single;
}

/** Zero-width joiners change how Bangla is drawn, never what it says. */
const zeroWidth = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Text as search compares it: NFKC, lower case, without zero-width characters. Lower case as in
 * every language, so that the words the build wrote match what a phone in any language types.
 */
export function searchable(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(zeroWidth, "");
}

/** The words of a text: its runs of letters, marks and digits, as `searchable` writes them. */
export function searchWords(text: string): string[] {
  return searchable(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}
