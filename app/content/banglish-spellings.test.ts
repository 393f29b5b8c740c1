import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scoreSearch } from "../lib/search/search-index";
import { indexSearchWords } from "../lib/search/search-words";

/*
 * Real Banglish spellings of the catalog's Bangla words, as people typed them in the sources the
 * list names (tests/data/banglish-spellings.json): each finds a gift whose name is the word.
 */
interface Spelling {
  typed: string;
  bangla: string;
  source: string;
}

const { spellings } = JSON.parse(
  readFileSync(new URL("../../tests/data/banglish-spellings.json", import.meta.url), "utf8"),
) as { spellings: Spelling[] };

describe("real Banglish spellings find their Bangla words", () => {
  it("the list holds at least 60 spellings of 25 words, each with its source", () => {
    expect(spellings.length).toBeGreaterThanOrEqual(60);
    expect(new Set(spellings.map((spelling) => spelling.bangla)).size).toBeGreaterThanOrEqual(25);
    for (const spelling of spellings) expect(spelling.source).not.toBe("");
  });

  it.each(spellings.map((spelling) => [spelling.typed, spelling.bangla] as const))(
    "'%s' finds %s",
    (typed, bangla) => {
      const { products, search } = indexSearchWords(
        [{ category: "gifts", own: { name: bangla, text: "" } }],
        [],
      );
      const gifts = products.map((gift) => ({ ...gift, id: 1, category: "gifts" }));
      expect(scoreSearch(search, gifts, typed)[0]).toBeDefined();
    },
  );
});
