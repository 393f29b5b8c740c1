import type { Catalog } from "../lib/catalog";
import type { Messages } from "./en";
import type { Locale } from "./locale";

/** Everything one edition needs: its language, its interface text and its catalog. */
export interface LocaleBundle {
  locale: Locale;
  t: Messages;
  catalog: Catalog;
}
