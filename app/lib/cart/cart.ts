import type { Extra, ProductSummary } from "../../data/types";
import { isProductId } from "../catalog/catalog";
import { shippingFor } from "../prices/shipping";
import { toLatinDigits } from "../forms/bd-mobile";
import { storedTextMax } from "../forms/limits";
import { cleanText, resolveChoices, savedDetails, type Choices, type LineDetail } from "./choices";

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

export interface PricedLine {
  /** Tells the line from every other in the cart (lineKey). */
  key: string;
  /** The gift's page, or null for a little extra, which has none. */
  productId: number | null;
  name: string;
  image: string;
  /** The price of one, with its choices. */
  unitPrice: number;
  originalPrice?: number;
  quantity: number;
  lineTotal: number;
  /** Each choice and text with its label, in the page's language. */
  details: LineDetail[];
}

export interface CartSummary {
  /** The lines that can be ordered, with the amounts below. */
  lines: PricedLine[];
  /** Lines whose choices the gift no longer has: kept, shown, and blocking the order. */
  changed: PricedLine[];
  itemCount: number;
  subtotal: number;
  shipping: number;
  total: number;
}

/** What the cart's prices come from: one edition's gifts and little extras. */
interface CartCatalog {
  products: readonly ProductSummary[];
  extras: readonly Extra[];
}

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

function priceLine(line: CartLine, catalog: CartCatalog) {
  const key = lineKey(line);
  const { quantity } = line;
  if ("extraId" in line) {
    const extra = catalog.extras.find((candidate) => candidate.id === line.extraId);
    if (!extra) return null;
    const { name, price, image } = extra;
    return {
      changed: false,
      line: {
        key,
        productId: null,
        name,
        image: image.src,
        unitPrice: price,
        quantity,
        lineTotal: price * quantity,
        details: [],
      },
    };
  }
  const product = catalog.products.find((candidate) => candidate.id === line.productId);
  if (!product) return null;
  const chosen = resolveChoices(product, line.choices, line.text);
  const price = chosen ?? {
    price: product.price,
    details: savedDetails(product, line.choices, line.text),
  };
  return {
    changed: chosen === null,
    line: {
      key,
      productId: product.id,
      name: product.name,
      image: product.image,
      unitPrice: price.price,
      ...(price.originalPrice === undefined ? {} : { originalPrice: price.originalPrice }),
      quantity,
      lineTotal: price.price * quantity,
      details: price.details,
    },
  };
}

/** Prices every line from the catalog; a line whose gift or extra the catalog lacks is left out. */
export function summarizeCart(cart: Cart, catalog: CartCatalog): CartSummary {
  const priced = cart.flatMap((line) => priceLine(line, catalog) ?? []);
  const lines = priced.filter((entry) => !entry.changed).map((entry) => entry.line);
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const shipping = lines.length === 0 ? 0 : shippingFor(subtotal);
  return {
    lines,
    changed: priced.filter((entry) => entry.changed).map((entry) => entry.line),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    shipping,
    total: subtotal + shipping,
  };
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
  // script (app/early-taps/) carries this code inlined into every page.
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
