/**
 * A page's prerendered data, or `missing` when there is none. A static host answers an id or slug
 * that was never prerendered with the fallback page or a 404 instead of a `.data` file, and React
 * Router turns either answer into an error that is not a TypeError; either way the page shows its
 * own "not found". A network failure reaches it as fetch's own TypeError (isNetworkFailure, in
 * router-contracts.ts, where router-contracts.test.ts checks all three against React Router):
 * not a missing page, so it still throws and the page says it could not load. So does any other
 * TypeError, which may be a network failure in words isNetworkFailure does not know.
 */
export async function prerenderedOr<T, M>(load: () => Promise<T>, missing: M): Promise<T | M> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof TypeError) throw error;
    return missing;
  }
}
