import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editionCatalog } from "~/content/edition-catalog";
import { bn } from "~/i18n/bn";
import Categories, { loader } from "./categories";
import { renderPage } from "../../tests/component/render";

const route = { path: "/categories", Component: Categories, loader };

describe("the categories page", () => {
  it("lists all six with counts and the contact panel", async () => {
    const { user } = renderPage(route);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Categories" }),
    ).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("article")).toHaveLength(6);
    expect(within(main).getByText("5 products")).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: "Can't Find What You're Looking For?" }),
    ).toBeInTheDocument();
    await user.click(within(main).getByRole("link", { name: "Contact Us" }));
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/contact");
  });

  it("is in Bangla on /bn/categories, each category counted in Bengali digits", async () => {
    const { user } = renderPage(route, { locale: "bn" });
    expect(
      await screen.findByRole("heading", { level: 1, name: bn.pages.categories }),
    ).toBeInTheDocument();
    const main = screen.getByRole("main");
    const categories = editionCatalog("bn").categories;
    expect(within(main).getAllByRole("article")).toHaveLength(categories.length);
    for (const category of categories) {
      const card = within(main)
        .getAllByRole("article")
        .find((article) => within(article).queryByRole("link", { name: category.name }));
      expect(card, category.name).toBeDefined();
      expect(
        within(card as HTMLElement).getByText(bn.categories.productCount(category.productCount)),
      ).toBeInTheDocument();
    }
    expect(
      screen.getByRole("heading", { name: bn.categories.cantFindHeading }),
    ).toBeInTheDocument();
    await user.click(within(main).getByRole("link", { name: bn.categories.contactUs }));
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/bn/contact");
  });
});
