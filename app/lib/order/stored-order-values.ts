/**
 * The valibot schemas of what the order pages keep on the device (app/storage/order-values.ts):
 * the draft, the orders, the sender and the recipients. A stored value may be damaged by hand or
 * written by something else: each schema says what it accepts and how the rest is repaired, and
 * reading never throws. Only the pages that read these values load this module and valibot
 * (vite.config.ts keeps them in a chunk of their own); the clean-up every visit starts with reads
 * the draft and the orders unchecked (storage/order-clean-up.ts). Decision 022.
 */
import * as v from "valibot";
import { parseCart, type Cart } from "../cart/cart";
import { isCalendarDate } from "../calendar/dhaka-calendar";
import { storedTextMax } from "../forms/limits";
import type { DhakaHour } from "./confirmation-call";
import {
  emptyOrderDraft,
  emptyOrderForm,
  orderPaymentMethods,
  type OrderDraft,
  type OrderFormValues,
  type OrderTextField,
} from "./order-form";
import { isOrderReference } from "./order-reference";
import { pastOrdersKept, type PastOrder, type PastOrderLine } from "./past-orders";
import {
  recipientToRemember,
  recipientsKept,
  samePerson,
  type RememberedRecipient,
} from "./remembered-recipients";
import { senderToRemember, type StoredSender } from "./remembered-sender";
import { timeChoices } from "./time-windows";

/**
 * A stored list read entry by entry: an entry its schema refuses is left out, the others kept as
 * the schema gives them. Anything but a list is refused whole. Past `readAtMost` entries a list is
 * more than the site ever stores, and the rest is not read.
 */
function eachValidEntry<TEntry extends v.GenericSchema>(entry: TEntry, readAtMost = Infinity) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((entries) =>
      entries.slice(0, readAtMost).flatMap((data) => {
        const read = v.safeParse(entry, data);
        return read.success ? [read.output] : [];
      }),
    ),
  );
}

const isoTimestamp = v.pipe(
  v.string(),
  v.check((stamp) => !Number.isNaN(Date.parse(stamp))),
  v.transform((stamp) => new Date(stamp).toISOString()),
);

const calendarDate = v.pipe(v.string(), v.check(isCalendarDate));

const orderReference = v.custom<string>(isOrderReference);

// Generous, so nothing a shopper types is cut, yet a damaged entry cannot fill the page.
const draftTextMax = 2000;

/** A field's stored text, cut to `draftTextMax`; anything but a text starts as the empty form's. */
const draftText = (field: OrderTextField) =>
  v.fallback(
    v.pipe(
      v.string(),
      v.transform((text) => text.slice(0, draftTextMax)),
    ),
    emptyOrderForm[field],
  );

const draftValues = v.object({
  senderName: draftText("senderName"),
  senderPhone: draftText("senderPhone"),
  senderEmail: draftText("senderEmail"),
  recipientName: draftText("recipientName"),
  recipientPhone: draftText("recipientPhone"),
  address: draftText("address"),
  area: draftText("area"),
  date: draftText("date"),
  time: v.fallback(v.picklist(timeChoices), "any"),
  cardMessage: draftText("cardMessage"),
  leaveNameOff: v.fallback(v.boolean(), false),
  payment: v.fallback(v.picklist(orderPaymentMethods), emptyOrderForm.payment),
  transactionId: draftText("transactionId"),
}) satisfies v.GenericSchema<unknown, OrderFormValues>;

/**
 * The stored draft (key upohar.order-draft), re-checked field by field: whatever is damaged or
 * foreign starts as the empty form's, and anything but a draft reads as the empty draft.
 */
export const storedOrderDraftSchema = v.fallback(
  v.object({
    reference: v.fallback(orderReference, ""),
    values: v.fallback(draftValues, emptyOrderForm),
    dateStartedOn: v.fallback(calendarDate, ""),
    changedAt: v.fallback(isoTimestamp, ""),
  }),
  emptyOrderDraft,
);

export const parseOrderDraft = (data: unknown): OrderDraft => v.parse(storedOrderDraftSchema, data);

const wholeAmount = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** A detail holds a text a cart kept, up to the longest a cart keeps. */
const shortText = v.pipe(v.string(), v.minLength(1), v.maxLength(storedTextMax));

const storedOrderLine = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  quantity: v.pipe(wholeAmount, v.minValue(1)),
  lineTotal: wholeAmount,
  // An order kept before lines had details has none (undefined), which is not damage.
  details: v.optional(
    v.pipe(v.array(v.object({ label: shortText, value: shortText })), v.maxLength(20)),
    [],
  ),
}) satisfies v.GenericSchema<unknown, PastOrderLine>;

/** A kept call time is trusted only whole: a day and an hour of it. */
const storedCallBy = v.object({
  date: calendarDate,
  hour: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23)),
}) satisfies v.GenericSchema<unknown, DhakaHour>;

/**
 * The lines an order came from, one for each of its lines and in their order, so 'Order again' can
 * name a gift the shop no longer lists; anything less reads as none kept. In the cart's format,
 * read by the cart's check, which every page carries.
 */
function orderedItems(data: unknown, lineCount: number): Cart {
  if (data === undefined) return [];
  const items = parseCart({ lines: data });
  return Array.isArray(data) && items.length === data.length && items.length === lineCount
    ? items
    : [];
}

/**
 * One stored order: refused whole when what it says (reference, date, lines, total, message) is
 * damaged, as half an order is never shown; what later builds added (status, gifts, recipient,
 * day, call time) reads as not kept when it is missing or damaged.
 */
const storedOrder = v.pipe(
  v.object({
    reference: orderReference,
    placedAt: isoTimestamp,
    lines: v.pipe(v.array(storedOrderLine), v.minLength(1)),
    total: wholeAmount,
    message: v.pipe(v.string(), v.minLength(1)),
    status: v.fallback(v.nullable(v.picklist(["sent", "prepared"])), null),
    items: v.optional(v.unknown()),
    recipientName: v.fallback(v.nullable(shortText), null),
    deliveryDate: v.fallback(v.nullable(calendarDate), null),
    callBy: v.fallback(v.optional(storedCallBy), undefined),
  }),
  v.transform(({ items, callBy, ...order }): PastOrder => ({
    ...order,
    items: orderedItems(items, order.lines.length),
    ...(callBy ? { callBy } : {}),
  })),
);

/**
 * The stored orders (key upohar.orders), re-checked one by one: a damaged entry is left out, never
 * shown half-broken, and so is a second order with one reference; anything but a list is none.
 */
export const storedPastOrdersSchema = v.fallback(
  v.pipe(
    eachValidEntry(storedOrder),
    v.transform((orders) =>
      orders
        .filter(
          (order, index) =>
            orders.findIndex((kept) => kept.reference === order.reference) === index,
        )
        .slice(0, pastOrdersKept),
    ),
  ),
  [],
);

export const parsePastOrders = (data: unknown): PastOrder[] =>
  v.parse(storedPastOrdersSchema, data);

/**
 * The stored sender (key upohar.sender), checked again as the form checks it: nobody, or a name
 * and number the form accepts; anything damaged or foreign is never offered as the shopper's and
 * reads as "unreadable", which the form says it could not read.
 */
export const storedSenderSchema = v.fallback(
  v.union([
    v.pipe(
      v.optional(v.null_()),
      v.transform((): StoredSender => null),
    ),
    v.pipe(
      v.object({ name: v.string(), phone: v.string() }),
      v.transform(({ name, phone }): StoredSender => senderToRemember(name, phone) ?? "unreadable"),
    ),
  ]),
  "unreadable",
);

export const parseRememberedSender = (data: unknown): StoredSender =>
  v.parse(storedSenderSchema, data);

/** A recipient as the form keeps one: trimmed, and refused when any part fails its checks. */
const storedRecipient = v.pipe(
  v.object({ name: v.string(), phone: v.string(), address: v.string(), area: v.string() }),
  v.rawTransform(({ dataset: { value }, addIssue, NEVER }) => {
    const recipient = recipientToRemember({
      recipientName: value.name,
      recipientPhone: value.phone,
      address: value.address,
      area: value.area,
    });
    if (recipient) return recipient;
    addIssue({ message: "Not a recipient the order form accepts" });
    return NEVER;
  }),
);

/**
 * The stored recipients (key upohar.recipients), checked one by one among the first 20 as the form
 * checks them: a damaged or foreign entry is left out, never shown, and so is a second entry for
 * one person.
 */
export const storedRecipientsSchema = v.fallback(
  v.pipe(
    eachValidEntry(storedRecipient, 20),
    v.transform((recipients) =>
      recipients
        .filter(
          (recipient, index) =>
            recipients.findIndex((kept) => samePerson(kept, recipient)) === index,
        )
        .slice(0, recipientsKept),
    ),
  ),
  [],
);

export const parseRememberedRecipients = (data: unknown): RememberedRecipient[] =>
  v.parse(storedRecipientsSchema, data);
