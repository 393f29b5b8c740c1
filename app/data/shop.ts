import type { ShopSettings } from "./shop-settings";

/**
 * The shop's own settings (content/shop.yaml), checked by app/content/shop-settings.ts and written
 * into the build as `__SHOP_SETTINGS__` (vite.config.ts, vitest.config.ts): every page, link,
 * order message and text reads them from here, and a change is a new build, like any other edit.
 */
export const shop: ShopSettings = __SHOP_SETTINGS__;
