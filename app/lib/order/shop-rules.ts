import { shop } from "../../data/shop";
import type { OrderDateRules } from "./order-date";
import type { DeliveryRules } from "../occasions/order-deadlines";

/** The shop config's delivery rules, as the deadlines read them. */
export const shopDeliveryRules: DeliveryRules = {
  sameDayCutoffHour: shop.ordering.sameDayCutoffHour,
  occasionCutoffDaysBefore: shop.ordering.occasionCutoffDaysBefore,
  moonDayDeliverDaysBefore: shop.ordering.moonDayDeliverDaysBefore,
  outsideDhakaDays: shop.policies.outsideDhakaDays.to,
  nonBusinessWeekdays: shop.policies.nonBusinessWeekdays,
};

/** The same, with the fewest days a parcel takes, as the order's date reads them. */
export const shopOrderDateRules: OrderDateRules = {
  ...shopDeliveryRules,
  outsideDhakaDaysFrom: shop.policies.outsideDhakaDays.from,
};
