import { parseCart, serializeCart, type Cart } from "../lib/cart/cart";
import { parseRememberedSender, type RememberedSender } from "../lib/order/remembered-sender";
import type { DeviceValue } from "./device-store";

/*
 * What the order page keeps apart from the cart. The privacy page lists every key the site keeps.
 */

/**
 * 'Order this gift': one gift with its choices, text and little extras, ordered on its own. Kept
 * apart from the cart, which it neither empties nor joins; 'I have sent it' on its order clears it.
 */
export const singleOrderValue: DeviceValue<Cart> = {
  key: "upohar.single-order",
  version: 1,
  empty: [],
  parse: parseCart,
  serialize: serializeCart,
};

/**
 * The shopper's own name and number, kept only when they tick 'Remember my name and number on this
 * phone' and send an order, until they untick it, tap 'Forget', or clear the site's data.
 */
export const rememberedSenderValue: DeviceValue<RememberedSender | null> = {
  key: "upohar.sender",
  version: 1,
  empty: null,
  parse: parseRememberedSender,
  serialize: (sender) => sender,
};
