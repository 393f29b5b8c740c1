import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart } from "../lib/cart/cart";
import { createDeviceStore, updateDeviceValue } from "./device-store";
import { cartValue, storedCartLines } from "./shop-values";

let items: Map<string, string>;

beforeEach(() => {
  items = new Map();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
});

afterEach(() => vi.unstubAllGlobals());

const savedByVersion1 = JSON.stringify({
  v: 1,
  data: {
    lines: [
      { productId: 1, quantity: 2 },
      { productId: 9, quantity: 1 },
    ],
  },
});

describe("the cart kept on the device", () => {
  it("opens a cart saved before choices existed (version 1) unchanged", () => {
    items.set(
      "upohar.cart",
      JSON.stringify({ v: 1, data: { lines: [{ productId: 1, quantity: 2 }] } }),
    );
    expect(createDeviceStore(cartValue).getSnapshot()).toEqual([{ productId: 1, quantity: 2 }]);
    items.set("upohar.cart", savedByVersion1);
    expect(createDeviceStore(cartValue).getSnapshot()).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 9, quantity: 1 },
    ]);
  });

  it("writes it back as version 2 at the next change, with the new line beside the old", () => {
    items.set("upohar.cart", savedByVersion1);
    const line = { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": "Ammu" } };
    createDeviceStore(cartValue).update((cart) => addToCart(cart, line));
    expect(JSON.parse(items.get("upohar.cart") ?? "")).toEqual({
      v: 2,
      data: {
        lines: [{ productId: 1, quantity: 2 }, { productId: 9, quantity: 1 }, line],
      },
    });
  });

  it("lets the early script append to a version 1 cart without losing it", () => {
    items.set("upohar.cart", savedByVersion1);
    updateDeviceValue(storedCartLines, (lines) => [...lines, { productId: 9, quantity: 1 }]);
    expect(createDeviceStore(cartValue).getSnapshot()).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 9, quantity: 2 },
    ]);
  });

  it("reads a hand-edited cart as a clean one, keeping every good line", () => {
    items.set(
      "upohar.cart",
      JSON.stringify({
        v: 2,
        data: {
          lines: [
            { productId: 8, quantity: 1, choices: { size: "large" } },
            { productId: 8, quantity: "many", choices: { size: "large" } },
            { extraId: "<script>", quantity: 1 },
            { extraId: "balloon-bunch", quantity: 1, price: 0 },
            { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": ["Rafi"] } },
          ],
        },
      }),
    );
    expect(createDeviceStore(cartValue).getSnapshot()).toEqual([
      { productId: 8, quantity: 1, choices: { size: "large" } },
      { extraId: "balloon-bunch", quantity: 1 },
    ]);
  });

  it("reads a cart from a later version of the site as empty, and one damaged as empty", () => {
    for (const raw of [
      JSON.stringify({ v: 3, data: { lines: [{ productId: 1, quantity: 1 }] } }),
      "{not json",
      "null",
    ]) {
      items.set("upohar.cart", raw);
      expect(createDeviceStore(cartValue).getSnapshot()).toEqual([]);
    }
  });
});
