import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  keepKnownIds,
  parseWishlist,
  serializeWishlist,
  toggleWishlist,
  WISHLIST_LIMIT,
} from "./wishlist";

describe("wishlist", () => {
  it("toggles a product in and out", () => {
    expect(toggleWishlist([], 2)).toEqual([2]);
    expect(toggleWishlist([2, 3], 2)).toEqual([3]);
  });

  it("reads back what it wrote and drops malformed or repeated ids", () => {
    expect(parseWishlist(serializeWishlist([3, 1]))).toEqual([3, 1]);
    expect(parseWishlist({ ids: [1, 1, "2", 0, -4, 2.5, null, 3] })).toEqual([1, 3]);
    expect(parseWishlist({ ids: {} })).toEqual([]);
    expect(parseWishlist(42)).toEqual([]);
    const huge = Array.from({ length: 5000 }, (_, index) => index + 1);
    expect(parseWishlist({ ids: huge })).toHaveLength(WISHLIST_LIMIT);
  });

  it("gives a valid wishlist for any stored value", () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const wishlist = parseWishlist(stored);
        expect(new Set(wishlist).size).toBe(wishlist.length);
        for (const id of wishlist) expect(Number.isInteger(id) && id > 0).toBe(true);
      }),
    );
  });

  it("drops ids the catalog no longer has, and keeps the list otherwise", () => {
    expect(keepKnownIds([1, 99, 2], new Set([1, 2]))).toEqual([1, 2]);
    const whole = [1, 2];
    expect(keepKnownIds(whole, new Set([1, 2]))).toBe(whole);
  });
});
