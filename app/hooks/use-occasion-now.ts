import { currentOccasion, daySaid, type DaySaid } from "~/lib/occasions/occasion-dates";
import { canStillOrder, type Deadline } from "~/lib/occasions/order-deadlines";
import { shopDeliveryRules } from "~/lib/order/shop-rules";
import { useMinuteClock } from "./use-minute-clock";
import type { OccasionTiming } from "~/data/types";

export interface OccasionOn<T extends OccasionTiming> {
  occasion: T;
  day: string;
  /** Whether it is said as expected, and the day its gifts arrive when that is before it. */
  said: DaySaid;
  /** The last moments still ahead, or null for one that has passed. */
  city: Deadline | null;
  elsewhere: (Deadline & { sendDay: string }) | null;
}

/** Of `occasions`, the one the shop shows at `now` and the deadlines still open for it. */
export function occasionOnAt<T extends OccasionTiming>(
  occasions: readonly T[],
  now: number,
): OccasionOn<T> | null {
  const on = currentOccasion(occasions, now, shopDeliveryRules);
  const occasion = occasions.find((candidate) => candidate.slug === on?.slug);
  if (!on || !occasion) return null;
  const { dhakaCity, elsewhere } = on.deadlines;
  return {
    occasion,
    day: on.day,
    said: daySaid(occasion, on.day, shopDeliveryRules),
    city: canStillOrder(dhakaCity, now) ? dhakaCity : null,
    elsewhere: canStillOrder(elsewhere, now) ? elsewhere : null,
  };
}

/**
 * Of `occasions`, the one the shop shows now and the deadlines still open for it, read from the
 * device's clock in Bangladesh time; null in the prerendered page (which cannot know the day it
 * is read), and when none is on.
 */
export function useOccasionNow<T extends OccasionTiming>(
  occasions: readonly T[],
): OccasionOn<T> | null {
  const now = useMinuteClock();
  return now === null ? null : occasionOnAt(occasions, now);
}
