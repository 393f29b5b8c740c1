/**
 * The sender's mobile number (docs/product.md 8.3): a Bangladeshi one as the form has always read it, or
 * one from abroad written with + (or 00) and its country code. The recipient is in Bangladesh, so
 * their number stays Bangladeshi (bd-mobile.ts). Numbers from abroad are checked against each
 * country's numbering plan by world-mobile.ts, a library of about 29 KB of gzip that the order page
 * fetches only once a number from abroad is typed: a Bangladeshi sender never downloads it.
 */
import { normalizeBdMobile, toLatinDigits } from "./bd-mobile";

/** A number the shop can dial from Bangladesh: +CC…, with its country (ISO 3166 code). */
export interface SenderMobile {
  number: string;
  /** Null for Bangladesh: the order says where a sender abroad is, and only that. */
  country: string | null;
}

/** What world-mobile.ts does: a number from abroad, read, or null when no country has it. */
export type WorldMobileReader = (text: string) => SenderMobile | null;

/** The typed number without spaces, hyphens, dots or brackets, 00 read as +, in Latin digits. */
export function compactNumber(text: string): string {
  return toLatinDigits(text)
    .replace(/[\s\-.()]/g, "")
    .replace(/^00/, "+");
}

/**
 * Whether the number is written as one from abroad: + and a country code other than Bangladesh's
 * 880. "+8" and "+88" may still become +880, so they are not yet; Taiwan's +886 is abroad.
 */
export function isAbroadNumber(text: string): boolean {
  const compact = compactNumber(text);
  if (!/^\+[1-9]/.test(compact)) return false;
  return !/^\+(?:880|88?$)/.test(compact);
}

/**
 * The sender's number as the shop dials it. "unchecked" when it is written as one from abroad and
 * the reader of numbers from abroad is not at hand (`reader` null): the caller waits for it or says
 * it could not be fetched, never accepts or refuses the number unread.
 */
export function senderMobile(
  text: string,
  reader: WorldMobileReader | null,
): SenderMobile | "unchecked" | null {
  const bangladeshi = normalizeBdMobile(text);
  if (bangladeshi) return { number: bangladeshi, country: null };
  if (!isAbroadNumber(text)) return null;
  return reader ? reader(text) : "unchecked";
}

/**
 * Whether a kept number (a remembered sender) may be offered again without the reader: the form
 * checked it in full when it was kept, and checks it again before the order goes; here only its
 * shape, so the page need not fetch the library to read what the phone keeps.
 */
export function isKeptSenderMobile(text: string): boolean {
  if (normalizeBdMobile(text)) return true;
  return isAbroadNumber(text) && /^\+\d{7,15}$/.test(compactNumber(text));
}

/** A country's name in the edition's language ("United Kingdom", "যুক্তরাজ্য"), or its code. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}
