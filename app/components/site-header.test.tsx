import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localizePath } from "~/config/locale";
import { editionCatalog } from "~/content/edition-catalog";
import { SiteHeader } from "./site-header";
import { pageButton } from "../../tests/component/ordering";
import { pages } from "../../tests/component/pages";
import { editions, renderInEdition, renderSite } from "../../tests/component/render";
import { onADayWithNoGiftDay } from "../../tests/component/clock";

/** A whole page can take longer than Testing Library's usual second to come on a loaded machine. */
const pageLoad = { timeout: 5000 };
/** Tests that go from page to page. */
const pageByPage = 30_000;
/** The shop's number as each edition writes it. */
const phoneShown = { en: "+880 1712-345678", bn: "+৮৮০ ১৭১২-৩৪৫৬৭৮" };

onADayWithNoGiftDay();

for (const { locale, t } of editions) {
  const path = (to: string) => localizePath(to, locale);
  const banner = () => screen.getByRole("banner");
  const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, pageLoad);

  describe(`the header (${locale})`, () => {
    it("calls and emails the shop from the top bar", () => {
      renderInEdition(<SiteHeader />, { locale });
      const call = within(banner()).getByRole("link", {
        name: `${t.header.callToOrder} ${phoneShown[locale]}`,
      });
      expect(call.getAttribute("href")).toBe("tel:+8801712345678");
      const email = within(banner()).getAllByRole("link", { name: "hello@upohar.com.bd" });
      // The top bar's, and the phone menu's: the top bar hides its own on a phone.
      expect(email.map((link) => link.getAttribute("href"))).toEqual([
        "mailto:hello@upohar.com.bd",
        "mailto:hello@upohar.com.bd",
      ]);
    });

    it(
      "its main links go where they say and mark the page shown",
      async () => {
        const targets = [
          [t.header.products, "/products", t.pages.products],
          [t.header.categories, "/categories", t.pages.categories],
          [t.header.about, "/about", t.pages.about],
          [t.header.contact, "/contact", t.pages.contact],
          [t.header.home, "/", t.home.heroTitle],
        ] as const;
        const { user } = renderSite(path("/"), [
          pages.home,
          pages.products,
          pages.categories,
          pages.about,
          pages.contact,
        ]);
        await heading(t.home.heroTitle);
        const nav = () => screen.getByRole("navigation", { name: t.header.mainNav });
        for (const [label, to, title] of targets) {
          const link = within(nav()).getByRole("link", { name: label });
          expect(link.getAttribute("href")).toBe(path(to));
          await user.click(link);
          await heading(title);
          const current = within(nav())
            .getAllByRole("link")
            .filter((each) => each.getAttribute("aria-current") === "page");
          expect(current.map((each) => each.textContent)).toEqual([label]);
        }
      },
      pageByPage,
    );

    it(
      "its menu button opens the phone menu, whose links go where they say and close it",
      async () => {
        const { user } = renderSite(path("/"), [pages.home, pages.products, pages.contact]);
        await heading(t.home.heroTitle);
        for (const [label, title] of [
          [t.header.products, t.pages.products],
          [t.header.contact, t.pages.contact],
        ] as const) {
          await user.click(within(banner()).getByRole("button", { name: t.header.openMenu }));
          const close = within(banner()).getByRole("button", { name: t.header.closeMenu });
          expect(close.getAttribute("aria-expanded")).toBe("true");
          const menu = screen.getByRole("navigation", { name: t.header.mobileNav });
          await user.click(within(menu).getByRole("link", { name: label }));
          await heading(title);
          const toggle = within(banner()).getByRole("button", { name: t.header.openMenu });
          expect(toggle.getAttribute("aria-expanded")).toBe("false");
          expect(within(menu).getByRole("link", { name: label }).getAttribute("aria-current")).toBe(
            "page",
          );
        }
      },
      pageByPage,
    );

    it("the phone menu works from the keyboard: it comes next after its button, and Escape closes it", async () => {
      const { user } = renderInEdition(<SiteHeader />, { locale });
      const toggle = within(banner()).getByRole("button", { name: t.header.openMenu });
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
      const menu = within(panel ?? document.createElement("div")).getByRole("navigation", {
        name: t.header.mobileNav,
      });
      toggle.focus();
      await user.keyboard("{Enter}");
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      expect(toggle.getAttribute("aria-label")).toBe(t.header.closeMenu);
      expect(within(menu).getByRole("link", { name: t.pages.orders })).toBeInTheDocument();
      expect(within(menu).getByRole("link", { name: t.header.account })).toBeInTheDocument();

      await user.tab();
      expect(document.activeElement).toBe(within(menu).getByRole("link", { name: t.header.home }));
      await user.tab();
      expect(document.activeElement).toBe(
        within(menu).getByRole("link", { name: t.header.products }),
      );

      await user.keyboard("{Escape}");
      expect(document.activeElement).toBe(toggle);
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(toggle.getAttribute("aria-label")).toBe(t.header.openMenu);

      await user.click(toggle);
      await user.click(within(banner()).getByRole("button", { name: t.header.closeMenu }));
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
    });

    it("the search button opens the search, Escape closes it, and a search opens the products page", async () => {
      const { user } = renderInEdition(<SiteHeader />, { locale });
      const toggle = within(banner()).getByRole("button", {
        name: t.header.openSearch,
        expanded: false,
      });
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
      const input = within(panel ?? document.createElement("div")).getByRole("searchbox", {
        name: t.header.searchLabel,
      });
      expect(input.getAttribute("placeholder")).toBe(t.header.searchPlaceholder);

      await user.click(toggle);
      expect(document.activeElement).toBe(input);
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      expect(toggle.getAttribute("aria-label")).toBe(t.header.closeSearch);
      await user.keyboard("{Escape}");
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(document.activeElement).toBe(toggle);

      await user.click(toggle);
      await user.type(input, "frame{Enter}");
      expect((await screen.findByTestId("elsewhere")).textContent).toBe(path("/products?q=frame"));
    });

    it(
      "counts what the keyboard puts in the cart, and leads to the cart",
      async () => {
        const clock = editionCatalog(locale).findProduct("3");
        if (!clock) throw new Error("Gift 3 is the example.");
        const cartLink = (count: number) =>
          within(banner()).findByRole(
            "link",
            { name: t.header.badgeItems(t.header.cart, count) },
            pageLoad,
          );
        const { user } = renderSite(path("/product/3"), [pages.product, pages.cart]);
        (await screen.findByRole("button", { name: t.product.increaseQuantity }, pageLoad)).focus();
        await user.keyboard("{Enter}");
        pageButton(t.cart.add).focus();
        await user.keyboard("{Enter}");
        (await cartLink(2)).focus();
        await user.keyboard("{Enter}");

        await heading(t.pages.cart);
        (await screen.findByRole("button", { name: t.ordering.cart.increase(clock.name) })).focus();
        await user.keyboard(" ");
        await cartLink(3);
        screen.getByRole("button", { name: t.ordering.cart.remove(clock.name) }).focus();
        await user.keyboard("{Enter}");
        expect(await screen.findByText(t.ordering.cart.emptyTitle)).toBeInTheDocument();
        await waitFor(() =>
          expect(
            within(banner()).getByRole("link", { name: t.header.badgeItems(t.header.cart, 0) }),
          ).toBeInTheDocument(),
        );
      },
      pageByPage,
    );
  });
}
