import { useEffect } from "react";
import type { ProductSummary } from "~/data/types";
import { keepKnownIds, toggleWishlist, type Wishlist } from "~/lib/cart/wishlist";
import { createDeviceStore } from "~/storage/device-store";
import { wishlistValue } from "~/storage/shop-values";
import { useDeviceValue } from "./use-device-value";
import { useCatalogIndex } from "./use-catalog-index";

const wishlistStore = createDeviceStore(wishlistValue);

/** The saved product ids, or null while the prerendered page has not yet read them. */
export function useWishlist(): Wishlist | null {
  return useDeviceValue(wishlistStore);
}

export function useWishlistCount(): number | null {
  return useWishlist()?.length ?? null;
}

export function toggleSaved(productId: number) {
  wishlistStore.update((wishlist) => toggleWishlist(wishlist, productId));
}

export type SavedProductsState =
  | { status: "loading" }
  | { status: "unavailable"; retry: () => void }
  | { status: "ready"; products: ProductSummary[] };

/** The saved gifts with their current prices, from the catalog index. */
export function useSavedProducts(): SavedProductsState {
  const ids = useWishlist();
  const index = useCatalogIndex(ids !== null && ids.length > 0);
  const knownIds = index.status === "ready" ? index.known.productIds : null;

  useEffect(() => {
    if (knownIds) wishlistStore.update((current) => keepKnownIds(current, knownIds));
  }, [knownIds]);

  if (ids === null) return { status: "loading" };
  if (ids.length === 0) return { status: "ready", products: [] };
  if (index.status === "error") return { status: "unavailable", retry: index.retry };
  if (index.status !== "ready") return { status: "loading" };
  const byId = new Map(index.products.map((product) => [product.id, product]));
  return { status: "ready", products: ids.flatMap((id) => byId.get(id) ?? []) };
}
