/**
 * The gift order form's rules (PRODUCT.md 5.2): its fields, what each accepts, and the draft the
 * device keeps while the shopper types. The site sends nothing itself, so these checks are the
 * only ones an order passes before it goes to the shop.
 */
import { shop } from "../../config/shop";
import { normalizeBdMobile, toLatinDigits } from "../forms/bd-mobile";
import { earliestDeliveryDate, isCalendarDate } from "./delivery-date";
import { lazy } from "../site/lazy";
import { isOrderReference } from "./order-reference";

export type WalletName = keyof typeof shop.ordering.wallets;
export type PaymentMethod = "cod" | WalletName;

const walletNames = Object.keys(shop.ordering.wallets) as WalletName[];
export const paymentMethods: readonly PaymentMethod[] = ["cod", ...walletNames];

export function isWallet(method: PaymentMethod): method is WalletName {
  return method !== "cod";
}

/** The first choice of the delivery area; every other one is a district outside the city. */
export const dhakaCityArea = "dhaka-city";

export type TimeWindow = (typeof shop.ordering.timeWindows)[number];

const timeWindowId = (window: TimeWindow) => `${window.from}-${window.to}`;

export function timeWindowFor(choice: string): TimeWindow | undefined {
  return shop.ordering.timeWindows.find((window) => timeWindowId(window) === choice);
}

export const timeChoices: readonly string[] = [
  "any",
  ...shop.ordering.timeWindows.map(timeWindowId),
];

export interface OrderFormValues {
  senderName: string;
  senderPhone: string;
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
type OrderTextField = Exclude<OrderField, "leaveNameOff" | "payment">;

/** Fields in the order they appear, so focus goes to the first problem a shopper would see. */
const orderFields = [
  "senderName",
  "senderPhone",
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

const orderLimits = { nameMax: 80, addressMax: 500 } as const;

export type OrderProblem = "required" | "invalid" | "tooLong" | "tooEarly";
export type OrderErrors = Partial<Record<OrderField, OrderProblem>>;

export const emptyOrderForm: OrderFormValues = {
  senderName: "",
  senderPhone: "",
  recipientName: "",
  recipientPhone: "",
  address: "",
  area: "",
  date: "",
  time: "any",
  cardMessage: "",
  leaveNameOff: false,
  payment: "cod",
  transactionId: "",
};

const graphemes = lazy(() => new Intl.Segmenter(undefined, { granularity: "grapheme" }));

/** Characters as a person counts them: a Bangla conjunct or a family emoji is one. */
export function graphemeCount(text: string): number {
  return Array.from(graphemes().segment(text)).length;
}

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
}

export function earliestDateFor(area: string, now: Date): string {
  return earliestDeliveryDate(now, area === dhakaCityArea, shop.ordering.sameDayCutoffHour);
}

function nameProblem(value: string): OrderProblem | undefined {
  if (!value.trim()) return "required";
  return value.trim().length > orderLimits.nameMax ? "tooLong" : undefined;
}

function phoneProblem(value: string): OrderProblem | undefined {
  if (!value.trim()) return "required";
  return normalizeBdMobile(value) ? undefined : "invalid";
}

function fieldProblem(
  field: OrderField,
  values: OrderFormValues,
  context: OrderContext,
): OrderProblem | undefined {
  switch (field) {
    case "senderName":
    case "recipientName":
      return nameProblem(values[field]);
    case "senderPhone":
    case "recipientPhone":
      return phoneProblem(values[field]);
    case "address":
      if (!values.address.trim()) return "required";
      return values.address.trim().length > orderLimits.addressMax ? "tooLong" : undefined;
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

/** One problem per field that has one; an empty object means the order is ready to send. */
export function validateOrderForm(values: OrderFormValues, context: OrderContext): OrderErrors {
  const errors: OrderErrors = {};
  for (const field of orderFields) {
    const problem = fieldProblem(field, values, context);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The problem with one field alone, for clearing an error as soon as the shopper fixes it. */
export function validateOrderField(
  field: OrderField,
  values: OrderFormValues,
  context: OrderContext,
): OrderProblem | undefined {
  return fieldProblem(field, values, context);
}

export function firstInvalidField(errors: OrderErrors): OrderField | undefined {
  return orderFields.find((field) => errors[field] !== undefined);
}

/** A checked order, in the form the shop reads it: numbers dialable, text trimmed. */
export type OrderDetails = Omit<OrderFormValues, "transactionId"> & {
  /** Only for a wallet, and only once the shopper has paid. */
  transactionId: string | null;
};

/** The order as it goes out, or null while any field still has a problem. */
export function orderDetails(values: OrderFormValues, context: OrderContext): OrderDetails | null {
  if (firstInvalidField(validateOrderForm(values, context))) return null;
  const senderPhone = normalizeBdMobile(values.senderPhone);
  const recipientPhone = normalizeBdMobile(values.recipientPhone);
  if (!senderPhone || !recipientPhone) return null;
  return {
    senderName: values.senderName.trim(),
    senderPhone,
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
}

export const emptyOrderDraft: OrderDraft = { reference: "", values: emptyOrderForm };

// Generous, so nothing a shopper types is cut, yet a damaged entry cannot fill the page.
const storedTextMax = 2000;

function storedText(value: unknown, fallback: string): string {
  return typeof value === "string" ? value.slice(0, storedTextMax) : fallback;
}

/** A stored draft, re-checked field by field: whatever is damaged or foreign starts empty. */
export function parseOrderDraft(data: unknown): OrderDraft {
  if (typeof data !== "object" || data === null) return emptyOrderDraft;
  const { reference, values } = data as { reference?: unknown; values?: unknown };
  const stored: Partial<Record<OrderField, unknown>> =
    typeof values === "object" && values !== null ? values : {};
  const text = (field: OrderTextField) => storedText(stored[field], emptyOrderForm[field]);
  const payment = paymentMethods.find((method) => method === stored.payment) ?? "cod";
  const time = text("time");
  return {
    reference: isOrderReference(reference) ? reference : "",
    values: {
      senderName: text("senderName"),
      senderPhone: text("senderPhone"),
      recipientName: text("recipientName"),
      recipientPhone: text("recipientPhone"),
      address: text("address"),
      area: text("area"),
      date: text("date"),
      time: timeChoices.includes(time) ? time : "any",
      cardMessage: text("cardMessage"),
      leaveNameOff: stored.leaveNameOff === true,
      payment,
      transactionId: text("transactionId"),
    },
  };
}
