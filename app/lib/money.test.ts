import { describe, expect, it } from "vitest";
import { formatNumber, formatTaka } from "./money";

describe("formatTaka", () => {
  it("prefixes the taka sign and groups thousands", () => {
    expect(formatTaka(0)).toBe("৳0");
    expect(formatTaka(450)).toBe("৳450");
    expect(formatTaka(2000)).toBe("৳2,000");
    expect(formatTaka(1234567)).toBe("৳1,234,567");
  });

  it("writes Bengali digits with lakh grouping in Bangla", () => {
    expect(formatTaka(2000, "bn")).toBe("৳২,০০০");
    expect(formatTaka(100000, "bn")).toBe("৳১,০০,০০০");
    expect(formatNumber(9, "bn")).toBe("৯");
  });
});
