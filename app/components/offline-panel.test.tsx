import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localizePath } from "~/config/locale";
import { pages } from "../../tests/component/pages";
import { hrefOf } from "../../tests/component/reading";
import { editions, renderSite } from "../../tests/component/render";

afterEach(() => {
  Reflect.deleteProperty(navigator, "onLine");
  vi.restoreAllMocks();
});

/** The shop's number as each edition writes it. */
const phoneShown = { en: "+880 1712-345678", bn: "+৮৮০ ১৭১২-৩৪৫৬৭৮" };

/** A gift's page whose data never came: what fetch throws when there is no connection. */
const unreachable = {
  ...pages.product,
  loader: () => {
    throw new TypeError("Failed to fetch");
  },
};

for (const { locale, t } of editions) {
  describe(`the offline page (${locale})`, () => {
    it("stands in for a page that could not load, and still calls the shop and opens the cart", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
      const { user } = renderSite(localizePath("/product/3", locale), [unreachable]);
      expect(
        await screen.findByRole("heading", { level: 1, name: t.offline.title }, { timeout: 5000 }),
      ).toBeInTheDocument();
      const main = screen.getByRole("main");
      expect(within(main).getByText(t.offline.text)).toBeInTheDocument();
      const call = within(main).getByRole("link", {
        name: `${t.offline.call} ${phoneShown[locale]}`,
      });
      expect(hrefOf(call)).toBe("tel:+8801712345678");
      expect(hrefOf(within(main).getByRole("link", { name: t.offline.cart }))).toBe(
        localizePath("/cart", locale),
      );
      // The header and footer are still there, in the edition's language.
      expect(screen.getByRole("banner")).toBeInTheDocument();
      expect(screen.getByRole("contentinfo")).toBeInTheDocument();

      await user.click(within(main).getByRole("button", { name: t.offline.tryAgain }));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it("is shown for any failure while the phone has no connection, and not for others once it has", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const broken = {
        ...pages.product,
        loader: () => {
          throw new Error("The page's data could not be read.");
        },
      };
      Object.defineProperty(navigator, "onLine", { configurable: true, value: false });
      const offline = renderSite(localizePath("/product/3", locale), [broken]);
      expect(
        await screen.findByRole("heading", { level: 1, name: t.offline.title }, { timeout: 5000 }),
      ).toBeInTheDocument();
      offline.unmount();

      Reflect.deleteProperty(navigator, "onLine");
      renderSite(localizePath("/product/3", locale), [broken]);
      expect(
        await screen.findByRole("heading", { level: 1, name: t.error.title }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: t.offline.title })).toBeNull();
    });
  });
}
