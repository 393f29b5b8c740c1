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
import { paginate } from "~/lib/catalog/catalog-query";

const text = { en, bn };
const route = { path: "/category/:slug", Component: CategoryPage, loader };
const categories = { path: "/categories", Component: Categories, loader: categoriesLoader };

/**
 * An occasion of the owner's with no gift online yet (every demo occasion has some): the build's
 * loader data for it, as for any category.
 */
function emptyOccasion(locale: Locale) {
  const wedding = editionCatalog(locale).findCategoryBySlug("wedding-gifts");
  if (!wedding) throw new Error("The demo has no wedding gifts");
  const category = {
    ...wedding,
    slug: "eid-gifts",
    name: locale === "bn" ? "ঈদের উপহার" : "Eid Gifts",
    productCount: 0,
  };
  return {
    path: "/category/:slug",
    Component: CategoryPage,
    loader: () => ({ category, firstPage: paginate([], 1) }),
  };
}

describe("a category's tile", () => {
  for (const locale of ["en", "bn"] as const satisfies Locale[]) {
    const t = text[locale];
    for (const category of editionCatalog(locale).categories) {
      it(`counts what ${category.slug}'s page lists (${locale})`, async () => {
        const tiles = renderPage(categories, { locale });
        await screen.findByRole("heading", { level: 1, name: t.pages.categories });
        const tile = within(screen.getByRole("main"))
          .getAllByRole("article")
          .find((article) => within(article).queryByRole("link", { name: category.name }));
        expect(tile).toBeDefined();
        const counted = within(tile as HTMLElement).getByText(
          category.productCount > 0
            ? t.categories.productCount(category.productCount)
            : t.categories.byPhone,
        );
        expect(counted).toBeInTheDocument();
        tiles.unmount();
        renderPage(route, { locale, path: `/category/${category.slug}` });
        await screen.findByRole("heading", { level: 1, name: category.name });
        expect(shownNames()).toHaveLength(category.productCount);
        // All of its own gifts, counted: "1 product", never "Showing 1 of 1 products".
        const count = await within(screen.getByRole("main")).findByRole("heading", {
          level: 2,
          name: t.categories.productCount(category.productCount),
        });
        expect(count.textContent).not.toMatch(/Showing| of |মধ্যে/);
      });
    }
  }
});

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
      expect(await screen.findByRole("heading", { level: 1, name: birthday })).toBeInTheDocument();
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
    renderPage(emptyOccasion("en"), { path: "/category/eid-gifts" });
    expect(await screen.findByRole("heading", { level: 1, name: "Eid Gifts" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Made to order, by phone" })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Call to Order" }).getAttribute("href")).toBe(
      "tel:+8801712345678",
    );
    expect(
      within(main).getByRole("link", { name: "Send a custom request" }).getAttribute("href"),
    ).toBe("/contact");
  });

  it("invites a call in Bangla too", async () => {
    renderPage(emptyOccasion("bn"), { path: "/category/eid-gifts", locale: "bn" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "ঈদের উপহার" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: bn.categoryPage.emptyHeading })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(
      within(main).getByRole("link", { name: bn.common.callToOrder }).getAttribute("href"),
    ).toBe("tel:+8801712345678");
    expect(
      within(main).getByRole("link", { name: bn.categoryPage.customRequest }).getAttribute("href"),
    ).toBe("/bn/contact");
  });
});
