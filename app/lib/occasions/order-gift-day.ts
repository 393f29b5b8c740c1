/**
 * The gift day an order is for, when the shopper came for one: the occasion named in the order's
 * address (an occasion's link, shared or followed), or else one that features a gift being ordered
 * and is on now, as a gift's page says by when to order for it. Nothing else guesses a day.
 */
import { dhakaNow } from "../calendar/dhaka-calendar";
import { deliveryDayOf, leads, nextOccasionDay, occasionAt } from "./occasion-dates";
import type { DeliveryRules } from "./order-deadlines";
import type { OccasionTiming } from "../../data/types";

/** An occasion as the order page knows it: its timing and the gifts it features. */
export interface OrderOccasion extends OccasionTiming {
  productIds: readonly number[];
}

export interface OrderGiftDay<T extends OrderOccasion> {
  occasion: T;
  /** Its day. */
  day: string;
  /** The day the order is delivered for it: its day, or the evening before Eid. */
  deliverOn: string;
}

/**
 * The occasion named by `slug`, on its next day, however far ahead (a link says which day it is
 * for); when the slug names none, or one with no day ahead, the nearest occasion on now that
 * features one of `productIds` (two on the same day: the one the shop leads with); otherwise null.
 */
export function orderGiftDay<T extends OrderOccasion>(
  occasions: readonly T[],
  asked: { slug: string | null; productIds: readonly number[] },
  now: Date,
  rules: DeliveryRules,
): OrderGiftDay<T> | null {
  const named = occasions.find((occasion) => occasion.slug === asked.slug);
  const namedDay = named ? nextOccasionDay(named.date, dhakaNow(now).date) : null;
  if (named && namedDay !== null) {
    return { occasion: named, day: namedDay, deliverOn: deliveryDayOf(named, namedDay, rules) };
  }
  let nearest: OrderGiftDay<T> | null = null;
  for (const occasion of occasions) {
    if (!occasion.productIds.some((id) => asked.productIds.includes(id))) continue;
    const on = occasionAt(occasion, now.getTime(), rules);
    if (on !== null && (nearest === null || leads({ day: on.day, occasion }, nearest))) {
      nearest = { occasion, day: on.day, deliverOn: on.deliverOn };
    }
  }
  return nearest;
}
