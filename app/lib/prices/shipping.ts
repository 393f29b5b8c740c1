import { shop } from "../../data/shop";

/** The spec's delivery charge: free from the threshold up, the flat fee below it. */
export function shippingFor(subtotal: number): number {
  return subtotal >= shop.policies.freeShippingThreshold ? 0 : shop.policies.shippingFee;
}

/** What is still needed for free delivery; 0 once the order qualifies. */
export function amountToFreeShipping(subtotal: number): number {
  return Math.max(0, shop.policies.freeShippingThreshold - subtotal);
}
