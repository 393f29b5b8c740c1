import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseWishlist, serializeWishlist, toggleWishlist } from "./wishlist";

const knownIds = new Set([1, 2, 3]);

describe("wishlist", () => {
  it("toggles a product in and out", () => {
    expect(toggleWishlist([], 2)).toEqual([2]);
    expect(toggleWishlist([2, 3], 2)).toEqual([3]);
  });

  it("reads back what it wrote and drops unknown or repeated ids", () => {
    expect(parseWishlist(serializeWishlist([3, 1]), knownIds)).toEqual([3, 1]);
    expect(parseWishlist({ ids: [1, 1, "2", 99, null, 3] }, knownIds)).toEqual([1, 3]);
    expect(parseWishlist({ ids: {} }, knownIds)).toEqual([]);
    expect(parseWishlist(42, knownIds)).toEqual([]);
  });

  it("gives a valid wishlist for any stored value", () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const wishlist = parseWishlist(stored, knownIds);
        expect(new Set(wishlist).size).toBe(wishlist.length);
        for (const id of wishlist) expect(knownIds.has(id)).toBe(true);
      }),
    );
  });
});
