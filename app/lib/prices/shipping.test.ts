import { describe, expect, it } from "vitest";
import { amountToFreeShipping, shippingFor } from "./shipping";

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
