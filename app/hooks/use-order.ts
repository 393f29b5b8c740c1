import { useEffect } from "react";
import {
  emptyOrderDraft,
  emptyOrderForm,
  parseOrderDraft,
  type OrderDraft,
  type OrderFormValues,
} from "~/lib/order/order-form";
import { orderReference } from "~/lib/order/order-reference";
import { parsePastOrders, recordOrder, type PastOrder } from "~/lib/order/past-orders";
import { createDeviceStore } from "~/storage/device-store";
import { cartActions } from "./use-cart";
import { useDeviceValue } from "./use-device-value";

const draftStore = createDeviceStore<OrderDraft>({
  key: "upohar.order-draft",
  version: 1,
  empty: emptyOrderDraft,
  parse: parseOrderDraft,
  serialize: (draft) => draft,
});

// Still version 1: each order's status was added as a field that earlier builds ignore, so a tab
// still running one keeps the list (a version 2 would read as empty there, and its next order
// would be written over the list); an order stored without a status reads as of unknown status.
const pastOrdersStore = createDeviceStore<PastOrder[]>({
  key: "upohar.orders",
  version: 1,
  empty: [],
  parse: parsePastOrders,
  serialize: (orders) => orders,
});

function newReference(): string {
  return orderReference(crypto.getRandomValues(new Uint8Array(6)));
}

/**
 * The order form as it was last typed on this device, or null before the device is read. A
 * draft gets its reference on first use, so the wallet steps can name it before anything is sent.
 */
export function useOrderDraft(): OrderDraft | null {
  const draft = useDeviceValue(draftStore);
  useEffect(() => {
    if (draft && !draft.reference) {
      draftStore.update((current) =>
        current.reference ? current : { ...current, reference: newReference() },
      );
    }
  }, [draft]);
  return draft;
}

export function usePastOrders(): PastOrder[] | null {
  return useDeviceValue(pastOrdersStore);
}

export const orderActions = {
  /** Every keystroke is kept, so a reload or a trip to the wallet app loses nothing. */
  change<F extends keyof OrderFormValues>(field: F, value: OrderFormValues[F]) {
    draftStore.update((draft) => ({ ...draft, values: { ...draft.values, [field]: value } }));
  },
  record(order: PastOrder) {
    pastOrdersStore.update((orders) => recordOrder(orders, order));
  },
  /** 'I have sent it': the only thing that empties the cart and the form. */
  finish(order: PastOrder) {
    pastOrdersStore.update((orders) => recordOrder(orders, order));
    cartActions.clear();
    draftStore.update(() => ({ reference: newReference(), values: emptyOrderForm }));
  },
};
