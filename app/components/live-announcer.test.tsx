import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localizePath } from "~/config/locale";
import { editionCatalog } from "~/content/edition-catalog";
import { announce } from "~/hooks/use-announcer";
import { LiveAnnouncer } from "./live-announcer";
import { hrefOf } from "../../tests/component/reading";
import { editions, renderInEdition } from "../../tests/component/render";

afterEach(() => {
  vi.useRealTimers();
});

for (const { locale, t } of editions) {
  const hamper = editionCatalog(locale).findProduct("2")?.name ?? "";
  const added = t.cart.added(hamper, 1);
  const viewCart = { label: t.cart.viewCart, to: localizePath("/cart", locale) };

  function showAnnouncer() {
    const rendered = renderInEdition(<LiveAnnouncer />, { locale, path: "/product/2" });
    const region = screen.getByRole("status");
    return { ...rendered, region };
  }

  describe(`the notices (${locale})`, () => {
    it("say what happened in a polite status region that is always there, with the link beside it", async () => {
      const { region, user, unmount } = showAnnouncer();
      expect(region.getAttribute("aria-live")).toBe("polite");
      expect(region.textContent).toBe("");

      act(() => announce(added, viewCart));
      expect(region.textContent).toBe(added);
      const link = screen.getByRole("link", { name: t.cart.viewCart });
      // Outside the region: a screen reader hears what happened, not the link's name.
      expect(region.contains(link)).toBe(false);
      expect(hrefOf(link)).toBe(localizePath("/cart", locale));

      await user.click(link);
      expect((await screen.findByTestId("elsewhere")).textContent).toBe(
        localizePath("/cart", locale),
      );
      // Followed, the notice is gone: the cart page does not say it again.
      unmount();
      expect(showAnnouncer().region.textContent).toBe("");
    });

    it("Dismiss takes the notice away", async () => {
      const { region, user } = showAnnouncer();
      act(() => announce(t.wishlist.added(hamper)));
      expect(screen.queryByRole("link")).toBeNull();
      await user.click(screen.getByRole("button", { name: t.common.dismiss }));
      expect(region.textContent).toBe("");
      expect(screen.queryByRole("button", { name: t.common.dismiss })).toBeNull();
    });

    it("a new notice takes the place of the one before", () => {
      const { region } = showAnnouncer();
      act(() => announce(added, viewCart));
      act(() => announce(t.wishlist.added(hamper)));
      expect(region.textContent).toBe(t.wishlist.added(hamper));
      expect(screen.queryByRole("link", { name: t.cart.viewCart })).toBeNull();
    });

    it("leave by themselves, later with a link, and not while the focus is on them", () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const { region } = showAnnouncer();
      const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));

      act(() => announce(t.wishlist.added(hamper)));
      after(3999);
      expect(region.textContent).toBe(t.wishlist.added(hamper));
      after(1);
      expect(region.textContent).toBe("");

      act(() => announce(added, viewCart));
      after(4000);
      expect(region.textContent).toBe(added);
      after(4000);
      expect(region.textContent).toBe("");

      act(() => announce(added, viewCart));
      const dismiss = screen.getByRole("button", { name: t.common.dismiss });
      act(() => dismiss.focus());
      after(20_000);
      expect(region.textContent).toBe(added);
      act(() => dismiss.blur());
      after(8000);
      expect(region.textContent).toBe("");
    });

    it("a notice held by the focus does not hold the next one", () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const { region } = showAnnouncer();
      act(() => announce(added, viewCart));
      act(() => screen.getByRole("link", { name: t.cart.viewCart }).focus());
      act(() => announce(t.wishlist.added(hamper)));
      act(() => vi.advanceTimersByTime(4000));
      expect(region.textContent).toBe("");
      expect(within(document.body).queryByRole("button", { name: t.common.dismiss })).toBeNull();
    });
  });
}
