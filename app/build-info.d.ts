import type { ShopSettings } from "./data/shop-settings";

declare global {
  /** The year the site was built, in Bangladesh time (scripts/build/build-year.ts). */
  const __BUILD_YEAR__: number;
  /** The shop's settings from content/shop.yaml, as app/content/shop-settings.ts reads them. */
  const __SHOP_SETTINGS__: ShopSettings;
}
