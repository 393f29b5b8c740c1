/**
 * The last moment to order a gift for delivery on a given day, from the shop's own delivery rules.
 * Everything is Bangladesh time (UTC+6 all year, no daylight saving), so a deadline is the same
 * instant whatever zone the shopper's device is set to, and the order form's earliest date
 * (earliestDeliveryDate) agrees with it at every moment.
 */
import { addDays, dateParts, isCalendarDate } from "../calendar/dhaka-calendar";

/** The delivery rules a deadline is worked out from (the shop config's, in app/config/shop.ts). */
export interface DeliveryRules {
  /** Inside Dhaka city an order placed before this hour (0–23) arrives the same day. */
  sameDayCutoffHour: number;
  /**
   * On an occasion's day the shop may stop taking same-day orders: 0 keeps the cut-off on the day
   * itself, 1 moves it to the same hour the day before.
   */
  occasionCutoffDaysBefore: number;
  /**
   * How many days before a day that follows the moon (Eid) the shop delivers for it, unless the
   * occasion says: 1 is the evening before (চাঁদরাত), as few deliverymen work on Eid day.
   */
  moonDayDeliverDaysBefore: number;
  /** The most business days a delivery outside Dhaka city takes after it is sent. */
  outsideDhakaDays: number;
  /** Weekdays (0 Sunday … 6 Saturday) on which nothing is sent or delivered outside the city. */
  nonBusinessWeekdays: readonly number[];
}

/**
 * A last moment to order: `before` is the instant (milliseconds since 1970) from which it is too
 * late; `day` and `hour` say it as a shopper reads it, in Bangladesh time. An hour of null means
 * the whole of `day`, up to midnight.
 */
export interface Deadline {
  day: string;
  hour: number | null;
  before: number;
}

export interface OrderDeadlines {
  /** Inside Dhaka city. */
  dhakaCity: Deadline;
  /** Outside Dhaka city; the shop sends it on `sendDay` at the latest. */
  elsewhere: Deadline & { sendDay: string };
}

const dhakaOffsetHours = 6;

/** The instant a day's hour (0–24) begins in Dhaka. */
export function dhakaInstant(day: string, hour: number): number {
  const { year, month, day: date } = dateParts(day);
  return Date.UTC(year, month - 1, date, hour - dhakaOffsetHours);
}

const isBusinessDay = (day: string, rules: DeliveryRules) =>
  !rules.nonBusinessWeekdays.includes(dateParts(day).weekday);

/**
 * The latest day a parcel can be sent to arrive by `day`: it arrives within `outsideDhakaDays`
 * business days after the day it is sent, and is sent on a business day.
 */
export function latestSendDay(day: string, rules: DeliveryRules): string {
  assertRules(rules);
  let counted = 0;
  let cursor = day;
  while (counted < rules.outsideDhakaDays) {
    if (isBusinessDay(cursor, rules)) counted += 1;
    cursor = addDays(cursor, -1);
  }
  while (!isBusinessDay(cursor, rules)) cursor = addDays(cursor, -1);
  return cursor;
}

/** The day a parcel sent on `sendDay` arrives at the latest: the reverse of latestSendDay. */
export function latestArrival(sendDay: string, rules: DeliveryRules): string {
  assertRules(rules);
  let cursor = sendDay;
  while (!isBusinessDay(cursor, rules)) cursor = addDays(cursor, 1);
  for (let counted = 0; counted < rules.outsideDhakaDays;) {
    cursor = addDays(cursor, 1);
    if (isBusinessDay(cursor, rules)) counted += 1;
  }
  return cursor;
}

/**
 * By when to order for delivery on `day`. Inside Dhaka city: before the same-day cut-off hour on
 * the day, or as many days before as the shop says. Outside it: a gift is sent the day after it is
 * ordered at the earliest, so by the end of the day before the latest day it can be sent.
 */
export function orderDeadlines(day: string, rules: DeliveryRules): OrderDeadlines {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar date: ${day}`);
  const cityDay = addDays(day, -rules.occasionCutoffDaysBefore);
  const sendDay = latestSendDay(day, rules);
  const lastOrderDay = addDays(sendDay, -1);
  return {
    dhakaCity: {
      day: cityDay,
      hour: rules.sameDayCutoffHour,
      before: dhakaInstant(cityDay, rules.sameDayCutoffHour),
    },
    elsewhere: { day: lastOrderDay, hour: null, before: dhakaInstant(sendDay, 0), sendDay },
  };
}

export const canStillOrder = (deadline: Deadline, now: number) => now < deadline.before;

function assertRules(rules: DeliveryRules) {
  // Seven closed weekdays would leave no day to deliver on, and the count back would never end.
  if (new Set(rules.nonBusinessWeekdays).size >= 7) {
    throw new RangeError("Every weekday is closed: keep at least one business day");
  }
}
