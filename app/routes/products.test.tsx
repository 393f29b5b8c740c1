import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../tests/component/render";
import { listing } from "../../tests/e2e/catalog-facts";
import Products, { loader } from "./products";

const route = { path: "/products", Component: Products, loader };

describe("the products page", () => {
  it("searches a Banglish word", async () => {
    renderPage(route, { path: "/products?q=ghori" });
    expect(await screen.findByText(listing("q=ghori").showing)).toBeTruthy();
    const names = within(screen.getByRole("main")).getAllByRole("heading", { level: 3 });
    expect(names[0]?.textContent).toBe(listing("q=ghori").names[0]);
  });
});
