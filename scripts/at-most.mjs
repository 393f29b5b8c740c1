// @ts-check
// Work on many files a few at a time, for the build's pictures and compressed copies and the scale
// benchmark's generated gifts: enough at once to keep the cores busy, few enough that a
// 1,000-product catalog is not all read into memory at once.

/**
 * Runs `work` on every item, at most `atOnce` at a time, taking them in order. Rejects with the
 * first failure.
 * @template T
 * @param {readonly T[]} items
 * @param {number} atOnce
 * @param {(item: T, index: number) => Promise<void>} work
 */
export async function eachAtMost(items, atOnce, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, atOnce) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(/** @type {T} */ (items[index]), index);
      }
    }),
  );
}
