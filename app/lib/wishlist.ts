/** The saved product ids, newest last. */
export type Wishlist = readonly number[];

export function toggleWishlist(wishlist: Wishlist, productId: number): Wishlist {
  return wishlist.includes(productId)
    ? wishlist.filter((id) => id !== productId)
    : [...wishlist, productId];
}

/** Keeps only known, distinct product ids from whatever the device has stored. */
export function parseWishlist(stored: unknown, knownIds: ReadonlySet<number>): Wishlist {
  if (typeof stored !== "object" || stored === null || !("ids" in stored)) return [];
  const { ids } = stored;
  if (!Array.isArray(ids)) return [];
  const valid = ids.filter((id): id is number => typeof id === "number" && knownIds.has(id));
  return [...new Set(valid)];
}

export function serializeWishlist(wishlist: Wishlist): { ids: Wishlist } {
  return { ids: wishlist };
}
