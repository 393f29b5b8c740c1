import { addDays, dhakaNow } from "../calendar/dhaka-calendar";

/**
 * The earliest day a gift can arrive, in Dhaka's calendar (lib/calendar/dhaka-calendar.ts).
 */

/**
 * Inside Dhaka city a gift ordered before the cut-off hour goes out the same day, later ones the
 * next day; outside the city the courier takes it the next day (and 1–3 business days to arrive).
 */
export function earliestDeliveryDate(
  now: Date,
  insideDhakaCity: boolean,
  cutoffHour: number,
): string {
  const { date, hour } = dhakaNow(now);
  return insideDhakaCity && hour < cutoffHour ? date : addDays(date, 1);
}
