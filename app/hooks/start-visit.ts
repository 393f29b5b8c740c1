import { forgetExpiredOrders } from "~/storage/order-values";

/**
 * What a visit starts with, on whichever page, once that page reads the device: the orders past
 * the days they are kept are deleted before anything is read. Apart from the hooks of the values
 * it cleans, so every page carries only this.
 */
export function startVisit(): void {
  forgetExpiredOrders(new Date());
}
