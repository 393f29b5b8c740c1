import { shop } from "../data/shop";
import { parseCart, serializeCart, type Cart } from "../lib/cart/cart";
import {
  emptyOrderDraft,
  parseOrderDraft,
  withoutStaleDetails,
  type OrderDraft,
} from "../lib/order/order-form";
import { ordersWithinKeptDays, parsePastOrders, type PastOrder } from "../lib/order/past-orders";
import {
  parseRememberedRecipients,
  type RememberedRecipient,
} from "../lib/order/remembered-recipients";
import { parseRememberedSender, type StoredSender } from "../lib/order/remembered-sender";
import { createDeviceStore, type DeviceValue } from "./device-store";

/*
 * What the order page keeps apart from the cart. The privacy page lists every key the site keeps.
 */

/**
 * 'Order this gift': one gift with its choices, text and little extras, ordered on its own. Kept
 * apart from the cart, which it neither empties nor joins; 'Yes, I sent it' on its order clears it.
 */
export const singleOrderValue: DeviceValue<Cart> = {
  key: "upohar.single-order",
  version: 1,
  empty: [],
  parse: parseCart,
  serialize: serializeCart,
};

/**
 * The shopper's own name and number, kept only when they tick 'Remember me and my recipients on
 * this phone' and send an order, until they untick it, tap 'Forget', or clear the site's data.
 */
export const rememberedSenderValue: DeviceValue<StoredSender> = {
  key: "upohar.sender",
  version: 1,
  empty: null,
  parse: parseRememberedSender,
  serialize: (sender) => sender,
};

/** The last people the shopper sent gifts to: kept and forgotten with their own name and number. */
export const rememberedRecipientsValue: DeviceValue<RememberedRecipient[]> = {
  key: "upohar.recipients",
  version: 1,
  empty: [],
  parse: parseRememberedRecipients,
  serialize: (recipients) => recipients,
};

/** The order form as last typed, kept so a reload or a trip to the wallet app loses nothing. */
export const orderDraftValue: DeviceValue<OrderDraft> = {
  key: "upohar.order-draft",
  version: 1,
  empty: emptyOrderDraft,
  parse: parseOrderDraft,
  serialize: (draft) => draft,
};

// Still version 1: each order's status was added as a field that earlier builds ignore, so a tab
// still running one keeps the list; an order stored without a status reads as of unknown status.
const ordersStorage = { key: "upohar.orders", version: 1 } as const;

/** My Orders: never read past the days orders are kept, even before the visit's clean-up ran. */
export const pastOrdersValue: DeviceValue<PastOrder[]> = {
  ...ordersStorage,
  empty: [],
  parse: (data) =>
    parsePastOrders(
      Array.isArray(data)
        ? ordersWithinKeptDays(data, new Date(), shop.ordering.ordersKeptDays)
        : data,
    ),
  serialize: (orders) => orders,
};

/** The stored orders unread, for the clean-up every visit starts with (it carries no parser). */
const storedOrders: DeviceValue<readonly unknown[]> = {
  ...ordersStorage,
  empty: [],
  parse: (data) => (Array.isArray(data) ? data : []),
  serialize: (orders) => orders,
};

/**
 * Deletes from the device the orders past the days they are kept, at the start of a visit to any
 * page. Nothing is written when none is, nor over a newer version's list (device-store.ts).
 */
export function forgetStaleDraft(now: Date): void {
  createDeviceStore(orderDraftValue).update((draft) =>
    withoutStaleDetails(draft, now, shop.ordering.draftKeptDays),
  );
}

export function forgetExpiredOrders(now: Date): void {
  createDeviceStore(storedOrders).update((orders) =>
    ordersWithinKeptDays(orders, now, shop.ordering.ordersKeptDays),
  );
}
