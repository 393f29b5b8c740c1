import { parseCart, serializeCart, type Cart } from "../lib/cart/cart";
import type { DeviceValue } from "./device-store";

/**
 * 'Order this gift': one gift with its choices, text and little extras, ordered on its own. Kept
 * apart from the cart, which it neither empties nor joins; 'Yes, I sent it' on its order clears it.
 * In the cart's format, read by the cart's check, as the product page and the order page read it.
 */
export const singleOrderValue: DeviceValue<Cart> = {
  key: "upohar.single-order",
  version: 1,
  empty: [],
  parse: parseCart,
  serialize: serializeCart,
};
