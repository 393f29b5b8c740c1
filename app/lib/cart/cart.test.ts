import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../data/types";
import {
  clampQuantity,
  parseQuantity,
  addToCart,
  decrement,
  increment,
  itemCount,
  MAX_QUANTITY,
  parseCart,
  removeLine,
  serializeCart,
  keepKnownLines,
  summarizeCart,
  type Cart,
} from "./cart";

function gift(id: number, price: number): ProductSummary {
  return {
    id,
    name: `Gift ${id}`,
    price,
    image: `/images/${id}.svg`,
    category: "birthday-gifts",
    categoryName: "Birthday Gifts",
    rating: 4,
    reviews: 1,
    inStock: true,
    featured: false,
  };
}

/** A small catalog of its own: the rules must hold whatever the shop sells. */
const products = [gift(1, 1200), gift(2, 2500), gift(4, 950), gift(9, 450)];
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

  it("reads any typed quantity as a whole number from 1 to 99", () => {
    expect([0, 1, 2.7, 99, 150, -4, Number.NaN, Infinity].map(clampQuantity)).toEqual([
      1, 1, 2, 99, 99, 1, 1, 99,
    ]);
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
    expect(parseCart(JSON.parse(JSON.stringify(serializeCart(cart))))).toEqual(cart);
  });

  it("drops or clamps what is wrong", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("cart")).toEqual([]);
    expect(parseCart({ lines: "x" })).toEqual([]);
    expect(
      parseCart({
        lines: [
          { productId: 0, quantity: 1 },
          { productId: 1.5, quantity: 1 },
          { productId: "1", quantity: 1 },
          { productId: 1, quantity: -3 },
          { productId: 2, quantity: 2.7 },
          { productId: 3, quantity: 1e9 },
          { productId: 4, quantity: Number.NaN },
          { productId: 2, quantity: 1 },
          null,
        ],
      }),
    ).toEqual([
      { productId: 2, quantity: 3 },
      { productId: 3, quantity: 99 },
    ]);
  });

  it("gives a valid cart for any stored value", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (stored) => {
        const cart = parseCart(stored);
        const ids = cart.map((line) => line.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const line of cart) {
          expect(Number.isInteger(line.productId) && line.productId > 0).toBe(true);
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
          for (const line of parseCart({ lines })) {
            expect(Number.isInteger(line.productId) && line.productId > 0).toBe(true);
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
          }
        },
      ),
    );
  });
});

describe("keepKnownLines", () => {
  it("drops lines whose product the catalog no longer has, and keeps the cart otherwise", () => {
    const cart: Cart = [
      { productId: 1, quantity: 2 },
      { productId: 999, quantity: 1 },
    ];
    expect(keepKnownLines(cart, new Set([1, 2]))).toEqual([{ productId: 1, quantity: 2 }]);
    const whole: Cart = [{ productId: 1, quantity: 2 }];
    expect(keepKnownLines(whole, new Set([1]))).toBe(whole);
  });
});

describe("parseQuantity", () => {
  it.each([
    ["3", 3],
    ["১২", 12],
    [" ৯৯ ", 99],
    ["১০০", 99],
    ["", 1],
    ["abc", 1],
    ["0", 1],
  ])("reads %j as %i", (typed, quantity) => {
    expect(parseQuantity(typed)).toBe(quantity);
  });
});
