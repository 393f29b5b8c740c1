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

/** What the device keeps under one of the shop's keys, without its version; null if nothing. */
export function stored(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { data: unknown }).data;
}

/** Stores raw text under one of the shop's keys, as a damaged or older device holds it. */
export function storeRaw(key: string, raw: string): void {
  window.localStorage.setItem(key, raw);
}

/**
 * An order form filled in but for what a test changes: a sender (by default from Bangladesh) to a
 * recipient in Banani, its area and date left to the form.
 */
export function storeFilledForm(sender: { senderPhone: string }): void {
  storeRaw(
    "upohar.order-draft",
    JSON.stringify({
      v: 1,
      data: {
        reference: "",
        values: {
          senderName: "Rahim Uddin",
          senderPhone: sender.senderPhone,
          recipientName: "Nusrat Jahan",
          recipientPhone: "01912345678",
          address: "House 5, Road 2, Banani",
        },
      },
    }),
  );
}

/** The photo cushion in the cart, and the form filled in (storeFilledForm). */
export function storeFilledOrder(sender: { senderPhone: string }): void {
  storeCart([{ productId: 7, quantity: 1 }]);
  storeFilledForm(sender);
}

/** The simulated browser's own storage, which a test refusing storage replaces. */
const ownStorage = Object.getOwnPropertyDescriptor(window, "localStorage");

/** Gives back the browser's own storage, after a test refused it (setup.ts does after each). */
export function restoreStorage(): void {
  if (ownStorage) Object.defineProperty(window, "localStorage", ownStorage);
}

/**
 * The browser refusing storage, as private modes and full or blocked storage do: each call throws
 * ("calls"), or reaching `localStorage` at all throws ("access"), until `restoreStorage`.
 */
export function refuseStorage(how: "calls" | "access"): void {
  const refuse = () => {
    throw how === "calls"
      ? new DOMException("The quota has been exceeded.", "QuotaExceededError")
      : new DOMException("The operation is insecure.", "SecurityError");
  };
  const refusing = {
    getItem: refuse,
    setItem: refuse,
    removeItem: refuse,
    clear: refuse,
    key: refuse,
    length: 0,
  };
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get: how === "calls" ? () => refusing : refuse,
  });
}

const ownResolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/**
 * The phone's time zone, as `Intl` gives it to the page (setup.ts sets Dhaka's before each test,
 * whatever the machine's zone): a sender abroad reads the shop's hours on their own clock too.
 */
export function phoneInTimeZone(zone: string): void {
  Intl.DateTimeFormat.prototype.resolvedOptions = function resolvedOptions(
    this: Intl.DateTimeFormat,
  ) {
    return { ...ownResolvedOptions.call(this), timeZone: zone };
  };
}

/** Gives back the browser's own time zone (setup.ts does after each test). */
export function restoreTimeZone(): void {
  Intl.DateTimeFormat.prototype.resolvedOptions = ownResolvedOptions;
}
