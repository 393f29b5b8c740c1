import type { CartLine, keepKnownLines } from "~/lib/cart/cart";
import { cartActions } from "./use-cart";
import { singleOrderActions } from "./use-single-order";

/** What an order is made of: the cart, or one gift ordered on its own ('Order this gift'). */
export type OrderSource = "cart" | "single";

interface LineActions {
  add: (line: CartLine) => void;
  keepKnown: (known: Parameters<typeof keepKnownLines>[1]) => void;
  clear: () => void;
}

/** How the order page changes its lines: a little extra joins them, 'Yes, I sent it' clears them. */
export const orderLineActions: Record<OrderSource, LineActions> = {
  cart: cartActions,
  single: singleOrderActions,
};
