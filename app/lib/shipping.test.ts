import { describe, expect, it } from "vitest";
import { amountToFreeShipping, shippingFor } from "./shipping";

describe("shipping", () => {
  it("is free from ৳2,000 and ৳100 below", () => {
    expect(shippingFor(1999)).toBe(100);
    expect(shippingFor(2000)).toBe(0);
    expect(shippingFor(2001)).toBe(0);
    expect(shippingFor(0)).toBe(100);
  });

  it("says how much more is needed for free delivery", () => {
    expect(amountToFreeShipping(1999)).toBe(1);
    expect(amountToFreeShipping(2000)).toBe(0);
    expect(amountToFreeShipping(450)).toBe(1550);
  });
});
