import { describe, expect, it } from "vitest";
import { orderAgain } from "./order-again";

const frame = { productId: 1, quantity: 2, text: { "name-or-date-to-engrave": "Rafi & Mitu" } };
const roses = { productId: 7, quantity: 1, choices: { size: "large" } };
const balloons = { extraId: "balloon-bunch", quantity: 1 };
const order = {
  items: [frame, roses, balloons],
  lines: [
    { name: "Personalized Photo Frame", quantity: 2, lineTotal: 2400, details: [] },
    { name: "Red Roses", quantity: 1, lineTotal: 1500, details: [] },
    { name: "Balloon Bunch", quantity: 1, lineTotal: 300, details: [] },
  ],
};

describe("orderAgain", () => {
  it("puts every gift and extra back as ordered, with its choices and text", () => {
    const catalog = {
      products: [
        { id: 1, name: "Personalized Photo Frame", inStock: true },
        { id: 7, name: "Red Roses", inStock: true },
      ],
      extras: [{ id: "balloon-bunch", name: "Balloon Bunch", inStock: true }],
    };
    expect(orderAgain(order, catalog)).toEqual({
      lines: [frame, roses, balloons],
      soldOut: [],
      gone: [],
    });
  });

  it("names what is sold out by today's name, and what the shop no longer sells by the order's", () => {
    const catalog = {
      products: [{ id: 7, name: "লাল গোলাপ", inStock: false }],
      extras: [{ id: "balloon-bunch", name: "বেলুন", inStock: true }],
    };
    expect(orderAgain(order, catalog)).toEqual({
      lines: [balloons],
      soldOut: ["লাল গোলাপ"],
      gone: ["Personalized Photo Frame"],
    });
    expect(orderAgain(order, { products: [], extras: [] })).toEqual({
      lines: [],
      soldOut: [],
      gone: ["Personalized Photo Frame", "Red Roses", "Balloon Bunch"],
    });
  });
});
