import { describe, expect, it } from "vitest";
import {
  countryName,
  isAbroadNumber,
  isKeptSenderMobile,
  senderMobile,
  type WorldMobileReader,
} from "./sender-mobile";
import { readWorldMobile } from "./world-mobile";

describe("the sender's mobile number", () => {
  it.each([
    "01712-345678",
    "+8801712345678",
    "০১৭১২৩৪৫৬৭৮",
    "+৮৮০ ১৭১২-৩৪৫৬৭৮",
    "00880 1712 345678",
  ])("reads the Bangladeshi %j as today, without the reader of numbers from abroad", (typed) => {
    expect(senderMobile(typed, null)).toEqual({ number: "+8801712345678", country: null });
  });

  it.each([
    ["+44 7400 123456", "+447400123456", "GB"],
    ["+44 (0)7400 123456", "+447400123456", "GB"],
    ["0044 7400 123456", "+447400123456", "GB"],
    ["+971 50 123 4567", "+971501234567", "AE"],
    ["+1 212-555-0123", "+12125550123", "US"],
    ["+60 12-345 6789", "+60123456789", "MY"],
    ["+966 50 123 4567", "+966501234567", "SA"],
    ["+৯৭১ ৫০ ১২৩ ৪৫৬৭", "+971501234567", "AE"],
    ["+886 912 345 678", "+886912345678", "TW"],
  ])("reads %j from abroad as %s in %s", (typed, number, country) => {
    expect(senderMobile(typed, readWorldMobile)).toEqual({ number, country });
  });

  it.each([
    "+44 7400 1234",
    "+44 7700 900123",
    "+971 50 123",
    "+999 123 456 789",
    "+1 212",
    "+880 1212 345678",
  ])("refuses %j", (typed) => {
    expect(senderMobile(typed, readWorldMobile)).toBeNull();
  });

  it("refuses a number from abroad written without its country code, as the form always did", () => {
    expect(senderMobile("07400 123456", readWorldMobile)).toBeNull();
  });

  it("never accepts nor refuses a number from abroad unread: it waits for the reader", () => {
    expect(senderMobile("+44 7400 123456", null)).toBe("unchecked");
    expect(senderMobile("+44 7", null)).toBe("unchecked");
  });

  it("asks the reader only about numbers written as from abroad", () => {
    const asked: string[] = [];
    const reader: WorldMobileReader = (text) => {
      asked.push(text);
      return null;
    };
    for (const typed of ["01712345678", "01212345678", "+8801712345678", "+88", "7400123456"]) {
      senderMobile(typed, reader);
    }
    expect(asked).toEqual([]);
  });
});

describe("isAbroadNumber", () => {
  it.each(["+44 7400 123456", "0044 7400 123456", "+1", "+886 9", "+81 90", "+৯৭১"])(
    "takes %j as written from abroad",
    (typed) => {
      expect(isAbroadNumber(typed)).toBe(true);
    },
  );

  it.each(["+880 1712", "+88", "+8", "008801712345678", "01712345678", "", "+", "+0 12"])(
    "does not take %j as from abroad (Bangladesh's +880, or not yet a country code)",
    (typed) => {
      expect(isAbroadNumber(typed)).toBe(false);
    },
  );
});

describe("isKeptSenderMobile", () => {
  it("reads a kept Bangladeshi or international number by its shape, with no reader", () => {
    expect(isKeptSenderMobile("০১৭১২-৩৪৫৬৭৮")).toBe(true);
    expect(isKeptSenderMobile("+44 7400 123456")).toBe(true);
    expect(isKeptSenderMobile("+44 74")).toBe(false);
    expect(isKeptSenderMobile("07400 123456")).toBe(false);
  });
});

describe("countryName", () => {
  it("names the country in the edition's language, or gives its code", () => {
    expect(countryName("GB", "en")).toBe("United Kingdom");
    expect(countryName("AE", "bn")).toBe("সংযুক্ত আরব আমিরাত");
    expect(countryName("not a code", "en")).toBe("not a code");
  });
});
