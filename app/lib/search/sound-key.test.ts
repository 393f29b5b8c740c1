import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchWords, soundKey } from "./sound-key";

const keyOf = (text: string) => searchWords(text).map(soundKey).join(" ");

describe("soundKey", () => {
  it.each([
    ["ghori", "ঘড়ি"],
    ["kolom", "কলম"],
    ["kalam", "কলম"],
    ["jonmodin", "জন্মদিন"],
    ["jonmodiner", "জন্মদিনের"],
    ["golap", "গোলাপ"],
    ["bhalobasha", "ভালোবাসা"],
    ["valobasa", "ভালোবাসা"],
    ["upohar", "উপহার"],
    ["uphar", "উপহার"],
    ["jonmo", "জন্ম"],
    ["priyo", "প্রিয়"],
    ["rong", "রং"],
    ["bou", "বউ"],
    ["deyal", "দেয়াল"],
    ["dewal", "দেয়াল"],
    ["biswas", "বিশ্বাস"],
    ["lokkho", "লক্ষ"],
    ["ma", "মা"],
    ["eid", "ঈদ"],
  ])("'%s' sounds as %s", (typed, bangla) => {
    expect(keyOf(typed)).toBe(keyOf(bangla));
  });

  it.each([
    ["ভালবাসা", "ভালোবাসা"],
    ["ঘরি", "ঘড়ি"],
    ["শুন্দর", "সুন্দর"],
    ["দিবাস", "দিবস"],
    ["কুশন", "কূশন"],
    ["নিল", "নীল"],
    ["য়", "য়"],
  ])("the spellings %s and %s are one", (one, other) => {
    expect(keyOf(one)).toBe(keyOf(other));
  });

  it("keeps apart words that only sound alike to a careless rule", () => {
    expect(keyOf("kolom")).not.toBe(keyOf("golap"));
    expect(keyOf("ma")).not.toBe(keyOf("m"));
    expect(keyOf("qqqq")).toBe("k");
    expect(keyOf("5000")).not.toBe(keyOf("500"));
    expect(keyOf("১০০০")).toBe("1000");
  });

  it("reads a nukta typed after a joined য as the য় it makes", () => {
    expect(keyOf("ব্য\u09BCাগ")).toBe(keyOf("ব্যাগ"));
    expect(keyOf("ঘড\u09BCি")).toBe(keyOf("ঘড়ি"));
  });

  it("gives every text a key of Latin letters and digits only, whatever it holds", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        for (const word of searchWords(text)) expect(soundKey(word)).toMatch(/^[\p{L}\p{N}]*$/u);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0x0980, max: 0x09ff }).map((c) => String.fromCodePoint(c))),
        (letters) => {
          for (const word of searchWords(letters.join(""))) {
            expect(soundKey(word)).toMatch(/^[a-z0-9]*$/);
          }
        },
      ),
    );
  });
});

describe("searchWords", () => {
  it("splits on anything but letters, marks and digits, and drops zero-width joiners", () => {
    expect(searchWords("Mango-wood (AA), ‘হ্যাপি বার্থডে’।")).toEqual([
      "mango",
      "wood",
      "aa",
      "হ্যাপি",
      "বার্থডে",
    ]);
    expect(searchWords("র‍্যাব")).toEqual(["র্যাব"]);
  });
});
