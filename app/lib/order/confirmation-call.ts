/**
 * The shop confirms every order by phone before it sends the gift, and the site cannot know
 * whether an order reached the shop at all. So the shopper is told until when to expect that
 * call: a shopper who has had none by then should call the shop. The promise counts from the
 * order, not from the delivery: an order lost for a gift a week away is found while it can
 * still be mended.
 */
import { shop } from "../../data/shop";
import type { HourSpan } from "../../data/shop-settings";
import { addDays, dhakaMoment as moment, dhakaNow } from "../calendar/dhaka-calendar";
import type { OrderDetails } from "./order-form";
import { timeWindowFor } from "./time-windows";

/** A whole hour (0–23) of a calendar day, Bangladesh time. */
export interface DhakaHour {
  date: string;
  hour: number;
}

/**
 * Hours of the shop's calling time the call may take after an order. Two: enough for a shop of
 * two people out delivering to see the message and ring back, short enough that a shopper still
 * has the page in mind and a lost order is found the same day (the review asked for "by 1 pm
 * today").
 */
export const confirmationCallHours = 2;

const hourMs = 60 * 60 * 1000;

const dhakaDate = (at: number) => dhakaNow(new Date(at)).date;

/** The moment `hours` of calling time have passed after `from`, counted inside `calling` only. */
function afterCallingTime(from: number, hours: number, calling: HourSpan): number {
  let left = hours * hourMs;
  let at = from;
  // Each turn ends a day's calling time, so a week of turns spends any number of hours asked.
  for (;;) {
    const day = dhakaDate(at);
    const opens = moment(day, calling.from);
    const closes = moment(day, calling.to);
    if (at < opens) at = opens;
    if (at + left <= closes) return at + left;
    left -= Math.max(0, closes - at);
    at = moment(addDays(day, 1), calling.from);
  }
}

/** The latest moment at or before `at` that is inside calling time (its close counts as inside). */
function lastCallingMoment(at: number, calling: HourSpan): number {
  const day = dhakaDate(at);
  if (at > moment(day, calling.from)) return Math.min(at, moment(day, calling.to));
  return moment(addDays(day, -1), calling.to);
}

/**
 * By when the shop will have called: `confirmationCallHours` of its calling time after the order
 * (to the next whole hour; an order placed after hours is counted from when calls start again),
 * and never later than the last calling moment before the chosen delivery window starts (for
 * 'Any time', the day's last window, as the shop may deliver then; with no windows set, the
 * same-day cut-off hour). Null when that moment is not ahead, as for a gift due out now: the
 * shopper should call rather than wait.
 */
export function confirmationCallBy(
  details: Pick<OrderDetails, "date" | "time">,
  now: Date,
  calling: HourSpan = shop.callHours,
): DhakaHour | null {
  const window = timeWindowFor(details.time) ?? shop.ordering.timeWindows.at(-1);
  const windowStarts = moment(details.date, window?.from ?? shop.ordering.sameDayCutoffHour);
  const promised = afterCallingTime(now.getTime(), confirmationCallHours, calling);
  const by = Math.min(
    Math.ceil(promised / hourMs) * hourMs,
    lastCallingMoment(windowStarts, calling),
  );
  if (by <= now.getTime()) return null;
  const { date, hour } = dhakaNow(new Date(by));
  return { date, hour };
}
