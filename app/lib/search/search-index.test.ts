import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSearchVocabulary,
  oneTypoApart,
  scoreSearch,
  searchVocabularyFrom,
} from "./search-index";
import { indexSearchWords, type EditionWords } from "./search-words";

interface Gift {
  name: string;
  text?: string;
  category?: string;
  other?: EditionWords;
}

/** The names of the gifts a search finds, best match first (ties in the given order). */
function ranked(gifts: Gift[], term: string, categories: Record<string, string> = {}): string[] {
  const { products, search } = indexSearchWords(
    gifts.map((gift) => ({
      category: gift.category ?? "gifts",
      own: { name: gift.name, text: gift.text ?? "" },
      ...(gift.other ? { other: gift.other } : {}),
    })),
    Object.entries(categories).map(([slug, name]) => ({ slug, own: { name, text: "" } })),
  );
  const scores = scoreSearch(
    search,
    products.map((product, at) => ({ ...product, category: gifts[at]?.category ?? "gifts" })),
    term,
  );
  return gifts
    .map((gift, at) => ({ name: gift.name, score: scores[at] }))
    .filter((entry): entry is { name: string; score: number } => entry.score !== undefined)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.name);
}

describe("oneTypoApart", () => {
  const word = fc.string({
    unit: fc.constantFrom(..."abcdeklmnoprst"),
    minLength: 1,
    maxLength: 12,
  });

  it("forgives one letter added, dropped, changed or two swapped, and never two", () => {
    expect(oneTypoApart("cokolote", "coklote")).toBe(true);
    expect(oneTypoApart("kusion", "kuson")).toBe(true);
    expect(oneTypoApart("clock", "clokc")).toBe(true);
    expect(oneTypoApart("clock", "block")).toBe(true);
    expect(oneTypoApart("clock", "clock")).toBe(false);
    expect(oneTypoApart("clock", "blocks")).toBe(false);
    expect(oneTypoApart("abcd", "badc")).toBe(false);
  });

  it("is the same both ways, and true of every single edit", () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(oneTypoApart(a, b)).toBe(oneTypoApart(b, a));
      }),
    );
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom(..."xyz"), (text, at, letter) => {
        const i = at % text.length;
        const dropped = text.slice(0, i) + text.slice(i + 1);
        const added = text.slice(0, i) + letter + text.slice(i);
        const changed = text.slice(0, i) + letter + text.slice(i + 1);
        expect(oneTypoApart(text, added)).toBe(true);
        if (dropped !== text) expect(oneTypoApart(text, dropped)).toBe(true);
        if (changed !== text) expect(oneTypoApart(text, changed)).toBe(true);
      }),
    );
  });
});

describe("scoreSearch", () => {
  it("ranks the name above the category, search words and description", () => {
    const gifts = [
      { name: "Photo Cushion", text: "A soft cushion for a rose lover" },
      { name: "Desk Clock", category: "rose-gifts" },
      { name: "Rose Dome" },
    ];
    expect(ranked(gifts, "rose", { "rose-gifts": "Rose Gifts" })).toEqual([
      "Rose Dome",
      "Photo Cushion",
      "Desk Clock",
    ]);
  });

  it("ranks a whole word above its start, the start above a part, a part above a typo", () => {
    const gifts = [
      { name: "Chocolates Hamper" },
      { name: "Hot Chocolate Mug" },
      { name: "Choclate Box" },
      { name: "Darkchocolate Cake" },
    ];
    expect(ranked(gifts, "chocolate")).toEqual([
      "Hot Chocolate Mug",
      "Chocolates Hamper",
      "Darkchocolate Cake",
      "Choclate Box",
    ]);
  });

  it("forgives a typo only in a word of five letters or more", () => {
    expect(ranked([{ name: "Cushion" }], "cushon")).toEqual(["Cushion"]);
    expect(ranked([{ name: "Mug" }], "mig")).toEqual([]);
    expect(ranked([{ name: "Rose" }], "rise")).toEqual([]);
  });

  it("finds Bangla typed in Latin letters and Bangla spelt another way", () => {
    expect(ranked([{ name: "দেয়াল ঘড়ি" }, { name: "কলম" }], "ghori")).toEqual(["দেয়াল ঘড়ি"]);
    expect(ranked([{ name: "দেয়ালঘড়ি" }, { name: "কলম" }], "ghori")).toEqual(["দেয়ালঘড়ি"]);
    expect(ranked([{ name: "ভালোবাসা দিবস" }], "ভালবাসা")).toEqual(["ভালোবাসা দিবস"]);
    expect(ranked([{ name: "Wall clock" }], "ঘড়ি")).toEqual([]);
  });

  it("reads the other edition's keys, the name's as the name", () => {
    const clock = {
      name: "Couple Wall Clock",
      text: "A wooden clock",
      other: { name: "কাপল দেয়াল ঘড়ি", text: "কাঠ" },
    };
    const described = { name: "Desk Set", text: "A pen", other: { name: "ডেস্ক সেট", text: "ঘড়ি" } };
    expect(ranked([described, clock], "ghori")).toEqual(["Couple Wall Clock", "Desk Set"]);
    expect(ranked([described, clock], "kopol")).toEqual(["Couple Wall Clock"]);
  });

  it("needs every word of the search, and finds nothing for a search of symbols alone", () => {
    const gifts = [{ name: "Rose Dome" }, { name: "Rose & Mug" }];
    expect(ranked(gifts, "rose dome")).toEqual(["Rose Dome"]);
    expect(ranked(gifts, " &; 🎁")).toEqual([]);
    expect(ranked(gifts, "  ")).toEqual(["Rose Dome", "Rose & Mug"]);
  });
});

describe("indexSearchWords", () => {
  it("lists each word once, most used first, and no key that a gift's own words give", () => {
    const { products, search } = indexSearchWords(
      [
        {
          category: "frames",
          own: { name: "Photo Frame", text: "A photo frame for a photo" },
          other: { name: "ফটো ফ্রেম", text: "ছবির ফ্রেম ফটো" },
        },
        { category: "frames", own: { name: "Photo Mug", text: "" } },
      ],
      [{ slug: "frames", own: { name: "Frames", text: "" }, other: { name: "ফ্রেম", text: "" } }],
    );
    expect(search.words[0]).toBe("photo");
    const listed = (numbers: readonly number[]) =>
      numbers.map((n) => search.words[n] ?? `key:${search.keys[n - search.words.length]}`);
    expect(listed(products[0]?.words ?? [])).toEqual([
      "photo",
      "frame",
      "key:prem",
      "a",
      "for",
      "key:cobir",
    ]);
    expect(products[0]?.nameWords).toBe(3);
    expect(listed(search.categories.frames ?? [])).toEqual(["frames", "key:prem"]);
  });
});

describe("searchVocabularyFrom", () => {
  it("keeps a well-formed vocabulary and makes anything else an empty one", () => {
    const vocabulary = { words: ["rose"], keys: ["golop"], categories: { flowers: [0, 1] } };
    expect(isSearchVocabulary(vocabulary)).toBe(true);
    expect(searchVocabularyFrom(vocabulary)).toEqual(vocabulary);
    for (const foreign of [null, "words", { words: [1], keys: "x", categories: { a: "b" } }]) {
      expect(isSearchVocabulary(foreign)).toBe(false);
      expect(searchVocabularyFrom(foreign)).toEqual({ words: [], keys: [], categories: {} });
    }
  });

  it("searches a gift with a damaged list without stopping", () => {
    const gifts = [{ category: "x", words: "1,2" as unknown as number[], nameWords: 0 }];
    expect(scoreSearch({ words: ["rose"], keys: [], categories: {} }, gifts, "rose")).toEqual([
      undefined,
    ]);
  });
});
