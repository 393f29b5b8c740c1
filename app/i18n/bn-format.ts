import { shop } from "../data/shop";
import { formatNumber, formatYear, localizeDigits } from "../lib/prices/money";

/** Short names for the Bangla texts, which write many numbers: all of them go through lib/prices/money. */
export const n = (value: number) => formatNumber(value, "bn");
export const year = (value: number) => formatYear(value, "bn");
export const bnDigits = (text: string) => localizeDigits(text, "bn");
/** "২,০০০ টাকা": an amount inside a sentence; the ৳ sign is for price tags. */
export const taka = (amount: number) => `${n(amount)} টাকা`;

/**
 * Running Bangla text writes the shop's Bangla name in quotes, so that it reads as a name (the
 * demo's ‘উপহার’ is also the word "gift"). Page titles keep shop.name as the logo does.
 */
export const shopName = `‘${shop.nameBn}’`;

/** Bangla names the part of the day with the hour: রাত ২টা, ভোর ৫টা, সকাল ১০টা, দুপুর ১টা. */
export function hour(value: number): string {
  const parts: readonly [number, string][] = [
    [4, "রাত"],
    [6, "ভোর"],
    [12, "সকাল"],
    [15, "দুপুর"],
    [18, "বিকেল"],
    [20, "সন্ধ্যা"],
  ];
  const part = parts.find(([before]) => value < before)?.[1] ?? "রাত";
  return `${part} ${n(value % 12 || 12)}টা`;
}

/** The weekdays and months, as a date is written in Bangla. */
export const bnWeekdays = ["রবিবার", "সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার"];
export const bnMonths = [
  "জানুয়ারি",
  "ফেব্রুয়ারি",
  "মার্চ",
  "এপ্রিল",
  "মে",
  "জুন",
  "জুলাই",
  "আগস্ট",
  "সেপ্টেম্বর",
  "অক্টোবর",
  "নভেম্বর",
  "ডিসেম্বর",
];
