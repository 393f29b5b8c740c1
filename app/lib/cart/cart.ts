import { isProductId } from "../catalog/catalog";
import { toLatinDigits } from "../forms/bd-mobile";
import { storedTextMax } from "../forms/limits";
import { cleanText, type Choices } from "./choices";

export const MAX_QUANTITY = 99;

/**
 * What the device keeps of a gift: which one, how many, and what the shopper chose and wrote for
 * it. Prices always come from the catalog. The same gift with other choices or text is another
 * line: a frame engraved for two people is two frames.
 */
export interface ProductLine {
  productId: number;
  quantity: number;
  /** The chosen choice's id by option id. */
  choices?: Choices;
  /** What the shopper wrote, by field id. */
  text?: Choices;
}

/** A little extra (chocolates, balloons), by its id. */
interface ExtraLine {
  extraId: string;
  quantity: number;
}

export type CartLine = ProductLine | ExtraLine;

export type Cart = readonly CartLine[];

/** A quantity as the cart keeps it: a whole number from 1 to 99, whatever was typed. */
export function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(1, Math.floor(quantity) || 1));
}

/** A quantity as typed, in either edition's digits (১২ is 12). */
export function parseQuantity(typed: string): number {
  return clampQuantity(Number(toLatinDigits(typed)));
}

const entries = (record: Choices | undefined) =>
  Object.keys(record ?? {})
    .sort()
    .map((key) => [key, record?.[key]]);

/** Two lines with one key are one line: the same gift (or extra), choices and text. */
export function lineKey(line: CartLine): string {
  return "extraId" in line
    ? `extra:${line.extraId}`
    : JSON.stringify([line.productId, entries(line.choices), entries(line.text)]);
}

/** Adds the line, or raises the quantity of the line already holding the same thing. */
export function addToCart(cart: Cart, line: CartLine): Cart {
  const key = lineKey(line);
  const existing = cart.find((kept) => lineKey(kept) === key);
  if (!existing) return [...cart, { ...line, quantity: clampQuantity(line.quantity) }];
  return cart.map((kept) =>
    kept === existing ? { ...kept, quantity: clampQuantity(kept.quantity + line.quantity) } : kept,
  );
}

export function increment(cart: Cart, key: string): Cart {
  return cart.map((line) =>
    lineKey(line) === key ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line,
  );
}

/** Lowers a line by one; a line that reaches 0 leaves the cart. */
export function decrement(cart: Cart, key: string): Cart {
  return cart.flatMap((line) => {
    if (lineKey(line) !== key) return [line];
    return line.quantity <= 1 ? [] : [{ ...line, quantity: line.quantity - 1 }];
  });
}

export function removeLine(cart: Cart, key: string): Cart {
  return cart.filter((line) => lineKey(line) !== key);
}

export function itemCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** Drops lines whose gift or extra the catalog no longer has. */
export function keepKnownLines(
  cart: Cart,
  known: { productIds: ReadonlySet<number>; extraIds: ReadonlySet<string> },
): Cart {
  const kept = cart.filter((line) =>
    "extraId" in line ? known.extraIds.has(line.extraId) : known.productIds.has(line.productId),
  );
  return kept.length === cart.length ? cart : kept;
}

/** What a stored line may hold: few entries, short ids, texts no field lets a shopper exceed. */
const isStoredRecord = (value: unknown, maxLength: number): value is Choices =>
  value === undefined ||
  (typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length <= 10 &&
    Object.values(value).every((entry) => typeof entry === "string" && entry.length <= maxLength));

const cleanTexts = (text: Choices): Choices =>
  Object.fromEntries(Object.entries(text).map(([id, written]) => [id, cleanText(written)]));

/**
 * Turns whatever the device has stored into a valid cart: anything malformed or out of range is
 * dropped or clamped, and duplicate lines are merged. Whether a gift still exists, and still has
 * the choices kept, is known only once the catalog index is loaded (see `summarizeCart`).
 */
export function parseCart(stored: unknown): Cart {
  // Read from JSON, where anything but an object has no such field: a short check, as the early
  // script (app/start-up/) carries this code inlined into every page.
  const lines = (stored as { lines?: unknown } | null | undefined)?.lines;
  if (!Array.isArray(lines)) return [];
  let cart: Cart = [];
  for (const line of lines.slice(0, 200)) {
    const { productId, extraId, quantity, choices, text } = (line ?? {}) as Record<string, unknown>;
    if (typeof quantity !== "number" || !Number.isFinite(quantity) || quantity < 1) continue;
    if (typeof extraId === "string" && /^[a-z0-9-]{1,80}$/.test(extraId)) {
      cart = addToCart(cart, { extraId, quantity });
    } else if (
      isProductId(productId) &&
      isStoredRecord(choices, 80) &&
      isStoredRecord(text, storedTextMax)
    ) {
      cart = addToCart(cart, {
        productId,
        quantity,
        ...(choices ? { choices } : {}),
        // Kept as the product page writes it, so a hand-edited newline makes no second line.
        ...(text ? { text: cleanTexts(text) } : {}),
      });
    }
  }
  return cart;
}

export function serializeCart(cart: Cart): { lines: Cart } {
  return { lines: cart };
}
