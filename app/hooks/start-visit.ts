import { forgetExpiredOrders, forgetStaleDraft } from "~/storage/order-clean-up";

/**
 * What a visit starts with, on whichever page, once that page reads the device: the orders past
 * the days they are kept, and an unsent form's details of another past its days, are deleted
 * before anything is read. Apart from the hooks of the values it cleans, so every page carries
 * only this.
 */
export function startVisit(): void {
  const now = new Date();
  forgetExpiredOrders(now);
  forgetStaleDraft(now);
}
