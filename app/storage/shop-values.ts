import { locales, type Locale } from "../config/locale";
import { parseCart, serializeCart, type Cart } from "../lib/cart/cart";
import { parseWishlist, serializeWishlist, type Wishlist } from "../lib/cart/wishlist";
import type { DeviceValue } from "./device-store";

/*
 * The values a first tap can change before the app has started, described once for the app's
 * stores (hooks/) and the early script (start-up/): both read and write the same keys in the
 * same format.
 */

/** Where and in which format the cart is kept, for the app's store and the early script alike. */
const cartStorage = {
  key: "upohar.cart",
  // 2: a line may carry choices and text, or be a little extra. Version 1 knew neither, and would
  // merge two engravings of one gift into one line.
  version: 2,
  // A version 1 line, { productId, quantity }, is a version 2 line without choices or text.
  migrate: (data: unknown) => data,
};

export const cartValue: DeviceValue<Cart> = {
  ...cartStorage,
  empty: [],
  parse: parseCart,
  serialize: serializeCart,
};

/**
 * The cart as the early script sees it: the stored lines unread, to which it appends a gift's
 * line. The app's parseCart checks them and merges two lines of one gift when it next reads the
 * cart, so the early script carries none of that code into every page (its 2 KB budget).
 */
export const storedCartLines: DeviceValue<unknown[]> = {
  ...cartStorage,
  empty: [],
  parse: (data) => {
    const lines = (data as { lines?: unknown } | null | undefined)?.lines;
    return Array.isArray(lines) ? lines : [];
  },
  serialize: (lines) => ({ lines }),
};

const wishlistStorage = { key: "upohar.wishlist", version: 1 } as const;

export const wishlistValue: DeviceValue<Wishlist> = {
  ...wishlistStorage,
  empty: [],
  parse: parseWishlist,
  serialize: serializeWishlist,
};

/**
 * The wishlist as the early script sees it: the stored ids unread, in which it adds or removes a
 * gift's id. The app's parseWishlist drops what is not an id, or twice, when it next reads it.
 */
export const storedWishlistIds: DeviceValue<readonly unknown[]> = {
  ...wishlistStorage,
  empty: [],
  parse: (data) => {
    const ids = (data as { ids?: unknown } | null | undefined)?.ids;
    return Array.isArray(ids) ? ids : [];
  },
  serialize: (ids) => ({ ids }),
};

export const localePreferenceValue: DeviceValue<Locale | null> = {
  key: "upohar.language",
  version: 1,
  empty: null,
  // Found among the locales, the value is one of them.
  parse: (data) => (locales.includes(data as Locale) ? (data as Locale) : null),
  serialize: (locale) => locale,
};
