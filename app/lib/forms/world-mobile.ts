/**
 * Numbers from abroad, read by libphonenumber-js with its "min" metadata: 19 KB of gzip against
 * 24 KB for "mobile" (29 and 34 KB with the code that reads them). "mobile" would also refuse a
 * landline abroad, but the shop confirms by calling, which a landline takes, and the order itself
 * comes from the sender's WhatsApp; "min" still refuses a number no country has, the typo this
 * check is for. Only the order page imports this module, and only once a number from abroad is
 * typed (use-world-mobile.ts).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { compactNumber, isAbroadNumber, type SenderMobile } from "./sender-mobile";

/** A valid number of a country other than Bangladesh, as +CC… with its country; else null. */
export function readWorldMobile(text: string): SenderMobile | null {
  if (!isAbroadNumber(text)) return null;
  const parsed = parsePhoneNumberFromString(compactNumber(text));
  if (!parsed?.isValid() || !parsed.country || parsed.country === "BD") return null;
  return { number: parsed.number, country: parsed.country };
}
