/**
 * What delivery inside Dhaka city holds at a given moment, for the product page: a gift ordered
 * before the shop's cut-off hour (Bangladesh time) arrives the same day, later ones the next day.
 * The order form's earliest date (earliestDeliveryDate) follows the same rule.
 */
import { dhakaNow } from "../calendar/dhaka-calendar";

export type DhakaCityDelivery =
  { day: "today"; hoursLeft: number; minutesLeft: number } | { day: "tomorrow" };

export function dhakaCityDelivery(now: Date, cutoffHour: number): DhakaCityDelivery {
  const { hour, secondOfHour } = dhakaNow(now);
  const secondsLeft = (cutoffHour - hour) * 3600 - secondOfHour;
  if (secondsLeft <= 0) return { day: "tomorrow" };
  // A part of a minute still counts: at 14:59:30 a shopper has a minute, not none.
  const minutes = Math.ceil(secondsLeft / 60);
  return { day: "today", hoursLeft: Math.floor(minutes / 60), minutesLeft: minutes % 60 };
}
