import { describe, expect, it } from "vitest";
import { filledStars } from "../prices/pricing";
import { isCalendarDate, newestFirst, ratingFrom } from "./reviews";

describe("a rating worked out from reviews", () => {
  it("is none, and counts none, without reviews", () => {
    expect(ratingFrom([])).toEqual({ rating: 0, reviewCount: 0 });
  });

  it("is the mean of the stars to one decimal, counting each review", () => {
    expect(ratingFrom([5])).toEqual({ rating: 5, reviewCount: 1 });
    expect(ratingFrom([5, 4])).toEqual({ rating: 4.5, reviewCount: 2 });
    expect(ratingFrom([5, 5, 4])).toEqual({ rating: 4.7, reviewCount: 3 });
    expect(ratingFrom([4, 4, 5, 3])).toEqual({ rating: 4, reviewCount: 4 });
  });

  it("fills the floor of the mean, as the spec's stars rule says", () => {
    expect(filledStars(ratingFrom([5, 5, 4]).rating)).toBe(4);
    expect(filledStars(ratingFrom([5, 5]).rating)).toBe(5);
  });
});

describe("reviews in order", () => {
  it("puts the newest first and keeps one day's reviews in their order", () => {
    const reviews = [
      { id: "a", date: "2026-09-02" },
      { id: "b", date: "2026-11-01" },
      { id: "c", date: "2026-09-02" },
    ];
    expect(newestFirst(reviews).map((review) => review.id)).toEqual(["b", "a", "c"]);
  });
});

describe("a review's date", () => {
  it.each(["2026-11-27", "2024-02-29"])("accepts %s", (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });
  it.each(["2026-02-30", "2025-02-29", "27-11-2026", "2026-13-01", "2026-1-5", ""])(
    "refuses %j",
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
    },
  );
});
