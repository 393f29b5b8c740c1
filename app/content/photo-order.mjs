// @ts-check
// The order of a gift's photos: one rule for the catalog reader (content-files.ts), which says
// which photo is the main one, and the image build (scripts/build/build-images.mjs), which makes
// the share preview and the blurred placeholder of that one alone and cannot import TypeScript.

const byName = new Intl.Collator("en", { numeric: true });

/** The file name at the end of a path (`1-front.jpg` of `products/frame/1-front.jpg`). */
const nameOf = (/** @type {string} */ path) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Pictures of one folder in the order the product page shows them: by file name, numbers compared
 * as numbers (`2-open.jpg` before `10-box.jpg`), so the owner orders them by numbering the files.
 * Names equal to the collator (`1.jpg`, `01.jpg`) keep one order by their characters. The first
 * is the gift's main photo: its card, share preview, wishlist and cart.
 * @param {readonly string[]} paths
 * @returns {string[]}
 */
export function inPhotoOrder(paths) {
  return [...paths].sort((a, b) => {
    const [first, second] = [nameOf(a), nameOf(b)];
    return byName.compare(first, second) || (first < second ? -1 : first > second ? 1 : 0);
  });
}
