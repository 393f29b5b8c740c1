import { shop } from "../config/shop";
import { paymentChoice, paymentMethods, type PaymentMethod } from "../lib/order/payment-methods";
import { formatNumber, formatRange, formatTaka } from "../lib/prices/money";

const { freeShippingThreshold, shippingFee, outsideDhakaDays, returnDays } = shop.policies;

/** Each way to pay (`shop.payments`) by its English name. */
export const paymentNames = {
  bKash: "bKash",
  Nagad: "Nagad",
  Rocket: "Rocket",
  cod: "Cash on Delivery",
} satisfies Record<PaymentMethod, string>;

export const paymentMethodsEn = paymentMethods.map((method) => paymentNames[method]);

const paymentList = paymentChoice(paymentMethods, paymentNames, "en");

/**
 * The shop's policies in English, written once from the numbers in the shop's config: the FAQ,
 * the info pages, the product page's delivery facts and the benefit tiles all quote these.
 */
export const enPolicies = {
  dhakaDelivery: "Same-day delivery inside Dhaka",
  outsideDhakaDelivery: `${formatRange(outsideDhakaDays.from, outsideDhakaDays.to, "en")} business days to other cities`,
  freeDelivery: `Free delivery in Dhaka on orders of ${formatTaka(freeShippingThreshold, "en")} or more`,
  shippingCost: `Orders of ${formatTaka(freeShippingThreshold, "en")} or more ship free; below that, delivery costs ${formatTaka(shippingFee, "en")}.`,
  giftWrapping: "Complimentary gift wrapping and a message card with every order",
  returnWindow: `${formatNumber(returnDays, "en")} days`,
  returnsShort: `${formatNumber(returnDays, "en")}-day returns`,
  returns: `Unused items in their original packaging can be returned within ${formatNumber(returnDays, "en")} days. Custom and personalized items can be returned only if they arrive defective.`,
  bulkDiscounts: "Bulk discounts are available on request for corporate and event orders",
  tracking: "A tracking number is sent to you by SMS and email once your gift is on its way",
  paymentList,
  payBy: `Pay by ${paymentList}.`,
  happyCustomers: `${formatNumber(shop.happyCustomers, "en")}+`,
  hours: "Open 24/7",
};
