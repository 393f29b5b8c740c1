import { describe, expect, it } from "vitest";
import { graphemeCount } from "./graphemes";

describe("graphemeCount", () => {
  it("counts Bangla conjuncts, flags and joined emoji as one each", () => {
    expect(graphemeCount("শুভ জন্মদিন")).toBe(7);
    expect(graphemeCount("🇧🇩👨‍👩‍👧")).toBe(2);
    expect(graphemeCount("")).toBe(0);
  });
});
