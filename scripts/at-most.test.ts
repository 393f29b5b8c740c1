import { describe, expect, it } from "vitest";
import { eachAtMost } from "./at-most.ts";

describe("eachAtMost", () => {
  it("does every item once, in order, never more than the limit at a time", async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await eachAtMost([10, 11, 12, 13, 14, 15, 16], 3, async (item, index) => {
      expect(item - 10).toBe(index);
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 5 * (item % 3)));
      running -= 1;
    });
    expect(started).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(most).toBe(3);
  });

  it("does nothing for no items, and rejects with the first failure", async () => {
    await eachAtMost([], 4, () => Promise.reject(new Error("never called")));
    await expect(
      eachAtMost(["a", "b"], 2, async (item) => {
        if (item === "b") throw new Error("b failed");
      }),
    ).rejects.toThrow("b failed");
  });
});
