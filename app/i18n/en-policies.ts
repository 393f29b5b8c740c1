import { shop } from "../data/shop";
import { paymentChoice, paymentMethods, type PaymentMethod } from "../lib/order/payment-methods";
import { formatNumber, formatRange, formatTaka } from "../lib/prices/money";

const { freeShippingThreshold, shippingFee, outsideCityFee, outsideDhakaDays, returnDays } =
  shop.policies;

/** Each way to pay (`shop.payments`) by its English name. */
export const paymentNames = {
  bKash: "bKash",
  Nagad: "Nagad",
  Rocket: "Rocket",
  cod: "Cash on Delivery",
} satisfies Record<PaymentMethod, string>;

export const paymentMethodsEn = paymentMethods.map((method) => paymentNames[method]);

const paymentList = paymentChoice(paymentMethods, paymentNames, "en");

/** "3 pm": an hour of the day (0–23), as the order form and the product page write it. */
export const hour = (value: number) =>
  `${value % 12 || 12} ${value < 12 || value === 24 ? "am" : "pm"}`;

/**
 * The one rule the order form applies is city or not, so the site names the areas one way:
 * Savar or Gazipur is neither "inside Dhaka" nor "another city".
 */
const insideCity = "inside Dhaka city";
/** The shop answers calls around the clock: the demo's "open 24/7". */
const openAllDay = shop.callHours.from === 0 && shop.callHours.to === 24;
/** "Inside Dhaka city": the area's words at the start of a label. */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const outsideCity = "outside Dhaka city";

/** "৳100", or each area's fee where the shop charges more outside Dhaka city. */
const deliveryFee =
  outsideCityFee === shippingFee
    ? formatTaka(shippingFee, "en")
    : `${formatTaka(shippingFee, "en")} ${insideCity} and ${formatTaka(outsideCityFee, "en")} ${outsideCity}`;

/**
 * The shop's policies in English, written once from the numbers in the shop's config: the FAQ,
 * the info pages, the product page's delivery facts and the benefit tiles all quote these.
 */
export const enPolicies = {
  insideCity,
  outsideCity,
  /** Where a page answers "how long", the promise comes with its cut-off. */
  dhakaDelivery: `Same-day delivery ${insideCity} when you order before ${hour(shop.ordering.sameDayCutoffHour)} (Bangladesh time), otherwise the next day`,
  outsideDhakaDelivery: `${formatRange(outsideDhakaDays.from, outsideDhakaDays.to, "en")} business days ${outsideCity}`,
  /** Anywhere: the fee rule reads only the order's amount (lib/prices/shipping.ts). */
  freeDelivery: `Free delivery across Bangladesh on orders of ${formatTaka(freeShippingThreshold, "en")} or more`,
  deliveryFee,
  /** What the cart's amount is before an area is chosen, where the fee depends on it. */
  outsideFee: `Delivery ${outsideCity} costs ${formatTaka(outsideCityFee, "en")}: the order page charges it once you choose the area.`,
  shippingCost: `Orders of ${formatTaka(freeShippingThreshold, "en")} or more ship free; below that, delivery costs ${deliveryFee}.`,
  giftWrapping: "Complimentary gift wrapping and a message card with every order",
  returnWindow: `${formatNumber(returnDays, "en")} days`,
  returnsShort: `${formatNumber(returnDays, "en")}-day returns`,
  returns: `Unused items in their original packaging can be returned within ${formatNumber(returnDays, "en")} days. Custom and personalized items can be returned only if they arrive defective.`,
  bulkDiscounts: "Bulk discounts are available on request for corporate and event orders",
  tracking:
    "A tracking number is sent to you by SMS once your gift is on its way, and by email too if you gave your address with the order",
  paymentList,
  /** Home's tile, a phrase among phrases: no full stop. */
  payWays: `Pay by ${paymentList}`,
  payBy: `Pay by ${paymentList}.`,
  /** "100+", or nothing where the shop's settings make no such claim. */
  happyCustomers:
    shop.happyCustomers === undefined ? undefined : `${formatNumber(shop.happyCustomers, "en")}+`,
  openAllDay,
  hours: openAllDay
    ? "Open 24/7"
    : `Calls ${hour(shop.callHours.from)} – ${hour(shop.callHours.to)}, every day`,
};
