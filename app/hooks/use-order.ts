import { useEffect } from "react";
import {
  emptyOrderDraft,
  startDraft,
  type OrderDraft,
  withoutSender,
  type OrderFormValues,
} from "~/lib/order/order-form";
import { orderReference } from "~/lib/order/order-reference";
import { recordOrder, withoutOrder, type PastOrder } from "~/lib/order/past-orders";
import { rememberRecipient, type RememberedRecipient } from "~/lib/order/remembered-recipients";
import {
  usableSender,
  type RememberedSender,
  type StoredSender,
} from "~/lib/order/remembered-sender";
import { createDeviceStore } from "~/storage/device-store";
import {
  orderDraftValue,
  pastOrdersValue,
  rememberedRecipientsValue,
  rememberedSenderValue,
} from "~/storage/order-values";
import { orderLineActions, type OrderSource } from "./use-order-lines";
import { useDeviceValue } from "./use-device-value";
import { keepMyOrdersOffline } from "./use-service-worker";

const draftStore = createDeviceStore(orderDraftValue);
const pastOrdersStore = createDeviceStore(pastOrdersValue);

const senderStore = createDeviceStore(rememberedSenderValue);
const recipientsStore = createDeviceStore(rememberedRecipientsValue);

function newReference(): string {
  return orderReference(crypto.getRandomValues(new Uint8Array(6)));
}

/** A new order's draft: its reference, the city, the sender if remembered. */
function started(draft: OrderDraft): OrderDraft {
  return startDraft(draft, {
    reference: newReference(),
    sender: usableSender(senderStore.getSnapshot()),
  });
}

/**
 * The order form as it was last typed on this device, or null before the device is read. A
 * draft is started on first use (its reference, so the wallet steps can name it before anything
 * is sent, and what startDraft fills in).
 */
export function useOrderDraft(): OrderDraft | null {
  const draft = useDeviceValue(draftStore);
  useEffect(() => {
    if (draft && !draft.reference) {
      draftStore.update((current) => (current.reference ? current : started(current)));
    }
  }, [draft]);
  return draft;
}

/**
 * The shopper's own name and number, if they asked this device to remember them, or "unreadable"
 * when what it holds is damaged; null also before the device is read.
 */
export function useRememberedSender(): StoredSender {
  return useDeviceValue(senderStore);
}

/** The last people the shopper sent to, newest first, if they asked to be remembered. */
export function useRememberedRecipients(): RememberedRecipient[] | null {
  return useDeviceValue(recipientsStore);
}

export function usePastOrders(): PastOrder[] | null {
  return useDeviceValue(pastOrdersStore);
}

export const orderActions = {
  /** Every keystroke is kept, so a reload or a trip to the wallet app loses nothing. */
  change<F extends keyof OrderFormValues>(field: F, value: OrderFormValues[F]) {
    draftStore.update((draft) => ({
      ...draft,
      values: { ...draft.values, [field]: value },
      changedAt: new Date().toISOString(),
    }));
  },
  /** The date the form chooses itself, on opening or when the area can no longer meet it. */
  startDate(date: string) {
    draftStore.update((draft) => ({
      ...draft,
      values: { ...draft.values, date },
      dateStartedOn: date,
    }));
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
    keepMyOrdersOffline();
  },
  /**
   * 'Forget', or unticking 'Remember me…': the device keeps neither the shopper's name and number
   * nor the people they sent to. 'Forget' (`fromForm`) also empties the form's name and number
   * where they are still the ones the phone kept; unticking leaves the order being written as it is.
   */
  forgetSender({ fromForm }: { fromForm: boolean }) {
    const sender = senderStore.getSnapshot();
    if (fromForm && sender && sender !== "unreadable") {
      draftStore.update((draft) => withoutSender(draft, sender));
    }
    senderStore.update(() => null);
    recipientsStore.update((recipients) => (recipients.length === 0 ? recipients : []));
  },
  /**
   * 'Yes, I sent it': the only thing that empties the form, and the lines it ordered (the cart, or
   * the gift ordered on its own, leaving the cart as it is). The sender, and this order's recipient
   * among the last few, are kept for the next order only if the shopper asked; all are forgotten if
   * they unticked it.
   */
  finish(
    order: PastOrder,
    source: OrderSource,
    kept: { sender: RememberedSender; recipient: RememberedRecipient | null } | null,
  ) {
    orderActions.record(order);
    orderLineActions[source].clear();
    if (kept) {
      senderStore.update(() => kept.sender);
      const { recipient } = kept;
      if (recipient) recipientsStore.update((list) => rememberRecipient(list, recipient));
    } else {
      orderActions.forgetSender({ fromForm: false });
    }
    draftStore.update(() => started(emptyOrderDraft));
  },
};
