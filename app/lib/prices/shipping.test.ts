import { describe, expect, it, vi } from "vitest";
import type { shop as shopSettings } from "../../data/shop";
import { amountToFreeShipping, shippingFor } from "./shipping";

type Shop = typeof shopSettings;

describe("shipping", () => {
  it.each([
    [1999, 100],
    [2000, 0],
    [2001, 0],
    [0, 100],
  ])("is free from ৳2,000 and ৳100 below: ৳%i of gifts ship for ৳%i", (subtotal, fee) => {
    expect(shippingFor(subtotal)).toBe(fee);
  });

  it.each([
    [1999, 1],
    [2000, 0],
    [450, 1550],
  ])("says how much more is needed for free delivery: ৳%i needs ৳%i", (subtotal, missing) => {
    expect(amountToFreeShipping(subtotal)).toBe(missing);
  });
});

describe("shipping where the shop charges more outside Dhaka city", () => {
  it("charges each area its own fee below the threshold, and nothing from it", async () => {
    vi.resetModules();
    vi.doMock("../../data/shop", async (importOriginal) => {
      const { shop } = await importOriginal<{ shop: Shop }>();
      return { shop: { ...shop, policies: { ...shop.policies, outsideCityFee: 150 } } };
    });
    const rule = await import("./shipping");
    expect(rule.shippingFor(1999)).toBe(100);
    expect(rule.shippingFor(1999, false)).toBe(150);
    expect(rule.shippingFor(2000, false)).toBe(0);
    expect(rule.feeDependsOnArea).toBe(true);
    const { deliveredTo } = await import("../cart/cart-summary");
    const cart = {
      lines: [{}],
      changed: [],
      itemCount: 1,
      subtotal: 1200,
      shipping: 100,
      total: 1300,
    };
    expect(deliveredTo(cart as never, false)).toMatchObject({ shipping: 150, total: 1350 });
    expect(deliveredTo(cart as never, true)).toMatchObject({ shipping: 100, total: 1300 });
    vi.doUnmock("../../data/shop");
  });

  it("is the same everywhere in the demo, which sets no other fee", () => {
    expect(shippingFor(1999, false)).toBe(shippingFor(1999, true));
  });
});
