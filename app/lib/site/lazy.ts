/**
 * A value made the first time it is asked for. Building an `Intl` formatter loads its locale's
 * data, a few milliseconds each on a budget phone; made when a module loads, every formatter of
 * both editions would hold up the first page's start even when that page formats nothing.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
