import { describe, expect, it, vi } from "vitest";
import { lazy } from "./lazy";

describe("lazy", () => {
  it("makes the value on the first call only, and never before it", () => {
    const make = vi.fn(() => ({ made: true }));
    const value = lazy(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
