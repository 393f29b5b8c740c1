import { shop } from "../../data/shop";

/**
 * The spec's delivery charge: free from the threshold up, the flat fee below it; outside Dhaka
 * city, the shop's fee there (the same unless its settings say otherwise).
 */
export function shippingFor(subtotal: number, insideCity = true): number {
  if (subtotal >= shop.policies.freeShippingThreshold) return 0;
  return insideCity ? shop.policies.shippingFee : shop.policies.outsideCityFee;
}

/** Whether the shop charges more (or less) outside Dhaka city than in it. */
export const feeDependsOnArea = shop.policies.outsideCityFee !== shop.policies.shippingFee;

/** What is still needed for free delivery; 0 once the order qualifies. */
export function amountToFreeShipping(subtotal: number): number {
  return Math.max(0, shop.policies.freeShippingThreshold - subtotal);
}
