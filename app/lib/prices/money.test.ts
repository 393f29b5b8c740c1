import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatList,
  formatNumber,
  formatRange,
  formatTaka,
  formatYear,
  localizeDigits,
} from "./money";

describe("formatTaka", () => {
  it("prefixes the taka sign and groups thousands", () => {
    expect(formatTaka(0, "en")).toBe("৳0");
    expect(formatTaka(450, "en")).toBe("৳450");
    expect(formatTaka(2000, "en")).toBe("৳2,000");
    expect(formatTaka(1234567, "en")).toBe("৳1,234,567");
  });

  it("writes Bengali digits with lakh grouping in Bangla", () => {
    expect(formatTaka(2000, "bn")).toBe("৳২,০০০");
    expect(formatTaka(100000, "bn")).toBe("৳১,০০,০০০");
    expect(formatNumber(9, "bn")).toBe("৯");
  });
});

describe("numbers in running text", () => {
  it("writes years without grouping and ranges with an en dash", () => {
    expect(formatYear(2025, "bn")).toBe("২০২৫");
    expect(formatYear(2025, "en")).toBe("2025");
    expect(formatRange(1, 3, "bn")).toBe("১–৩");
    expect(formatRange(1, 3, "en")).toBe("1–3");
  });

  it("writes a phone number's digits in the edition's digits", () => {
    expect(localizeDigits("+880 1712-345678", "bn")).toBe("+৮৮০ ১৭১২-৩৪৫৬৭৮");
    expect(localizeDigits("+880 1712-345678", "en")).toBe("+880 1712-345678");
  });

  it("joins a list the way each language does", () => {
    const methods = ["bKash", "Nagad", "Rocket"];
    expect(formatList(methods, "en", "disjunction")).toBe("bKash, Nagad, or Rocket");
    expect(formatList(methods, "bn", "disjunction")).toBe("bKash, Nagad বা Rocket");
    expect(formatList(["a", "b"], "bn", "conjunction")).toBe("a এবং b");
  });
});

describe("the hand-written formats agree with Intl", () => {
  const intlNumber = {
    en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
    bn: new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 0 }),
  };
  const intlYear = {
    en: new Intl.NumberFormat("en-US", { useGrouping: false }),
    bn: new Intl.NumberFormat("bn-BD", { useGrouping: false }),
  };
  const locale = fc.constantFrom("en" as const, "bn" as const);

  it("on any whole number or amount of taka, in both editions", () => {
    const amount = fc.oneof(
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      fc
        .double({ min: -1e14, max: 1e14, noNaN: true })
        .filter((value) => value > 0 || value <= -0.5),
      fc.constant(0),
    );
    fc.assert(
      fc.property(amount, locale, (value, lang) => {
        expect(formatNumber(value, lang)).toBe(intlNumber[lang].format(value));
      }),
    );
  });

  it("on any year", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), locale, (year, lang) => {
        expect(formatYear(year, lang)).toBe(intlYear[lang].format(year));
      }),
    );
  });

  it("on any list, with Bangla's comma before its last word left out", () => {
    const items = fc.array(fc.stringMatching(/^[A-Za-z\u0980-\u09FF]{1,8}$/), { maxLength: 6 });
    const type = fc.constantFrom("disjunction" as const, "conjunction" as const);
    fc.assert(
      fc.property(items, locale, type, (list, lang, kind) => {
        const intl = new Intl.ListFormat(lang, { type: kind })
          .formatToParts(list)
          .map((part) =>
            lang === "bn" && part.type === "literal"
              ? part.value.replace(/^, (?=বা|এবং)/, " ")
              : part.value,
          )
          .join("");
        expect(formatList(list, lang, kind)).toBe(intl);
      }),
    );
  });
});
