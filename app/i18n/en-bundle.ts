import type { LocaleBundle } from "./bundles";
import { en } from "./en";

export const enBundle: LocaleBundle = { locale: "en", t: en };
