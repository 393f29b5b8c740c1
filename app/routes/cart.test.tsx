import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { bn } from "~/i18n/bn";
import { renderPage } from "../../tests/component/render";
import { storeCart, storedCart } from "../../tests/component/device";
import Cart from "./cart";

const route = { path: "/cart", Component: Cart };

describe("the cart page", () => {
  it("says the cart is empty and leads back to the gifts", async () => {
    renderPage(route);
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeTruthy();
    expect(screen.getByText("Looks like you haven't added any gifts yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe(
      "/products",
    );
  });

  it("prices a line, raises and lowers it, and empties when the last one goes", async () => {
    storeCart([{ productId: 2, quantity: 1 }]);
    const { user } = renderPage(route);
    const raise = await screen.findByRole("button", { name: /^Increase quantity of/ });
    await user.click(raise);
    expect(await screen.findByText(en.ordering.cart.itemsHeading(2))).toBeTruthy();
    expect(storedCart()).toEqual([{ productId: 2, quantity: 2 }]);
    await user.click(screen.getByRole("button", { name: /^Decrease quantity of/ }));
    await user.click(screen.getByRole("button", { name: /^Decrease quantity of/ }));
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeTruthy();
    expect(storedCart()).toEqual([]);
  });

  it("is in Bangla on /bn/cart", async () => {
    storeCart([{ productId: 7, quantity: 2 }]);
    renderPage(route, { locale: "bn" });
    expect(await screen.findByText(bn.ordering.cart.itemsHeading(2))).toBeTruthy();
    const header = screen.getByRole("banner");
    expect(
      within(header).getByRole("link", { name: bn.header.badgeItems(bn.header.cart, 2) }),
    ).toBeTruthy();
  });
});
