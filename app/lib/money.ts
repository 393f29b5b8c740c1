import type { Locale } from "../config/locale";

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  // Bengali digits with the subcontinent's grouping: ১,০০,০০০.
  bn: new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 0 }),
};

export function formatNumber(value: number, locale: Locale = "en"): string {
  return numberFormats[locale].format(value);
}

/** Formats whole taka the one way every page shows money: ৳2,000 (৳২,০০০ in Bangla). */
export function formatTaka(amount: number, locale: Locale = "en"): string {
  return `৳${formatNumber(amount, locale)}`;
}
