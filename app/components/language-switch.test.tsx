import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editionCatalog } from "~/content/edition-catalog";
import { bn } from "~/i18n/bn";
import { en } from "~/i18n/en";
import { listing } from "../../tests/e2e/catalog-facts";
import { LanguageSwitch } from "./language-switch";
import { pages } from "../../tests/component/pages";
import { hrefOf } from "../../tests/component/reading";
import { renderInEdition, renderSite } from "../../tests/component/render";
import { onADayWithNoGiftDay } from "../../tests/component/clock";

/** A whole page can take longer than Testing Library's usual second to come on a loaded machine. */
const pageLoad = { timeout: 5000 };
const pageByPage = 30_000;

onADayWithNoGiftDay();

describe("the language switch", () => {
  it.each([
    ["en", "/", "বাংলা", "/bn", "bn"],
    ["en", "/product/3", "বাংলা", "/bn/product/3", "bn"],
    [
      "en",
      "/products?category=birthday-gifts&sort=price-asc&page=2",
      "বাংলা",
      "/bn/products?category=birthday-gifts&sort=price-asc&page=2",
      "bn",
    ],
    ["bn", "/", "English", "/", "en"],
    [
      "bn",
      "/category/wedding-gifts?sort=price-desc",
      "English",
      "/category/wedding-gifts?sort=price-desc",
      "en",
    ],
    [
      "bn",
      "/products?q=%E0%A6%98%E0%A7%9C%E0%A6%BF",
      "English",
      "/products?q=%E0%A6%98%E0%A7%9C%E0%A6%BF",
      "en",
    ],
  ] as const)(
    "on %s %s, '%s' leads to %s, the same page in the other language",
    (locale, path, label, href, target) => {
      renderInEdition(<LanguageSwitch label={label} />, { locale, path });
      const link = screen.getByRole("link", { name: label });
      expect(hrefOf(link)).toBe(href);
      expect(link.getAttribute("lang")).toBe(target);
      expect(link.getAttribute("hreflang")).toBe(target);
    },
  );

  it(
    "keeps the page and its filters, and the choice is remembered on Home",
    async () => {
      const query = "category=birthday-gifts&sort=price-asc";
      const first = renderSite(`/products?${query}`, [pages.home, pages.products]);
      await first.user.click(
        within(await screen.findByRole("banner", {}, pageLoad)).getByRole("link", {
          name: en.header.otherLanguage,
        }),
      );
      expect(
        await screen.findByText(listing(query, "bn").showing, {}, pageLoad),
      ).toBeInTheDocument();
      expect(
        screen.getByRole("heading", { level: 1, name: listing(query, "bn").heading }),
      ).toBeInTheDocument();
      // `<html lang>` is set by an effect (useDocumentLanguage), which React may run after the
      // page's words are in the document.
      await waitFor(() => expect(document.documentElement.lang).toBe("bn"));
      first.unmount();

      // Home, opened again in English, is the Bangla one now.
      const second = renderSite("/", [pages.home]);
      expect(
        await screen.findByRole("heading", { level: 1, name: bn.home.heroTitle }, pageLoad),
      ).toBeInTheDocument();
      await second.user.click(
        within(screen.getByRole("banner")).getByRole("link", { name: bn.header.otherLanguage }),
      );
      expect(
        await screen.findByRole("heading", { level: 1, name: en.home.heroTitle }, pageLoad),
      ).toBeInTheDocument();
      second.unmount();

      renderSite("/", [pages.home]);
      expect(
        await screen.findByRole("heading", { level: 1, name: en.home.heroTitle }, pageLoad),
      ).toBeInTheDocument();
      expect(screen.queryByRole("heading", { level: 1, name: bn.home.heroTitle })).toBeNull();
      await waitFor(() => expect(document.documentElement.lang).toBe("en"));
    },
    pageByPage,
  );

  it(
    "a shared link to another page opens in its own language, whatever was chosen",
    async () => {
      const first = renderSite("/", [pages.home]);
      await first.user.click(
        within(await screen.findByRole("banner", {}, pageLoad)).getByRole("link", {
          name: en.header.otherLanguage,
        }),
      );
      await screen.findByRole("heading", { level: 1, name: bn.home.heroTitle }, pageLoad);
      first.unmount();

      renderSite("/about", [pages.home, pages.about]);
      expect(
        await screen.findByRole("heading", { level: 1, name: en.pages.about }, pageLoad),
      ).toBeInTheDocument();
    },
    pageByPage,
  );
});

describe("the Bangla edition", () => {
  it(
    "keeps its own links inside it, from Home to the gifts to a gift",
    async () => {
      const catalog = editionCatalog("bn");
      const { user } = renderSite("/bn", [pages.home, pages.products, pages.product]);
      await screen.findByRole("heading", { level: 1, name: bn.home.heroTitle }, pageLoad);
      await waitFor(() => expect(document.documentElement.lang).toBe("bn"));

      // Every link of the site's own, in the header, the page and the footer, but the switch.
      const ownLinks = screen
        .getAllByRole("link")
        .filter((link) => link.textContent !== bn.header.otherLanguage)
        .map((link) => hrefOf(link))
        .filter((href) => href.startsWith("/"));
      expect(ownLinks.length).toBeGreaterThan(20);
      expect(ownLinks.filter((href) => href !== "/bn" && !href.startsWith("/bn/"))).toEqual([]);

      await user.click(screen.getByRole("link", { name: bn.home.shopNow }));
      expect(
        await screen.findByRole("heading", { level: 1, name: bn.pages.products }, pageLoad),
      ).toBeInTheDocument();
      const first = within(screen.getByRole("main")).getAllByRole("article")[0];
      const nameLink = within(first ?? document.body)
        .getAllByRole("heading")
        .map((heading) => within(heading).queryByRole("link"))
        .find((link) => link !== null);
      if (!nameLink) throw new Error("The first gift's name is a link to its page.");
      expect(hrefOf(nameLink)).toMatch(/^\/bn\/product\/\d+$/);
      const product = catalog.findProduct(hrefOf(nameLink).split("/").at(-1));
      await user.click(nameLink);
      expect(
        await screen.findByRole("heading", { level: 1, name: product?.name }, pageLoad),
      ).toBeInTheDocument();
    },
    pageByPage,
  );
});
