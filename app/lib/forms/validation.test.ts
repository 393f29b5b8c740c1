import { describe, expect, it } from "vitest";
import { graphemeCount } from "./graphemes";
import { firstInvalidField, textProblem, validateForm, type FormRules } from "./validation";
import { nameMax } from "./limits";

// Fields known only when the page runs, as a product's engraving lines will be.
const engraving = [
  { id: "line-1", required: true, max: 3 },
  { id: "line-2", required: false, max: 3 },
];
const engravingRules: FormRules<Record<string, string>, string, "required" | "tooLong"> = {
  fields: engraving.map((line) => line.id),
  problem: (id, values) => {
    const line = engraving.find((candidate) => candidate.id === id);
    return line ? textProblem(values[id] ?? "", { ...line, count: graphemeCount }) : undefined;
  },
};

describe("validateForm", () => {
  it("gives each field's problem, and nothing for a field that has none", () => {
    expect(validateForm(engravingRules, { "line-1": " ", "line-2": "ক্ষক্ষক্ষক্ষ" })).toEqual({
      "line-1": "required",
      "line-2": "tooLong",
    });
    expect(validateForm(engravingRules, { "line-1": "ক্ষক্ষক্ষ", "line-2": "" })).toEqual({});
  });
});

describe("firstInvalidField", () => {
  it("is the first field in the page's order that has a problem", () => {
    expect(firstInvalidField(engravingRules, { "line-2": "tooLong", "line-1": "required" })).toBe(
      "line-1",
    );
    expect(firstInvalidField(engravingRules, { "line-2": "tooLong" })).toBe("line-2");
    expect(firstInvalidField(engravingRules, {})).toBeUndefined();
  });
});

describe("textProblem", () => {
  it("asks for required text, and measures what remains once trimmed", () => {
    expect(textProblem("  ", { required: true, max: 5 })).toBe("required");
    expect(textProblem("  ", { required: false, max: 5 })).toBeUndefined();
    expect(textProblem("  Rahim  ", { required: true, max: 5 })).toBeUndefined();
    expect(textProblem("Rahima", { required: true, max: 5 })).toBe("tooLong");
    expect(textProblem("a".repeat(nameMax), { required: true, max: nameMax })).toBeUndefined();
  });

  it("counts as the field says: code units, or characters as a person sees them", () => {
    expect(textProblem("👨‍👩‍👧", { required: true, max: 1 })).toBe("tooLong");
    expect(textProblem("👨‍👩‍👧", { required: true, max: 1, count: graphemeCount })).toBeUndefined();
  });
});
