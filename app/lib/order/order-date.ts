/**
 * The order's date (docs/product.md 8.2). Inside Dhaka city it is the day the gift is brought; outside
 * it, the day the gift should arrive by, as a shopper thinks of a gift's day: the shop works out
 * the day it leaves from how long a parcel takes. The form starts on a gift day when the shopper
 * comes for one, and an area where the date can no longer be met moves it to the earliest day
 * that can. Everything is read in Bangladesh time, as the occasions' deadlines are, so the form and
 * the deadlines agree at every moment.
 */
import { addDays, dhakaNow, isCalendarDate } from "../calendar/dhaka-calendar";
import { earliestDeliveryDate } from "./delivery-date";
import {
  canStillOrder,
  latestArrival,
  latestSendDay,
  orderDeadlines,
  type DeliveryRules,
} from "../occasions/order-deadlines";

/** The delivery rules, and the fewest business days a parcel outside Dhaka city takes. */
export interface OrderDateRules extends DeliveryRules {
  outsideDhakaDaysFrom: number;
}

/**
 * The earliest date the form accepts. Inside Dhaka city, today before the same-day cut-off and
 * tomorrow after it. Outside, the day a parcel arrives by when it leaves on the first day the shop
 * can send it: the day after the order, or the first business day after that.
 */
export function earliestOrderDate(insideCity: boolean, now: Date, rules: OrderDateRules): string {
  if (insideCity) return earliestDeliveryDate(now, true, rules.sameDayCutoffHour);
  return latestArrival(addDays(dhakaNow(now).date, 1), rules);
}

/** When a parcel due outside Dhaka city by `arrivesBy` leaves the shop, and when it may arrive. */
export interface OutsideJourney {
  leaves: string;
  /** The first and the last day it can arrive, the last on or before `arrivesBy`. */
  arrivesFrom: string;
  arrivesTo: string;
}

export function outsideJourney(arrivesBy: string, rules: OrderDateRules): OutsideJourney {
  const leaves = latestSendDay(arrivesBy, rules);
  return {
    leaves,
    arrivesFrom: latestArrival(leaves, { ...rules, outsideDhakaDays: rules.outsideDhakaDaysFrom }),
    arrivesTo: latestArrival(leaves, rules),
  };
}

/** Whether an order placed at `now` can still make `day` in the area, by the shop's deadlines. */
export function canStillMake(
  day: string,
  insideCity: boolean,
  now: Date,
  rules: OrderDateRules,
): boolean {
  const deadlines = orderDeadlines(day, rules);
  const deadline = insideCity ? deadlines.dhakaCity : deadlines.elsewhere;
  return canStillOrder(deadline, now.getTime()) && day >= earliestOrderDate(insideCity, now, rules);
}

/** The day the form starts on: the gift day come for, while it can be made; else the earliest. */
export function startingDate(
  giftDay: string | null,
  insideCity: boolean,
  now: Date,
  rules: OrderDateRules,
): string {
  return giftDay !== null && canStillMake(giftDay, insideCity, now, rules)
    ? giftDay
    : earliestOrderDate(insideCity, now, rules);
}

/** What the form does with the date it holds when it opens. */
export type DateOnOpen =
  | { change: "none" }
  /** The date was the form's own: it starts where it would start now, quietly. */
  | { change: "start"; date: string }
  /** The shopper's own date can no longer be met: the earliest instead, and the form says so. */
  | { change: "moved"; date: string; from: string };

/**
 * On opening the form: a date the shopper chose stays while it can be met; one the form chose
 * itself (`startedOn`, or none yet) starts afresh, so a gift day reached since is taken up.
 */
export function dateOnOpen(
  held: { date: string; startedOn: string },
  start: string,
  insideCity: boolean,
  now: Date,
  rules: OrderDateRules,
): DateOnOpen {
  const { date, startedOn } = held;
  const chosen = date !== "" && date !== startedOn;
  if (!chosen) return date === start ? { change: "none" } : { change: "start", date: start };
  const earliest = earliestOrderDate(insideCity, now, rules);
  if (!isCalendarDate(date) || date >= earliest) return { change: "none" };
  return { change: "moved", date: earliest, from: date };
}

/**
 * After the area changes: a date the new area can no longer meet moves to its earliest one (null
 * keeps the date as it is: one that can be met, or none, which the form asks for).
 */
export function dateForArea(
  date: string,
  insideCity: boolean,
  now: Date,
  rules: OrderDateRules,
): string | null {
  if (!isCalendarDate(date)) return null;
  const earliest = earliestOrderDate(insideCity, now, rules);
  return date < earliest ? earliest : null;
}
