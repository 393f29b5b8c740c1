import { shop } from "../data/shop";
import type { orderingMessages } from "./en-ordering";
import { bnDigits, bnMonths, bnWeekdays, hour, n, shopName, taka, year } from "./bn-format";
import { bnPolicies as policies, paymentNames } from "./bn-policies";
import type { DhakaHour } from "../lib/order/confirmation-call";
import { countryName } from "../lib/forms/sender-mobile";
import type { DailyTimeElsewhere, HourElsewhere, WallTime } from "../lib/order/sender-time";
import { addDays, dateParts } from "../lib/calendar/dhaka-calendar";
import type { DaySaid } from "../lib/occasions/occasion-dates";
import type { OutsideJourney } from "../lib/order/order-date";
import { genitive } from "./bn-occasions";
import { formatRange } from "../lib/prices/money";
import { addressMax, nameMax } from "../lib/forms/limits";
import { timeChoiceText } from "../lib/order/time-windows";
import { paymentChoice, walletNames } from "../lib/order/payment-methods";

const itemsLabel = (count: number) => (count === 0 ? "কোনো পণ্য নেই" : `${n(count)}টি পণ্য`);

const { outsideDhakaDays } = shop.policies;
const businessDays = `${formatRange(outsideDhakaDays.from, outsideDhakaDays.to, "bn")} কার্যদিবস`;

const weekdays = bnWeekdays;
const months = bnMonths;

/** "সোমবার, ২৩ নভেম্বর ২০২৬": a delivery day as people write it, the same on every device. */
function day(date: string): string {
  const parts = dateParts(date);
  return `${weekdays[parts.weekday] ?? ""}, ${n(parts.day)} ${months[parts.month - 1] ?? ""} ${year(parts.year)}`;
}

/** "বুধবার, ১০ ফেব্রুয়ারি": a day close enough that its year goes without saying. */
function dayNoYear(date: string): string {
  const parts = dateParts(date);
  return `${weekdays[parts.weekday] ?? ""}, ${n(parts.day)} ${months[parts.month - 1] ?? ""}`;
}

/** "শনিবার, ৫ থেকে সোমবার, ৭ ডিসেম্বরের": the month said once when both days are in it. */
function dayRange(from: string, to: string): string {
  const first = dateParts(from);
  const sameMonth = first.month === dateParts(to).month;
  const start = sameMonth ? `${weekdays[first.weekday] ?? ""}, ${n(first.day)}` : dayNoYear(from);
  return `${start} থেকে ${genitive(dayNoYear(to))}`;
}

/**
 * "সিলেটে", "খুলনায়", "নীলফামারীতে": a place's locative, as Bangla joins it to the name: -এ after
 * a consonant, -য় after আ-কার, -তে after another vowel sign.
 */
function locative(place: string): string {
  const last = place.codePointAt(place.length - 1) ?? 0;
  if (last === 0x9be) return `${place}য়`;
  return last >= 0x9bf && last <= 0x9cc ? `${place}তে` : `${place}ে`;
}

/** "সকাল ৯টা", "দুপুর ২টা ৩০ মিনিট": the sender's own zone may be off Dhaka's by half an hour. */
function clock(hours: number, minutes: number): string {
  return minutes === 0 ? hour(hours) : `${hour(hours)} ${n(minutes)} মিনিট`;
}

/** "…২টার", "…৩০ মিনিটের": a time as the thing before which, or by which. */
const timeOf = (time: string) => (time.endsWith("মিনিট") ? `${time}ের` : `${time}র`);

/** When the shop will have called, "আজ দুপুর ২টা": the day in a shopper's words, then the hour. */
function callTime(by: DhakaHour | WallTime, today: string): string {
  const time = clock(by.hour, "minute" in by ? by.minute : 0);
  if (by.date === today) return `আজ ${time}`;
  if (by.date === addDays(today, 1)) return `আগামীকাল ${time}`;
  return `${day(by.date)}, ${time}`;
}

/** "আপনার সময় সকাল ৯টার", "আপনার সময় আগের দিন রাত ১১টার": the cut-off on the sender's clock. */
function dailyYours({ hour: hours, minute, day: which }: DailyTimeElsewhere): string {
  const shift = { before: "আগের দিন ", same: "", after: "পরের দিন " }[which];
  return `আপনার সময় ${shift}${timeOf(clock(hours, minute))}`;
}

/** "৮ নভেম্বর ২০২৬": the day a review was written. */
export function reviewDay(date: string): string {
  const parts = dateParts(date);
  return `${n(parts.day)} ${months[parts.month - 1] ?? ""} ${year(parts.year)}`;
}

const anyTime = "যেকোনো সময়";
const timeChoice = timeChoiceText(hour, anyTime);
const wallets = paymentChoice(walletNames, paymentNames, "bn");

const cardLimit = n(shop.ordering.cardMessageLimit);
/** The shape of a number, never one that rings: an example must not pass for the shop's own line. */
const phoneExample = bnDigits("01XXX-XXXXXX");
// The wallet's SMS writes the ID in Latin letters and digits, so the example does too.
const transactionIdExample = "8N7A6B5C4D";
const transactionIdShape = "৮–১০টি ইংরেজি অক্ষর ও অঙ্ক";
const phoneInvalid = `বাংলাদেশি মোবাইল নম্বর লিখুন: ০১৩ থেকে ০১৯ দিয়ে শুরু ১১ অঙ্কের নম্বর, যেমন ${phoneExample}।`;
/** A number from abroad, as its shape: the country code of the UAE, where many senders live. */
const abroadExample = bnDigits("+971 …");

/** Bangla interface text of the cart, the wishlist and the order messages. */
export const bnOrderingMessages: typeof orderingMessages = {
  cart: {
    metaDescription: `কার্টে রাখা উপহারগুলো দেখে নিন, তারপর ফোন, WhatsApp বা এসএমএসে ${shopName}-এ অর্ডার পাঠান। ${policies.freeDelivery}।`,
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
    changed:
      "কার্টে রাখার পর এই উপহারের অপশন বা লেখার ঘর বদলে গেছে। উপহারের পাতা থেকে এটি আবার যোগ করুন, তারপর কার্ট থেকে এই পুরোনোটি সরিয়ে দিন।",
    addAgain: "আবার যোগ করুন",
    addAgainLabel: (name: string) => `${name} আবার যোগ করুন`,
  },
  extras: {
    heading: "সঙ্গে ছোট্ট কিছু যোগ করুন",
    add: "যোগ করুন",
    added: "যোগ হয়েছে",
    addLabel: (name: string) => `${name} কার্টে যোগ করুন`,
    addToOrderLabel: (name: string) => `${name} এই অর্ডারে যোগ করুন`,
    addedToOrder: (name: string) => `${name} এই অর্ডারে যোগ হয়েছে`,
  },
  summary: {
    heading: "অর্ডারের সারসংক্ষেপ",
    subtotal: (count: number) => `সাবটোটাল (${itemsLabel(count)})`,
    shipping: "ডেলিভারি চার্জ",
    free: "ফ্রি",
    total: "সর্বমোট",
    freeShipping: "আপনি ফ্রি ডেলিভারি পাচ্ছেন!",
    amountToFree: (amount: number) => `আর মাত্র ${taka(amount)}র কেনাকাটা করলেই ডেলিভারি ফ্রি`,
    freeProgress: "ফ্রি ডেলিভারি পেতে কতটা বাকি",
    outsideFee: policies.outsideFee,
    howToOrder: "কীভাবে অর্ডার করতে চান?",
    callToOrder: "অর্ডার করতে কল করুন",
    orderOnWhatsapp: "WhatsApp-এ অর্ডার করুন",
    sendSms: "এসএমএসে পাঠান",
    placeOrder: "অর্ডার করুন",
    placeOrderNote: "কাকে, কোথায়, কবে পাঠাবেন আর কার্ডে কী লিখবেন, সব একবারে জানিয়ে দিন।",
    orderQuickly: "অথবা দ্রুত অর্ডার করুন",
    orderNote: `প্রতিটি উপহার, পরিমাণ আর মোট দামসহ আপনার অর্ডারটি আমাদের কাছে পৌঁছাবে। আমরা উত্তর দিয়ে ডেলিভারির ঠিকানা আর সময় নিশ্চিত করে নেব।`,
    paymentNote: `${policies.payBy} কোনো কার্ড বা অ্যাকাউন্ট লাগবে না।`,
    callUs: (phone: string) => `অথবা ${phone} নম্বরে কল করুন`,
    blocked: (count: number) =>
      count === 1
        ? "কার্টে রাখার পর একটি উপহারের অপশন বা লেখার ঘর বদলে গেছে। অর্ডার পাঠানোর আগে উপহারের পাতা থেকে এটি আবার যোগ করুন, তারপর কার্ট থেকে পুরোনোটি সরিয়ে দিন।"
        : `কার্টে রাখার পর ${n(count)}টি উপহারের অপশন বা লেখার ঘর বদলে গেছে। অর্ডার পাঠানোর আগে উপহারের পাতা থেকে এগুলো আবার যোগ করুন, তারপর কার্ট থেকে পুরোনোগুলো সরিয়ে দিন।`,
  },
  wishlist: {
    metaDescription: `${shopName}-এ আপনার পছন্দ করে রাখা উপহারগুলো, এই ডিভাইসেই সেভ করা। অর্ডার করতে চাইলে কার্টে যোগ করুন।`,
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
  orderPage: {
    metaDescription: `${shopName}-এ পুরো অর্ডার একবারে পাঠান: কাকে দেবেন, কোথায় ও কবে পৌঁছাবে, কার্ডের বার্তা আর কীভাবে পেমেন্ট করবেন।`,
    intro:
      "উপহারটি কার জন্য, কোথায় ও কবে পৌঁছাবে জানিয়ে দিন। অর্ডারটি WhatsApp বা এসএমএসে আমাদের কাছে আসবে।",
    loading: "আপনার অর্ডার লোড হচ্ছে…",
    emptyTitle: "আপনার কার্ট খালি",
    emptyText: "আগে কয়েকটি উপহার যোগ করুন, তারপর এখানে ফিরে পুরো অর্ডারটি পাঠান।",
    browse: "উপহার দেখুন",
    blockedHeading: "অর্ডার পাঠানোর আগে",
    fixInCart: "কার্টে গিয়ে ঠিক করুন",
    reference: "অর্ডার নম্বর",
    myOrders: "আমার অর্ডার",
    aboutYou: "আপনার তথ্য",
    recipient: "উপহার যিনি পাবেন",
    delivery: "ডেলিভারি",
    card: "মেসেজ কার্ড",
    payment: "পেমেন্ট",
    labels: {
      senderName: "আপনার নাম",
      senderPhone: "আপনার মোবাইল নম্বর",
      senderEmail: "আপনার ইমেইল (ঐচ্ছিক)",
      recipientName: "প্রাপকের নাম",
      recipientPhone: "প্রাপকের মোবাইল নম্বর",
      address: "ডেলিভারির ঠিকানা",
      area: "ডেলিভারি এলাকা",
      date: "ডেলিভারির তারিখ",
      time: "ডেলিভারির সময়",
      cardMessage: "কার্ডের বার্তা (ঐচ্ছিক)",
      leaveNameOff: "কার্ডে আমার নাম দেবেন না",
      payment: "পেমেন্টের মাধ্যম",
      transactionId: "ট্রানজেকশন আইডি (ঐচ্ছিক)",
    },
    phoneHint: `বাংলাদেশি মোবাইল নম্বর, যেমন ${phoneExample}`,
    senderPhoneHint: `আপনার মোবাইল বা WhatsApp নম্বর, যেমন ${phoneExample}; বিদেশের হলে দেশের কোডসহ, যেমন ${abroadExample}`,
    emailHint: "ট্র্যাকিং নম্বর ইমেইলেও পেতে চাইলে দিন; এসএমএসে তো পাঠানো হবেই।",
    addressHint: "বাড়ি, রোড, ব্লক আর কাছের কোনো পরিচিত জায়গা",
    areaPlaceholder: "এলাকা বেছে নিন",
    insideDhakaCity: policies.insideCity,
    districts: "অন্যান্য জেলা",
    dateInsideCity: (earliest: string, yours: DailyTimeElsewhere | null) =>
      `সবচেয়ে আগের তারিখ: ${earliest}। বাংলাদেশ সময় ${hour(shop.ordering.sameDayCutoffHour)}র${yours ? ` (${dailyYours(yours)})` : ""} আগে অর্ডার করলে সেদিনই পৌঁছে যায়।`,
    dateOutsideCity: (earliest: string) =>
      `সবচেয়ে আগের তারিখ: ${earliest}। ${policies.outsideCity} পার্সেল পৌঁছাতে ${businessDays} লাগে, আমরা সময়মতো পাঠাব।`,
    arrivesBy: "কবের মধ্যে পৌঁছাবে",
    dayInWords: day,
    giftDay: (date: string, occasion: string, said?: DaySaid) => {
      const ahead =
        !said || said.daysBefore === 0
          ? occasion
          : `${genitive(occasion)} ${said.daysBefore === 1 ? "আগের দিন" : `${n(said.daysBefore)} দিন আগে`}`;
      return `${dayNoYear(date)}${said?.moon ? " (সম্ভাব্য)" : ""}, ${ahead}`;
    },
    changeDate: "বদলান",
    changeDateLabel: "তারিখ বদলান",
    leavesShop: ({ leaves, arrivesFrom, arrivesTo }: OutsideJourney) =>
      arrivesFrom === arrivesTo
        ? `আমাদের দোকান থেকে রওনা হবে ${dayNoYear(leaves)}; পৌঁছাবে ${dayNoYear(arrivesTo)}।`
        : `আমাদের দোকান থেকে রওনা হবে ${dayNoYear(leaves)}; পৌঁছাবে ${dayRange(arrivesFrom, arrivesTo)} মধ্যে।`,
    dateMoved: (date: string, insideCity: boolean, area: string) =>
      insideCity
        ? `ঢাকা শহরের ভেতরে সবচেয়ে আগে পৌঁছে দিতে পারি ${day(date)}, তাই তারিখটি সেদিনে সরিয়ে দেওয়া হলো।`
        : `${locative(area)} সবচেয়ে আগে পৌঁছাতে পারে ${day(date)}, তাই তারিখটি সেদিনে সরিয়ে দেওয়া হলো।`,
    datePassed: (from: string, date: string) =>
      `আপনার বেছে নেওয়া তারিখ, ${day(from)}, পেরিয়ে গেছে। এখন সবচেয়ে আগের তারিখ ${day(date)}, তাই তারিখটি সেদিনে সরিয়ে দেওয়া হলো।`,
    anyTime,
    timeChoice,
    counter: (count: number) => `${n(count)} / ${cardLimit}`,
    counterLabel: "অক্ষর লেখা হয়েছে",
    paymentNames,
    codNote: `উপহারটি যিনি হাতে নেবেন (অনেক সময় প্রাপক নিজেই), ডেলিভারিম্যান তাঁর কাছ থেকেই ক্যাশে টাকা নেবেন। টাকাটা আপনি নিজে দিতে চাইলে ${wallets} বেছে নিন। এখন আর কিছু করতে হবে না।`,
    walletNumber: (wallet: string) => `${shopName}-এর ${wallet} নম্বর`,
    walletKind: { personal: "পার্সোনাল নম্বর", merchant: "মার্চেন্ট নম্বর" },
    amountToPay: "যত টাকা পাঠাবেন",
    copy: "কপি",
    copyNumber: (wallet: string) => `${shopName}-এর ${wallet} নম্বর কপি করুন`,
    copied: "কপি হয়েছে",
    copyFailed: "কপি করা গেল না। লেখাটি বেছে নিয়ে নিজে কপি করুন।",
    walletSteps: (
      kind: "personal" | "merchant",
      wallet: string,
      number: string,
      amount: string,
      reference: string,
    ) => [
      `${wallet} খুলে ${kind === "personal" ? "সেন্ড মানি" : "পেমেন্ট"} বেছে নিন।`,
      `আমাদের নম্বর দিন: ${number}।`,
      `টাকার পরিমাণ দিন: ${amount}।`,
      `রেফারেন্স হিসেবে লিখুন: ${reference}।`,
      "পিন দিয়ে নিশ্চিত করুন, তারপর কনফার্মেশন এসএমএস থেকে ট্রানজেকশন আইডি নিচে লিখুন।",
    ],
    payLater: "আগে পেমেন্ট করা জরুরি নয়: এখনই অর্ডার পাঠাতে পারেন, আমরা নিশ্চিত করলে পেমেন্ট করবেন।",
    transactionHint: (wallet: string) =>
      `${wallet} থেকে আসা কনফার্মেশন এসএমএসে পাবেন: ${transactionIdShape}, যেমন ${transactionIdExample}।`,
    review: "অর্ডার দেখে নিন",
    checkingNumber: "আপনার নম্বর যাচাই হচ্ছে…",
    errors: {
      senderName: { required: "আপনার নাম লিখুন।", tooLong: `নামটি ${n(nameMax)} অক্ষরের মধ্যে লিখুন।` },
      senderPhone: {
        required: "আপনার মোবাইল নম্বর লিখুন।",
        invalid: `${phoneInvalid} বিদেশের নম্বর হলে শুরুতে + আর দেশের কোড দিন (যেমন ${abroadExample})।`,
        abroad: "বিদেশের নম্বরটি দেখে নিন: শুরুতে + আর দেশের কোড, তারপর শুরুর ০ বাদ দিয়ে মোবাইল নম্বর।",
        unchecked:
          "বিদেশের নম্বর যাচাই করতে একবার ইন্টারনেট লাগবে। ইন্টারনেট চালু করে আবার ‘অর্ডার দেখে নিন’ চাপুন।",
      },
      senderEmail: {
        invalid:
          "ইমেইল ঠিকানাটি দেখে নিন: এটি name@example.com-এর মতো হয়। না দিতে চাইলে খালি রাখুন।",
      },
      recipientName: {
        required: "যিনি উপহার পাবেন তাঁর নাম লিখুন।",
        tooLong: `নামটি ${n(nameMax)} অক্ষরের মধ্যে লিখুন।`,
      },
      recipientPhone: {
        required: "প্রাপকের মোবাইল নম্বর লিখুন, যাতে ডেলিভারিম্যান তাঁকে ফোন করতে পারেন।",
        invalid: phoneInvalid,
      },
      address: {
        required: "ডেলিভারির ঠিকানা লিখুন: বাড়ি, রোড আর এলাকা।",
        tooLong: `ঠিকানাটি ${n(addressMax)} অক্ষরের মধ্যে লিখুন।`,
      },
      area: { required: `ডেলিভারি এলাকা বেছে নিন: ${policies.insideCity}, নাকি কোনো জেলা।` },
      date: {
        required: "ডেলিভারির তারিখ বেছে নিন।",
        invalid: "ক্যালেন্ডার থেকে একটি তারিখ বেছে নিন।",
        tooEarly: "ওপরে দেখানো সবচেয়ে আগের তারিখ বা তার পরের কোনো তারিখ বেছে নিন।",
      },
      time: { required: `ডেলিভারির সময়, অথবা ‘${anyTime}’ বেছে নিন।` },
      cardMessage: {
        tooLong: `কার্ডের বার্তাটি ${cardLimit} অক্ষরের মধ্যে লিখুন।`,
      },
      transactionId: {
        invalid: `এসএমএসে যেমন আছে তেমন ট্রানজেকশন আইডি লিখুন (${transactionIdShape}), অথবা ঘরটি খালি রাখুন।`,
      },
    },
    errorFallback: "এই ঘরটি দেখে নিন।",
    readyHeading: "আপনার অর্ডার পাঠানোর জন্য প্রস্তুত",
    readyText:
      "WhatsApp বা এসএমএসে আমাদের পাঠান, অথবা কপি করে যেকোনো অ্যাপে দিন। তারপর ‘হ্যাঁ, পাঠিয়েছি’ চাপুন।",
    showMessage: "মেসেজটি দেখুন",
    copyOrder: "অর্ডার কপি করুন",
    otherWays: "অথবা অন্যভাবে পাঠান",
    orderCopied: "অর্ডার কপি হয়েছে",
    edit: "অর্ডার বদলান",
    sentAsk: {
      whatsapp: "WhatsApp কি আপনার অর্ডারসহ খুলেছে?",
      sms: "এসএমএস অ্যাপ কি আপনার অর্ডারসহ খুলেছে?",
      copy: "অর্ডারটি আমাদের সাথে চ্যাটে বসিয়ে পাঠিয়েছেন?",
      call: "ফোনে কি আমাদের অর্ডারটি দিয়েছেন?",
    },
    sendAgain: {
      whatsapp: "আবার খুলুন",
      sms: "আবার খুলুন",
      copy: "আবার কপি করুন",
      call: "আবার কল করুন",
    },
    sentYes: "হ্যাঁ, পাঠিয়েছি",
    sentYesCall: "হ্যাঁ, দিয়েছি",
    rememberSender: "আমার ও প্রাপকদের তথ্য এই ফোনে মনে রাখুন",
    forgetSender: "আমার ও প্রাপকদের তথ্য মুছে ফেলুন",
    senderForgotten: "আপনার নাম ও নম্বর আর প্রাপকদের তথ্য এই ফোনে আর রাখা নেই।",
    senderForgottenHere:
      "আপনার নাম ও নম্বর আর প্রাপকদের তথ্য এই ফোনে আর রাখা নেই, এই ফর্মেও নেই: এই অর্ডারের জন্য আপনার নাম ও নম্বর লিখে দিন।",
    senderFrom: "প্রেরক:",
    senderPhone: (phone: string) => bnDigits(phone),
    changeSender: "বদলান",
    changeSenderLabel: "আপনার নাম ও নম্বর বদলান",
    senderUnreadable:
      "এই ফোনে রাখা আপনার নাম ও নম্বর পড়া যায়নি, তাই বসানো হয়নি। অনুগ্রহ করে লিখে দিন।",
    recipientsKept: "আবার পাঠান",
    sendToAgain: (name: string) => `আবার পাঠান: ${name}`,
    dhakaCity: "ঢাকা শহর",
    recipientFilled: (name: string) => `প্রাপকের নাম, নম্বর ও ঠিকানা বসানো হয়েছে: ${name}।`,
    singleGift: "আপনি শুধু এই উপহারটি অর্ডার করছেন: আপনার কার্ট যেমন আছে তেমনই থাকবে।",
    showSummary: "অর্ডারের সারসংক্ষেপ",
    sentNote: "‘হ্যাঁ, পাঠিয়েছি’ না চাপা পর্যন্ত আপনার কার্ট আর এই ফর্ম রেখে দেওয়া হবে।",
    sentNoteSingle: "‘হ্যাঁ, পাঠিয়েছি’ না চাপা পর্যন্ত এই উপহারের অর্ডার আর এই ফর্ম রেখে দেওয়া হবে।",
    thanksHeading: (reference: string) => `অর্ডার ${reference} পাঠানোর জন্য ধন্যবাদ!`,
    thanksText: "উপহার পাঠানোর আগে প্রতিটি অর্ডার আমরা ফোন করে নিশ্চিত করি।",
    callBy: (by: DhakaHour, today: string, phone: string, yours: HourElsewhere | null) =>
      `${yours ? `বাংলাদেশ সময় ${timeOf(callTime(by, today))} (আপনার সময় ${timeOf(callTime(yours.at, yours.today))})` : timeOf(callTime(by, today))} মধ্যে আমরা আপনাকে ফোন করব। তার মধ্যে ফোন না পেলে হয়তো অর্ডারটি আমাদের কাছে পৌঁছায়নি: ${phone} নম্বরে কল করুন। আমরা ${policies.hours}।`,
    callNow: (phone: string) =>
      `উপহারটি এখনই পাঠানোর সময়: এখনো আমাদের ফোন না পেলে ${phone} নম্বরে কল করুন। আমরা ${policies.hours}।`,
    continueShopping: "কেনাকাটা চালিয়ে যান",
  },
  ordersPage: {
    metaDescription: `এই ডিভাইসে প্রস্তুত করা ${shopName}-এর অর্ডারগুলো; যেকোনোটি আবার পাঠাতে পারেন।`,
    intro: `এই ডিভাইসে প্রস্তুত করা অর্ডার, নতুনগুলো আগে। কোনটি পাঠানো হয়েছে, তা শুধু আপনিই জানেন; প্রতিটিতে লেখা আছে আপনি ‘হ্যাঁ, পাঠিয়েছি’ চেপেছিলেন কি না। প্রতিটি অর্ডার এখানে থাকে ${n(shop.ordering.ordersKeptDays)} দিন, তারপর মুছে যায়।`,
    loading: "আপনার অর্ডার লোড হচ্ছে…",
    emptyTitle: "এখনো কোনো অর্ডার নেই",
    emptyText: "অর্ডার পাতায় যেসব অর্ডার প্রস্তুত করবেন, সেগুলো এই ডিভাইসে এখানে থাকবে।",
    browse: "উপহার দেখুন",
    placedOn: "তারিখ",
    gifts: "উপহার",
    total: "সর্বমোট",
    line: (name: string, quantity: number) => `${name} × ${n(quantity)}`,
    day,
    status: "অবস্থা",
    statusSent: "‘হ্যাঁ, পাঠিয়েছি’ চেপেছেন",
    statusPrepared: "প্রস্তুত, ‘হ্যাঁ, পাঠিয়েছি’ চাপা হয়নি: না পাঠিয়ে থাকলে এখনই পাঠান",
    call: "আমাদের ফোন",
    callBy: (by: DhakaHour, today: string, yours: HourElsewhere | null) =>
      yours
        ? `বাংলাদেশ সময় ${timeOf(callTime(by, today))} (আপনার সময় ${timeOf(callTime(yours.at, yours.today))}) মধ্যে আমরা ফোন করব`
        : `${callTime(by, today)}র মধ্যে আমরা ফোন করব`,
    sendAgain: "আবার পাঠান",
    sendAgainLabel: (reference: string) => `অর্ডার ${reference} আবার WhatsApp-এ পাঠান`,
    recipient: "প্রাপক",
    deliveryDate: "ডেলিভারি",
    orderAgain: "আবার অর্ডার করুন",
    orderAgainLabel: (reference: string) => `অর্ডার ${reference}-এর উপহারগুলো আবার অর্ডার করুন`,
    orderedAgain: (reference: string) => `অর্ডার ${reference}-এর উপহারগুলো আপনার কার্টে রাখা হয়েছে।`,
    soldOut: (names: string) => `এখন স্টকে নেই: ${names}।`,
    gone: (names: string) => `আর বিক্রি হয় না: ${names}।`,
    restInCart: "এই অর্ডারের বাকি সব আপনার কার্টে রাখা হয়েছে।",
    noneInCart: "এই অর্ডারের কিছুই এখন অর্ডার করা যাবে না।",
    viewCart: "কার্টে যান",
    sendNow: "এখনই পাঠান",
    sendNowLabel: (reference: string) => `অর্ডার ${reference} এখনই WhatsApp-এ পাঠান`,
    delete: "মুছুন",
    deleteLabel: (reference: string) => `অর্ডার ${reference} এই ডিভাইস থেকে মুছুন`,
    deleteAll: "সব অর্ডার মুছুন",
    confirmOne: (reference: string) =>
      `অর্ডার ${reference} এই ডিভাইস থেকে মুছে ফেলবেন? মুছলে আর ফেরত আনা যাবে না।`,
    confirmAll: (count: number) =>
      count === 1
        ? "এই ডিভাইসের একমাত্র অর্ডারটি মুছে ফেলবেন? মুছলে আর ফেরত আনা যাবে না।"
        : `এই ডিভাইসের ${n(count)}টি অর্ডারই মুছে ফেলবেন? মুছলে আর ফেরত আনা যাবে না।`,
    confirmDelete: "হ্যাঁ, মুছুন",
    keep: "রেখে দিন",
    deleted: (reference: string) => `অর্ডার ${reference} মুছে ফেলা হয়েছে।`,
    allDeleted: "সব অর্ডার মুছে ফেলা হয়েছে।",
  },
  giftOrderMessage: {
    heading: (reference: string) => `হ্যালো ${shopName}! নতুন অর্ডার, নম্বর: ${reference}`,
    line: (position: number, name: string) => `${n(position)}. ${name}`,
    detail: (label: string, value: string) => `   ${label}: ${value}`,
    quantity: (quantity: number, lineTotal: string) => `   × ${n(quantity)} = ${lineTotal}`,
    subtotal: (amount: string) => `সাবটোটাল: ${amount}`,
    shipping: (amount: string) => `ডেলিভারি চার্জ: ${amount}`,
    free: "ফ্রি",
    total: (amount: string) => `সর্বমোট: ${amount}`,
    from: (name: string) => `প্রেরক: ${name}`,
    senderPhone: (phone: string) => `প্রেরকের মোবাইল: ${phone}`,
    senderPhoneAbroad: (phone: string, country: string) =>
      `প্রেরকের মোবাইল (বিদেশের নম্বর: ${countryName(country, "bn")}): ${phone}`,
    senderEmail: (email: string) => `প্রেরকের ইমেইল (ট্র্যাকিংয়ের জন্য): ${email}`,
    to: (name: string) => `প্রাপক: ${name}`,
    recipientPhone: (phone: string) => `প্রাপকের মোবাইল: ${phone}`,
    address: (address: string) => `ঠিকানা: ${address}`,
    area: (area: string) => `এলাকা: ${area}`,
    date: (date: string) => `ডেলিভারির তারিখ: ${date}`,
    arrivesBy: (date: string) => `কবের মধ্যে পৌঁছাবে: ${date}`,
    leavesShop: (date: string) => `দোকান থেকে রওনা: ${date}`,
    time: (time: string) => `সময়: ${time}`,
    cardMessage: "কার্ডের বার্তা:",
    noCardMessage: "কার্ডের বার্তা: নেই",
    nameOnCard: "কার্ডে প্রেরকের নাম: থাকবে",
    nameOffCard: "কার্ডে প্রেরকের নাম: থাকবে না",
    payment: (method: string) => `পেমেন্ট: ${method}`,
    transactionId: (id: string) => `ট্রানজেকশন আইডি: ${id}`,
    notPaidYet: "ট্রানজেকশন আইডি: এখনো পেমেন্ট করা হয়নি",
    day,
    timeChoice,
    paymentMethods: paymentNames,
  },
  orderMessage: {
    greeting: `হ্যালো ${shopName}! আমি এগুলো অর্ডার করতে চাই:`,
    line: (position: number, name: string, quantity: number, lineTotal: string) =>
      `${n(position)}. ${name} × ${n(quantity)} = ${lineTotal}`,
    detail: (label: string, value: string) => `   ${label}: ${value}`,
    subtotal: (amount: string) => `সাবটোটাল: ${amount}`,
    shipping: (amount: string) => `ডেলিভারি চার্জ: ${amount}`,
    free: "ফ্রি",
    total: (amount: string) => `সর্বমোট: ${amount}`,
    closing: `ঠিকানা আর পেমেন্টের (${policies.paymentList}) ব্যাপারে কথা বলতে দয়া করে আমাকে ফোন করুন। ধন্যবাদ!`,
  },
};
