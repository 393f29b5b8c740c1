/**
 * When an occasion falls, and whether the shop shows it now. A date is a fixed day of the year
 * (14 February), a rule (the second Sunday of May), or the days the owner sets year by year, for
 * the occasions that follow the moon (the Eids) or the lunar calendar (Durga Puja). "Today" is
 * the calendar day in Dhaka.
 */
import { addDays, dateParts, dhakaNow, isCalendarDate } from "../order/delivery-date";
import { orderDeadlines, type DeliveryRules, type OrderDeadlines } from "./order-deadlines";

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

export type OccasionDate =
  | { kind: "fixed"; month: number; day: number }
  /** `nth` 1–4 counts from the month's start, -1 is the month's last such weekday. */
  | { kind: "weekday"; nth: number; weekday: number; month: number }
  | { kind: "set"; days: readonly string[] };

/**
 * How many days before its day the shop shows an occasion when its content says nothing: a
 * month, so a shopper planning ahead, or sending to another district, finds it in time.
 */
export const defaultShowDaysBefore = 30;

/** What the pages need of an occasion to say when it is and whether it is shown. */
export interface OccasionTiming {
  slug: string;
  date: OccasionDate;
  /** How many days before its day the shop starts showing it. */
  showDaysBefore: number;
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

export interface OccasionNow {
  slug: string;
  day: string;
  deadlines: OrderDeadlines;
}

/**
 * The occasion as it stands at `now`, while the shop shows it: from `showDaysBefore` days before
 * its day to the end of the day (after its deadlines, to say it is too late); otherwise null.
 */
export function occasionAt(
  occasion: OccasionTiming,
  now: number,
  rules: DeliveryRules,
): OccasionNow | null {
  const today = dhakaNow(new Date(now)).date;
  const day = nextOccasionDay(occasion.date, today);
  if (day === null || addDays(day, -occasion.showDaysBefore) > today) return null;
  return { slug: occasion.slug, day, deadlines: orderDeadlines(day, rules) };
}

/** The occasion the shop leads with at `now`: of those shown, the nearest. */
export function currentOccasion(
  occasions: readonly OccasionTiming[],
  now: number,
  rules: DeliveryRules,
): OccasionNow | null {
  return occasions
    .map((occasion) => occasionAt(occasion, now, rules))
    .filter((shown) => shown !== null)
    .reduce<OccasionNow | null>(
      (nearest, shown) => (nearest === null || shown.day < nearest.day ? shown : nearest),
      null,
    );
}
