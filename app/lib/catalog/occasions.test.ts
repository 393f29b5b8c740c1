import { describe, expect, it } from "vitest";
import { categoriesOf, countByCategory, isInCategory } from "./occasions";

const frame = { category: "personalized-gifts", alsoIn: ["birthday-gifts", "anniversary-gifts"] };
const hamper = { category: "birthday-gifts" };

describe("a gift's occasions", () => {
  it("lists its primary category first, then the others, each once", () => {
    expect(categoriesOf(frame)).toEqual([
      "personalized-gifts",
      "birthday-gifts",
      "anniversary-gifts",
    ]);
    expect(categoriesOf(hamper)).toEqual(["birthday-gifts"]);
    expect(categoriesOf({ category: "a", alsoIn: ["a", "b", "b"] })).toEqual(["a", "b"]);
  });

  it("is in its primary category and in every one it also names, and in no other", () => {
    expect(isInCategory(frame, "personalized-gifts")).toBe(true);
    expect(isInCategory(frame, "birthday-gifts")).toBe(true);
    expect(isInCategory(frame, "wedding-gifts")).toBe(false);
    expect(isInCategory(hamper, "anniversary-gifts")).toBe(false);
  });
});

describe("a category's count", () => {
  it("counts every gift that names it, primary or not, each gift once", () => {
    const counts = countByCategory(
      [frame, hamper, { category: "birthday-gifts", alsoIn: ["birthday-gifts"] }],
      ["birthday-gifts", "anniversary-gifts", "personalized-gifts", "wedding-gifts"],
    );
    expect(Object.fromEntries(counts)).toEqual({
      "birthday-gifts": 3,
      "anniversary-gifts": 1,
      "personalized-gifts": 1,
      "wedding-gifts": 0,
    });
  });

  it("counts only the categories there are", () => {
    expect(countByCategory([{ category: "gone" }], ["birthday-gifts"])).toEqual(
      new Map([["birthday-gifts", 0]]),
    );
  });
});
