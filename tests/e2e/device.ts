import type { Page } from "@playwright/test";

/**
 * Saves text under one of the shop's storage keys before the tab's first page loads, and only then,
 * so a reload keeps what the test changed since.
 */
export async function seedStorage(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      const seeded = `seeded ${key}`;
      if (sessionStorage.getItem(seeded)) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem(seeded, "yes");
    },
    { key, value },
  );
}

/**
 * A saved cart's line: a gift with what the shopper chose and wrote for it, or a little extra.
 * Fields are unknown, since tests also save lines the shop must refuse.
 */
export type StoredCartLine =
  | { productId: unknown; quantity: unknown; choices?: unknown; text?: unknown }
  | { extraId: unknown; quantity: unknown };

/** Puts a cart on the device, in the shape the shop saves it (version 2). */
export function seedCart(page: Page, lines: StoredCartLine[]): Promise<void> {
  return seedStorage(page, "upohar.cart", JSON.stringify({ v: 2, data: { lines } }));
}
