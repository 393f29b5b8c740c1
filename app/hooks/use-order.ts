import { useEffect } from "react";
import { emptyOrderForm, type OrderDraft, type OrderFormValues } from "~/lib/order/order-form";
import { orderReference } from "~/lib/order/order-reference";
import { recordOrder, withoutOrder, type PastOrder } from "~/lib/order/past-orders";
import { createDeviceStore } from "~/storage/device-store";
import { orderDraftValue, pastOrdersValue } from "~/storage/order-values";
import { cartActions } from "./use-cart";
import { useDeviceValue } from "./use-device-value";

const draftStore = createDeviceStore(orderDraftValue);
const pastOrdersStore = createDeviceStore(pastOrdersValue);

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
  /** 'Delete' on My Orders, once confirmed. */
  forget(reference: string) {
    pastOrdersStore.update((orders) => withoutOrder(orders, reference));
  },
  /** 'Delete all' on My Orders, once confirmed. */
  forgetAll() {
    pastOrdersStore.update((orders) => (orders.length === 0 ? orders : []));
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
