import { useSyncExternalStore } from "react";
import { products } from "~/data/products";
import type { Product } from "~/data/types";
import { useMessages } from "~/i18n/use-messages";
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
import { announce } from "./use-announcer";

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

/** Adds a gift to the cart and says so in the live region, without moving the shopper's focus. */
export function useAddToCart() {
  const t = useMessages();
  return (product: Product, quantity = 1) => {
    cartActions.add(product.id, quantity);
    announce(t.cart.added(product.name, quantity));
  };
}
