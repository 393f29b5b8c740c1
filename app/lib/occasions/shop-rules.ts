import { shop } from "../../data/shop";
import type { DeliveryRules } from "./order-deadlines";

/** The shop config's delivery rules, as the deadlines read them. */
export const shopDeliveryRules: DeliveryRules = {
  sameDayCutoffHour: shop.ordering.sameDayCutoffHour,
  occasionCutoffDaysBefore: shop.ordering.occasionCutoffDaysBefore,
  outsideDhakaDays: shop.policies.outsideDhakaDays.to,
  nonBusinessWeekdays: shop.policies.nonBusinessWeekdays,
};
