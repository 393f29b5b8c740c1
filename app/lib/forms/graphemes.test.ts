import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { graphemeCount } from "./graphemes";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const segmenterCount = (text: string) => Array.from(segmenter.segment(text)).length;

describe("graphemeCount", () => {
  it("counts Bangla conjuncts, flags and joined emoji as one each", () => {
    expect(graphemeCount("শুভ জন্মদিন")).toBe(7);
    expect(graphemeCount("🇧🇩👨‍👩‍👧")).toBe(2);
    expect(graphemeCount("")).toBe(0);
  });

  it("counts as the segmenter does, whether or not it needs one", () => {
    const pieces = [
      "a",
      "Z",
      " ",
      "\n",
      "\r\n",
      "~",
      "é",
      "e\u0301",
      "ক্ষ",
      "ি",
      "👍🏽",
      "🇧🇩",
      "\u200d",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 12 }),
        fc.string(),
        (parts, text) => {
          expect(graphemeCount(parts.join(""))).toBe(segmenterCount(parts.join("")));
          expect(graphemeCount(text)).toBe(segmenterCount(text));
        },
      ),
    );
  });
});
