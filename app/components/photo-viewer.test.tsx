import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editionCatalog } from "~/content/edition-catalog";
import { PhotoViewer, type ViewerPhoto } from "./photo-viewer";
import { editions, renderInEdition } from "../../tests/component/render";

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Escape on a modal dialog: the browser answers the key with the dialog's `cancel` event, which
 * happy-dom never sends, so the test sends it as the browser would.
 */
function pressEscape(dialog: HTMLElement) {
  fireEvent.keyDown(dialog, { key: "Escape" });
  fireEvent(dialog, new Event("cancel", { cancelable: true }));
}

for (const { locale, t } of editions) {
  const catalog = editionCatalog(locale);
  const [frame, rose, hamper] = ["1", "8", "2"].map((id) => catalog.findProduct(id));
  if (!frame || !rose || !hamper) throw new Error("Gifts 1, 2 and 8 are the viewer's examples.");
  /** Three photos, so that moving on from the last and back from the first both show. */
  const photos: ViewerPhoto[] = [frame.image, rose.image, hamper.image].map(({ src, alt }) => ({
    src,
    alt,
  }));
  const total = 3;
  const name = frame.name;

  function openViewer(start = 0, shown: readonly ViewerPhoto[] = photos) {
    const onClose = vi.fn<(lastShown: number) => void>();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    // Controls before and after it, as the page has: Tab must not reach them.
    const rendered = renderInEdition(
      <>
        <button type="button">Behind, before</button>
        <PhotoViewer title={t.gallery.label(name)} photos={shown} start={start} onClose={onClose} />
        <button type="button">Behind, after</button>
      </>,
      { locale },
    );
    const dialog = screen.getByRole("dialog", { name: t.gallery.label(name) });
    return { ...rendered, dialog, onClose, showModal };
  }

  const counter = (dialog: HTMLElement) =>
    within(dialog).getByText(/./, { selector: "p[aria-live]" }).textContent;

  describe(`the enlarged photos (${locale})`, () => {
    it("opens as a modal dialog named after the gift, at the photo it was opened on, with the focus on Close", () => {
      const { dialog, showModal } = openViewer(1);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(dialog.hasAttribute("open")).toBe(true);
      expect(counter(dialog)).toBe(t.gallery.photoOf(2, total));
      expect(within(dialog).getByRole("img").getAttribute("alt")).toBe(photos[1]?.alt);
      expect(document.activeElement).toBe(
        within(dialog).getByRole("button", { name: t.gallery.close }),
      );
    });

    it("counts in the edition's digits", () => {
      const { dialog } = openViewer();
      expect(counter(dialog)).toMatch(
        locale === "bn" ? /^ছবি [০-৯]+ \/ [০-৯]+$/ : /^Photo \d+ of \d+$/,
      );
      expect(counter(dialog)).toBe(locale === "bn" ? "ছবি ১ / ৩" : "Photo 1 of 3");
    });

    it("moves between the photos with the arrow keys and the buttons, round from either end", async () => {
      const { dialog, user } = openViewer();
      await user.keyboard("{ArrowRight}");
      expect(counter(dialog)).toBe(t.gallery.photoOf(2, total));
      await user.keyboard("{ArrowLeft}");
      expect(counter(dialog)).toBe(t.gallery.photoOf(1, total));
      await user.keyboard("{ArrowLeft}");
      expect(counter(dialog)).toBe(t.gallery.photoOf(total, total));
      expect(within(dialog).getByRole("img").getAttribute("alt")).toBe(photos.at(-1)?.alt);
      await user.keyboard("{ArrowRight}");
      expect(counter(dialog)).toBe(t.gallery.photoOf(1, total));

      await user.click(within(dialog).getByRole("button", { name: t.gallery.previous }));
      expect(counter(dialog)).toBe(t.gallery.photoOf(total, total));
      await user.click(within(dialog).getByRole("button", { name: t.gallery.next }));
      expect(counter(dialog)).toBe(t.gallery.photoOf(1, total));
    });

    it("zoomed in, the arrows move the photo instead, and the photo stays", async () => {
      const scrollBy = vi.spyOn(HTMLElement.prototype, "scrollBy");
      const { dialog, user } = openViewer();
      await user.keyboard("{ArrowRight}");
      const zoomIn = within(dialog).getByRole("button", { name: t.gallery.zoomIn });
      expect(zoomIn.getAttribute("aria-pressed")).toBe("false");
      zoomIn.focus();
      await user.keyboard("{Enter}");

      const zoomOut = within(dialog).getByRole("button", { name: t.gallery.zoomOut });
      expect(zoomOut.getAttribute("aria-pressed")).toBe("true");
      const zoomed = within(dialog).getByRole("group", { name: t.gallery.zoomedHint });
      expect(zoomed.tabIndex).toBe(0);
      // happy-dom lays nothing out: the photo's frame is given the width a phone would.
      Object.defineProperty(zoomed, "clientWidth", { configurable: true, value: 400 });

      await user.keyboard("{ArrowRight}");
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 100, top: 0 });
      await user.keyboard("{ArrowLeft}");
      expect(scrollBy).toHaveBeenLastCalledWith({ left: -100, top: 0 });
      await user.keyboard("{ArrowDown}");
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 0, top: 100 });
      expect(counter(dialog)).toBe(t.gallery.photoOf(2, total));

      await user.keyboard("{Enter}");
      expect(within(dialog).getByRole("button", { name: t.gallery.zoomIn })).toBeInTheDocument();
      expect(within(dialog).queryByRole("group", { name: t.gallery.zoomedHint })).toBeNull();
      scrollBy.mockClear();
      await user.keyboard("{ArrowRight}");
      expect(scrollBy).not.toHaveBeenCalled();
      expect(counter(dialog)).toBe(t.gallery.photoOf(3, total));
    });

    it("keeps Tab among its own buttons, both ways round", async () => {
      const { dialog, user } = openViewer();
      const focused = () => {
        expect(dialog.contains(document.activeElement)).toBe(true);
        return document.activeElement?.getAttribute("aria-label");
      };
      const reached: (string | null | undefined)[] = [];
      for (let step = 0; step <= within(dialog).getAllByRole("button").length; step += 1) {
        await user.tab();
        reached.push(focused());
      }
      const { previous, next, zoomIn, close } = t.gallery;
      expect(reached).toEqual([previous, next, zoomIn, close, previous]);

      await user.tab({ shift: true });
      await user.tab({ shift: true });
      expect(focused()).toBe(zoomIn);
      await user.tab({ shift: true });
      expect(focused()).toBe(next);
    });

    it("Escape and Close each tell the gallery which photo was shown last", async () => {
      const first = openViewer();
      await first.user.keyboard("{ArrowRight}");
      pressEscape(first.dialog);
      expect(first.onClose).toHaveBeenCalledExactlyOnceWith(1);
      first.unmount();

      const second = openViewer(2);
      await second.user.click(within(second.dialog).getByRole("button", { name: t.gallery.close }));
      expect(second.onClose).toHaveBeenCalledExactlyOnceWith(2);
    });

    it("closes the dialog when the gallery takes it away", () => {
      const close = vi.spyOn(HTMLDialogElement.prototype, "close");
      const { dialog, unmount } = openViewer();
      unmount();
      expect(close).toHaveBeenCalledTimes(1);
      expect(dialog.hasAttribute("open")).toBe(false);
    });

    it("with one photo, has no arrows to press and stays on it", async () => {
      const { dialog, user } = openViewer(0, photos.slice(0, 1));
      expect(within(dialog).queryByRole("button", { name: t.gallery.next })).toBeNull();
      expect(within(dialog).queryByRole("button", { name: t.gallery.previous })).toBeNull();
      await user.keyboard("{ArrowRight}");
      expect(counter(dialog)).toBe(t.gallery.photoOf(1, 1));
    });
  });
}
