import type { Locale } from "../config/locale";

/**
 * Every number, amount, year, range and list the shop shows is written here, so the two editions
 * never format the same thing two ways. The locale is always given: a silent default once let
 * Latin digits into the Bangla edition.
 */
const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  // Bengali digits with the subcontinent's grouping: ১,০০,০০০.
  bn: new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 0 }),
};

const yearFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { useGrouping: false }),
  bn: new Intl.NumberFormat("bn-BD", { useGrouping: false }),
};

export function formatNumber(value: number, locale: Locale): string {
  return numberFormats[locale].format(value);
}

/** Formats whole taka the one way every page shows money: ৳2,000 (৳২,০০০ in Bangla). */
export function formatTaka(amount: number, locale: Locale): string {
  return `৳${formatNumber(amount, locale)}`;
}

/** A year is written without a thousands separator: 2025, ২০২৫. */
export function formatYear(value: number, locale: Locale): string {
  return yearFormats[locale].format(value);
}

/** A range of whole numbers with an en dash: 1–3, ১–৩. */
export function formatRange(from: number, to: number, locale: Locale): string {
  return `${formatNumber(from, locale)}–${formatNumber(to, locale)}`;
}

/** Latin digits inside a string (a phone number) written in the edition's digits. */
export function localizeDigits(text: string, locale: Locale): string {
  return text.replace(/[0-9]/g, (digit) => formatNumber(Number(digit), locale));
}

/**
 * "bKash, Nagad, Rocket, or Cash on Delivery"; in Bangla "bKash, Nagad, Rocket বা …": Bangla
 * writes no comma before its last "or" or "and", which CLDR's list pattern adds.
 */
export function formatList(
  items: readonly string[],
  locale: Locale,
  type: "disjunction" | "conjunction",
): string {
  const parts = new Intl.ListFormat(locale, { type }).formatToParts(items);
  return parts
    .map((part) =>
      locale === "bn" && part.type === "literal"
        ? part.value.replace(/^, (?=বা|এবং)/, " ")
        : part.value,
    )
    .join("");
}
