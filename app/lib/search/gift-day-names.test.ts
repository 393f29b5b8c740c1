import { describe, expect, it } from "vitest";
import { otherNamesOf } from "./gift-day-names";

describe("otherNamesOf", () => {
  it("gives a day the names people also call it by, from its names in either edition", () => {
    expect(otherNamesOf("Christmas", "বড়দিন")).toEqual(["xmas", "ক্রিসমাস", "এক্সমাস"]);
    expect(otherNamesOf("", "বড়দিন")).toEqual(["xmas", "ক্রিসমাস", "এক্সমাস"]);
    expect(otherNamesOf("Pohela Baishakh", "")).toContain("নববর্ষ");
    expect(otherNamesOf("Eid-ul-Adha", "")).toEqual([
      "ul",
      "kurbani",
      "qurbani",
      "কোরবানি",
      "কুরবানি",
      "bakrid",
    ]);
  });

  it("gives a day it does not know nothing", () => {
    expect(otherNamesOf("Father's Day", "বাবা দিবস")).toEqual([]);
    expect(otherNamesOf("Shop Anniversary Sale", "")).toEqual([]);
  });
});
