import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeBdMobile, toLatinDigits } from "./bd-mobile";

describe("normalizeBdMobile", () => {
  it.each([
    "01712345678",
    "01712-345678",
    "017 1234 5678",
    "+8801712345678",
    "+880 1712-345678",
    "8801712345678",
    "+88 01712 345678",
    "008801712345678",
    "০১৭১২৩৪৫৬৭৮",
    "+৮৮০ ১৭১২-৩৪৫৬৭৮",
    "  01712345678  ",
  ])("reads %j as +8801712345678", (input) => {
    expect(normalizeBdMobile(input)).toBe("+8801712345678");
  });

  it("accepts every operator prefix from 013 to 019", () => {
    for (const prefix of ["013", "014", "015", "016", "017", "018", "019"]) {
      expect(normalizeBdMobile(`${prefix}12345678`)).toBe(`+880${prefix.slice(1)}12345678`);
    }
  });

  it.each([
    "01212345678",
    "01012345678",
    "01112345678",
    "0171234567",
    "017123456789",
    "1712345678",
    "+8811712345678",
    "+880017123456",
    "0171234567a",
    "01712.345678",
    "",
  ])("refuses %j", (input) => {
    expect(normalizeBdMobile(input)).toBeNull();
  });

  it("gives the same number however it is written", () => {
    const written = fc.tuple(
      fc.constantFrom("3", "4", "5", "6", "7", "8", "9"),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
      fc.constantFrom("0", "+880", "880", "00880", "+88 0"),
      fc.boolean(),
      fc.array(fc.constantFrom(" ", "-", ""), { minLength: 11, maxLength: 11 }),
    );
    fc.assert(
      fc.property(written, ([operator, rest, prefix, bengali, gaps]) => {
        const local = `1${operator}${rest.join("")}`;
        const spaced = [...local].map((digit, index) => `${digit}${gaps[index] ?? ""}`).join("");
        const typed = `${prefix}${spaced}`;
        const input = bengali
          ? typed.replace(/[0-9]/g, (d) => "০১২৩৪৫৬৭৮৯"[Number(d)] ?? d)
          : typed;
        expect(normalizeBdMobile(input)).toBe(`+880${local}`);
      }),
    );
  });

  it("never returns anything but +8801[3-9] and 8 digits, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = normalizeBdMobile(input);
        if (result !== null) expect(result).toMatch(/^\+8801[3-9][0-9]{8}$/);
      }),
    );
  });
});

describe("toLatinDigits", () => {
  it("turns Bengali digits into Latin ones and leaves the rest", () => {
    expect(toLatinDigits("০১২৩৪৫৬৭৮৯ ab-")).toBe("0123456789 ab-");
  });
});
