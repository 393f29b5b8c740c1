import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOrderReference, orderReference, referenceAlphabet } from "./order-reference";

describe("orderReference", () => {
  it("looks like UP-7K3M9Q", () => {
    expect(orderReference([5, 17, 1, 19, 7, 22])).toBe("UP-7K3M9Q");
  });

  it("never uses 0, O, 1 or I", () => {
    expect(referenceAlphabet).not.toMatch(/[0O1I]/);
    expect(new Set(referenceAlphabet).size).toBe(32);
  });

  it("always gives a valid reference from any six bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 6, maxLength: 12 }), (bytes) => {
        const reference = orderReference(bytes);
        expect(isOrderReference(reference)).toBe(true);
        expect(reference).not.toMatch(/[0O1I]/);
      }),
    );
  });

  it("needs six random bytes", () => {
    expect(() => orderReference([1, 2, 3])).toThrow(RangeError);
  });
});

describe("isOrderReference", () => {
  it.each(["UP-7K3M9Q", "UP-222222", "UP-ZZZZZZ"])("accepts %j", (value) => {
    expect(isOrderReference(value)).toBe(true);
  });

  it.each(["UP-7K3M9", "UP-7K3M90", "up-7k3m9q", "UP-7K3M9QQ", "XX-7K3M9Q", 7, null])(
    "refuses %j",
    (value) => {
      expect(isOrderReference(value)).toBe(false);
    },
  );
});
