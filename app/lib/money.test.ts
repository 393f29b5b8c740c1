import { describe, expect, it } from "vitest";
import { formatTaka } from "./money";

describe("formatTaka", () => {
  it("prefixes the taka sign and groups thousands", () => {
    expect(formatTaka(0)).toBe("৳0");
    expect(formatTaka(450)).toBe("৳450");
    expect(formatTaka(2000)).toBe("৳2,000");
    expect(formatTaka(1234567)).toBe("৳1,234,567");
  });
});
