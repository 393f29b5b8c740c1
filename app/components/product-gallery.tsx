import { Maximize2 } from "./icons";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { BlurPlaceholder } from "~/components/blur-placeholder";
import { PhotoViewer, type ViewerPhoto } from "~/components/photo-viewer";
import type { Product } from "~/data/types";
import { usePageStarted } from "~/hooks/use-device-value";
import { useMessages } from "~/hooks/use-messages";
import { responsiveImage } from "~/lib/catalog/images";
import { useFocusAfterDialog } from "~/hooks/use-focus-after-dialog";

/**
 * A gift's photos on its page: a strip the shopper swipes, which CSS scroll-snap makes work from
 * the first paint, before the app starts; dots below it that show the photo on screen and move to
 * another; and an enlarged view, opened by the button on the photo or a tap on it. Only the first
 * photo, the page's largest picture, is fetched at once: the others are in the page only once it
 * has started (Chrome fetches a lazy picture beside a strip's first at once, which on a slow line
 * takes bandwidth from the first), and lazily. A gift with one photo has no dots.
 */
export function ProductGallery({
  product,
  badge,
}: {
  product: Pick<Product, "name" | "image" | "views">;
  /** Shown over the photo's top-left corner, such as the discount. */
  badge?: ReactNode;
}) {
  const t = useMessages();
  const started = usePageStarted();
  const strip = useRef<HTMLDivElement>(null);
  const enlargeButton = useRef<HTMLButtonElement>(null);
  /** What opened the enlarged view, which gets the focus back once it has closed. */
  const opener = useRef<HTMLElement | null>(null);
  const [current, setCurrent] = useState(0);
  // Photos after the first are fetched once the shopper reaches for the strip (a touch, a swipe,
  // a dot, the keyboard's focus), not with the page: most never swipe, and Chromium fetched a
  // lazy photo one swipe away with the page, 15–19 KB of every first visit to a gift.
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const [viewing, setViewing] = useState<number | null>(null);
  const views = product.views ?? [];
  const total = 1 + views.length;
  const photos: ViewerPhoto[] = [
    { src: product.image.src, alt: product.image.alt },
    ...views.map((view, index) => ({
      src: view.src,
      alt: view.alt ?? t.gallery.photoAlt(product.name, index + 2, total),
    })),
  ];
  const several = total > 1;

  /** The photo the strip shows, as its scrolling says: the nearest to where it has stopped. */
  function photoOnScreen(element: HTMLElement): number {
    return element.clientWidth > 0 ? Math.round(element.scrollLeft / element.clientWidth) : 0;
  }

  // A shopper may swipe or focus the strip before the app starts, when nothing listens: the dots
  // and the further photos then catch up.
  useEffect(() => {
    if (!strip.current) return;
    const onScreen = photoOnScreen(strip.current);
    setCurrent(onScreen);
    if (onScreen > 0 || strip.current.contains(document.activeElement)) setReached(true);
  }, []);

  const focusBack = useFocusAfterDialog(viewing !== null);

  /** The photo at `index` in the strip, by the strip's own scrolling (smooth unless reduced). */
  function showPhoto(index: number) {
    const element = strip.current;
    if (!element) return;
    setReached(true);
    element.scrollTo({ left: index * element.clientWidth });
    setCurrent(index);
  }

  function openViewer() {
    const focused = document.activeElement;
    // A tap on the photo of a gift with one photo focuses nothing: the Enlarge button stands in.
    opener.current =
      focused instanceof HTMLElement && focused !== document.body ? focused : enlargeButton.current;
    setViewing(current);
  }

  function closeViewer(lastShown: number) {
    setViewing(null);
    // The strip shows the photo the shopper last looked at, and the focus is back where it was.
    const element = strip.current;
    if (element) element.scrollTo({ left: lastShown * element.clientWidth, behavior: "instant" });
    setCurrent(lastShown);
    focusBack.returnTo(opener.current);
  }

  return (
    <div className="self-start">
      <div className="relative overflow-hidden rounded-3xl border border-sand bg-white">
        {/* A tap on the photo is a pointer's shortcut to the Enlarge button, which keyboards and
            screen readers use; Enter on the focused strip does the same. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          ref={strip}
          {...(several
            ? { role: "region", "aria-label": t.gallery.label(product.name), tabIndex: 0 }
            : {})}
          onScroll={(event) => {
            reach();
            setCurrent(photoOnScreen(event.currentTarget));
          }}
          onPointerDown={reach}
          onFocus={reach}
          onClick={openViewer}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.target !== event.currentTarget) return;
            // The view takes the focus at once; the same Enter would then press its Close button.
            event.preventDefault();
            openViewer();
          }}
          className={`flex cursor-zoom-in ${several ? "snap-x snap-mandatory overflow-x-auto overscroll-x-contain scroll-smooth [scrollbar-width:none] [&::-webkit-scrollbar]:hidden" : ""}`}
        >
          {photos.map((photo, index) => (
            <div key={photo.src} className="relative w-full shrink-0 snap-center snap-always">
              {index === 0 ? (
                <>
                  <BlurPlaceholder src={product.image.placeholder} />
                  {/* The page's largest picture: fetched first and never lazily. */}
                  <img
                    {...responsiveImage(photo.src, "product")}
                    alt={photo.alt}
                    width={400}
                    height={400}
                    fetchPriority="high"
                    loading="eager"
                    className="relative aspect-square w-full"
                  />
                </>
              ) : started && reached ? (
                <img
                  {...responsiveImage(photo.src, "product")}
                  alt={photo.alt}
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full"
                />
              ) : (
                <div className="aspect-square w-full" />
              )}
            </div>
          ))}
        </div>
        {badge}
        <button
          ref={enlargeButton}
          type="button"
          aria-label={t.gallery.enlarge}
          aria-haspopup="dialog"
          onClick={openViewer}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full border border-sand bg-white/90 text-ink shadow-sm hover:text-brand-800"
        >
          <Maximize2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      {several ? (
        <div className="mt-1 flex justify-center">
          {photos.map((photo, index) => (
            <button
              key={photo.src}
              type="button"
              aria-label={t.gallery.photoOf(index + 1, total)}
              aria-current={index === current ? "true" : undefined}
              onClick={() => showPhoto(index)}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className="h-2.5 w-2.5 rounded-full bg-stone-300 transition-all group-hover:bg-brand-300 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-700"
              />
            </button>
          ))}
        </div>
      ) : null}
      {viewing === null ? null : (
        <PhotoViewer
          title={t.gallery.label(product.name)}
          photos={photos}
          start={viewing}
          onClose={closeViewer}
        />
      )}
    </div>
  );
}
