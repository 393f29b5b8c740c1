import { useEffect } from "react";
import { useMessages } from "~/hooks/use-messages";
import {
  addToCart,
  decrement,
  increment,
  itemCount,
  keepKnownLines,
  removeLine,
  summarizeCart,
  type Cart,
  type CartSummary,
} from "~/lib/cart/cart";
import { createDeviceStore } from "~/storage/device-store";
import { cartValue } from "~/storage/shop-values";
import { useDeviceValue } from "./use-device-value";
import { announce } from "./use-announcer";
import { useCatalogIndex } from "./use-catalog-index";

const cartStore = createDeviceStore(cartValue);

/** The device's cart, or null while the prerendered page has not yet read it. */
export function useCart(): Cart | null {
  return useDeviceValue(cartStore);
}

export function useCartCount(): number | null {
  const cart = useCart();
  return cart === null ? null : itemCount(cart);
}

export const cartActions = {
  add: (productId: number, quantity = 1) =>
    cartStore.update((cart) => addToCart(cart, productId, quantity)),
  increment: (productId: number) => cartStore.update((cart) => increment(cart, productId)),
  decrement: (productId: number) => cartStore.update((cart) => decrement(cart, productId)),
  remove: (productId: number) => cartStore.update((cart) => removeLine(cart, productId)),
  /** Only 'I have sent it' on the order page empties the cart. */
  clear: () => cartStore.update(() => []),
};

/** Adds a gift to the cart and says so in the live region, without moving the shopper's focus. */
export function useAddToCart() {
  const t = useMessages();
  return (product: { id: number; name: string }, quantity = 1) => {
    cartActions.add(product.id, quantity);
    announce(t.cart.added(product.name, quantity));
  };
}

export type CartSummaryState =
  | { status: "loading" }
  | { status: "unavailable"; retry: () => void }
  | { status: "ready"; summary: CartSummary };

/**
 * The cart priced from the catalog index, which is fetched only when the cart holds something.
 * Lines whose product the shop no longer lists leave the device's cart once the index says so.
 */
export function useCartSummary(): CartSummaryState {
  const cart = useCart();
  const index = useCatalogIndex(cart !== null && cart.length > 0);
  const knownIds = index.status === "ready" ? index.ids : null;

  useEffect(() => {
    if (knownIds) cartStore.update((current) => keepKnownLines(current, knownIds));
  }, [knownIds]);

  if (cart === null) return { status: "loading" };
  if (cart.length === 0) return { status: "ready", summary: summarizeCart(cart, []) };
  if (index.status === "error") return { status: "unavailable", retry: index.retry };
  if (index.status !== "ready") return { status: "loading" };
  return { status: "ready", summary: summarizeCart(cart, index.products) };
}
