import { bn } from "./bn";
import type { LocaleBundle } from "./bundles";

export const bnBundle: LocaleBundle = { locale: "bn", t: bn };
