import { useMessages, usePaths } from "~/hooks/use-messages";
import {
  addToCart,
  decrement,
  increment,
  itemCount,
  keepKnownLines,
  removeLine,
  type Cart,
  type CartLine,
} from "~/lib/cart/cart";
import { createDeviceStore } from "~/storage/device-store";
import { cartValue } from "~/storage/shop-values";
import { useDeviceValue } from "./use-device-value";
import { announce } from "./use-announcer";

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
  /** Lines whose gift or extra the catalog index no longer has leave the cart. */
  keepKnown: (known: Parameters<typeof keepKnownLines>[1]) =>
    cartStore.update((cart) => keepKnownLines(cart, known)),
  /** Only 'Yes, I sent it' on the order page empties the cart. */
  clear: () => cartStore.update(() => []),
};

/**
 * Adds a gift (with what the shopper chose and wrote for it) or a little extra to the cart, and
 * says so in the live region, without moving the shopper's focus. The notice offers the way on to
 * the cart ('View cart'), except where the cart is already at hand (the cart and order pages).
 */
export function useAddToCart({ offerCart = true }: { offerCart?: boolean } = {}) {
  const t = useMessages();
  const paths = usePaths();
  return (name: string, line: CartLine) => {
    cartActions.add(line);
    announce(
      t.cart.added(name, line.quantity),
      offerCart ? { label: t.cart.viewCart, to: paths.cart } : undefined,
    );
  };
}
