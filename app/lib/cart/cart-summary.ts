import type { Extra, ProductSummary } from "../../data/types";
import { shippingFor } from "../prices/shipping";
import { lineKey, type Cart, type CartLine } from "./cart";
import { resolveChoices, savedDetails, type LineDetail } from "./choice-prices";

/*
 * The cart priced from the catalog index: only the pages that show amounts (the cart, the order)
 * load this, while every page keeps the cart itself (cart.ts) for the header's count.
 */

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

/**
 * The same order delivered inside Dhaka city or outside it: the order page, which knows the area,
 * charges that area's fee (the cart's summary charges the city's until then).
 */
export function deliveredTo(summary: CartSummary, insideCity: boolean): CartSummary {
  if (summary.lines.length === 0) return summary;
  const shipping = shippingFor(summary.subtotal, insideCity);
  return { ...summary, shipping, total: summary.subtotal + shipping };
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
