import { describe, expect, it } from "vitest";
import { bn } from "./bn";
import { en } from "./en";

/** Every key path with the kind of value behind it: a string, a function, a list or an object. */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "function") return [`${path}:function/${value.length}`];
  if (typeof value === "string") return [`${path}:string`];
  if (Array.isArray(value)) {
    return [
      `${path}:list/${value.length}`,
      ...value.flatMap((item, index) => shape(item, `${path}[${index}]`)),
    ];
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      shape(child, path ? `${path}.${key}` : key),
    );
  }
  return [`${path}:${typeof value}`];
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe("the Bangla messages", () => {
  it("have exactly the keys, lists and function arities of the English ones", () => {
    expect(shape(bn).sort()).toEqual(shape(en).sort());
  });

  it("are written in Bangla, with brand names as they are", () => {
    const allowedLatin =
      /bKash|Nagad|Rocket|WhatsApp|Facebook|Instagram|YouTube|Upohar|English|SMS|Email|FAQ|hello@upohar\.com\.bd|\S+@example\.com|upohar\.com\.bd|https?:\/\/\S+|\+880[\d -]+|৳/g;
    const untranslated = strings(bn).filter((text) =>
      /[A-Za-z]{3,}/.test(text.replace(allowedLatin, "")),
    );
    expect(untranslated).toEqual([]);
  });

  it("say an empty cart and a full list the way a person would", () => {
    expect(bn.header.badgeItems("কার্ট", 0)).toBe("কার্ট খালি");
    expect(bn.header.badgeItems("কার্ট", 3)).toBe("কার্ট, ৩টি পণ্য");
  });

  it("write numbers with Bengali digits", () => {
    expect(bn.productsPage.showing(9, 9)).toBe("৯টি পণ্য দেখানো হচ্ছে");
    expect(bn.productsPage.showing(3, 9)).toBe("৯টির মধ্যে ৩টি পণ্য দেখানো হচ্ছে");
    expect(bn.product.discountBadge(20)).toContain("২০");
  });

  it("write a rating with its decimal, as the English page does", () => {
    expect(bn.product.ratingValue(4.8)).toBe("৪.৮");
    expect(bn.product.ratingLabel(4.5)).toBe("৫-এর মধ্যে ৪.৫ রেটিং");
    expect(bn.product.ratingValue(5)).toBe("৫");
  });
});
