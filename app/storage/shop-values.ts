import { locales, type Locale } from "../config/locale";
import { parseCart, serializeCart, type Cart } from "../lib/cart/cart";
import { parseWishlist, serializeWishlist, type Wishlist } from "../lib/cart/wishlist";
import type { DeviceValue } from "./device-store";

/*
 * The values a first tap can change before the app has started, described once for the app's
 * stores (hooks/) and the early script (early-taps/): both read and write the same keys in the
 * same format.
 */

export const cartValue: DeviceValue<Cart> = {
  key: "upohar.cart",
  version: 1,
  empty: [],
  parse: parseCart,
  serialize: serializeCart,
};

export const wishlistValue: DeviceValue<Wishlist> = {
  key: "upohar.wishlist",
  version: 1,
  empty: [],
  parse: parseWishlist,
  serialize: serializeWishlist,
};

export const localePreferenceValue: DeviceValue<Locale | null> = {
  key: "upohar.language",
  version: 1,
  empty: null,
  parse: (data) => locales.find((locale) => locale === data) ?? null,
  serialize: (locale) => locale,
};
