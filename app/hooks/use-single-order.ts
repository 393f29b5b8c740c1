import { addToCart, keepKnownLines, type Cart, type CartLine } from "~/lib/cart/cart";
import { createDeviceStore } from "~/storage/device-store";
import { singleOrderValue } from "~/storage/single-order-value";
import { useDeviceValue } from "./use-device-value";

const singleOrderStore = createDeviceStore(singleOrderValue);

/** The gift ordered on its own ('Order this gift'), or null before the device is read. */
export function useSingleOrder(): Cart | null {
  return useDeviceValue(singleOrderStore);
}

export const singleOrderActions = {
  /** Starts the order afresh with this gift: an earlier single gift not sent gives way to it. */
  start: (line: CartLine) => singleOrderStore.update(() => [line]),
  /** A little extra joins the single gift's order, not the cart. */
  add: (line: CartLine) => singleOrderStore.update((lines) => addToCart(lines, line)),
  keepKnown: (known: Parameters<typeof keepKnownLines>[1]) =>
    singleOrderStore.update((lines) => keepKnownLines(lines, known)),
  /** 'Yes, I sent it' on its order: the cart is left as it is. */
  clear: () => singleOrderStore.update(() => []),
};
