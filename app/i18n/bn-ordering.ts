import { shop } from "../config/shop";
import type { orderingMessages } from "./en-ordering";
import { bnDigits, n, paymentListBn, shopName, taka } from "./bn-format";

const itemsLabel = (count: number) => `${n(count)}টি পণ্য`;

const freeFrom = taka(shop.policies.freeShippingThreshold);

/** Bangla interface text of the cart, the wishlist and the order messages. */
export const bnOrderingMessages: typeof orderingMessages = {
  cart: {
    metaDescription: `কার্টে রাখা উপহারগুলো দেখে নিন, তারপর ফোন, WhatsApp বা এসএমএসে আমাদের কাছে অর্ডার পাঠান। ঢাকার ভেতরে ${freeFrom} বা তার বেশি অর্ডারে ডেলিভারি ফ্রি।`,
    intro: "উপহারগুলো একবার দেখে নিন, তারপর ফোন, WhatsApp বা এসএমএসে অর্ডারটি আমাদের পাঠিয়ে দিন।",
    loading: "আপনার কার্ট লোড হচ্ছে…",
    itemsHeading: (count: number) => `আপনার উপহার (${itemsLabel(count)})`,
    emptyTitle: "আপনার কার্ট খালি",
    emptyText: "মনে হচ্ছে এখনো কোনো উপহার যোগ করেননি।",
    continueShopping: "কেনাকাটা চালিয়ে যান",
    each: "করে",
    quantity: "পরিমাণ",
    increase: (name: string) => `${name}-এর পরিমাণ বাড়ান`,
    decrease: (name: string) => `${name}-এর পরিমাণ কমান`,
    remove: (name: string) => `${name} কার্ট থেকে সরান`,
    lineTotal: "এই পণ্যের মোট দাম",
    quantityChanged: (name: string, quantity: number) => `${name}: পরিমাণ ${n(quantity)}`,
    removed: (name: string) => `${name} কার্ট থেকে সরানো হয়েছে`,
  },
  summary: {
    heading: "অর্ডারের সারসংক্ষেপ",
    subtotal: (count: number) => `সাবটোটাল (${itemsLabel(count)})`,
    shipping: "ডেলিভারি চার্জ",
    free: "ফ্রি",
    total: "সর্বমোট",
    freeShipping: "আপনি ফ্রি ডেলিভারি পাচ্ছেন!",
    amountToFree: (amount: string) => `আর মাত্র ${amount}-এর কেনাকাটা করলেই ডেলিভারি ফ্রি`,
    freeProgress: "ফ্রি ডেলিভারি পেতে কতটা বাকি",
    howToOrder: "কীভাবে অর্ডার করতে চান?",
    callToOrder: "অর্ডার করতে কল করুন",
    orderOnWhatsapp: "WhatsApp-এ অর্ডার করুন",
    sendSms: "এসএমএসে পাঠান",
    orderNote: `প্রতিটি উপহার, পরিমাণ আর মোট দামসহ আপনার অর্ডারটি আমাদের কাছে পৌঁছাবে। আমরা উত্তর দিয়ে ডেলিভারির ঠিকানা আর সময় নিশ্চিত করে নেব।`,
    paymentNote: `পেমেন্ট করতে পারবেন ${paymentListBn}, যেভাবে আপনার সুবিধা। কোনো কার্ড বা অ্যাকাউন্ট লাগবে না।`,
    callUs: (phone: string) => `অথবা কল করুন ${bnDigits(phone)} নম্বরে`,
  },
  wishlist: {
    metaDescription: `আপনার পছন্দ করে রাখা উপহারগুলো, এই ডিভাইসেই সেভ করা। অর্ডার করতে চাইলে কার্টে যোগ করুন।`,
    intro: "এই ডিভাইসে আপনার সেভ করা উপহার। অর্ডার করতে চাইলে কার্টে যোগ করুন।",
    loading: "আপনার উইশলিস্ট লোড হচ্ছে…",
    itemsHeading: (count: number) => `সেভ করা উপহার (${n(count)}টি)`,
    emptyTitle: "আপনার উইশলিস্ট খালি",
    emptyText: "যেকোনো উপহারের হার্ট চিহ্নে ট্যাপ করুন, পরে দেখার জন্য সেটি এখানে থেকে যাবে।",
    browse: "উপহার দেখুন",
    remove: "সরান",
    removeLabel: (name: string) => `${name} উইশলিস্ট থেকে সরান`,
    addToCart: "কার্টে যোগ করুন",
    addToCartLabel: (name: string) => `কার্টে যোগ করুন: ${name}`,
    viewCart: "কার্ট দেখুন",
  },
  orderMessage: {
    greeting: `হ্যালো ${shopName}! আমি এগুলো অর্ডার করতে চাই:`,
    line: (position: number, name: string, quantity: number, lineTotal: string) =>
      `${n(position)}. ${name} × ${n(quantity)} = ${lineTotal}`,
    subtotal: (amount: string) => `সাবটোটাল: ${amount}`,
    shipping: (amount: string) => `ডেলিভারি চার্জ: ${amount}`,
    free: "ফ্রি",
    total: (amount: string) => `সর্বমোট: ${amount}`,
    closing: `দয়া করে আমার ডেলিভারির ঠিকানা আর পেমেন্ট (${paymentListBn}) নিশ্চিত করুন। ধন্যবাদ!`,
  },
};
