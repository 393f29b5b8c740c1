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
  type CartLine,
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

/** Lines are named by their key (lineKey): one gift may be in the cart with other choices. */
export const cartActions = {
  add: (line: CartLine) => cartStore.update((cart) => addToCart(cart, line)),
  increment: (key: string) => cartStore.update((cart) => increment(cart, key)),
  decrement: (key: string) => cartStore.update((cart) => decrement(cart, key)),
  remove: (key: string) => cartStore.update((cart) => removeLine(cart, key)),
  /** Only 'I have sent it' on the order page empties the cart. */
  clear: () => cartStore.update(() => []),
};

/**
 * Adds a gift (with what the shopper chose and wrote for it) or a little extra to the cart, and
 * says so in the live region, without moving the shopper's focus.
 */
export function useAddToCart() {
  const t = useMessages();
  return (name: string, line: CartLine) => {
    cartActions.add(line);
    announce(t.cart.added(name, line.quantity));
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
  const known = index.status === "ready" ? index.known : null;

  useEffect(() => {
    if (known) cartStore.update((current) => keepKnownLines(current, known));
  }, [known]);

  if (cart === null) return { status: "loading" };
  if (cart.length === 0)
    return { status: "ready", summary: summarizeCart(cart, { products: [], extras: [] }) };
  if (index.status === "error") return { status: "unavailable", retry: index.retry };
  if (index.status !== "ready") return { status: "loading" };
  return { status: "ready", summary: summarizeCart(cart, index) };
}
