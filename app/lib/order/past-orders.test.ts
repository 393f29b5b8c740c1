import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storedTextMax } from "../forms/limits";
import { summarizeCart } from "../cart/cart-summary";
import { englishCatalog } from "../../content/english-catalog";
import { orderReference } from "./order-reference";
import {
  isWithinKeptDays,
  ordersWithinKeptDays,
  pastOrder,
  pastOrdersKept,
  recordOrder,
  withoutOrder,
  type PastOrder,
} from "./past-orders";
import { parsePastOrders } from "./stored-order-values";

const cart = [
  { productId: 1, quantity: 2, text: { "name-or-date-to-engrave": "Rafi & Mitu" } },
  { extraId: "balloon-bunch", quantity: 1 },
];
const summary = summarizeCart(cart, {
  products: englishCatalog.index(),
  extras: englishCatalog.extras,
});
const moment = new Date("2026-11-23T04:00:00Z");
const orderedFor = { lines: cart, recipientName: "Nusrat Jahan", date: "2026-11-24" };
const sent = pastOrder("UP-7K3M9Q", summary, "Hello Upohar!", moment, "sent", orderedFor);
const prepared = pastOrder("UP-7K3M9Q", summary, "Hello Upohar!", moment, "prepared", orderedFor);

describe("pastOrder", () => {
  it("keeps the reference, the moment, the gifts, the total, the exact message and the status", () => {
    expect(sent).toEqual({
      reference: "UP-7K3M9Q",
      placedAt: "2026-11-23T04:00:00.000Z",
      lines: [
        {
          name: "Personalized Photo Frame",
          quantity: 2,
          lineTotal: 2400,
          details: [{ label: "Name or date to engrave", value: "Rafi & Mitu" }],
        },
        { name: "Balloon Bunch", quantity: 1, lineTotal: 300, details: [] },
      ],
      total: 2700,
      message: "Hello Upohar!",
      status: "sent",
      items: cart,
      recipientName: "Nusrat Jahan",
      deliveryDate: "2026-11-24",
    });
  });

  it("keeps only the lines the order included, not one the shop no longer lists", () => {
    const withUnknown = { ...orderedFor, lines: [...cart, { productId: 99_999, quantity: 1 }] };
    expect(pastOrder("UP-7K3M9Q", summary, "Hi", moment, "sent", withUnknown).items).toEqual(cart);
  });
});

describe("recordOrder", () => {
  it("puts the newest order first and replaces one sent again", () => {
    const other = { ...sent, reference: "UP-222222" };
    const edited = { ...sent, total: 9 };
    expect(recordOrder(recordOrder([], sent), other)).toEqual([other, sent]);
    expect(recordOrder([other, sent], edited)).toEqual([edited, other]);
  });

  it("marks a prepared order sent when the shopper says so, and never takes that back", () => {
    expect(recordOrder([prepared], sent)).toEqual([sent]);
    const later = { ...prepared, placedAt: "2026-11-23T05:00:00.000Z" };
    expect(recordOrder([sent], later)).toEqual([{ ...later, status: "sent" }]);
    const other = { ...prepared, reference: "UP-222222" };
    expect(recordOrder([sent], other)).toEqual([other, sent]);
  });

  it("keeps a bounded history", () => {
    let orders: PastOrder[] = [];
    for (let index = 0; index < pastOrdersKept + 5; index += 1) {
      const reference = orderReference([index % 32, Math.floor(index / 32), 0, 0, 0, 0]);
      orders = recordOrder(orders, { ...sent, reference });
    }
    expect(orders).toHaveLength(pastOrdersKept);
  });
});

describe("parsePastOrders", () => {
  it("reads back what was stored", () => {
    const other = { ...prepared, reference: "UP-222222" };
    expect(parsePastOrders(JSON.parse(JSON.stringify([sent, other])))).toEqual([sent, other]);
  });

  it("reads an order kept before statuses were, or with a foreign one, as of unknown status", () => {
    const { status: _, ...keptBefore } = sent;
    const unknown = { ...sent, status: null };
    expect(parsePastOrders([keptBefore])).toEqual([unknown]);
    expect(parsePastOrders([{ ...sent, status: "delivered" }])).toEqual([unknown]);
    expect(parsePastOrders([{ ...sent, status: { sent: true } }])).toEqual([unknown]);
  });

  it("reads an order kept before its gifts, recipient and day were, or with them damaged, as one without them", () => {
    const { items: _, recipientName: __, deliveryDate: ___, ...keptBefore } = sent;
    const without = { ...sent, items: [], recipientName: null, deliveryDate: null };
    expect(parsePastOrders([keptBefore])).toEqual([without]);
    const damaged = [
      { ...sent, items: "frame", recipientName: 7, deliveryDate: "24/11/2026" },
      { ...sent, items: [cart[0]], recipientName: "", deliveryDate: "2026-02-30" },
      { ...sent, items: [cart[0], { productId: -1, quantity: 1 }] },
    ];
    for (const order of damaged.slice(0, 2)) expect(parsePastOrders([order])).toEqual([without]);
    expect(parsePastOrders([damaged[2]])).toEqual([{ ...sent, items: [] }]);
  });

  it("keeps by when the shop promised to call, and reads a damaged promise as none", () => {
    const promised = pastOrder("UP-7K3M9Q", summary, "Hello Upohar!", moment, "sent", orderedFor, {
      date: "2026-11-23",
      hour: 12,
    });
    expect(promised.callBy).toEqual({ date: "2026-11-23", hour: 12 });
    expect(parsePastOrders(JSON.parse(JSON.stringify([promised])))).toEqual([promised]);
    for (const callBy of [
      { date: "2026-02-30", hour: 12 },
      { date: "2026-11-23", hour: 24 },
      "12",
    ]) {
      expect(parsePastOrders([{ ...promised, callBy }])).toEqual([sent]);
    }
  });

  it("reads an order kept before lines had details as one without them", () => {
    const keptBefore = {
      ...sent,
      lines: sent.lines.map(({ details: _, ...line }) => line),
    };
    expect(parsePastOrders([keptBefore])).toEqual([
      { ...sent, lines: sent.lines.map((line) => ({ ...line, details: [] })) },
    ]);
  });

  it("leaves out an order whose details were damaged, never showing them half", () => {
    const [frame, balloons] = sent.lines;
    const withDetails = (details: unknown) => ({
      ...sent,
      lines: [{ ...frame, details }, balloons],
    });
    const damaged = [
      withDetails("Rafi & Mitu"),
      withDetails([{ label: "Name or date to engrave" }]),
      withDetails([{ label: "", value: "Rafi" }]),
      withDetails([{ label: "Size", value: 3 }]),
      withDetails([null]),
      withDetails([{ label: "Note", value: "x".repeat(storedTextMax + 1) }]),
    ];
    expect(parsePastOrders(damaged)).toEqual([]);
    expect(parsePastOrders([...damaged, sent])).toEqual([sent]);
  });

  it("keeps a detail as long as the longest text a cart keeps", () => {
    const [frame, balloons] = sent.lines;
    const engraving = { label: "Name or date to engrave", value: "👨🏽‍👩🏽‍👧🏽‍👦🏽".repeat(30) };
    const kept = { ...sent, lines: [{ ...frame, details: [engraving] }, balloons] };
    expect(parsePastOrders([kept])).toEqual([kept]);
  });

  it("leaves out damaged entries and keeps the good ones", () => {
    const damaged = [
      null,
      { ...sent, reference: "UP-0O1I00" },
      { ...sent, placedAt: "yesterday" },
      { ...sent, lines: [] },
      { ...sent, lines: [{ name: "Pen", quantity: -1, lineTotal: 5 }] },
      { ...sent, total: "৳2,400" },
      { ...sent, message: "" },
      sent,
      sent,
    ];
    expect(parsePastOrders(damaged)).toEqual([sent]);
    expect(parsePastOrders({ orders: [sent] })).toEqual([]);
  });

  it("never throws and only returns complete orders, whatever is stored", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(fc.anything())), (data) => {
        for (const order of parsePastOrders(data)) {
          expect(order.reference).toMatch(/^UP-/);
          expect(order.lines.length).toBeGreaterThan(0);
          for (const line of order.lines) expect(Array.isArray(line.details)).toBe(true);
          expect(Number.isSafeInteger(order.total)).toBe(true);
          expect([null, "sent", "prepared"]).toContain(order.status);
        }
      }),
    );
  });
});

describe("withoutOrder", () => {
  it("leaves out the order with the reference, and keeps the others in their order", () => {
    const orders = ["UP-22AB3C", "UP-X4Y5Z6", "UP-P2Q3R4"].map((reference) => ({
      ...sent,
      reference,
    }));
    expect(withoutOrder(orders, "UP-X4Y5Z6").map((order) => order.reference)).toEqual([
      "UP-22AB3C",
      "UP-P2Q3R4",
    ]);
    expect(withoutOrder(orders, "UP-999999")).toEqual(orders);
  });
});

describe("the days orders are kept", () => {
  const now = new Date("2027-03-01T10:00:00Z");
  const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it("keeps an order up to the last moment of its days, and not a moment after", () => {
    expect(isWithinKeptDays(daysBefore(0), now, 90)).toBe(true);
    expect(isWithinKeptDays(daysBefore(89.99), now, 90)).toBe(true);
    expect(isWithinKeptDays(daysBefore(90), now, 90)).toBe(false);
    expect(isWithinKeptDays(daysBefore(400), now, 90)).toBe(false);
    expect(isWithinKeptDays(daysBefore(10), now, 7)).toBe(false);
  });

  it("keeps one dated after now (a clock set back), and drops one with no readable date", () => {
    expect(isWithinKeptDays(daysBefore(-3), now, 90)).toBe(true);
    for (const placedAt of [undefined, null, 1_700_000_000_000, "", "yesterday"]) {
      expect(isWithinKeptDays(placedAt, now, 90), String(placedAt)).toBe(false);
    }
  });

  it("drops the stored orders past their days, and gives back the same list when none is", () => {
    const fresh = { reference: "UP-22AB3C", placedAt: daysBefore(5) };
    const old = { reference: "UP-X4Y5Z6", placedAt: daysBefore(91) };
    const stored = [fresh, old, { reference: "UP-P2Q3R4" }, null];
    expect(ordersWithinKeptDays(stored, now, 90)).toEqual([fresh]);
    const kept = [fresh];
    expect(ordersWithinKeptDays(kept, now, 90)).toBe(kept);
  });

  it("dates an order stamped more than a day ahead now, so its days start counting", () => {
    const ahead = { reference: "UP-22AB3C", placedAt: "2099-01-01T00:00:00.000Z" };
    const nearlyNow = { reference: "UP-X4Y5Z6", placedAt: daysBefore(-0.5) };
    expect(ordersWithinKeptDays([ahead, nearlyNow], now, 90)).toEqual([
      { reference: "UP-22AB3C", placedAt: now.toISOString() },
      nearlyNow,
    ]);
    const later = new Date(now.getTime() + 91 * 86_400_000);
    const restamped = ordersWithinKeptDays([ahead], now, 90);
    expect(ordersWithinKeptDays(restamped, later, 90)).toEqual([]);
  });
});
