/**
 * When an occasion falls, and whether the shop shows it now. A date is a fixed day of the year
 * (14 February), a rule (the second Sunday of May), or the days the owner sets year by year, for
 * the occasions that follow the moon (the Eids) or the lunar calendar (Durga Puja). "Today" is
 * the calendar day in Dhaka.
 */
import { addDays, dateParts, dhakaNow, isCalendarDate } from "../calendar/dhaka-calendar";
import { orderDeadlines, type DeliveryRules, type OrderDeadlines } from "./order-deadlines";
import type { OccasionDate, OccasionTiming } from "../../data/types";

/** The months and weekdays as an occasion's date is written ("14 February", "second Sunday of May"). */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/**
 * How many days before its day the shop shows an occasion when its content says nothing: a
 * month, so a shopper planning ahead, or sending to another district, finds it in time.
 */
export const defaultShowDaysBefore = 30;

/**
 * How many days before an occasion's day its gifts are delivered: few deliverymen work on Eid
 * day, so a moon day takes the shop's own rule for them (the evening before, চাঁদরাত).
 */
export function daysDeliveredBefore(
  occasion: Pick<OccasionTiming, "moon" | "deliverDaysBefore">,
  rules: Pick<DeliveryRules, "moonDayDeliverDaysBefore">,
): number {
  return occasion.deliverDaysBefore ?? (occasion.moon ? rules.moonDayDeliverDaysBefore : 0);
}

/**
 * How a gift day is said: as expected when it follows the moon, and, when its gifts are delivered
 * before it, how many days before and on which day.
 */
export interface DaySaid {
  moon: boolean;
  daysBefore: number;
  deliverOn: string;
}

export function daySaid(
  occasion: Pick<OccasionTiming, "moon" | "deliverDaysBefore">,
  day: string,
  rules: Pick<DeliveryRules, "moonDayDeliverDaysBefore">,
): DaySaid {
  const daysBefore = daysDeliveredBefore(occasion, rules);
  return { moon: occasion.moon === true, daysBefore, deliverOn: addDays(day, -daysBefore) };
}

/** The day the shop delivers for an occasion whose day is `day`: it, or as many days before. */
export function deliveryDayOf(
  occasion: Pick<OccasionTiming, "moon" | "deliverDaysBefore">,
  day: string,
  rules: Pick<DeliveryRules, "moonDayDeliverDaysBefore">,
): string {
  return addDays(day, -daysDeliveredBefore(occasion, rules));
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The occasion's day in `year`, or null when it has none that year (no day set, 29 February). */
export function occasionDayIn(date: OccasionDate, year: number): string | null {
  switch (date.kind) {
    case "fixed": {
      const day = `${year}-${pad(date.month)}-${pad(date.day)}`;
      return isCalendarDate(day) ? day : null;
    }
    case "weekday": {
      if (date.nth === -1) {
        const nextMonth =
          date.month === 12 ? `${year + 1}-01-01` : `${year}-${pad(date.month + 1)}-01`;
        let day = addDays(nextMonth, -1);
        while (dateParts(day).weekday !== date.weekday) day = addDays(day, -1);
        return day;
      }
      let day = `${year}-${pad(date.month)}-01`;
      while (dateParts(day).weekday !== date.weekday) day = addDays(day, 1);
      day = addDays(day, 7 * (date.nth - 1));
      return dateParts(day).month === date.month ? day : null;
    }
    case "set":
      return [...date.days].sort().find((day) => day.startsWith(`${year}-`)) ?? null;
  }
}

/** The occasion's next day from `today` on (today included), or null when none is known. */
export function nextOccasionDay(date: OccasionDate, today: string): string | null {
  const { year } = dateParts(today);
  if (date.kind === "set") return [...date.days].sort().find((day) => day >= today) ?? null;
  for (const candidate of [year, year + 1]) {
    const day = occasionDayIn(date, candidate);
    if (day !== null && day >= today) return day;
  }
  return null;
}

/** Whether the shop shows the occasion at some moment from `now` until `days` days after it. */
export function shownWithin(occasion: OccasionTiming, now: number, days: number): boolean {
  const today = dhakaNow(new Date(now)).date;
  const day = nextOccasionDay(occasion.date, today);
  return day !== null && addDays(day, -occasion.showDaysBefore) <= addDays(today, days);
}

export interface OccasionNow {
  slug: string;
  /** Its day. */
  day: string;
  /** The day its gifts are delivered, and the deadlines to order for that day. */
  deliverOn: string;
  deadlines: OrderDeadlines;
}

/**
 * The occasion as it stands at `now`, while the shop shows it: from `showDaysBefore` days before
 * its day to the end of the day (after its deadlines, to say it is too late); otherwise null. Its
 * deadlines are for the day its gifts are delivered, the day before Eid for the evening before.
 */
export function occasionAt(
  occasion: OccasionTiming,
  now: number,
  rules: DeliveryRules,
): OccasionNow | null {
  const today = dhakaNow(new Date(now)).date;
  const day = nextOccasionDay(occasion.date, today);
  if (day === null || addDays(day, -occasion.showDaysBefore) > today) return null;
  const deliverOn = deliveryDayOf(occasion, day, rules);
  return { slug: occasion.slug, day, deliverOn, deadlines: orderDeadlines(deliverOn, rules) };
}

/**
 * Whether `a` leads `b` among gift days shown together: the nearer day; on the same day (Valentine's
 * Day and Pohela Falgun, both 14 February), the one the shop shows longer before it, as the owner
 * made it the bigger day; then the one listed first.
 */
export function leads(
  a: { day: string; occasion: OccasionTiming },
  b: { day: string; occasion: OccasionTiming },
): boolean {
  if (a.day !== b.day) return a.day < b.day;
  return a.occasion.showDaysBefore > b.occasion.showDaysBefore;
}

/** The occasion the shop leads with at `now`: of those shown, the nearest (see `leads`). */
export function currentOccasion(
  occasions: readonly OccasionTiming[],
  now: number,
  rules: DeliveryRules,
): OccasionNow | null {
  let nearest: { on: OccasionNow; occasion: OccasionTiming } | null = null;
  for (const occasion of occasions) {
    const on = occasionAt(occasion, now, rules);
    if (on === null) continue;
    if (
      nearest === null ||
      leads({ day: on.day, occasion }, { day: nearest.on.day, occasion: nearest.occasion })
    ) {
      nearest = { on, occasion };
    }
  }
  return nearest?.on ?? null;
}
