import type { StoredCartLine } from "../e2e/device";

/** Puts a cart on the device, in the shape the shop saves it (version 2). */
export function storeCart(lines: StoredCartLine[]): void {
  window.localStorage.setItem("upohar.cart", JSON.stringify({ v: 2, data: { lines } }));
}

/** The cart's lines as the device now keeps them. */
export function storedCart(): unknown {
  const raw = window.localStorage.getItem("upohar.cart");
  return raw === null ? null : (JSON.parse(raw) as { data: { lines: unknown } }).data.lines;
}

/** Stores raw text under one of the shop's keys, as a damaged or older device holds it. */
export function storeRaw(key: string, raw: string): void {
  window.localStorage.setItem(key, raw);
}
