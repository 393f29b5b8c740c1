/*
 * Everything the site keeps on the shopper's device, in one list: the privacy page shows it in both
 * editions (each entry's words are in app/i18n/*-help.ts, `privacy.kept`, which the type below
 * makes complete), and app/storage/inventory.test.ts fails when a value stored under a key of the site's is
 * missing from it, or an entry names a key nothing stores. Keys only, beside the config every layer
 * reads: the privacy page and its texts carry none of the storage code (app/storage/) that reads
 * them.
 *
 * A new stored value is one more entry here.
 */

/**
 * Under these keys in the browser's storage (app/storage/device-store.ts), or the offline copy in
 * the service worker's caches.
 */
export type KeptOnDevice =
  | {
      id:
        | "cart"
        | "wishlist"
        | "singleOrder"
        | "orderDraft"
        | "sender"
        | "recipients"
        | "pastOrders"
        | "language";
      keys: readonly string[];
    }
  | { id: "offlineCopy"; caches: "service worker" };

export type KeptId = KeptOnDevice["id"];

export const keptOnDevice: readonly KeptOnDevice[] = [
  { id: "cart", keys: ["upohar.cart"] },
  { id: "wishlist", keys: ["upohar.wishlist"] },
  { id: "singleOrder", keys: ["upohar.single-order"] },
  { id: "orderDraft", keys: ["upohar.order-draft"] },
  { id: "sender", keys: ["upohar.sender"] },
  { id: "recipients", keys: ["upohar.recipients"] },
  { id: "pastOrders", keys: ["upohar.orders"] },
  { id: "language", keys: ["upohar.language"] },
  { id: "offlineCopy", caches: "service worker" },
];
