/**
 * The shop's hours are Bangladesh time; a sender abroad also reads them in their own (docs/product.md
 * 8.3): the same-day cut-off on the order form, and the hour of the confirmation call. The zone is
 * the phone's, given by the caller; the prerendered page knows none and says Bangladesh time only.
 */
import { addDays, dhakaMoment, dhakaNow } from "../calendar/dhaka-calendar";

/** A wall clock's reading at a moment: its calendar day, hour (0–23) and minute. */
export interface WallTime {
  date: string;
  hour: number;
  minute: number;
}

function dhakaWallTime(at: number): WallTime {
  const { date, hour, secondOfHour } = dhakaNow(new Date(at));
  return { date, hour, minute: Math.floor(secondOfHour / 60) };
}

/**
 * The phone's wall clock at a moment, or null when it reads as Dhaka's (Dhaka itself, or another
 * zone at UTC+6 then) or the zone is unknown: nothing more is said then. Not read for Asia/Dhaka,
 * as the zone database costs a budget phone a long first call (calendar/dhaka-calendar.ts).
 */
export function wallTimeIn(zone: string | null, at: number): WallTime | null {
  if (zone === null || zone === "Asia/Dhaka") return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date(at));
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? "";
  const there: WallTime = {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    hour: Number(part("hour")),
    minute: Number(part("minute")),
  };
  const dhaka = dhakaWallTime(at);
  const same =
    there.date === dhaka.date && there.hour === dhaka.hour && there.minute === dhaka.minute;
  return same ? null : there;
}

/** An hour of the phone's day, and whether it falls the day before Dhaka's, the same or after. */
export interface DailyTimeElsewhere {
  hour: number;
  minute: number;
  day: "before" | "same" | "after";
}

/**
 * A daily hour of the shop (the same-day cut-off), in the phone's zone on the Dhaka day `today`,
 * or null where the phone reads Dhaka's time.
 */
export function dailyHourElsewhere(
  zone: string | null,
  today: string,
  hour: number,
): DailyTimeElsewhere | null {
  const there = wallTimeIn(zone, dhakaMoment(today, hour));
  if (!there) return null;
  const day =
    there.date === today ? "same" : there.date === addDays(today, -1) ? "before" : "after";
  return { hour: there.hour, minute: there.minute, day };
}

/** A Dhaka hour of a given day in the phone's zone, with the phone's today to say it against. */
export interface HourElsewhere {
  at: WallTime;
  /** The phone's calendar day at `now`: the hour is said as today, tomorrow or its day. */
  today: string;
}

/** The hour of the confirmation call in the phone's zone, or null where it reads Dhaka's time. */
export function hourElsewhere(
  zone: string | null,
  by: { date: string; hour: number },
  now: Date,
): HourElsewhere | null {
  const at = wallTimeIn(zone, dhakaMoment(by.date, by.hour));
  const current = wallTimeIn(zone, now.getTime());
  return at && current ? { at, today: current.date } : null;
}
