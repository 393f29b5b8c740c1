/**
 * Days as the shop counts them. The shop works on Bangladesh time, so "today" and every cut-off
 * are read in Asia/Dhaka whatever zone the shopper's device is set to. Dates are calendar days
 * written YYYY-MM-DD, which is also what a date input holds.
 */

/**
 * Bangladesh has kept UTC+6 all year since 2010. Reading the zone through `Intl.DateTimeFormat`
 * with `timeZone: "Asia/Dhaka"` loads the zone database on its first call: 14 ms of the main thread
 * on a fast machine, a 56 ms task on a budget phone, during the start-up of every page that says
 * when a gift can arrive (decision 017). dhaka-calendar.test.ts checks this offset against the
 * zone database, so the day Bangladesh changes its clocks fails a test.
 */
const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/** The moment a whole hour of a Dhaka calendar day begins (hour 24 is the next day's 0). */
export function dhakaMoment(date: string, hour: number): number {
  return Date.parse(`${date}T00:00:00Z`) + hour * 60 * 60 * 1000 - dhakaOffsetMs;
}

/** The calendar day, the hour (0–23) and the second of that hour it is in Dhaka at a moment. */
export function dhakaNow(now: Date): { date: string; hour: number; secondOfHour: number } {
  const dhaka = new Date(now.getTime() + dhakaOffsetMs);
  return {
    date: dhaka.toISOString().slice(0, 10),
    hour: dhaka.getUTCHours(),
    secondOfHour: dhaka.getUTCMinutes() * 60 + dhaka.getUTCSeconds(),
  };
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a UTC midnight, or null for anything that is not a real calendar day. */
function toUtc(date: string): Date | null {
  const match = isoDatePattern.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day ? utc : null;
}

export function isCalendarDate(date: string): boolean {
  return toUtc(date) !== null;
}

export function addDays(date: string, days: number): string {
  const utc = toUtc(date);
  if (!utc) throw new RangeError(`Not a calendar date: ${date}`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** The parts a page needs to write a day in words: weekday 0 (Sunday) to 6, month 1 to 12. */
export function dateParts(date: string): {
  year: number;
  month: number;
  day: number;
  weekday: number;
} {
  const utc = toUtc(date);
  if (!utc) throw new RangeError(`Not a calendar date: ${date}`);
  return {
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
    weekday: utc.getUTCDay(),
  };
}
