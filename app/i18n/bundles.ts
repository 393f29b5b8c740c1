import type { Messages } from "./en";
import type { Locale } from "../config/locale";

/**
 * Everything one edition's pages share: its language and its interface text. The catalog is not
 * here: each page carries the products it shows, from its loader.
 */
export interface LocaleBundle {
  locale: Locale;
  t: Messages;
}
