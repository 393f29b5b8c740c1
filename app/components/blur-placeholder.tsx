/**
 * The tiny blurred copy of a picture, shown beneath it until it loads. A data: URL in an `<img>`,
 * because the page's security policy allows data: images but blocks inline style attributes. The
 * parent is `relative` and the picture comes after it, so the picture covers it once drawn.
 */
export function BlurPlaceholder({ src }: { src: string | undefined }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      data-placeholder=""
      width={16}
      height={16}
      className="pointer-events-none absolute inset-0 size-full scale-110 object-cover blur-xl"
    />
  );
}
