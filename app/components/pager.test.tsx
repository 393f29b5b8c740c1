import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bn } from "~/i18n/bn";
import { en } from "~/i18n/en";
import { Pager } from "./pager";
import { renderInEdition } from "../../tests/component/render";

// The pager on a real listing of several pages: app/routes/products.test.tsx.

describe("the pager", () => {
  const searchFor = (page: number) => `sort=name&page=${page}`;
  const pager = (t: typeof en = en) =>
    screen.getByRole("navigation", { name: t.productsPage.pages });
  const linkNames = (t: typeof en = en) =>
    within(pager(t))
      .getAllByRole("link")
      .map((link) => link.textContent);

  it("offers the next page from the first, each page a link that keeps the list's filters", () => {
    renderInEdition(<Pager page={1} pageCount={3} searchFor={searchFor} />, { path: "/products" });
    expect(linkNames()).toEqual(["1", "2", "3", "Next"]);
    const first = within(pager()).getByRole("link", { name: "Page 1" });
    expect(first.getAttribute("aria-current")).toBe("page");
    expect(
      within(pager()).getByRole("link", { name: "Page 2" }).getAttribute("aria-current"),
    ).toBeNull();
    expect(within(pager()).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe(
      "/products?sort=name&page=3",
    );
    const next = within(pager()).getByRole("link", { name: "Next" });
    expect(next.getAttribute("href")).toBe("/products?sort=name&page=2");
    expect(next.getAttribute("rel")).toBe("next");
  });

  it("offers the previous page from the last, and no next one", () => {
    renderInEdition(<Pager page={3} pageCount={3} searchFor={searchFor} />, { path: "/products" });
    expect(linkNames()).toEqual(["Previous", "1", "2", "3"]);
    const previous = within(pager()).getByRole("link", { name: "Previous" });
    expect(previous.getAttribute("href")).toBe("/products?sort=name&page=2");
    expect(previous.getAttribute("rel")).toBe("prev");
    expect(within(pager()).getByRole("link", { name: "Page 3" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("leaves out far pages, keeping the first, the last and the current one's neighbours", () => {
    renderInEdition(<Pager page={5} pageCount={10} searchFor={searchFor} />, { path: "/products" });
    expect(linkNames()).toEqual(["Previous", "1", "4", "5", "6", "10", "Next"]);
    // A gap is shown, not read out: the links' names already say which pages are offered.
    expect(
      within(pager())
        .getAllByRole("listitem", { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(["Previous", "1", "…", "4", "5", "6", "…", "10", "Next"]);
  });

  it("is not there when one page holds the whole list", () => {
    renderInEdition(<Pager page={1} pageCount={1} searchFor={searchFor} />, { path: "/products" });
    expect(screen.queryByRole("navigation", { name: en.productsPage.pages })).toBeNull();
  });

  it("counts in Bengali digits in the Bangla edition", () => {
    renderInEdition(<Pager page={2} pageCount={3} searchFor={searchFor} />, {
      path: "/products",
      locale: "bn",
    });
    const current = within(pager(bn)).getByRole("link", { name: "পাতা ২" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.textContent).toBe("২");
    expect(linkNames(bn)).toEqual([
      bn.productsPage.previousPage,
      "১",
      "২",
      "৩",
      bn.productsPage.nextPage,
    ]);
    expect(
      within(pager(bn)).getByRole("link", { name: bn.productsPage.nextPage }).getAttribute("href"),
    ).toBe("/bn/products?sort=name&page=3");
  });
});
