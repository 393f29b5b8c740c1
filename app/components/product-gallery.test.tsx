import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editionCatalog } from "~/content/edition-catalog";
import type { Product } from "~/data/types";
import { ProductGallery } from "./product-gallery";
import { editions, renderInEdition } from "../../tests/component/render";

afterEach(() => {
  vi.restoreAllMocks();
});

/** happy-dom lays nothing out: the strip is given the width of a phone's, one photo wide. */
const width = 340;

/** Escape on a modal dialog: the browser answers it with `cancel`, which happy-dom never sends. */
function pressEscape(dialog: HTMLElement) {
  fireEvent.keyDown(dialog, { key: "Escape" });
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
}

for (const { locale, t } of editions) {
  const catalog = editionCatalog(locale);
  const dot = locale === "bn" ? /^ছবি [০-৯]+ \/ [০-৯]+$/ : /^Photo \d+ of \d+$/;

  function showGallery(product: Product, { started = true } = {}) {
    const scrollTo = vi.spyOn(HTMLElement.prototype, "scrollTo");
    const rendered = renderInEdition(<ProductGallery product={product} />, {
      locale,
      path: `/product/${product.id}`,
      started,
    });
    const strip = screen.getByRole("region", { name: t.gallery.label(product.name) });
    Object.defineProperty(strip, "clientWidth", { configurable: true, value: width });
    const dots = screen.getAllByRole("button", { name: dot });
    const total = dots.length;
    const dotFor = (index: number) =>
      screen.getByRole("button", { name: t.gallery.photoOf(index, total) });
    /** The dots that say they are the photo on screen: always exactly one. */
    const currentDots = () =>
      dots
        .filter((button) => button.getAttribute("aria-current") === "true")
        .map((button) => button.getAttribute("aria-label"));
    return { ...rendered, strip, total, dotFor, currentDots, scrollTo };
  }

  // The frame and the rose: the gifts the spec's personalised page is about.
  for (const id of ["1", "8"]) {
    const product = catalog.findProduct(id);
    if (!product) throw new Error(`Gift ${id} is the gallery's example.`);
    const photoCount = 1 + (product.views ?? []).length;

    describe(`the photos of ${product.name} (${locale})`, () => {
      it("has a dot for each photo, and the dot of the photo on screen says so", () => {
        const { strip, total, dotFor, currentDots } = showGallery(product);
        expect(total).toBe(photoCount);
        expect(total).toBeGreaterThanOrEqual(2);
        expect(currentDots()).toEqual([t.gallery.photoOf(1, total)]);

        // A swipe scrolls the strip on by a photo's width.
        strip.scrollLeft = width;
        fireEvent.scroll(strip);
        expect(currentDots()).toEqual([t.gallery.photoOf(2, total)]);
        expect(dotFor(1).hasAttribute("aria-current")).toBe(false);
        // Stopped nearer the first photo than the second, the strip shows the first.
        strip.scrollLeft = width * 0.4;
        fireEvent.scroll(strip);
        expect(currentDots()).toEqual([t.gallery.photoOf(1, total)]);
      });

      it("a dot scrolls the strip to its photo", async () => {
        const { user, strip, total, dotFor, currentDots, scrollTo } = showGallery(product);
        await user.click(dotFor(total));
        expect(scrollTo).toHaveBeenCalledTimes(1);
        expect(scrollTo.mock.contexts[0]).toBe(strip);
        expect(scrollTo).toHaveBeenLastCalledWith({ left: (total - 1) * width });
        expect(currentDots()).toEqual([t.gallery.photoOf(total, total)]);

        await user.click(dotFor(1));
        expect(scrollTo).toHaveBeenLastCalledWith({ left: 0 });
        expect(currentDots()).toEqual([t.gallery.photoOf(1, total)]);
      });

      it("the Enlarge button opens the photo on screen, and Escape brings the focus back to it and the strip to the photo looked at last", async () => {
        const { user, strip, total, dotFor, currentDots, scrollTo } = showGallery(product);
        const enlarge = screen.getByRole("button", { name: t.gallery.enlarge });
        expect(enlarge.getAttribute("aria-haspopup")).toBe("dialog");
        await user.click(dotFor(2));
        enlarge.focus();
        await user.keyboard("{Enter}");

        const viewer = screen.getByRole("dialog", { name: t.gallery.label(product.name) });
        expect(within(viewer).getByText(t.gallery.photoOf(2, total))).toBeInTheDocument();
        expect(document.activeElement).toBe(
          within(viewer).getByRole("button", { name: t.gallery.close }),
        );
        await user.keyboard("{ArrowLeft}");
        await user.keyboard("{ArrowLeft}");
        expect(within(viewer).getByText(t.gallery.photoOf(total, total))).toBeInTheDocument();

        scrollTo.mockClear();
        pressEscape(viewer);
        expect(screen.queryByRole("dialog")).toBeNull();
        expect(document.activeElement).toBe(enlarge);
        expect(currentDots()).toEqual([t.gallery.photoOf(total, total)]);
        expect(scrollTo.mock.contexts).toEqual([strip]);
        expect(scrollTo).toHaveBeenCalledWith({ left: (total - 1) * width, behavior: "instant" });
      });

      it("a tap on the photo enlarges it, and Close puts the focus back on the strip", async () => {
        const { user, strip, total } = showGallery(product);
        await user.click(within(strip).getAllByRole("img")[0] ?? strip);
        const viewer = screen.getByRole("dialog", { name: t.gallery.label(product.name) });
        expect(within(viewer).getByText(t.gallery.photoOf(1, total))).toBeInTheDocument();
        expect(within(viewer).getByRole("img").getAttribute("alt")).toBe(product.image.alt);
        await user.click(within(viewer).getByRole("button", { name: t.gallery.next }));
        await user.click(within(viewer).getByRole("button", { name: t.gallery.close }));
        expect(screen.queryByRole("dialog")).toBeNull();
        expect(document.activeElement).toBe(strip);
        expect(
          screen
            .getByRole("button", { name: t.gallery.photoOf(2, total) })
            .getAttribute("aria-current"),
        ).toBe("true");
      });

      it("Enter on the focused strip enlarges the photo on screen, and the view stays open", async () => {
        const { user, strip, total } = showGallery(product);
        strip.scrollLeft = width;
        fireEvent.scroll(strip);
        strip.focus();
        await user.keyboard("{Enter}");
        const viewer = screen.getByRole("dialog", { name: t.gallery.label(product.name) });
        expect(within(viewer).getByText(t.gallery.photoOf(2, total))).toBeInTheDocument();
      });

      it("holds only the first photo until the page has started and the shopper reaches for the strip, then the others, lazily", () => {
        const before = showGallery(product, { started: false });
        const [first, ...others] = within(before.strip).getAllByRole("img");
        expect(others).toEqual([]);
        expect(first?.getAttribute("loading")).toBe("eager");
        expect(first?.getAttribute("fetchpriority")).toBe("high");
        expect(before.total).toBe(photoCount);
        before.unmount();

        const after = showGallery(product);
        expect(within(after.strip).getAllByRole("img")).toHaveLength(1);
        fireEvent.pointerDown(after.strip);
        const photos = within(after.strip).getAllByRole("img");
        expect(photos).toHaveLength(photoCount);
        for (const photo of photos.slice(1)) {
          expect(photo.getAttribute("loading")).toBe("lazy");
          expect(photo.hasAttribute("fetchpriority")).toBe(false);
        }
      });

      it("fetches the other photos when a swipe or a dot brings one on", async () => {
        const swiped = showGallery(product);
        swiped.strip.scrollLeft = width;
        fireEvent.scroll(swiped.strip);
        expect(within(swiped.strip).getAllByRole("img")).toHaveLength(photoCount);
        swiped.unmount();

        const { user, strip } = showGallery(product);
        await user.click(screen.getByRole("button", { name: t.gallery.photoOf(2, photoCount) }));
        expect(within(strip).getAllByRole("img")).toHaveLength(photoCount);
      });
    });
  }

  describe(`a gift with three photos (${locale})`, () => {
    const [frame, rose] = ["1", "8"].map((id) => catalog.findProduct(id));
    if (!frame || !rose) throw new Error("The frame and the rose are the gallery's examples.");
    // A photo the owner has not described is named by its place.
    const three: Product = {
      ...frame,
      views: [{ src: rose.image.src }, { src: `${rose.image.src}?2` }],
    };

    it("counts them in the edition's words and digits, and names a photo left undescribed by its place", async () => {
      const { user, strip, total } = showGallery(three);
      expect(total).toBe(3);
      expect(
        screen.getByRole("button", { name: locale === "bn" ? "ছবি ১ / ৩" : "Photo 1 of 3" }),
      ).toBeInTheDocument();
      fireEvent.focus(strip);
      expect(within(strip).getAllByRole("img")[2]?.getAttribute("alt")).toBe(
        t.gallery.photoAlt(frame.name, 3, 3),
      );
      await user.click(screen.getByRole("button", { name: t.gallery.enlarge }));
      const viewer = screen.getByRole("dialog");
      await user.keyboard("{ArrowLeft}");
      expect(
        within(viewer).getByText(locale === "bn" ? "ছবি ৩ / ৩" : "Photo 3 of 3"),
      ).toBeInTheDocument();
      await user.keyboard("{ArrowRight}");
      await user.keyboard("{ArrowRight}");
      expect(within(viewer).getByText(t.gallery.photoOf(2, 3))).toBeInTheDocument();
    });
  });

  describe(`a gift with one photo (${locale})`, () => {
    const frame = catalog.findProduct("1");
    if (!frame) throw new Error("The frame is the gallery's example.");
    const single: Product = { ...frame, views: [] };

    it("has no dots, and a tap on its photo opens it and gives the focus back to Enlarge", async () => {
      const { user } = renderInEdition(<ProductGallery product={single} />, { locale });
      expect(screen.queryByRole("region")).toBeNull();
      expect(screen.queryAllByRole("button", { name: dot })).toEqual([]);
      await user.click(screen.getByRole("img", { name: frame.image.alt }));
      const viewer = screen.getByRole("dialog", { name: t.gallery.label(frame.name) });
      expect(within(viewer).getByText(t.gallery.photoOf(1, 1))).toBeInTheDocument();
      pressEscape(viewer);
      expect(document.activeElement).toBe(screen.getByRole("button", { name: t.gallery.enlarge }));
    });
  });
}
