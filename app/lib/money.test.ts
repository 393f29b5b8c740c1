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
