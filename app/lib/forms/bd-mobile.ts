/**
 * Bangladeshi mobile numbers as shoppers write them: 01XXX-XXXXXX, +880 1XXX XXXXXX, 8801XXXXXXXXX,
 * 00880…, or in Bengali digits. The shop dials them, so every form ends as +8801XXXXXXXXX.
 */

/** Bengali digits ০–৯ as Latin 0–9; everything else is left as it is. */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

// The country code (880, written +880 or 00880) replaces the trunk 0; operators use 013–019.
const mobilePattern = /^(?:(?:\+|00)?880|0)(1[3-9][0-9]{8})$/;

/** The number as +8801XXXXXXXXX, or null when it is not a Bangladeshi mobile number. */
export function normalizeBdMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(/[\s-]/g, "");
  const match = mobilePattern.exec(compact);
  return match ? `+880${match[1]}` : null;
}
