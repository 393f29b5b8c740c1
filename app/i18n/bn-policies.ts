import { shop } from "../data/shop";
import { paymentChoice, paymentMethods, type PaymentMethod } from "../lib/order/payment-methods";
import { formatNumber, formatRange } from "../lib/prices/money";
import { hour, taka } from "./bn-format";

const { freeShippingThreshold, shippingFee, outsideCityFee, outsideDhakaDays, returnDays } =
  shop.policies;

/**
 * Each way to pay (`shop.payments`): the wallets as their own apps name them in Bangla (বিকাশ,
 * নগদ, রকেট), and cash on delivery as Bangla says it.
 */
export const paymentNames = {
  bKash: "বিকাশ",
  Nagad: "নগদ",
  Rocket: "রকেট",
  cod: "ক্যাশ অন ডেলিভারি",
} satisfies Record<PaymentMethod, string>;

export const paymentMethodsBn = paymentMethods.map((method) => paymentNames[method]);

const paymentList = paymentChoice(paymentMethods, paymentNames, "bn");

/** "…ডেলিভারিতে", "…রকেটে", "…Upay-এ": the case marker a payment sentence needs on its last word. */
export function locative(phrase: string): string {
  if (/[A-Za-z0-9]$/.test(phrase)) return `${phrase}-এ`;
  return /[\u09BE-\u09CC\u09D7]$/.test(phrase) ? `${phrase}তে` : `${phrase}\u09C7`;
}

const days = formatRange(outsideDhakaDays.from, outsideDhakaDays.to, "bn");
const openAllDay = shop.callHours.from === 0 && shop.callHours.to === 24;
/**
 * The one rule the order form applies is city or not, so the site names the areas one way:
 * সাভার or গাজীপুর is neither "ঢাকার ভেতরে" nor "অন্য শহর".
 */
const insideCity = "ঢাকা শহরের ভেতরে";
const outsideCity = "ঢাকা শহরের বাইরে";
/** "১০০ টাকা", or each area's fee where the shop charges more outside Dhaka city. */
const deliveryFee =
  outsideCityFee === shippingFee
    ? taka(shippingFee)
    : `${insideCity} ${taka(shippingFee)}, বাইরে ${taka(outsideCityFee)}`;
const returnWindow = `${formatNumber(returnDays, "bn")} দিন`;

/**
 * The shop's policies in Bangla, written once from the numbers in the shop's config: the FAQ, the
 * info pages, the product page's delivery facts and the benefit tiles all quote these.
 */
export const bnPolicies = {
  insideCity,
  outsideCity,
  /** Where a page answers "how long", the promise comes with its cut-off. */
  dhakaDelivery: `${insideCity} বাংলাদেশ সময় ${hour(shop.ordering.sameDayCutoffHour)}র আগে অর্ডার করলে সেদিনই, নইলে পরের দিন ডেলিভারি`,
  outsideDhakaDelivery: `${outsideCity} ${days} কার্যদিবসে`,
  /** Anywhere: the fee rule reads only the order's amount (lib/prices/shipping.ts). */
  freeDelivery: `${taka(freeShippingThreshold)} বা তার বেশি অর্ডারে সারা দেশে ডেলিভারি ফ্রি`,
  deliveryFee,
  outsideFee: `${outsideCity} ডেলিভারি চার্জ ${taka(outsideCityFee)}: এলাকা বেছে নিলে অর্ডারের পাতায় সেটিই যোগ হবে।`,
  shippingCost: `${taka(freeShippingThreshold)} বা তার বেশি অর্ডারে ডেলিভারি ফ্রি; এর কম হলে ডেলিভারি চার্জ ${deliveryFee}।`,
  giftWrapping: "প্রতিটি অর্ডারে গিফট র‍্যাপিং আর একটি মেসেজ কার্ড ফ্রি",
  returnWindow,
  returns: `অব্যবহৃত পণ্য আসল প্যাকেজিংসহ ${returnWindow}ের মধ্যে ফেরত দেওয়া যায়। কাস্টম ও পার্সোনালাইজড পণ্য শুধু ত্রুটিপূর্ণ অবস্থায় পৌঁছালেই ফেরত নেওয়া হয়।`,
  bulkDiscounts: "কর্পোরেট বা অনুষ্ঠানের বড় অর্ডারে অনুরোধ করলে বিশেষ ছাড় পাবেন",
  tracking:
    "উপহার রওনা হলেই আপনার মোবাইলে এসএমএস করে ট্র্যাকিং নম্বর পাঠানো হয়; অর্ডারে ইমেইল দিলে ইমেইলেও",
  paymentList,
  /** Home's tile, a phrase among phrases: no full stop. */
  payWays: `${locative(paymentList)} পেমেন্ট করুন, যেভাবে আপনার সুবিধা`,
  payBy: `${locative(paymentList)} পেমেন্ট করুন, যেভাবে আপনার সুবিধা।`,
  happyCustomers:
    shop.happyCustomers === undefined ? undefined : `${formatNumber(shop.happyCustomers, "bn")}+`,
  openAllDay,
  hours: openAllDay
    ? "২৪ ঘণ্টা, সপ্তাহে ৭ দিন খোলা"
    : `প্রতিদিন ${hour(shop.callHours.from)} থেকে ${hour(shop.callHours.to)} পর্যন্ত কল ধরি`,
};
