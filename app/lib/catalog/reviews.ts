import type { Review } from "../../data/types";

/**
 * A gift's rating and review count are worked out from the reviews a shopper can read on its page:
 * never typed in. A gift without reviews has no rating, and says so.
 */

/** How many reviews a product page shows at once; the rest wait behind 'more'. */
export const REVIEWS_SHOWN_FIRST = 3;

export interface RatingSummary {
  /** The mean of the stars, to one decimal (4.67 is 4.7); 0 when there are no reviews. */
  rating: number;
  reviewCount: number;
}

export function ratingFrom(stars: readonly number[]): RatingSummary {
  if (stars.length === 0) return { rating: 0, reviewCount: 0 };
  const sum = stars.reduce((total, star) => total + star, 0);
  return { rating: Math.round((sum / stars.length) * 10) / 10, reviewCount: stars.length };
}

/** Newest first, as shoppers read reviews; reviews of one day keep the order they came in. */
export function newestFirst<T extends Pick<Review, "date">>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Whether a YYYY-MM-DD text is a day of the calendar (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
