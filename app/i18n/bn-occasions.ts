import { dateParts } from "../lib/order/delivery-date";
import { bnMonths, bnWeekdays, hour, shopName, n } from "./bn-format";
import type { occasionMessages } from "./en-occasions";

const weekdays = bnWeekdays;
const months = bnMonths;

/** "রবিবার, ১৪ ফেব্রুয়ারি". */
function day(date: string): string {
  const { month, day, weekday } = dateParts(date);
  return `${weekdays[weekday] ?? ""}, ${n(day)} ${months[month - 1] ?? ""}`;
}

/** "১৪ ফেব্রুয়ারি": short enough for one line on a phone. */
function shortDay(date: string): string {
  const { month, day } = dateParts(date);
  return `${n(day)} ${months[month - 1] ?? ""}`;
}

/** "ভালোবাসা দিবসের", "ঈদুল আযহার": a name's possessive, as Bangla joins it to the word. */
export function genitive(name: string): string {
  const last = name.codePointAt(name.length - 1) ?? 0;
  // A vowel (অ–ঔ) or a vowel sign (া–ৌ) ends it: র; a consonant: ের.
  const vowelEnd = (last >= 0x985 && last <= 0x994) || (last >= 0x9be && last <= 0x9cc);
  return vowelEnd ? `${name}র` : `${name}ের`;
}

/** "১৪ ফেব্রুয়ারি দুপুর ৩টা" or, for a whole day, "৯ ফেব্রুয়ারি". */
const by = (last: { day: string; hour: number | null }) =>
  last.hour === null ? shortDay(last.day) : `${shortDay(last.day)} ${hour(last.hour)}`;

export const bnOccasionMessages: typeof occasionMessages = {
  day,
  heading: (name, date) => `${name}, ${day(date)}`,
  deadlines: (city, elsewhere) => {
    if (city && elsewhere) {
      return `ঠিক দিনে পেতে ঢাকা শহরে অর্ডার করুন ${by(city)}র আগে; অন্য জেলায় অর্ডারের শেষ দিন ${by(elsewhere)}।`;
    }
    if (city) {
      return `ঠিক দিনে পেতে ঢাকা শহরে অর্ডার করুন ${by(city)}র আগে। ঢাকা শহরের বাইরে ঠিক দিনে পৌঁছানোর সময় আর নেই।`;
    }
    return "ঠিক দিনে পৌঁছানোর সময় আর নেই; এখন অর্ডার করলে উপহারটি পৌঁছাবে দিনটির পরে।";
  },
  giftLine: (name, date, city, elsewhere) =>
    city
      ? `${name} (${shortDay(date)}): ঢাকা শহরে অর্ডার করুন ${by(city)}র আগে${elsewhere ? `; অন্য জেলায় শেষ দিন ${by(elsewhere)}` : "; অন্য জেলায় আর সময় নেই"}।`
      : `${genitive(name)} দিনে (${shortDay(date)}) পৌঁছানোর সময় আর নেই।`,
  seeGifts: (name) => `${genitive(name)} উপহার দেখুন`,
  giftsHeading: (name) => `${genitive(name)} উপহার`,
  giftsListHeading: "উপহারগুলো",
  moreGifts: (shown, total) => `এখানে ${n(total)}টি উপহারের ${n(shown)}টি। বাকিগুলো পাবেন:`,
  moreGiftsEverywhere: (shown, total) =>
    `এখানে ${n(total)}টি উপহারের ${n(shown)}টি। বাকিগুলো পাবেন আমাদের সব উপহারের মধ্যে:`,
  metaDescription: (name, blurb) => `${shopName}-এ ${genitive(name)} উপহার। ${blurb}`,
  notSetYet: "এ বছরের দিনটি এখনো ঘোষণা হয়নি; ফোন করুন, কবে অর্ডার করতে হবে আমরা জানিয়ে দেব।",
  lastMoment: "অর্ডারের শেষ সময়",
  offerCity: (name, date) => `${genitive(name)} দিনে পৌঁছে দিন (${shortDay(date)})`,
  offerElsewhere: (name, sendDay) => `${shortDay(sendDay)} পাঠান, ${genitive(name)} দিনে পৌঁছাবে`,
  tooLateCity: (name) =>
    `ঢাকা শহরে ${genitive(name)} দিনে পৌঁছানোর সময় আর নেই: নিচের তারিখটিই এখন সবচেয়ে আগের দিন।`,
  tooLateElsewhere: (name) => `ঢাকা শহরের বাইরে ${genitive(name)} দিনে পৌঁছানোর সময় আর নেই।`,
  notFoundTitle: "উপলক্ষটি পাওয়া যায়নি",
  notFoundText: "উপলক্ষটি খুঁজে পাওয়া যায়নি। আমাদের সব উপহার দেখুন।",
};
