/**
 * Where each picture sits on a page, and how wide it is drawn there, in CSS pixels. The build
 * makes a WebP of every picture at each width in `IMAGE_WIDTHS`; the browser picks one through
 * `srcset` and `sizes`, and decodes it off the main thread (an SVG `<img>` is rasterised on it).
 */
export const imageSlots = {
  /** Product and category cards: two columns on a phone, up to four on a desktop. */
  card: "(min-width: 1024px) 288px, (min-width: 640px) 45vw, 50vw",
  /** The product page's picture: the full width on a phone, half a desktop's. */
  product: "(min-width: 1024px) 560px, 92vw",
  /** Home's hero art: small on a phone, larger from the tablet width up. */
  hero: "(min-width: 1024px) 576px, (min-width: 640px) 384px, 192px",
  /** Cart lines and wishlist rows. */
  thumb: "112px",
  /** Team portraits on About, and the art of a category with nothing online. */
  portrait: "256px",
} as const;

export type ImageSlot = keyof typeof imageSlots;

/** The widths the build makes of every picture: enough for 1×–3× screens in every slot. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;

/** The file the build writes for a source picture at one width. */
export function rasterPath(source: string, width: number): string {
  const withoutExtension = source.replace(/\.[a-z0-9]+$/i, "");
  return `${withoutExtension.replace(/^\/images\//, "/img/")}-${width}.webp`;
}

/** Whether the build makes WebP versions of a picture: the shop's own pictures, under /images. */
export function hasRasterVersions(source: string): boolean {
  return /^\/images\/.+\.(svg|png|jpe?g|webp)$/i.test(source);
}

/** The `src`, `srcSet` and `sizes` of an `<img>` showing `source` in a slot. */
export function responsiveImage(source: string, slot: ImageSlot) {
  if (!hasRasterVersions(source)) return { src: source };
  return {
    src: rasterPath(source, 640),
    srcSet: IMAGE_WIDTHS.map((width) => `${rasterPath(source, width)} ${width}w`).join(", "),
    sizes: imageSlots[slot],
  };
}
