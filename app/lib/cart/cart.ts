import type { ProductSummary } from "../../data/types";
import { isProductId } from "../catalog/catalog";
import { shippingFor } from "../prices/shipping";
import { toLatinDigits } from "../forms/bd-mobile";

export const MAX_QUANTITY = 99;

/** What the device keeps: which product and how many. Prices always come from the catalog. */
export interface CartLine {
  productId: number;
  quantity: number;
}

export type Cart = readonly CartLine[];

export interface PricedLine {
  product: ProductSummary;
  quantity: number;
  lineTotal: number;
}

export interface CartSummary {
  lines: PricedLine[];
  itemCount: number;
  subtotal: number;
  shipping: number;
  total: number;
}

/** A quantity as the cart keeps it: a whole number from 1 to 99, whatever was typed. */
export function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(1, Math.floor(quantity) || 1));
}

/** A quantity as typed, in either edition's digits (১২ is 12). */
export function parseQuantity(typed: string): number {
  return clampQuantity(Number(toLatinDigits(typed)));
}

export function addToCart(cart: Cart, productId: number, quantity = 1): Cart {
  const existing = cart.find((line) => line.productId === productId);
  if (!existing) return [...cart, { productId, quantity: clampQuantity(quantity) }];
  return cart.map((line) =>
    line.productId === productId
      ? { productId, quantity: clampQuantity(line.quantity + quantity) }
      : line,
  );
}

export function increment(cart: Cart, productId: number): Cart {
  return cart.map((line) =>
    line.productId === productId ? { productId, quantity: clampQuantity(line.quantity + 1) } : line,
  );
}

/** Lowers a line by one; a line that reaches 0 leaves the cart. */
export function decrement(cart: Cart, productId: number): Cart {
  return cart.flatMap((line) => {
    if (line.productId !== productId) return [line];
    return line.quantity <= 1 ? [] : [{ productId, quantity: line.quantity - 1 }];
  });
}

export function removeLine(cart: Cart, productId: number): Cart {
  return cart.filter((line) => line.productId !== productId);
}

export function itemCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** Prices every line from the catalog; a line whose product the catalog lacks is left out. */
export function summarizeCart(cart: Cart, catalog: readonly ProductSummary[]): CartSummary {
  const byId = new Map(catalog.map((product) => [product.id, product]));
  const lines = cart.flatMap((line) => {
    const product = byId.get(line.productId);
    return product
      ? [{ product, quantity: line.quantity, lineTotal: product.price * line.quantity }]
      : [];
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const shipping = lines.length === 0 ? 0 : shippingFor(subtotal);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    shipping,
    total: subtotal + shipping,
  };
}

/** Drops lines whose product the catalog no longer has. */
export function keepKnownLines(cart: Cart, knownIds: ReadonlySet<number>): Cart {
  const kept = cart.filter((line) => knownIds.has(line.productId));
  return kept.length === cart.length ? cart : kept;
}

/**
 * Turns whatever the device has stored into a valid cart: anything malformed or out of range is
 * dropped or clamped, and duplicate lines are merged. Whether a product still exists is known only
 * once the catalog index is loaded (see `keepKnownLines`).
 */
export function parseCart(stored: unknown): Cart {
  // Read from JSON, where anything but an object has no such field: a short check, as the early
  // script (app/early-taps/) carries this code inlined into every page.
  const lines = (stored as { lines?: unknown } | null | undefined)?.lines;
  if (!Array.isArray(lines)) return [];
  let cart: Cart = [];
  for (const line of lines.slice(0, 200)) {
    const { productId, quantity } = (line ?? {}) as Record<string, unknown>;
    if (!isProductId(productId)) continue;
    if (typeof quantity !== "number" || !Number.isFinite(quantity) || quantity < 1) continue;
    cart = addToCart(cart, productId, clampQuantity(quantity));
  }
  return cart;
}

export function serializeCart(cart: Cart): { lines: Cart } {
  return { lines: cart };
}
