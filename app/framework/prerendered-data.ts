/**
 * A page's prerendered data, or `missing` when there is none. A static host answers an id or slug
 * that was never prerendered with the fallback page or a 404 instead of a `.data` file; either way
 * the page shows its own "not found". A network failure is not a missing page, so it still throws
 * and the page says it could not load.
 */
export async function prerenderedOr<T, M>(load: () => Promise<T>, missing: M): Promise<T | M> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof TypeError) throw error;
    return missing;
  }
}
