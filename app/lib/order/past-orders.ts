/**
 * The orders this device has prepared ('My Orders'): what was ordered, for how much, the exact
 * message, so 'Send again' repeats it word for word even after the catalog's prices change, and
 * whether the shopper said it was sent. The site never learns whether a message left the phone:
 * 'sent' is the shopper's word ('Yes, I sent it'), 'prepared' an order handed to WhatsApp, SMS or
 * the clipboard without it. Each also keeps the gifts as the cart held them, for 'Order again', and
 * who received it on which day. The stored list is read by its schema (stored-order-values.ts).
 */
import { lineKey, type Cart } from "../cart/cart";
import type { CartSummary } from "../cart/cart-summary";
import type { LineDetail } from "../cart/choice-prices";
import type { DhakaHour } from "./confirmation-call";

export interface PastOrderLine {
  name: string;
  quantity: number;
  lineTotal: number;
  /** The line's choices and text as the order showed them; none for orders kept before. */
  details: LineDetail[];
}

export type PastOrderStatus = "sent" | "prepared";

export interface PastOrder {
  reference: string;
  /** When the order was last prepared or marked as sent, as an ISO timestamp. */
  placedAt: string;
  lines: PastOrderLine[];
  total: number;
  message: string;
  /** null for an order kept before the site told the two apart: either may be true of it. */
  status: PastOrderStatus | null;
  /** The gifts and extras with their choices and text, as the cart held them; none for orders kept before. */
  items: Cart;
  /** Who received it, and on which day (YYYY-MM-DD); null for orders kept before. */
  recipientName: string | null;
  deliveryDate: string | null;
  /** By when the shop said it would call to confirm; none for a gift due out at once, or kept before. */
  callBy?: DhakaHour;
}

/** What an order was, beyond its amounts and message: the lines it came from, and for whom and when. */
export interface OrderedFor {
  /** The cart or the single gift's lines: those the order did not include are not kept. */
  lines: Cart;
  recipientName: string;
  date: string;
}

/** Enough for a shopper's history without letting the device's storage grow forever. */
export const pastOrdersKept = 50;

export function pastOrder(
  reference: string,
  summary: CartSummary,
  message: string,
  now: Date,
  status: PastOrderStatus,
  orderedFor: OrderedFor,
  callBy: DhakaHour | null = null,
): PastOrder {
  const ordered = new Set(summary.lines.map((line) => line.key));
  return {
    reference,
    placedAt: now.toISOString(),
    lines: summary.lines.map(({ name, quantity, lineTotal, details }) => ({
      name,
      quantity,
      lineTotal,
      details,
    })),
    total: summary.total,
    message,
    status,
    items: orderedFor.lines.filter((line) => ordered.has(lineKey(line))),
    recipientName: orderedFor.recipientName,
    deliveryDate: orderedFor.date,
    ...(callBy ? { callBy } : {}),
  };
}

/**
 * Newest first; sending the same order again (by another app, or after an edit) replaces it. An
 * order the shopper said was sent stays sent when it is handed to an app once more.
 */
export function recordOrder(orders: readonly PastOrder[], order: PastOrder): PastOrder[] {
  const earlier = orders.find((kept) => kept.reference === order.reference);
  const others = orders.filter((kept) => kept.reference !== order.reference);
  const status = earlier?.status === "sent" ? "sent" : order.status;
  return [{ ...order, status }, ...others].slice(0, pastOrdersKept);
}

/** Every order but the one with this reference, for 'Delete' on My Orders. */
export function withoutOrder(orders: readonly PastOrder[], reference: string): PastOrder[] {
  return orders.filter((order) => order.reference !== reference);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Whether an order stored with this `placedAt` is still within the days orders are kept, at `now`.
 * One with no readable date is not: nothing says how long it has been kept. One dated later than
 * `now` (a phone whose clock was set back) is kept.
 */
export function isWithinKeptDays(placedAt: unknown, now: Date, keptDays: number): boolean {
  const placed = typeof placedAt === "string" ? Date.parse(placedAt) : Number.NaN;
  return placed > now.getTime() - keptDays * dayMs;
}

/**
 * The stored orders (as stored, unchecked) that are still within the days orders are kept: the
 * same list when none is past them, so nothing is written. One dated more than a day after `now`
 * (a phone whose clock was once wrong) is dated `now` instead, so its days start counting: kept
 * as it was, it would keep the recipient's details until that date and the days after it.
 */
export function ordersWithinKeptDays<T>(
  orders: readonly T[],
  now: Date,
  keptDays: number,
): readonly T[] {
  const placedAt = (order: T) => (order as { placedAt?: unknown } | null)?.placedAt;
  const latestTrusted = now.getTime() + dayMs;
  let changed = false;
  const kept = orders.flatMap((order) => {
    const placed = placedAt(order);
    if (typeof placed === "string" && Date.parse(placed) > latestTrusted) {
      changed = true;
      return [{ ...order, placedAt: now.toISOString() }];
    }
    if (isWithinKeptDays(placed, now, keptDays)) return [order];
    changed = true;
    return [];
  });
  return changed ? kept : orders;
}
