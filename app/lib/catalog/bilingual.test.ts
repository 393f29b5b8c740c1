import { describe, expect, it } from "vitest";
import { inEdition, isBilingual } from "./bilingual";

describe("a value in one edition", () => {
  const gift = {
    id: 8,
    name: { en: "Rose", bn: "গোলাপ" },
    alsoIn: ["anniversary-gifts"],
    image: { src: "/rose.jpg", alt: { en: "A rose", bn: "একটি গোলাপ" } },
    options: [{ id: "size", choices: [{ id: "small", name: { en: "Small", bn: "ছোট" } }] }],
    inStock: true,
  };

  it("gives each text, however deep, in the edition's words", () => {
    expect(inEdition(gift, "bn")).toEqual({
      id: 8,
      name: "গোলাপ",
      alsoIn: ["anniversary-gifts"],
      image: { src: "/rose.jpg", alt: "একটি গোলাপ" },
      options: [{ id: "size", choices: [{ id: "small", name: "ছোট" }] }],
      inStock: true,
    });
    expect(inEdition(gift, "en").options[0]?.choices[0]?.name).toBe("Small");
  });

  it("keeps the fields in their order, and lists in theirs", () => {
    expect(Object.keys(inEdition(gift, "en"))).toEqual(Object.keys(gift));
    expect(inEdition([gift.name, { en: "Lily", bn: "লিলি" }], "bn")).toEqual(["গোলাপ", "লিলি"]);
  });

  it("leaves the value it was given as it was", () => {
    inEdition(gift, "bn");
    expect(gift.name).toEqual({ en: "Rose", bn: "গোলাপ" });
  });

  it("takes only a group of exactly en and bn as words in both languages", () => {
    expect(isBilingual({ en: "Rose", bn: "গোলাপ" })).toBe(true);
    expect(isBilingual({ bn: "গোলাপ" })).toBe(false);
    expect(isBilingual({ en: "Rose", bn: "গোলাপ", id: "rose" })).toBe(false);
    expect(isBilingual(["en", "bn"])).toBe(false);
    expect(isBilingual(null)).toBe(false);
    // A group that is not words in both languages is walked through, field by field.
    expect(inEdition({ en: "Rose", lang: "bn" }, "bn")).toEqual({ en: "Rose", lang: "bn" });
  });
});
