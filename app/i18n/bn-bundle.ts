import { banglaCatalog } from "../lib/bangla-catalog";
import { bn } from "./bn";
import type { LocaleBundle } from "./bundles";

export const bnBundle: LocaleBundle = { locale: "bn", t: bn, catalog: banglaCatalog };
