/*
 * What the pages and the early script (early-taps.ts, inlined last in the head of every prerendered page)
 * agree on: the attributes that mark what the script may do itself before the app has started,
 * and the handover once it has. Decision 003 tells the whole start-up.
 */

import { asksForChoices, type Choosable } from "../lib/cart/choices";

/** Something the early script did itself, for the app to announce in the shopper's words. */
export type EarlyAction =
  | { kind: "cart-add"; quantity: number; name?: string }
  | { kind: "wishlist"; saved: boolean; name?: string };

export interface EarlyTaps {
  /** Stops catching events, replays those it held to the app, and says what it did itself last. */
  handOver(): EarlyAction | undefined;
}

declare global {
  interface Window {
    upoharEarlyTaps?: EarlyTaps;
  }
}

/** A header badge the early script may update: the cart's or the wishlist's count. */
export type BadgeName = "cart" | "wishlist";

type DataAttributes = Record<`data-${string}`, string>;

/**
 * 'Add to Cart': how many comes from the field with `quantityInputId`, or is one. A gift that asks
 * for choices or text is added by the app, which checks them: its tap is held until then.
 */
export function earlyCartAdd(
  product: { id: number; name: string } & Choosable,
  quantityInputId?: string,
): DataAttributes {
  if (asksForChoices(product)) return {};
  return {
    "data-early": "cart-add",
    "data-product-id": String(product.id),
    "data-name": product.name,
    ...(quantityInputId ? { "data-quantity-input": quantityInputId } : {}),
  };
}

/** A heart: saves the gift, or takes it off the wishlist. */
export function earlyWishlistToggle(product: { id: number; name: string }): DataAttributes {
  return {
    "data-early": "wishlist",
    "data-product-id": String(product.id),
    "data-name": product.name,
  };
}

/** A quantity's minus or plus, inside the element marked `earlyQuantityBox`. */
export function earlyQuantityStep(step: 1 | -1): DataAttributes {
  return { "data-early": "step", "data-step": String(step) };
}

export const earlyQuantityBox: DataAttributes = { "data-quantity": "" };

/** The language switch: the choice is kept on the device as the page changes language. */
export function earlyLocaleSwitch(locale: string): DataAttributes {
  return { "data-locale": locale };
}

export function earlyBadge(name: BadgeName): DataAttributes {
  return { "data-badge": name };
}
