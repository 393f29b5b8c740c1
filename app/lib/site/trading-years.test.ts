import { describe, expect, it } from "vitest";
import { bn } from "~/i18n/bn";
import { en } from "~/i18n/en";
import { tradingYears } from "./trading-years";

describe("the years a shop has traded", () => {
  it("run from its founding to the year of the build", () => {
    expect(tradingYears(2025, 2026)).toEqual([2025, 2026]);
    expect(tradingYears(2025, 2031)).toEqual([2025, 2031]);
  });

  it("are one year in the year it was founded, or when the build's clock is behind", () => {
    expect(tradingYears(2025, 2025)).toEqual([2025]);
    expect(tradingYears(2025, 2024)).toEqual([2025]);
  });

  it("read as a range in both editions", () => {
    expect(en.footer.copyright([2025, 2026])).toBe("© 2025–2026 Upohar. All rights reserved.");
    expect(bn.footer.copyright([2025, 2026])).toBe("© ২০২৫–২০২৬ ‘উপহার’। সর্বস্বত্ব সংরক্ষিত।");
    expect(en.footer.copyright([2025])).toBe("© 2025 Upohar. All rights reserved.");
  });
});
