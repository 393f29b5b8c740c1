import { isProductId } from "../catalog/catalog";

/** The saved product ids, newest last. */
export type Wishlist = readonly number[];

/** Generic, so the early script can toggle an id in the stored list before it is read. */
export function toggleWishlist<Id>(wishlist: readonly Id[], productId: Id): readonly Id[] {
  return wishlist.includes(productId)
    ? wishlist.filter((id) => id !== productId)
    : [...wishlist, productId];
}

/** More than any shopper saves; a bigger stored list is foreign or corrupted and is cut here. */
export const WISHLIST_LIMIT = 500;

/**
 * Keeps only well-formed, distinct product ids from whatever the device has stored. Whether an id
 * is still in the catalog is known only once the catalog index is loaded (see `keepKnownIds`).
 */
export function parseWishlist(stored: unknown): Wishlist {
  // Read from JSON, where anything but an object has no such field (short for the early script).
  const ids = (stored as { ids?: unknown } | null | undefined)?.ids;
  if (!Array.isArray(ids)) return [];
  const valid = ids.filter(isProductId);
  return [...new Set(valid)].slice(0, WISHLIST_LIMIT);
}

/** Drops ids the catalog no longer has: a gift the shop has taken off its list. */
export function keepKnownIds(wishlist: Wishlist, knownIds: ReadonlySet<number>): Wishlist {
  const kept = wishlist.filter((id) => knownIds.has(id));
  return kept.length === wishlist.length ? wishlist : kept;
}

export function serializeWishlist(wishlist: Wishlist): { ids: Wishlist } {
  return { ids: wishlist };
}
