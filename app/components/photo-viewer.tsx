import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "./icons";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useMessages } from "~/hooks/use-messages";
import { responsiveImage } from "~/lib/catalog/images";

export interface ViewerPhoto {
  src: string;
  alt: string;
}

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:opacity-40";

/** Which way each arrow key moves a zoomed photo: x, then y. */
const panSteps: Partial<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A gift's photos (or the shop's wrapping photo) enlarged over the whole screen, in a modal
 * dialog: the page behind it is out of reach, Tab stays among its buttons, arrows move between
 * photos and Escape closes it. The photo fills the screen; zoomed, it is drawn twice as large and
 * the shopper pans it by scrolling, and a touch screen may pinch it larger still. `onClose` is
 * told the photo shown last.
 */
export function PhotoViewer({
  title,
  photos,
  start,
  onClose,
}: {
  /** The dialog's name and heading: a gift's photos, or the gift wrapping. */
  title: string;
  photos: readonly ViewerPhoto[];
  start: number;
  onClose: (lastShown: number) => void;
}) {
  const t = useMessages();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  /** Where a tap zoomed in, as fractions of the photo, which the zoomed view centres. */
  const zoomPoint = useRef({ x: 0.5, y: 0.5 });
  const photo = photos[index] ?? photos[0];
  const several = photos.length > 1;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    closeButton.current?.focus();
    return () => element.close();
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element || !zoomed) return;
    element.scrollTo({
      left: (element.scrollWidth - element.clientWidth) * zoomPoint.current.x,
      top: (element.scrollHeight - element.clientHeight) * zoomPoint.current.y,
      behavior: "instant",
    });
  }, [zoomed, index]);

  function move(step: 1 | -1) {
    setIndex((current) => (current + step + photos.length) % photos.length);
    setZoomed(false);
  }

  function toggleZoom(point = { x: 0.5, y: 0.5 }) {
    zoomPoint.current = point;
    setZoomed((current) => !current);
  }

  function zoomAt(event: MouseEvent<HTMLDivElement>) {
    const image = event.currentTarget.querySelector("img");
    if (!image) return;
    const box = image.getBoundingClientRect();
    const within = (value: number) => Math.min(1, Math.max(0, value));
    toggleZoom({
      x: within((event.clientX - box.left) / box.width),
      y: within((event.clientY - box.top) / box.height),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const pan = panSteps[event.key];
    if (zoomed && pan) {
      // Zoomed, the arrows move the photo as a finger does; zoomed out, they change photos.
      event.preventDefault();
      const step = (scroller.current?.clientWidth ?? 0) / 4;
      scroller.current?.scrollBy({ left: pan[0] * step, top: pan[1] * step });
    } else if (several && event.key === "ArrowRight") {
      event.preventDefault();
      move(1);
    } else if (several && event.key === "ArrowLeft") {
      event.preventDefault();
      move(-1);
    } else if (event.key === "Tab") {
      // The dialog keeps the focus: from its last button Tab goes back to its first.
      const buttons = [...event.currentTarget.querySelectorAll("button:not(:disabled)")];
      const first = buttons[0];
      const last = buttons.at(-1);
      if (event.shiftKey && document.activeElement === first && last instanceof HTMLElement) {
        event.preventDefault();
        last.focus();
      } else if (
        !event.shiftKey &&
        document.activeElement === last &&
        first instanceof HTMLElement
      ) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  if (!photo) return null;
  return (
    // A dialog's keys are its own: the arrows move between photos, Tab stays among its buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: closed by the page, so the strip and the focus follow.
        event.preventDefault();
        onClose(index);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none overscroll-contain bg-ink p-0 text-white backdrop:bg-ink"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 p-2">
          <h2 id={titleId} className="min-w-0 flex-1 truncate px-2 text-sm font-semibold">
            {title}
          </h2>
          <button
            type="button"
            aria-pressed={zoomed}
            aria-label={zoomed ? t.gallery.zoomOut : t.gallery.zoomIn}
            onClick={() => toggleZoom()}
            className={controlButton}
          >
            {zoomed ? (
              <ZoomOut aria-hidden="true" className="size-5" />
            ) : (
              <ZoomIn aria-hidden="true" className="size-5" />
            )}
          </button>
          <button
            ref={closeButton}
            type="button"
            aria-label={t.gallery.close}
            onClick={() => onClose(index)}
            className={controlButton}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        {/* A tap on the photo zooms it in or out where it was tapped: a pointer's shortcut to
            the Zoom button above, which keyboards and screen readers use. */}
        {/* Zoomed, the photo is a named region a keyboard scrolls too, as WAI-ARIA asks of a
            scrollable region (axe: scrollable-region-focusable); jsx-a11y knows no such case. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={scroller}
          onClick={zoomAt}
          role="group"
          aria-label={zoomed ? t.gallery.zoomedHint : undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the region above
          tabIndex={zoomed ? 0 : undefined}
          className={`flex min-h-0 flex-1 overflow-auto overscroll-contain [container-type:size] touch-manipulation ${zoomed ? "cursor-zoom-out" : "cursor-zoom-in"}`}
        >
          <img
            key={photo.src}
            {...responsiveImage(photo.src, "product")}
            sizes={zoomed ? "min(200vw, 200vh)" : "min(100vw, 100vh)"}
            alt={photo.alt}
            width={400}
            height={400}
            className={`m-auto max-w-none ${zoomed ? "size-[calc(2*min(100cqw,100cqh))]" : "size-[min(100cqw,100cqh)]"}`}
          />
        </div>
        <div className="flex items-center justify-center gap-4 p-2">
          {several ? (
            <button
              type="button"
              aria-label={t.gallery.previous}
              onClick={() => move(-1)}
              className={controlButton}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
          ) : null}
          <p aria-live="polite" className="min-w-20 text-center text-sm">
            {t.gallery.photoOf(index + 1, photos.length)}
          </p>
          {several ? (
            <button
              type="button"
              aria-label={t.gallery.next}
              onClick={() => move(1)}
              className={controlButton}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
