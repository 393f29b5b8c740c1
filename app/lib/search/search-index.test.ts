import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSearchVocabulary,
  oneTypoApart,
  scoreSearch,
  searchVocabularyFrom,
  withoutCaseEnding,
} from "./search-index";
import { indexSearchWords, type EditionWords, type GiftDayToIndex } from "./search-words";
import { searchWords } from "./sound-key";

interface Gift {
  name: string;
  text?: string;
  category?: string;
  other?: EditionWords;
}

/**
 * The names of the gifts a search finds, best match first (ties in the given order). Gifts are
 * numbered from 1 in the order given, as gift days name them.
 */
function ranked(
  gifts: Gift[],
  term: string,
  categories: Record<string, string> = {},
  giftDays: GiftDayToIndex[] = [],
): string[] {
  const { products, search } = indexSearchWords(
    gifts.map((gift) => ({
      category: gift.category ?? "gifts",
      own: { name: gift.name, text: gift.text ?? "" },
      ...(gift.other ? { other: gift.other } : {}),
    })),
    Object.entries(categories).map(([slug, name]) => ({ slug, own: { name, text: "" } })),
    giftDays,
  );
  const scores = scoreSearch(
    search,
    products.map((product, at) => ({
      ...product,
      id: at + 1,
      category: gifts[at]?.category ?? "gifts",
    })),
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

describe("scoreSearch: weak matches are not results (issue 63)", () => {
  it("finds nothing for a sound key only inside a category's or description's word", () => {
    const gifts = [
      { name: "Photo Frame", category: "anniversary-gifts" },
      { name: "Desk Clock", text: "For an anniversary" },
    ];
    const categories = { "anniversary-gifts": "Anniversary Gifts" };
    for (const search of ["sari", "শাড়ি", "shari"]) {
      expect(ranked(gifts, search, categories), search).toEqual([]);
    }
    expect(ranked([{ name: "দেয়ালঘড়ি" }], "ghori")).toEqual(["দেয়ালঘড়ি"]);
  });

  it("forgives a typo only in a name, and never in its first letter", () => {
    expect(ranked([{ name: "Photo Frame", text: "A matte black frame" }], "mother")).toEqual([]);
    expect(ranked([{ name: "Matte Frame" }], "mattes")).toEqual(["Matte Frame"]);
    expect(ranked([{ name: "Mother Mug" }], "father")).toEqual([]);
    expect(ranked([{ name: "Chocolate Hamper" }], "choclate")).toEqual(["Chocolate Hamper"]);
  });

  it("matches a key of two letters whole, never as the start of a longer one", () => {
    expect(ranked([{ name: "Rose", text: "যেমন মতো" }], "ma")).toEqual([]);
    expect(ranked([{ name: "মা ও মেয়ে" }], "ma")).toEqual(["মা ও মেয়ে"]);
    expect(ranked([{ name: "Mango Wood Box" }], "ma")).toEqual(["Mango Wood Box"]);
  });
});

describe("scoreSearch: gift days (issue 63)", () => {
  const gifts = [
    { name: "Desk Clock" },
    { name: "Rose Dome", category: "flowers" },
    { name: "Pen Set" },
    { name: "Photo Frame" },
    { name: "Chocolate Hamper", text: "ভালোবাসা দিবসের উপহার" },
  ];
  const day = (en: string, bn: string, ids: number[], categories: string[] = []) => ({
    own: en,
    other: bn,
    gifts: ids,
    categories,
  });
  const days = [
    day("Christmas", "বড়দিন", [1]),
    day("Pohela Falgun", "পহেলা ফাল্গুন", [], ["flowers"]),
    day("Father's Day", "বাবা দিবস", [3]),
    day("Mother's Day", "মা দিবস", [4]),
    day("Eid al-Fitr", "ঈদুল ফিতর", [1, 3]),
    day("Valentine's Day", "ভালোবাসা দিবস", [2, 4, 5]),
  ];
  const find = (search: string, giftDays = days) => ranked(gifts, search, {}, giftDays);

  it.each([
    ["christmas", ["Desk Clock"]],
    ["xmas", ["Desk Clock"]],
    ["বড়দিন", ["Desk Clock"]],
    ["বড়দিনের উপহার", []],
    ["merry christmas", ["Desk Clock"]],
    ["falgun", ["Rose Dome"]],
    ["phalgun", ["Rose Dome"]],
    ["পহেলা ফাল্গুন", ["Rose Dome"]],
    ["boshonto", ["Rose Dome"]],
    ["father's day", ["Pen Set"]],
    ["fathers day", ["Pen Set"]],
    ["বাবা দিবস", ["Pen Set"]],
    ["mother's day", ["Photo Frame"]],
    ["মা দিবস", ["Photo Frame"]],
    ["eid", ["Desk Clock", "Pen Set"]],
    ["ইদ", ["Desk Clock", "Pen Set"]],
    ["eid mubarak", ["Desk Clock", "Pen Set"]],
    ["ঈদ মোবারক", ["Desk Clock", "Pen Set"]],
    ["eid ul fitr", ["Desk Clock", "Pen Set"]],
    ["ঈদের", ["Desk Clock", "Pen Set"]],
  ])("'%s' finds %j", (search, names) => {
    expect(find(search)).toEqual(names);
  });

  it("ranks a gift whose own words name the day above the day's other gifts", () => {
    expect(find("ভালোবাসা দিবস")).toEqual(["Chocolate Hamper", "Rose Dome", "Photo Frame"]);
  });

  it("reads whatever days it is given: a day not given finds nothing", () => {
    const withoutFathers = days.filter(({ own }) => own !== "Father's Day");
    expect(find("father's day", withoutFathers)).toEqual([]);
    expect(find("বাবা দিবস", withoutFathers)).toEqual([]);
  });

  it("finds at every keystroke of a visit, over the one index it fetched, what a fresh search finds", () => {
    const { products, search } = indexSearchWords(
      gifts.map((gift) => ({
        category: gift.category ?? "gifts",
        own: { name: gift.name, text: gift.text ?? "" },
      })),
      [],
      days,
    );
    const fetched = products.map((product, at) => ({
      ...product,
      id: at + 1,
      category: gifts[at]?.category ?? "gifts",
    }));
    for (const typed of ["father's day", "falgun", "ভালোবাসা দিবস"]) {
      for (let at = 1; at <= typed.length; at += 1) {
        const term = typed.slice(0, at);
        const finds = scoreSearch(search, fetched, term)
          .map((score, position) => ({ name: gifts[position]?.name, score }))
          .filter((entry) => entry.score !== undefined)
          .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))
          .map((entry) => entry.name);
        expect(finds, term).toEqual(find(term));
      }
    }
    // Another index, its gifts in another order, with the same days: its own gifts' days count.
    const rotated = [...gifts.slice(4), ...gifts.slice(0, 4)];
    expect(ranked(rotated, "falgun", {}, days)).toEqual(["Rose Dome"]);
  });

  it("leaves no gift out for a wish, unless the search is nothing but wishes", () => {
    expect(
      ranked([{ name: "Happy Birthday Mug" }, { name: "Birthday Card" }], "happy birthday"),
    ).toEqual(["Happy Birthday Mug", "Birthday Card"]);
    expect(ranked([{ name: "Happy Birthday Mug" }, { name: "Birthday Card" }], "happy")).toEqual([
      "Happy Birthday Mug",
    ]);
    expect(find("mubarak")).toEqual([]);
  });
});

describe("withoutCaseEnding", () => {
  it.each([
    ["ঈদের", "ঈদ"],
    ["পূজার", "পূজা"],
    ["বড়দিনের", "বড়দিন"],
    ["মায়ের", "মা"],
    ["মাকে", "মা"],
    ["ঢাকায়", "ঢাকা"],
    ["কলমের", "কলম"],
  ])("reads %s as %s", (word, stem) => {
    expect(withoutCaseEnding(searchWords(word)[0] ?? "")).toBe(searchWords(stem)[0]);
  });

  it("leaves a word that would keep one letter, and a word in Latin letters", () => {
    expect(withoutCaseEnding("ঘর")).toBeUndefined();
    expect(withoutCaseEnding(searchWords("দের")[0] ?? "")).toBeUndefined();
    expect(withoutCaseEnding("fuler")).toBeUndefined();
    expect(withoutCaseEnding("গোলাপ")).toBeUndefined();
  });

  it("finds the word only whole: কাপের is a cup's, not a couple's", () => {
    expect(ranked([{ name: "কাপল ঘড়ি" }], "কাপের")).toEqual([]);
    expect(ranked([{ name: "কলম সেট" }], "কলমের")).toEqual(["কলম সেট"]);
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

describe("indexSearchWords: gift days", () => {
  it("lists a day's names, its other names and what it features, a category by its slug", () => {
    const { search } = indexSearchWords(
      [{ category: "flowers", own: { name: "Rose", text: "" } }],
      [],
      [{ own: "Christmas", other: "বড়দিন", gifts: [4], categories: ["flowers"] }],
    );
    const [christmas] = search.giftDays;
    const listed = (christmas?.words ?? []).map(
      (n) => search.words[n] ?? `key:${search.keys[n - search.words.length]}`,
    );
    expect(listed).toEqual(["christmas", "xmas", "ক্রিসমাস", "এক্সমাস", "key:borodin"]);
    expect(christmas?.gifts).toEqual([4]);
    expect(christmas?.categories).toEqual(["flowers"]);
  });
});

describe("searchVocabularyFrom", () => {
  it("keeps a well-formed vocabulary and makes anything else an empty one", () => {
    const vocabulary = { words: ["rose"], keys: ["golop"], categories: { flowers: [0, 1] } };
    expect(isSearchVocabulary(vocabulary)).toBe(true);
    expect(searchVocabularyFrom(vocabulary)).toEqual(vocabulary);
    for (const foreign of [null, "words", { words: [1], keys: "x", categories: { a: "b" } }]) {
      expect(isSearchVocabulary(foreign)).toBe(false);
      expect(searchVocabularyFrom(foreign)).toEqual({
        words: [],
        keys: [],
        categories: {},
        giftDays: [],
      });
    }
  });

  it("searches a file from before gift days were indexed, and refuses damaged gift days", () => {
    const before = { words: ["rose"], keys: [], categories: {} };
    expect(isSearchVocabulary(before)).toBe(true);
    expect(
      scoreSearch(before, [{ id: 1, category: "x", words: [0], nameWords: 1 }], "rose"),
    ).toEqual([8]);
    expect(
      isSearchVocabulary({ ...before, giftDays: [{ words: ["x"], gifts: [], categories: [] }] }),
    ).toBe(false);
  });

  it("searches a gift with a damaged list without stopping", () => {
    const gifts = [{ id: 1, category: "x", words: "1,2" as unknown as number[], nameWords: 0 }];
    expect(scoreSearch({ words: ["rose"], keys: [], categories: {} }, gifts, "rose")).toEqual([
      undefined,
    ]);
  });
});
