import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/config/locale";
import { editionCatalog } from "~/content/edition-catalog";
import { bn } from "~/i18n/bn";
import { en } from "~/i18n/en";
import { shownNames, withBrowser } from "../../tests/component/listing";
import { listing } from "../../tests/e2e/catalog-facts";
import Categories, { loader as categoriesLoader } from "./categories";
import CategoryPage, { loader } from "./category";
import { renderPage } from "../../tests/component/render";

const text = { en, bn };
const route = { path: "/category/:slug", Component: CategoryPage, loader };
const categories = { path: "/categories", Component: Categories, loader: categoriesLoader };

describe("a category page", () => {
  for (const locale of ["en", "bn"] as const satisfies Locale[]) {
    const t = text[locale];
    const birthday = editionCatalog(locale).findCategoryBySlug("birthday-gifts")?.name ?? "";

    it(`lists its gifts and sorts them, reached from the categories (${locale})`, async () => {
      const { routes, browser } = withBrowser([categories, route]);
      const [first, ...also] = routes;
      if (!first) throw new Error("The categories page is missing");
      const { user } = renderPage(first, { locale, also });
      await screen.findByRole("heading", { level: 1, name: t.pages.categories });
      await user.click(within(screen.getByRole("main")).getByRole("link", { name: birthday }));
      expect(await screen.findByRole("heading", { level: 1, name: birthday })).toBeTruthy();
      await browser.reaches(`${locale === "bn" ? "/bn" : ""}/category/birthday-gifts`);
      expect(shownNames()).toEqual(listing("category=birthday-gifts", locale).names);

      await user.selectOptions(
        screen.getByRole("combobox", { name: t.productsPage.sortBy }),
        t.productsPage.sortLabels["price-asc"],
      );
      await waitFor(() =>
        expect(shownNames()).toEqual(
          listing("category=birthday-gifts&sort=price-asc", locale).names,
        ),
      );
    });
  }

  it("invites a call when none of its gifts are online", async () => {
    renderPage(route, { path: "/category/wedding-gifts" });
    expect(await screen.findByRole("heading", { level: 1, name: "Wedding Gifts" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Made to order, by phone" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Call to Order" }).getAttribute("href")).toBe(
      "tel:+8801712345678",
    );
    expect(
      within(main).getByRole("link", { name: "Send a custom request" }).getAttribute("href"),
    ).toBe("/contact");
  });

  it("invites a call in Bangla too", async () => {
    renderPage(route, { path: "/category/wedding-gifts", locale: "bn" });
    const name = editionCatalog("bn").findCategoryBySlug("wedding-gifts")?.name ?? "";
    expect(await screen.findByRole("heading", { level: 1, name })).toBeTruthy();
    expect(screen.getByRole("heading", { name: bn.categoryPage.emptyHeading })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(
      within(main).getByRole("link", { name: bn.common.callToOrder }).getAttribute("href"),
    ).toBe("tel:+8801712345678");
    expect(
      within(main).getByRole("link", { name: bn.categoryPage.customRequest }).getAttribute("href"),
    ).toBe("/bn/contact");
  });
});
