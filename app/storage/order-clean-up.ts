import { shop } from "../data/shop";
import { withoutStaleDetails } from "../lib/order/order-form";
import { ordersWithinKeptDays } from "../lib/order/past-orders";
import { createDeviceStore, type DeviceValue } from "./device-store";

/*
 * The clean-up every visit starts with, on whichever page (hooks/start-visit.ts), and whether the
 * device holds an order (hooks/use-service-worker.ts). It reads the order form's draft and the
 * orders unchecked, so every page carries neither's check: those are the order pages'
 * (order-values.ts, decision 022).
 */

/** Where the order form's draft is kept, for the order pages and the clean-up alike. */
export const orderDraftStorage = { key: "upohar.order-draft", version: 1 } as const;

// Still version 1: each order's status was added as a field that earlier builds ignore, so a tab
// still running one keeps the list; an order stored without a status reads as of unknown status.
export const ordersStorage = { key: "upohar.orders", version: 1 } as const;

/** The stored draft unread: the clean-up reads only its texts and its stamp. */
const storedDraft: DeviceValue<object> = {
  ...orderDraftStorage,
  empty: {},
  parse: (data) => (typeof data === "object" && data !== null ? data : {}),
  serialize: (draft) => draft,
};

/** The stored orders unread: the clean-up reads only when each was placed. */
const storedOrders: DeviceValue<readonly unknown[]> = {
  ...ordersStorage,
  empty: [],
  parse: (data) => (Array.isArray(data) ? data : []),
  serialize: (orders) => orders,
};

/**
 * Deletes from the device an unsent form's details of another past the days they are kept, and
 * the orders past theirs. Nothing is written when nothing is, nor over a newer version's value
 * (device-store.ts).
 */
export function forgetStaleDraft(now: Date): void {
  createDeviceStore(storedDraft).update((draft) =>
    withoutStaleDetails(draft, now, shop.ordering.draftKeptDays),
  );
}

export function forgetExpiredOrders(now: Date): void {
  createDeviceStore(storedOrders).update((orders) =>
    ordersWithinKeptDays(orders, now, shop.ordering.ordersKeptDays),
  );
}

/** Whether the device holds an order, read unchecked: the offline copy keeps My Orders only then. */
export function holdsOrders(): boolean {
  return createDeviceStore(storedOrders).getSnapshot().length > 0;
}
