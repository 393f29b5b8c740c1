import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Extra, ProductSummary } from "../../data/types";
import { storedTextMax } from "../forms/limits";
import {
  addToCart,
  clampQuantity,
  decrement,
  increment,
  itemCount,
  keepKnownLines,
  lineKey,
  MAX_QUANTITY,
  parseCart,
  parseQuantity,
  removeLine,
  serializeCart,
  type Cart,
  type CartLine,
} from "./cart";
import { summarizeCart } from "./cart-summary";

function gift(id: number, price: number, originalPrice?: number): ProductSummary {
  return {
    id,
    name: `Gift ${id}`,
    price,
    ...(originalPrice === undefined ? {} : { originalPrice }),
    image: `/images/${id}.svg`,
    category: "birthday-gifts",
    categoryName: "Birthday Gifts",
    rating: 4,
    reviewCount: 1,
    inStock: true,
    featured: false,
  };
}

const engraving = "name-or-date-to-engrave";

function extra(id: string, name: string, price: number): Extra {
  return { id, name, price, image: { src: `/extras/${id}.svg`, alt: name }, inStock: true };
}

/**
 * A small catalog of its own, as the demo's: the rules must hold whatever the shop sells. Gift 1
 * asks for a name or date to engrave, gift 4 for a name, and gift 8 comes Small or Large (+৳800).
 */
const products: ProductSummary[] = [
  {
    ...gift(1, 1200, 1500),
    personalisation: [
      { id: engraving, label: "Name or date to engrave", maxLength: 30, required: true },
    ],
  },
  gift(2, 2500),
  {
    ...gift(4, 950),
    personalisation: [
      { id: "name-to-engrave", label: "Name to engrave", maxLength: 20, required: true },
    ],
  },
  {
    ...gift(8, 2200, 2600),
    options: [
      {
        id: "size",
        name: "Size",
        choices: [
          { id: "small", name: "Small", surcharge: 0 },
          { id: "large", name: "Large", surcharge: 800 },
        ],
      },
    ],
  },
  gift(9, 450),
];
const extras = [
  extra("balloon-bunch", "Balloon Bunch", 300),
  extra("chocolate-box", "Chocolate Box", 350),
  extra("flower-bouquet", "Small Bouquet of Fresh Flowers", 600),
];
const catalog = { products, extras };
const priceOf = (id: number) => products.find((product) => product.id === id)?.price ?? 0;

const rafiMitu = { productId: 1, quantity: 1, text: { [engraving]: "Rafi & Mitu" } };
const ammu = { productId: 1, quantity: 1, text: { [engraving]: "Ammu" } };
const largeRose = { productId: 8, quantity: 1, choices: { size: "large" } };
const balloons = { extraId: "balloon-bunch", quantity: 1 };

describe("line identity", () => {
  it("keeps the frame engraved for two people as two lines", () => {
    const cart = addToCart(addToCart([], rafiMitu), ammu);
    expect(cart).toEqual([rafiMitu, ammu]);
    expect(lineKey(rafiMitu)).not.toBe(lineKey(ammu));
  });

  it("raises the quantity when the same choices and text come again", () => {
    const cart = addToCart(addToCart(addToCart([], rafiMitu), ammu), { ...rafiMitu, quantity: 2 });
    expect(cart).toEqual([{ ...rafiMitu, quantity: 3 }, ammu]);
  });

  it("tells a gift with choices from the same gift without them, and a size from another", () => {
    const keys = [
      { productId: 8, quantity: 1 },
      largeRose,
      { ...largeRose, choices: { size: "small" } },
      { productId: 8, quantity: 1, text: { size: "large" } },
    ].map(lineKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("ignores the order in which choices and texts were saved", () => {
    const one: CartLine = { productId: 3, quantity: 1, choices: { size: "l", colour: "red" } };
    const other: CartLine = { productId: 3, quantity: 4, choices: { colour: "red", size: "l" } };
    expect(lineKey(one)).toBe(lineKey(other));
    expect(addToCart([one], other)).toEqual([{ ...one, quantity: 5 }]);
  });

  it("names a little extra by its id, apart from every gift", () => {
    expect(lineKey(balloons)).toBe(lineKey({ extraId: "balloon-bunch", quantity: 7 }));
    expect(addToCart([balloons], balloons)).toEqual([{ ...balloons, quantity: 2 }]);
    expect(lineKey(balloons)).not.toBe(lineKey({ extraId: "chocolate-box", quantity: 1 }));
  });
});

describe("cart changes", () => {
  it("reads any typed quantity as a whole number from 1 to 99", () => {
    expect([0, 1, 2.7, 99, 150, -4, Number.NaN, Infinity].map(clampQuantity)).toEqual([
      1, 1, 2, 99, 99, 1, 1, 99,
    ]);
  });

  it("keeps quantities within 1..99", () => {
    expect(addToCart([], { productId: 1, quantity: 500 })).toEqual([
      { productId: 1, quantity: MAX_QUANTITY },
    ]);
    expect(addToCart([], { productId: 1, quantity: 0 })).toEqual([{ productId: 1, quantity: 1 }]);
    const full: Cart = [{ ...rafiMitu, quantity: 99 }];
    expect(increment(full, lineKey(rafiMitu))).toEqual(full);
  });

  it("plus, minus and trash change only the line they name", () => {
    const cart: Cart = [rafiMitu, { ...ammu, quantity: 2 }, balloons];
    expect(increment(cart, lineKey(ammu))).toEqual([rafiMitu, { ...ammu, quantity: 3 }, balloons]);
    expect(decrement(cart, lineKey(ammu))).toEqual([rafiMitu, ammu, balloons]);
    expect(decrement(cart, lineKey(rafiMitu))).toEqual([{ ...ammu, quantity: 2 }, balloons]);
    expect(removeLine(cart, lineKey(balloons))).toEqual([rafiMitu, { ...ammu, quantity: 2 }]);
    expect(itemCount(cart)).toBe(4);
  });
});

describe("summarizeCart", () => {
  it("prices lines from the catalog and charges ৳100 shipping below ৳2,000", () => {
    const summary = summarizeCart([{ productId: 9, quantity: 2 }], catalog);
    expect(summary.lines[0]?.lineTotal).toBe(priceOf(9) * 2);
    expect(summary).toMatchObject({ subtotal: 900, shipping: 100, total: 1000, itemCount: 2 });
  });

  it("ships free from ৳2,000", () => {
    const plain = { products: [gift(1, 1200), gift(4, 950)], extras: [] };
    const cart: Cart = [
      { productId: 1, quantity: 1 },
      { productId: 4, quantity: 1 },
    ];
    expect(summarizeCart(cart, plain)).toMatchObject({ subtotal: 2150, shipping: 0, total: 2150 });
  });

  it("adds a choice's surcharge to the price and to the price before the discount", () => {
    const summary = summarizeCart([{ ...largeRose, quantity: 2 }], catalog);
    expect(summary.lines).toEqual([
      {
        key: lineKey(largeRose),
        productId: 8,
        name: "Gift 8",
        image: "/images/8.svg",
        unitPrice: 3000,
        originalPrice: 3400,
        quantity: 2,
        lineTotal: 6000,
        details: [{ label: "Size", value: "Large" }],
      },
    ]);
    expect(
      summarizeCart([{ productId: 8, quantity: 1, choices: { size: "small" } }], catalog).lines[0],
    ).toMatchObject({
      unitPrice: 2200,
      originalPrice: 2600,
      details: [{ label: "Size", value: "Small" }],
    });
  });

  it("gives each line its text with the field's label, as the shopper wrote it", () => {
    const [frame] = summarizeCart([rafiMitu], catalog).lines;
    expect(frame).toMatchObject({
      unitPrice: 1200,
      details: [{ label: "Name or date to engrave", value: "Rafi & Mitu" }],
    });
  });

  it("prices little extras, with no page of their own, towards free shipping", () => {
    // ৳950 + ৳300 + 2 × ৳350 + ৳600 = ৳2,550: the extras lift the order past ৳2,000.
    const cart: Cart = [
      { productId: 4, quantity: 1, text: { "name-to-engrave": "Nusrat" } },
      balloons,
      { extraId: "chocolate-box", quantity: 2 },
      { extraId: "flower-bouquet", quantity: 1 },
    ];
    const summary = summarizeCart(cart, catalog);
    expect(
      summary.lines.map(({ productId, name, lineTotal }) => [productId, name, lineTotal]),
    ).toEqual([
      [4, "Gift 4", 950],
      [null, "Balloon Bunch", 300],
      [null, "Chocolate Box", 700],
      [null, "Small Bouquet of Fresh Flowers", 600],
    ]);
    expect(summary.lines[1]).toMatchObject({
      image: "/extras/balloon-bunch.svg",
      details: [],
    });
    expect(summary).toMatchObject({ itemCount: 5, subtotal: 2550, shipping: 0, total: 2550 });
    const withoutFlowers = summarizeCart(cart.slice(0, 3), catalog);
    expect(withoutFlowers).toMatchObject({ subtotal: 1950, shipping: 100, total: 2050 });
  });

  it("keeps a line whose choices the gift no longer has apart, out of the amounts", () => {
    const huge = { productId: 8, quantity: 2, choices: { size: "huge" } };
    const cases: CartLine[] = [
      huge,
      { productId: 8, quantity: 1 },
      { productId: 8, quantity: 1, choices: { size: "large", colour: "red" } },
      { productId: 1, quantity: 1 },
      { productId: 1, quantity: 1, text: { [engraving]: "x".repeat(31) } },
      { productId: 9, quantity: 1, text: { note: "hi" } },
    ];
    for (const line of cases) {
      const summary = summarizeCart([line, { productId: 9, quantity: 1 }], catalog);
      expect(summary.changed.map((changed) => changed.key)).toEqual([lineKey(line)]);
      expect(summary.lines.map((priced) => priced.productId)).toEqual([9]);
      expect(summary).toMatchObject({ itemCount: 1, subtotal: 450, total: 550 });
    }
    expect(summarizeCart([huge], catalog)).toMatchObject({
      lines: [],
      changed: [{ name: "Gift 8", quantity: 2, details: [{ label: "Size", value: "huge" }] }],
      subtotal: 0,
      shipping: 0,
      total: 0,
    });
  });

  it("shows what was saved for a changed line, so two of them stay told apart", () => {
    const frames: CartLine[] = [
      { productId: 1, quantity: 1, text: { [engraving]: "x".repeat(31) } },
      {
        productId: 1,
        quantity: 1,
        text: { [engraving]: "y".repeat(31), [`old-${engraving}`]: "Ammu" },
      },
      { productId: 8, quantity: 1, choices: { size: "large", colour: "red" } },
    ];
    expect(summarizeCart(frames, catalog).changed.map((line) => line.details)).toEqual([
      [{ label: "Name or date to engrave", value: "x".repeat(31) }],
      [
        { label: "Name or date to engrave", value: "y".repeat(31) },
        { label: `old-${engraving}`, value: "Ammu" },
      ],
      [
        { label: "Size", value: "Large" },
        { label: "colour", value: "red" },
      ],
    ]);
  });

  it("charges nothing for an empty cart and skips unknown gifts and extras", () => {
    expect(summarizeCart([], catalog)).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });
    const unknown = summarizeCart(
      [
        { productId: 999, quantity: 1 },
        { extraId: "teddy-bear", quantity: 1 },
      ],
      catalog,
    );
    expect(unknown.lines).toEqual([]);
    expect(unknown.changed).toEqual([]);
  });
});

describe("keepKnownLines", () => {
  const known = { productIds: new Set([1, 2]), extraIds: new Set(["balloon-bunch"]) };

  it("drops lines whose gift or extra the catalog no longer has, and keeps the cart otherwise", () => {
    const cart: Cart = [
      rafiMitu,
      { productId: 999, quantity: 1 },
      balloons,
      { extraId: "teddy-bear", quantity: 1 },
    ];
    expect(keepKnownLines(cart, known)).toEqual([rafiMitu, balloons]);
    const whole: Cart = [rafiMitu, balloons];
    expect(keepKnownLines(whole, known)).toBe(whole);
  });
});

describe("parseCart", () => {
  it("reads back what serializeCart wrote: gifts with choices and text, and extras", () => {
    const cart: Cart = [rafiMitu, ammu, largeRose, { productId: 5, quantity: 2 }, balloons];
    expect(parseCart(JSON.parse(JSON.stringify(serializeCart(cart))))).toEqual(cart);
  });

  it("reads a cart saved before choices existed as it was", () => {
    const saved = {
      lines: [
        { productId: 1, quantity: 2 },
        { productId: 9, quantity: 1 },
      ],
    };
    expect(parseCart(saved)).toEqual(saved.lines);
  });

  it("drops or clamps what is wrong, and merges lines that are one", () => {
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
          { productId: 6, quantity: 1, choices: ["large"] },
          { productId: 6, quantity: 1, choices: { size: 4 } },
          { productId: 6, quantity: 1, text: "Rafi" },
          {
            productId: 6,
            quantity: 1,
            text: { [engraving]: "x".repeat(storedTextMax + 1) },
          },
          { productId: 6, quantity: 1, text: null },
          { extraId: "Balloon Bunch", quantity: 1 },
          { extraId: "", quantity: 1 },
          { extraId: 7, quantity: 1 },
          { extraId: "balloon-bunch", quantity: 0 },
          { ...rafiMitu, text: { [engraving]: "Rafi & Mitu" } },
          { ...largeRose, choices: { size: "large" }, price: 1 },
          { ...balloons, quantity: 2 },
          { ...rafiMitu, quantity: 2 },
          balloons,
          null,
          5,
        ],
      }),
    ).toEqual([
      { productId: 2, quantity: 3 },
      { productId: 3, quantity: 99 },
      { ...rafiMitu, quantity: 3 },
      largeRose,
      { ...balloons, quantity: 3 },
    ]);
  });

  it("keeps the text a shopper wrote in any script, however unusual", () => {
    const text = { [engraving]: 'রাফি ও মিতু 💍 \u200f<b>"&#%' };
    expect(parseCart({ lines: [{ productId: 1, quantity: 1, text }] })).toEqual([
      { productId: 1, quantity: 1, text },
    ]);
  });

  it("keeps a text at its field's limit however many code units its characters take", () => {
    // 30 characters of 19 code units each: a family of four with skin tones, 570 units in all.
    const family = "👨🏽‍👩🏽‍👧🏽‍👦🏽";
    const text = { [engraving]: family.repeat(30) };
    const line = { productId: 1, quantity: 1, text };
    expect(parseCart(serializeCart([line]))).toEqual([line]);
    expect(summarizeCart([line], catalog).lines).toHaveLength(1);
  });

  it("reads a hand-edited text as the product page writes it: one line, no half emoji", () => {
    const text = { [engraving]: "  Rafi\n\n& Mitu \ud83d" };
    expect(parseCart({ lines: [{ productId: 1, quantity: 1, text }] })).toEqual([
      { productId: 1, quantity: 1, text: { [engraving]: "Rafi & Mitu" } },
    ]);
  });

  it("gives a valid cart, every line once, for any stored value", () => {
    const storedLines = fc.record({
      lines: fc.array(
        fc.oneof(
          fc.anything(),
          fc.record({
            productId: fc.oneof(fc.integer({ min: -1, max: 10 }), fc.anything()),
            extraId: fc.oneof(fc.constantFrom("balloon-bunch", "Bad Id"), fc.anything()),
            quantity: fc.oneof(fc.double(), fc.integer({ min: -5, max: 200 })),
            choices: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.anything()),
            text: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.anything()),
          }),
        ),
      ),
    });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything(), storedLines), (stored) => {
        const cart = parseCart(stored);
        const keys = cart.map(lineKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (const line of cart) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
        }
      }),
    );
  });

  it("keeps every good line whatever bad lines stand beside it", () => {
    const goodLines: readonly CartLine[] = [rafiMitu, ammu, largeRose, balloons];
    const good = fc.constantFrom(...goodLines);
    const bad = fc.record({
      productId: fc.anything(),
      extraId: fc.anything(),
      quantity: fc.anything(),
      choices: fc.anything(),
      text: fc.anything(),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(good, bad, fc.anything())), (lines) => {
        const cart = parseCart({ lines });
        for (const line of lines) {
          const kept = goodLines.find((candidate) => candidate === line);
          if (kept) expect(cart.map(lineKey)).toContain(lineKey(kept));
        }
        for (const line of cart) {
          if ("extraId" in line) expect(line.extraId).toMatch(/^[a-z0-9-]+$/);
          else expect(Number.isInteger(line.productId) && line.productId > 0).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
        }
      }),
    );
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
