import { describe, expect, it } from "vitest";
import { namesValue, nextFree, uniqueValueProblem, type UniqueField } from "./unique-value";

const gifts: UniqueField["taken"] = [
  { value: 1, name: "Personalized Photo Frame" },
  { value: 9, name: "Stylish Juice Bottle" },
];
const number = { label: "Number", isNumber: true, taken: gifts };
const categories = [{ value: "wedding-gifts", name: "Wedding Gifts" }];
const webAddress = (value: string, names: string[] | null) => ({
  label: "Web address",
  isNumber: false,
  value,
  taken: categories,
  named: { saved: "birthday-gifts", by: "gifts", names },
});

describe("the unique widget's rules", () => {
  it("gives a new entry one above the highest number taken", () => {
    expect(nextFree(gifts ?? [])).toBe(10);
    expect(nextFree([])).toBe(1);
  });

  it("accepts a number of its own, and refuses another entry's, naming a free one", () => {
    expect(uniqueValueProblem({ ...number, value: 4 })).toBeUndefined();
    expect(uniqueValueProblem({ ...number, value: 1 })).toBe(
      "Number: 1 is already “Personalized Photo Frame”'s; give this one its own, such as 10",
    );
    expect(uniqueValueProblem({ ...number, value: 2.5 })).toBe("Number: must be a whole number");
  });

  it("saves nothing until the other entries are read", () => {
    expect(uniqueValueProblem({ ...number, value: 4, taken: null })).toMatch(/still being read/);
    expect(uniqueValueProblem(webAddress("birthday-gifts", null))).toMatch(/still being read/);
  });

  it("keeps a category's web address while gifts name it, saying which", () => {
    expect(uniqueValueProblem(webAddress("birthday-gifts", ["Surprise Box"]))).toBeUndefined();
    expect(uniqueValueProblem(webAddress("birthday-presents", ["Surprise Box"]))).toBe(
      "Web address: gifts still name “birthday-gifts” (Surprise Box); change theirs first, or keep “birthday-gifts”",
    );
    const five = ["Surprise Box", "Chocolate Hamper", "Juice Bottle", "Pen Set", "Photo Cushion"];
    expect(uniqueValueProblem(webAddress("birthday-presents", five))).toContain(
      "gifts still name “birthday-gifts” (Surprise Box, Chocolate Hamper, Juice Bottle, and 2 more)",
    );
  });

  it("lets a web address no gift names change, but not to another category's", () => {
    expect(uniqueValueProblem(webAddress("birthday-presents", []))).toBeUndefined();
    expect(uniqueValueProblem(webAddress("wedding-gifts", []))).toBe(
      "Web address: wedding-gifts is already “Wedding Gifts”'s; give this one its own",
    );
  });
});

describe("which gifts name a category", () => {
  const fields = ["category", "also_in"];

  it("counts a gift whose category it is, or whose other occasions list it", () => {
    expect(namesValue({ category: "birthday-gifts" }, fields, "birthday-gifts")).toBe(true);
    expect(
      namesValue(
        { category: "anniversary-gifts", also_in: ["wedding-gifts", "birthday-gifts"] },
        fields,
        "birthday-gifts",
      ),
    ).toBe(true);
  });

  it("counts no gift that names it nowhere, or only as part of another address", () => {
    expect(
      namesValue(
        { category: "anniversary-gifts", also_in: ["wedding-gifts"] },
        fields,
        "birthday-gifts",
      ),
    ).toBe(false);
    expect(namesValue({ category: "birthday-gifts-2" }, fields, "birthday-gifts")).toBe(false);
    expect(namesValue({ category: "birthday-gifts" }, ["also_in"], "birthday-gifts")).toBe(false);
  });
});
