import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { products } from "../data/products";
import {
  addToCart,
  decrement,
  increment,
  itemCount,
  MAX_QUANTITY,
  parseCart,
  removeLine,
  serializeCart,
  summarizeCart,
  type Cart,
} from "./cart";

const knownIds = new Set<number>(products.map((product) => product.id));
const priceOf = (id: number) => products.find((product) => product.id === id)?.price ?? 0;

describe("cart changes", () => {
  it("adds a new line and merges a repeated product", () => {
    let cart: Cart = [];
    cart = addToCart(cart, 1);
    cart = addToCart(cart, 2, 3);
    cart = addToCart(cart, 1, 2);
    expect(cart).toEqual([
      { productId: 1, quantity: 3 },
      { productId: 2, quantity: 3 },
    ]);
    expect(itemCount(cart)).toBe(6);
  });

  it("keeps quantities within 1..99", () => {
    expect(addToCart([], 1, 500)).toEqual([{ productId: 1, quantity: MAX_QUANTITY }]);
    expect(addToCart([], 1, 0)).toEqual([{ productId: 1, quantity: 1 }]);
    expect(increment([{ productId: 1, quantity: 99 }], 1)).toEqual([
      { productId: 1, quantity: 99 },
    ]);
  });

  it("plus raises by one, minus lowers by one and removes at zero, trash removes", () => {
    const cart: Cart = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 2 },
    ];
    expect(increment(cart, 2)).toEqual([
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 3 },
    ]);
    expect(decrement(cart, 2)).toEqual([
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 1 },
    ]);
    expect(decrement(cart, 1)).toEqual([{ productId: 2, quantity: 2 }]);
    expect(removeLine(cart, 2)).toEqual([{ productId: 1, quantity: 1 }]);
  });
});

describe("summarizeCart", () => {
  it("prices lines from the catalog and charges ৳100 shipping below ৳2,000", () => {
    const summary = summarizeCart([{ productId: 9, quantity: 2 }], products);
    expect(summary.lines[0]?.lineTotal).toBe(priceOf(9) * 2);
    expect(summary.subtotal).toBe(900);
    expect(summary.shipping).toBe(100);
    expect(summary.total).toBe(1000);
  });

  it("ships free from ৳2,000", () => {
    const summary = summarizeCart(
      [
        { productId: 1, quantity: 1 },
        { productId: 4, quantity: 1 },
      ],
      products,
    );
    expect(summary.subtotal).toBe(2150);
    expect(summary.shipping).toBe(0);
    expect(summary.total).toBe(2150);
  });

  it("charges nothing for an empty cart and skips unknown products", () => {
    expect(summarizeCart([], products)).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });
    expect(summarizeCart([{ productId: 999, quantity: 1 }], products).lines).toEqual([]);
  });
});

describe("parseCart", () => {
  it("reads back what serializeCart wrote", () => {
    const cart: Cart = [
      { productId: 3, quantity: 2 },
      { productId: 5, quantity: 1 },
    ];
    expect(parseCart(JSON.parse(JSON.stringify(serializeCart(cart))), knownIds)).toEqual(cart);
  });

  it("drops or clamps what is wrong", () => {
    expect(parseCart(null, knownIds)).toEqual([]);
    expect(parseCart("cart", knownIds)).toEqual([]);
    expect(parseCart({ lines: "x" }, knownIds)).toEqual([]);
    expect(
      parseCart(
        {
          lines: [
            { productId: 999, quantity: 1 },
            { productId: "1", quantity: 1 },
            { productId: 1, quantity: -3 },
            { productId: 2, quantity: 2.7 },
            { productId: 3, quantity: 1e9 },
            { productId: 4, quantity: Number.NaN },
            { productId: 2, quantity: 1 },
            null,
          ],
        },
        knownIds,
      ),
    ).toEqual([
      { productId: 2, quantity: 3 },
      { productId: 3, quantity: 99 },
    ]);
  });

  it("gives a valid cart for any stored value", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (stored) => {
        const cart = parseCart(stored, knownIds);
        const ids = cart.map((line) => line.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const line of cart) {
          expect(knownIds.has(line.productId)).toBe(true);
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
        }
      }),
    );
  });

  it("gives a valid cart for lines of any shape", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ productId: fc.anything(), quantity: fc.anything() })),
        (lines) => {
          for (const line of parseCart({ lines }, knownIds)) {
            expect(knownIds.has(line.productId)).toBe(true);
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
          }
        },
      ),
    );
  });
});
