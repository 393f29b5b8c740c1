/**
 * The gift order form's rules (docs/product.md 5.2): its fields, what each accepts, and the draft the
 * device keeps while the shopper types. The site sends nothing itself, so these checks are the
 * only ones an order passes before it goes to the shop.
 */
import { isValidEmail } from "../forms/email";
import { shop } from "../../data/shop";
import { normalizeBdMobile, toLatinDigits } from "../forms/bd-mobile";
import { isAbroadNumber, senderMobile, type WorldMobileReader } from "../forms/sender-mobile";
import { graphemeCount } from "../forms/graphemes";
import { addressMax, nameMax } from "../forms/limits";
import { textProblem, validateForm, type FormRules } from "../forms/validation";
import { isCalendarDate } from "../calendar/dhaka-calendar";
import { shopOrderDateRules } from "./shop-rules";
import { earliestOrderDate } from "./order-date";
import type { RememberedSender } from "./remembered-sender";
import { isWallet, walletNames, type PaymentMethod } from "./payment-methods";
import { timeChoices } from "./time-windows";

/** The methods the form offers: cash on delivery, the form's default, first. */
/** Cash on delivery first, the form's default, where the shop takes it; then its wallets. */
export const orderPaymentMethods: readonly PaymentMethod[] = [
  ...(shop.payments.cod ? (["cod"] as const) : []),
  ...walletNames,
];
const defaultPayment: PaymentMethod = orderPaymentMethods[0] ?? "cod";

/** The first choice of the delivery area; every other one is a district outside the city. */
export const dhakaCityArea = "dhaka-city";

export interface OrderFormValues {
  senderName: string;
  senderPhone: string;
  /** Optional: for the tracking number by email too. */
  senderEmail: string;
  recipientName: string;
  recipientPhone: string;
  address: string;
  area: string;
  date: string;
  time: string;
  cardMessage: string;
  leaveNameOff: boolean;
  payment: PaymentMethod;
  transactionId: string;
}

export type OrderField = keyof OrderFormValues;
export type OrderTextField = Exclude<OrderField, "leaveNameOff" | "payment">;

const orderFields = [
  "senderName",
  "senderPhone",
  "senderEmail",
  "recipientName",
  "recipientPhone",
  "address",
  "area",
  "date",
  "time",
  "cardMessage",
  "leaveNameOff",
  "payment",
  "transactionId",
] as const satisfies readonly OrderField[];

/**
 * "abroad": a number written as one from abroad that no country has; "unchecked": one from abroad
 * while the page could not fetch what reads it (offline, before it was ever fetched).
 */
export type OrderProblem = "required" | "invalid" | "abroad" | "unchecked" | "tooLong" | "tooEarly";
export type OrderErrors = Partial<Record<OrderField, OrderProblem>>;

export const emptyOrderForm: OrderFormValues = {
  senderName: "",
  senderPhone: "",
  senderEmail: "",
  recipientName: "",
  recipientPhone: "",
  address: "",
  area: "",
  date: "",
  time: "any",
  cardMessage: "",
  leaveNameOff: false,
  payment: defaultPayment,
  transactionId: "",
};

/**
 * A wallet's Transaction ID: 8–10 letters and digits, kept upper-case as the wallet's SMS shows.
 * A Bangla keyboard types Bengali digits, so those are read as the Latin ones the SMS has.
 */
export function normalizeTransactionId(input: string): string | null {
  const compact = toLatinDigits(input).replace(/\s/g, "").toUpperCase();
  return /^[A-Z0-9]{8,10}$/.test(compact) ? compact : null;
}

export interface OrderContext {
  now: Date;
  /** The areas the page offers: the city, then the districts. */
  areaIds: readonly string[];
  /** What reads a sender's number from abroad; null until the page has fetched it. */
  abroad: WorldMobileReader | null;
}

/** Whether an area is delivered by the city's rules: the city, or none chosen yet. */
export const isInsideCity = (area: string) => area === "" || area === dhakaCityArea;

/** The earliest date the area takes: inside Dhaka city a delivery day, outside an arrival day. */
export function earliestDateFor(area: string, now: Date): string {
  return earliestOrderDate(isInsideCity(area), now, shopOrderDateRules);
}

function phoneProblem(value: string): OrderProblem | undefined {
  if (!value.trim()) return "required";
  return normalizeBdMobile(value) ? undefined : "invalid";
}

/** A number written as one from abroad is told apart: its fix is its country code or digits. */
function senderPhoneProblem(
  value: string,
  abroad: WorldMobileReader | null,
): OrderProblem | undefined {
  if (!value.trim()) return "required";
  const read = senderMobile(value, abroad);
  if (read === "unchecked") return "unchecked";
  if (read) return undefined;
  return isAbroadNumber(value) ? "abroad" : "invalid";
}

function fieldProblem(
  field: OrderField,
  values: OrderFormValues,
  context: OrderContext,
): OrderProblem | undefined {
  switch (field) {
    case "senderName":
    case "recipientName":
      return textProblem(values[field], { required: true, max: nameMax });
    case "senderPhone":
      return senderPhoneProblem(values.senderPhone, context.abroad);
    case "recipientPhone":
      return phoneProblem(values.recipientPhone);
    case "senderEmail": {
      const email = values.senderEmail.trim();
      return !email || isValidEmail(email) ? undefined : "invalid";
    }
    case "address":
      return textProblem(values.address, { required: true, max: addressMax });
    case "area":
      return context.areaIds.includes(values.area) ? undefined : "required";
    case "date":
      if (!values.date) return "required";
      if (!isCalendarDate(values.date)) return "invalid";
      return values.date < earliestDateFor(values.area, context.now) ? "tooEarly" : undefined;
    case "time":
      return timeChoices.includes(values.time) ? undefined : "required";
    case "cardMessage":
      return graphemeCount(values.cardMessage) > shop.ordering.cardMessageLimit
        ? "tooLong"
        : undefined;
    case "transactionId":
      if (!isWallet(values.payment) || !values.transactionId.trim()) return undefined;
      return normalizeTransactionId(values.transactionId) ? undefined : "invalid";
    case "leaveNameOff":
    case "payment":
      return undefined;
  }
}

/** The form's rules on the day and with the areas the page offers. */
export function orderRules(
  context: OrderContext,
): FormRules<OrderFormValues, OrderField, OrderProblem> {
  return { fields: orderFields, problem: (field, values) => fieldProblem(field, values, context) };
}

/** Changing the area changes the earliest date, so a flagged date is checked again. */
export const orderFieldsAffected: Partial<Record<OrderField, readonly OrderField[]>> = {
  area: ["date"],
};

/** A checked order, in the form the shop reads it: numbers dialable, text trimmed. */
export type OrderDetails = Omit<OrderFormValues, "transactionId"> & {
  /** Only for a wallet, and only once the shopper has paid. */
  transactionId: string | null;
  /** The country of a sender's number from abroad (ISO 3166 code); null for Bangladesh. */
  senderCountry: string | null;
};

/** The order as it goes out, or null while any field still has a problem. */
export function orderDetails(values: OrderFormValues, context: OrderContext): OrderDetails | null {
  if (Object.keys(validateForm(orderRules(context), values)).length > 0) return null;
  const sender = senderMobile(values.senderPhone, context.abroad);
  const recipientPhone = normalizeBdMobile(values.recipientPhone);
  if (!sender || sender === "unchecked" || !recipientPhone) return null;
  return {
    senderName: values.senderName.trim(),
    senderPhone: sender.number,
    senderCountry: sender.country,
    senderEmail: values.senderEmail.trim(),
    recipientName: values.recipientName.trim(),
    recipientPhone,
    address: values.address.trim(),
    area: values.area,
    date: values.date,
    time: values.time,
    cardMessage: values.cardMessage.trim(),
    leaveNameOff: values.leaveNameOff,
    payment: values.payment,
    transactionId: isWallet(values.payment) ? normalizeTransactionId(values.transactionId) : null,
  };
}

/** What the device keeps while the shopper types: the order's reference and every field. */
export interface OrderDraft {
  /** Empty until the device has made one (it needs the browser's random numbers). */
  reference: string;
  values: OrderFormValues;
  /**
   * The date the form last chose itself; a date that differs is the shopper's own, which opening
   * the form again keeps (order-date.ts, dateOnOpen).
   */
  dateStartedOn: string;
  /** When the shopper last typed in it (ISO), or "" before they have. */
  changedAt: string;
}

export const emptyOrderDraft: OrderDraft = {
  reference: "",
  values: emptyOrderForm,
  dateStartedOn: "",
  changedAt: "",
};

/** What an unsent form forgets after the days it is kept: another's details, and a payment's. */
const staleFields = [
  "recipientName",
  "recipientPhone",
  "address",
  "cardMessage",
  "transactionId",
] as const satisfies readonly OrderTextField[];

const dayMs = 24 * 60 * 60 * 1000;

/** What the clean-up reads of a draft as stored, unchecked (a checked draft has it as well). */
interface CleanableDraft {
  values?: unknown;
  changedAt?: unknown;
}

/**
 * The draft as a new visit finds it: `keptDays` after the shopper last typed in it, the
 * recipient's details, the card message and the transaction ID are gone, as a shared phone's next
 * user must not read them; the shopper's own name and number stay (they may ask the phone to
 * remember those). A draft with something typed but no stamp (kept by an earlier build) counts
 * from now, and so does one stamped later than now (a clock once wrong). The same draft when
 * nothing changes, so nothing is written. Every page's visit starts with it on the draft as
 * stored, before (and without) the draft's check: only a text counts as typed, and only a text
 * as a stamp, as the check reads them.
 */
export function withoutStaleDetails<Draft extends CleanableDraft>(
  draft: Draft,
  now: Date,
  keptDays: number,
): Draft {
  const values: Partial<Record<OrderField, unknown>> =
    typeof draft.values === "object" && draft.values !== null ? draft.values : {};
  const typed = staleFields.some(
    (field) => typeof values[field] === "string" && values[field] !== "",
  );
  if (!typed) return draft;
  const changed = typeof draft.changedAt === "string" ? Date.parse(draft.changedAt) : Number.NaN;
  if (Number.isNaN(changed) || changed > now.getTime()) {
    return { ...draft, changedAt: now.toISOString() };
  }
  if (changed > now.getTime() - keptDays * dayMs) return draft;
  const emptied = Object.fromEntries(staleFields.map((field) => [field, ""]));
  return { ...draft, values: { ...values, ...emptied } };
}

/**
 * A draft as a new order starts it: its reference, and what the shop can tell without guessing
 * about the recipient. Most orders go inside Dhaka city, so that starts chosen; the date is the
 * form's to start, as it knows the gifts and so the gift day they may be for; the shopper's own
 * name and number start as they asked the device to remember them. A field the shopper already
 * filled is never replaced.
 */
export function startDraft(
  draft: OrderDraft,
  start: { reference: string; sender: RememberedSender | null },
): OrderDraft {
  const { values } = draft;
  const area = values.area || dhakaCityArea;
  const sender =
    start.sender && !values.senderName && !values.senderPhone
      ? { senderName: start.sender.name, senderPhone: start.sender.phone }
      : {};
  return {
    ...draft,
    reference: draft.reference || start.reference,
    values: { ...values, ...sender, area },
  };
}

/** The draft without the shopper's name and number where they are still the ones the phone kept. */
export function withoutSender(draft: OrderDraft, sender: RememberedSender): OrderDraft {
  const { senderName, senderPhone } = draft.values;
  if (senderName !== sender.name || senderPhone !== sender.phone) return draft;
  return { ...draft, values: { ...draft.values, senderName: "", senderPhone: "" } };
}
