import type { DaySaid } from "../lib/occasions/occasion-dates";
import { dateParts } from "../lib/calendar/dhaka-calendar";
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

/**
 * "ভালোবাসা দিবসে", "বড়দিনে", "ঈদুল ফিতরের দিনে": on the day, said of it. দিবস is itself দিন, and
 * বড়দিন ends in it, so "দিবসের দিনে" and "বড়দিনের দিনে" read as "on the day of the day"; they take
 * the day's own locative.
 */
function onTheDay(name: string): string {
  return /(দিবস|দিন)$/.test(name) ? `${name}ে` : `${genitive(name)} দিনে`;
}

/** "১৪ ফেব্রুয়ারি দুপুর ৩টা" or, for a whole day, "৯ ফেব্রুয়ারি". */
const by = (last: { day: string; hour: number | null }) =>
  last.hour === null ? shortDay(last.day) : `${shortDay(last.day)} ${hour(last.hour)}`;

/**
 * "৯ ফেব্রুয়ারির (মঙ্গলবার) মধ্যে" or "১৪ ফেব্রুয়ারি বিকেল ৩টার মধ্যে": the last day to send a
 * parcel, with its weekday, as a last day is read.
 */
function within(last: { day: string; hour: number | null }): string {
  if (last.hour !== null) return `${by(last)}র মধ্যে`;
  const { weekday } = dateParts(last.day);
  return `${genitive(shortDay(last.day))} (${weekdays[weekday] ?? ""}) মধ্যে`;
}

/** A day that follows the moon is said as সম্ভাব্য: it may move by a day. */
const expected = (said: { moon?: boolean } | undefined) => (said?.moon ? "সম্ভাব্য " : "");

/** Gifts delivered before their day (the evening before Eid): "আগের দিন", or null. */
const before = (said: DaySaid | undefined) =>
  !said || said.daysBefore === 0
    ? null
    : said.daysBefore === 1
      ? "আগের দিন"
      : `${n(said.daysBefore)} দিন আগে`;

/** "উপহার পৌঁছাবে এক দিন আগে, ৯ মার্চের মধ্যে।": the day the deadlines that follow are for. */
const early = (said: DaySaid) =>
  `উপহার পৌঁছাবে ${said.daysBefore === 1 ? "এক" : n(said.daysBefore)} দিন আগে, ${genitive(shortDay(said.deliverOn))} মধ্যে।`;

/**
 * Outside Dhaka city, the town and the districts alike ("ঢাকা শহরের বাইরে"): "অন্য জেলা" left out
 * Savar and Keraniganj, which the form sends by the districts' rules. A parcel arrives by the day,
 * not on it.
 */
export const bnOccasionMessages: typeof occasionMessages = {
  day,
  heading: (name, date, said) => `${name}${said?.moon ? " (সম্ভাব্য)" : ""}, ${day(date)}`,
  deadlines: (city, elsewhere, said) => {
    if (said && said.daysBefore > 0) {
      if (city && elsewhere) {
        return `${early(said)} ঢাকা শহরের ভেতরে অর্ডার করুন ${by(city)}র আগে; ঢাকা শহরের বাইরে পাঠাতে ${within(elsewhere)}।`;
      }
      if (city) {
        return `${early(said)} ঢাকা শহরের ভেতরে অর্ডার করুন ${by(city)}র আগে; ঢাকা শহরের বাইরে আর সময় নেই।`;
      }
      return "দিনটির আগে পৌঁছানোর সময় আর নেই।";
    }
    if (city && elsewhere) {
      return `ঢাকা শহরের ভেতরে দিনটিতেই পৌঁছাতে অর্ডার করুন ${by(city)}র আগে; ঢাকা শহরের বাইরে পাঠাতে ${within(elsewhere)}।`;
    }
    if (city) {
      return `ঢাকা শহরের ভেতরে দিনটিতেই পৌঁছাতে অর্ডার করুন ${by(city)}র আগে। ঢাকা শহরের বাইরে দিনটির মধ্যে পৌঁছানোর সময় আর নেই।`;
    }
    return "ঠিক দিনে পৌঁছানোর সময় আর নেই; এখন অর্ডার করলে উপহারটি পৌঁছাবে দিনটির পরে।";
  },
  moonNote: (name) =>
    `${genitive(name)} তারিখ চাঁদ দেখা সাপেক্ষে; এক দিন পিছিয়ে গেলে আমরা ফোন করে ডেলিভারির দিন ঠিক করে নেব।`,
  giftLine: (name, date, city, elsewhere, said) => {
    const when = `${expected(said)}${shortDay(date)}`;
    const ahead = before(said);
    if (!city) {
      return `${ahead ? `${genitive(name)} আগে` : onTheDay(name)} (${when}) পৌঁছানোর সময় আর নেই।`;
    }
    return `${name} (${when})${ahead ? `, উপহার পৌঁছাবে ${ahead}` : ""}: ঢাকা শহরের ভেতরে অর্ডার করুন ${by(city)}র আগে${elsewhere ? `; বাইরে ${within(elsewhere)}` : "; ঢাকা শহরের বাইরে আর সময় নেই"}।`;
  },
  seeGifts: (name) => `${genitive(name)} উপহার দেখুন`,
  giftsHeading: (name) => `${genitive(name)} উপহার`,
  giftsListHeading: "উপহারগুলো",
  moreGifts: (shown, total) => `এখানে ${n(total)}টি উপহারের ${n(shown)}টি। বাকিগুলো পাবেন:`,
  moreGiftsEverywhere: (shown, total) =>
    `এখানে ${n(total)}টি উপহারের ${n(shown)}টি। বাকিগুলো পাবেন আমাদের সব উপহারের মধ্যে:`,
  metaDescription: (name, blurb) => `${shopName}-এ ${genitive(name)} উপহার। ${blurb}`,
  // Not "এ বছর" (in December that is a year whose day has passed) nor "ঘোষণা": the panjika fixes
  // Puja a year ahead; the shop has only not written its next day here yet.
  notSetYet: "এবারের দিনটি এখনো এখানে দেওয়া হয়নি; ফোন করুন, কবে অর্ডার করতে হবে আমরা জানিয়ে দেব।",
  lastMoment: "অর্ডারের শেষ সময়",
  offerCity: (name, date, said) => {
    const ahead = before(said);
    const when = `${expected(said)}${shortDay(date)}`;
    return ahead
      ? `${genitive(name)} ${ahead} পৌঁছে দিন (${when})`
      : `${onTheDay(name)}ই পৌঁছে দিন (${when})`;
  },
  offerElsewhere: (name, date, said) => {
    const ahead = before(said);
    return `${genitive(name)} ${ahead ? `${genitive(ahead)} ` : ""}মধ্যে পৌঁছে দিন (${expected(said)}${shortDay(date)})`;
  },
  tooLateCity: (name, earliest, said) =>
    `ঢাকা শহরের ভেতরে ${before(said) ? `${genitive(name)} আগে` : onTheDay(name)} পৌঁছানোর সময় আর নেই; এখন সবচেয়ে আগে পৌঁছাতে পারি ${day(earliest)}।`,
  tooLateElsewhere: (name, said) =>
    `ঢাকা শহরের বাইরে ${genitive(name)} ${before(said) ? "আগে" : "মধ্যে"} পৌঁছানোর সময় আর নেই।`,
  notFoundTitle: "উপলক্ষটি পাওয়া যায়নি",
  notFoundText: "উপলক্ষটি খুঁজে পাওয়া যায়নি। আমাদের সব উপহার দেখুন।",
  nextDay: (name, date, said) => `${name} · ${expected(said)}${shortDay(date)}`,
  menuHeading: "সামনের উপহারের দিন",
  // One line on a 360 px phone: the weekday the deadlines sentence gives would take a second.
  orderBy: (city, elsewhere) =>
    elsewhere
      ? `ঢাকা শহরের বাইরে অর্ডার করুন ${genitive(shortDay(elsewhere.day))} মধ্যে`
      : city
        ? `ঢাকা শহরের ভেতরে অর্ডার করুন ${by(city)}র আগে`
        : "এখন অর্ডার করলে সময়মতো পৌঁছাবে না",
  plainIntro: (name) => `${genitive(name)} জন্য বাছাই করা উপহার, পৌঁছে দেব দরজায়।`,
  backTo: (name) => `${genitive(name)} উপহার`,
};
