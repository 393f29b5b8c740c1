/**
 * The shop confirms every order by phone before it sends the gift, and the site cannot know
 * whether an order reached the shop at all. So the shopper is told until when to expect that
 * call: a shopper who has had none by then should call the shop.
 */
import { shop } from "../../data/shop";
import { dhakaNow } from "./delivery-date";
import type { OrderDetails } from "./order-form";
import { timeWindowFor } from "./time-windows";

/** A whole hour (0–24) of a calendar day, Bangladesh time. */
export interface DhakaHour {
  date: string;
  hour: number;
}

/**
 * The latest the shop's call can come: when the chosen delivery window starts on the chosen day
 * (for 'Any time', the day's last window, as the shop may deliver then; with no windows set, the
 * same-day cut-off hour). Null when that moment has already come, as for a gift due today whose
 * window has begun: the shopper should call now rather than wait.
 */
export function confirmationCallBy(
  details: Pick<OrderDetails, "date" | "time">,
  now: Date,
): DhakaHour | null {
  const window = timeWindowFor(details.time) ?? shop.ordering.timeWindows.at(-1);
  const hour = window?.from ?? shop.ordering.sameDayCutoffHour;
  const today = dhakaNow(now);
  const passed = details.date < today.date || (details.date === today.date && hour <= today.hour);
  return passed ? null : { date: details.date, hour };
}
