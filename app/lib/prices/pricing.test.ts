import { describe, expect, it } from "vitest";
import { discountPercent, filledStars } from "./pricing";

describe("discountPercent", () => {
  it("rounds the reduction to a whole percent", () => {
    expect(discountPercent(1200, 1500)).toBe(20);
    expect(discountPercent(2500, 2800)).toBe(11);
    expect(discountPercent(2200, 2600)).toBe(15);
    expect(discountPercent(999, 1000)).toBe(0);
  });

  it("is 0 without a higher original price", () => {
    expect(discountPercent(950)).toBe(0);
    expect(discountPercent(950, 950)).toBe(0);
    expect(discountPercent(950, 900)).toBe(0);
    expect(discountPercent(950, 0)).toBe(0);
  });
});

describe("filledStars", () => {
  it("fills the floor of the rating, within 0..5", () => {
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(3)).toBe(3);
    expect(filledStars(0.5)).toBe(0);
    expect(filledStars(7)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(Number.NaN)).toBe(0);
  });
});
