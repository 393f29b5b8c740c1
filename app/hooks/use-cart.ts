import { useSyncExternalStore } from "react";
import { products } from "~/data/products";
import {
  addToCart,
  decrement,
  increment,
  itemCount,
  parseCart,
  removeLine,
  serializeCart,
  type Cart,
} from "~/lib/cart";
import { createDeviceStore } from "~/storage/device-store";

const knownIds = new Set<number>(products.map((product) => product.id));

const cartStore = createDeviceStore<Cart>({
  key: "upohar.cart",
  version: 1,
  empty: [],
  parse: (data) => parseCart(data, knownIds),
  serialize: serializeCart,
});

/** The device's cart, or null while the prerendered page has not yet read it. */
export function useCart(): Cart | null {
  return useSyncExternalStore(
    cartStore.subscribe,
    cartStore.getSnapshot,
    cartStore.getServerSnapshot,
  );
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
};
