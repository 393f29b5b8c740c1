import { shop } from "../data/shop";
import { emptyOrderDraft, type OrderDraft } from "../lib/order/order-form";
import { ordersWithinKeptDays, type PastOrder } from "../lib/order/past-orders";
import type { RememberedRecipient } from "../lib/order/remembered-recipients";
import type { StoredSender } from "../lib/order/remembered-sender";
import {
  parseOrderDraft,
  parsePastOrders,
  parseRememberedRecipients,
  parseRememberedSender,
} from "../lib/order/stored-order-values";
import type { DeviceValue } from "./device-store";
import { orderDraftStorage, ordersStorage } from "./order-clean-up";

/*
 * What the order pages keep apart from the cart, each read through its valibot schema
 * (lib/order/stored-order-values.ts), which only the pages that read these values load (decision
 * 022). The privacy page lists every key the site keeps.
 */

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
  ...orderDraftStorage,
  empty: emptyOrderDraft,
  parse: parseOrderDraft,
  serialize: (draft) => draft,
};

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
