/**
 * Where each picture sits on a page, and how wide it is drawn there, in CSS pixels. The build
 * makes a WebP of every picture at each width in `IMAGE_WIDTHS`; the browser picks one through
 * `srcset` and `sizes`, and decodes it off the main thread (an SVG `<img>` is rasterised on it).
 */
export const imageSlots = {
  /** Product cards: two columns on a phone, up to four on a desktop. */
  card: "(min-width: 1024px) 288px, (min-width: 640px) 45vw, 50vw",
  /**
   * Category cards: two columns up to the desktop width, then three of the page's 80rem (397 px
   * at 1280 px and wider).
   */
  category: "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 50vw",
  /** The product page's picture: the full width on a phone, half a desktop's. */
  product: "(min-width: 1024px) 560px, 92vw",
  /**
   * Home's hero art: small on a phone, larger from the tablet width up. 88 px beside the title, so
   * that a 1.75× phone takes the 160 px copy (1.5 KB), not the 320 (3.1 KB) that 96 px took.
   */
  hero: "(min-width: 1024px) 576px, (min-width: 640px) 384px, 88px",
  /** Cart lines and wishlist rows. */
  thumb: "112px",
  /** The shop's own logo (content/shop.yaml) beside its name in the header and footer. */
  logo: "36px",
  /**
   * The shop's photo of a gift as it arrives wrapped (content/shop.yaml), beside the wrapping
   * promise on a gift's page: 56 px, so that phones up to 2.85× take the smallest copy, 160 (1.6
   * KB); at 64 px a 2.75× phone took the 320 (3.5 KB), and a gift's first view went over its 60 KB
   * of pictures.
   */
  wrapping: "56px",
  /**
   * Team portraits on About, the art of a category with nothing online, and the wrapping photo
   * on Shipping.
   */
  portrait: "256px",
} as const;

export type ImageSlot = keyof typeof imageSlots;

/**
 * The widths the build makes of every picture: enough for 1×–3× screens in every slot, with 720
 * because a common phone (412 px at 1.75×) draws the product picture 663 px wide and fetches the
 * next width up, which at 800 px was a fifth heavier and painted later. The image build
 * (scripts/build/build-images.ts) makes them, with the shapes below and the share previews' size.
 */
export const IMAGE_WIDTHS: readonly number[] = [160, 320, 400, 480, 640, 720, 960];
/** The size of a share preview (`og:image`): a picture centred on the shop's background. */
export const SHARE_IMAGE = { width: 1200, height: 630 };
/** The shapes the build cuts pictures to, across by down, by their folder in content/. */
export const PICTURE_ASPECTS: Readonly<Record<string, readonly [number, number]>> = {
  products: [1, 1],
  categories: [4, 3],
  team: [1, 1],
  extras: [1, 1],
};

/**
 * The sources pages name: the catalog's pictures in content/ (`/content/products/x/photo.jpg`)
 * and the site's own art in public/images (`/images/hero.jpg`). Neither is served as it is.
 */
const sourcePattern = /^\/(?:content|images)\/(.+)\.(?:svg|png|jpe?g|webp|avif|heic|heif)$/i;

/** The file the build writes for a source picture at one width. */
export function rasterPath(source: string, width: number): string {
  return `/img/${pictureKey(source)}-${width}.webp`;
}

/** The 1200×630 JPEG the build makes of a picture for link previews (Facebook, WhatsApp, X). */
export function shareImagePath(source: string): string {
  return `/img/share/${pictureKey(source)}.jpg`;
}

/**
 * The square JPEG the build makes of each of a gift's photos for the catalog feeds that Facebook,
 * Instagram, WhatsApp and Google Merchant Center read (scripts/build/build-images.ts): they take
 * JPEG and want at least 500 × 500 pixels, more than a share preview's 630.
 */
export function feedImagePath(source: string): string {
  return `/img/feed/${pictureKey(source)}.jpg`;
}

function pictureKey(source: string): string {
  const key = sourcePattern.exec(source)?.[1];
  if (key === undefined) throw new Error(`${source} is not a picture the build converts`);
  return key;
}

/** Whether the build makes WebP versions of a picture: the shop's own pictures. */
export function hasRasterVersions(source: string): boolean {
  return sourcePattern.test(source);
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
