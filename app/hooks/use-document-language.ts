import { useEffect } from "react";
import type { Locale } from "~/config/locale";

/**
 * Sets `<html lang>` to the edition shown. The fallback page (unknown paths, and every page a phone
 * opens offline without having saved it) was prerendered in English, and React does not correct
 * attributes while taking a page over; the Bangla font and screen readers follow `lang`.
 */
export function useDocumentLanguage(locale: Locale): void {
  useEffect(() => {
    // Only when it differs: writing the attribute makes the browser check every style rule again.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
}
