import { useSyncExternalStore } from "react";
import { products } from "~/data/products";
import { parseWishlist, serializeWishlist, toggleWishlist, type Wishlist } from "~/lib/wishlist";
import { createDeviceStore } from "~/storage/device-store";

const knownIds = new Set<number>(products.map((product) => product.id));

const wishlistStore = createDeviceStore<Wishlist>({
  key: "upohar.wishlist",
  version: 1,
  empty: [],
  parse: (data) => parseWishlist(data, knownIds),
  serialize: serializeWishlist,
});

/** The saved product ids, or null while the prerendered page has not yet read them. */
export function useWishlist(): Wishlist | null {
  return useSyncExternalStore(
    wishlistStore.subscribe,
    wishlistStore.getSnapshot,
    wishlistStore.getServerSnapshot,
  );
}

export function useWishlistCount(): number | null {
  return useWishlist()?.length ?? null;
}

export function toggleSaved(productId: number) {
  wishlistStore.update((wishlist) => toggleWishlist(wishlist, productId));
}
