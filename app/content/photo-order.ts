// Which files of a folder are pictures, and which of them are shown, in which order: one rule for
// the catalog reader (content-files.ts), which says which photo is the main one, and the image
// build (scripts/build/build-images.ts), which makes the share preview and the blurred placeholder
// of that one alone.

/** The kinds of picture the owner may put in content/, by how their names end. */
export const pictureExtensions = ["jpg", "jpeg", "png", "webp", "avif", "heic", "heif", "svg"];

const byName = new Intl.Collator("en", { numeric: true });

/** The file name at the end of a path (`1-front.jpg` of `products/frame/1-front.jpg`). */
const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Pictures of one folder in the order the product page shows them: by file name, numbers compared
 * as numbers (`2-open.jpg` before `10-box.jpg`), so the owner orders them by numbering the files.
 * Names equal to the collator (`1.jpg`, `01.jpg`) keep one order by their characters. The first
 * is the gift's main photo: its card, share preview, wishlist and cart.
 */
export function inPhotoOrder(paths: readonly string[]): string[] {
  return [...paths].sort((a, b) => {
    const [first, second] = [nameOf(a), nameOf(b)];
    return byName.compare(first, second) || (first < second ? -1 : first > second ? 1 : 0);
  });
}

/**
 * The pictures an entry shows, from those in its folder: the ones it names (`photo`, then
 * `more_photos`, as the owner's admin writes them), or, when it names none, every one in photo
 * order. A named file that is not in the folder is left out here; the reader says so.
 * @param paths the pictures in the entry's folder
 */
export function shownPictures(
  paths: readonly string[],
  entry: { photo?: unknown; more_photos?: unknown },
): string[] {
  const names = namedPhotos(entry);
  if (names.length === 0) return inPhotoOrder(paths);
  return names.flatMap((name) => paths.filter((path) => nameOf(path) === name));
}

/**
 * The file names of the photos an entry names, main one first: `photo`, then `more_photos`, as the
 * owner's admin writes them; none when it names none.
 */
export function namedPhotos(entry: { photo?: unknown; more_photos?: unknown }): string[] {
  const named = [entry.photo, ...(Array.isArray(entry.more_photos) ? entry.more_photos : [])];
  return named.filter((name) => typeof name === "string" && name !== "");
}

/**
 * The pictures content/shop.yaml names, each a file beside it at the top of content/: the logo
 * and the photo of a gift as it arrives wrapped. The pages show each in a place of its own.
 */
export function namedShopPictures(settings: {
  logo?: unknown;
  wrapping_photo?: unknown;
}): string[] {
  return [settings.logo, settings.wrapping_photo].filter(
    (name): name is string => typeof name === "string" && name !== "",
  );
}
