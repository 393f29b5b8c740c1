// Work on many files a few at a time, for the build's pictures and compressed copies and the scale
// benchmark's generated gifts: enough at once to keep the cores busy, few enough that a
// 1,000-product catalog is not all read into memory at once.

/**
 * Runs `work` on every item, at most `atOnce` at a time, taking them in order. Rejects with the
 * first failure.
 */
export async function eachAtMost<T>(
  items: readonly T[],
  atOnce: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, atOnce) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}
