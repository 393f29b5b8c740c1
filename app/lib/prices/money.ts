import type { Locale } from "../../config/locale";

/**
 * Every number, amount, year, range and list the shop shows is written here, so the two editions
 * never format the same thing two ways. The locale is always given: a silent default once let
 * Latin digits into the Bangla edition.
 *
 * Written out by hand, and tested against `Intl` (money.test.ts): the first `Intl` formatter a
 * page builds loads the browser's locale data, which measured 10–45 ms of one task at start-up.
 */
const bengaliDigits = "০১২৩৪৫৬৭৮৯";

/** Latin digits inside a string (a phone number) written in the edition's digits. */
export function localizeDigits(text: string, locale: Locale): string {
  return locale === "bn"
    ? text.replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit)
    : text;
}

/** 1,234,567 in English; the subcontinent's lakh grouping in Bangla: 12,34,567. */
function grouped(digits: string, locale: Locale): string {
  if (locale === "en") return digits.replace(/\B(?=(\d{3})+$)/g, ",");
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}` : lastThree;
}

/**
 * A whole number (anything below a quadrillion), rounded half away from zero as
 * `Intl.NumberFormat` rounds: 2,000; ২,০০০.
 */
export function formatNumber(value: number, locale: Locale): string {
  const rounded = Math.round(Math.abs(value));
  const sign = value < 0 && rounded > 0 ? "-" : "";
  return sign + localizeDigits(grouped(String(rounded), locale), locale);
}

/** Formats whole taka the one way every page shows money: ৳2,000 (৳২,০০০ in Bangla). */
export function formatTaka(amount: number, locale: Locale): string {
  return `৳${formatNumber(amount, locale)}`;
}

/** A year is written without a thousands separator: 2025, ২০২৫. */
export function formatYear(value: number, locale: Locale): string {
  return localizeDigits(String(Math.round(value)), locale);
}

/** A range of whole numbers with an en dash: 1–3, ১–৩. */
export function formatRange(from: number, to: number, locale: Locale): string {
  return `${formatNumber(from, locale)}–${formatNumber(to, locale)}`;
}

/** The words that join a list's last item: "bKash, Nagad, or Rocket"; "bKash, Nagad বা Rocket". */
const listWords = {
  en: { disjunction: "or", conjunction: "and" },
  bn: { disjunction: "বা", conjunction: "এবং" },
} as const;

/**
 * English puts a comma before its last "or" or "and" once there are three items; Bangla writes
 * none, though CLDR's pattern adds one.
 */
export function formatList(
  items: readonly string[],
  locale: Locale,
  type: "disjunction" | "conjunction",
): string {
  const word = listWords[locale][type];
  if (items.length <= 2) return items.join(` ${word} `);
  const last = items[items.length - 1];
  const lastJoin = locale === "en" ? `, ${word} ` : ` ${word} `;
  return `${items.slice(0, -1).join(", ")}${lastJoin}${last}`;
}
