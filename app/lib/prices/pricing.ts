/** The discount badge's percent: 0 when there is no real reduction. */
export function discountPercent(price: number, originalPrice?: number): number {
  if (originalPrice === undefined || originalPrice <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** How many of the five stars are filled: whole stars only, as the shop has always shown them. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.floor(rating)));
}
