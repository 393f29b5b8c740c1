import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import Wishlist from "./wishlist";
import { storeRaw } from "../../tests/component/device";
import {
  announced,
  cartBadge,
  catalogOf,
  findWishlistBadge,
  wishlistBadge,
} from "../../tests/component/ordering";
import { pages } from "../../tests/component/pages";
import { editions, renderInEdition, renderPage } from "../../tests/component/render";

const route = pages.wishlist;
const { product, taka } = catalogOf("en");
const w = en.ordering.wishlist;

/** A saved gift on the wishlist page, found by its name. */
function savedGift(name: string): HTMLElement {
  const item = within(screen.getByRole("main")).getByRole("link", { name }).closest("li");
  if (!item) throw new Error(`${name} is not on the wishlist`);
  return item;
}

function storedIds(): unknown {
  const raw = window.localStorage.getItem("upohar.wishlist");
  return raw === null ? null : (JSON.parse(raw) as { data: { ids: unknown } }).data.ids;
}

describe("the wishlist page", () => {
  it.each(editions)(
    "says the wishlist is empty and leads to the gifts ($locale)",
    async ({ locale, t }) => {
      renderPage(route, { locale });
      expect(
        await screen.findByRole("heading", { name: t.ordering.wishlist.emptyTitle }),
      ).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: t.pages.wishlist })).toBeInTheDocument();
      const browse = within(screen.getByRole("main")).getByRole("link", {
        name: t.ordering.wishlist.browse,
      });
      expect(browse.getAttribute("href")).toBe(locale === "bn" ? "/bn/products" : "/products");
      expect(wishlistBadge(t, 0)).toBeInTheDocument();
    },
  );

  it.each(editions)(
    "promises neither gifts nor an empty list before the device is read ($locale)",
    ({ locale, t }) => {
      storeRaw("upohar.wishlist", JSON.stringify({ v: 1, data: { ids: [1] } }));
      renderInEdition(<Wishlist />, { locale, path: "/wishlist", started: false });
      expect(screen.getByText(t.ordering.wishlist.loading)).toBeInTheDocument();
      expect(screen.queryByText(t.ordering.wishlist.emptyTitle)).toBeNull();
    },
  );

  it("is filled by the hearts on the cards, and moves a gift to the cart", async () => {
    const clock = product(3);
    const bottle = product(6);
    expect(bottle.inStock).toBe(false);
    const { user } = renderPage(pages.home, { also: [route, pages.cart] });
    const clockHeart = await screen.findByRole("button", {
      name: `Save ${clock.name} to wishlist`,
    });
    expect(clockHeart.getAttribute("aria-pressed")).toBe("false");
    await user.click(clockHeart);
    expect(clockHeart.getAttribute("aria-pressed")).toBe("true");
    expect(announced()).toBe(`${clock.name} saved to your wishlist`);
    await user.click(screen.getByRole("button", { name: `Save ${bottle.name} to wishlist` }));
    await user.click(wishlistBadge(en, 2));

    expect(
      await screen.findByRole("heading", { name: "Saved gifts (2 gifts)" }),
    ).toBeInTheDocument();
    const bottleItem = savedGift(bottle.name);
    expect(within(bottleItem).getByText("Out of Stock")).toBeInTheDocument();
    const addBottle = within(bottleItem).getByRole("button", { name: /^Add to Cart/ });
    expect((addBottle as HTMLButtonElement).disabled).toBe(true);
    expect(bottleItem.textContent).toContain(taka(bottle.price));

    const clockItem = savedGift(clock.name);
    expect(within(clockItem).getByText("In Stock")).toBeInTheDocument();
    expect(clockItem.querySelector("img")).toHaveAttribute("src");
    expect(within(clockItem).getByRole("link", { name: clock.name }).getAttribute("href")).toBe(
      "/product/3",
    );
    await user.click(within(clockItem).getByRole("button", { name: w.addToCartLabel(clock.name) }));
    expect(announced()).toBe(`${clock.name} added to your cart`);
    expect(cartBadge(en, 1)).toBeInTheDocument();

    await user.click(within(clockItem).getByRole("button", { name: w.removeLabel(clock.name) }));
    expect(screen.queryByRole("link", { name: clock.name })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Saved gifts (1 gift)" }),
    );
    expect(wishlistBadge(en, 1)).toBeInTheDocument();
    expect(announced()).toBe(`${clock.name} removed from your wishlist`);

    await user.click(within(bottleItem).getByRole("button", { name: w.removeLabel(bottle.name) }));
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Your wishlist is empty" }),
    );
    expect(wishlistBadge(en, 0)).toBeInTheDocument();

    // The cart kept what was added from the wishlist.
    await user.click(cartBadge(en, 1));
    expect(
      await within(await screen.findByRole("main")).findByRole("link", { name: clock.name }),
    ).toBeInTheDocument();
  });

  it("lets a heart be tapped off again, and keeps only what stays saved", async () => {
    const rose = product(8);
    const pens = product(4);
    const { user } = renderPage(pages.home, { also: [route] });
    const roseHeart = await screen.findByRole("button", { name: `Save ${rose.name} to wishlist` });
    await user.click(roseHeart);
    await user.click(screen.getByRole("button", { name: `Save ${pens.name} to wishlist` }));
    await user.click(roseHeart);
    expect(roseHeart.getAttribute("aria-pressed")).toBe("false");
    expect(announced()).toBe(`${rose.name} removed from your wishlist`);
    expect(wishlistBadge(en, 1)).toBeInTheDocument();
    expect(storedIds()).toEqual([pens.id]);

    await user.click(wishlistBadge(en, 1));
    expect(
      await screen.findByRole("heading", { name: "Saved gifts (1 gift)" }),
    ).toBeInTheDocument();
    expect(savedGift(pens.name)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: rose.name })).toBeNull();
  });

  it("sends a gift that asks for text or a size to its page instead of adding it", async () => {
    const frame = product(1);
    const rose = product(8);
    storeRaw("upohar.wishlist", JSON.stringify({ v: 1, data: { ids: [1, 8] } }));
    const { user } = renderPage(route, { also: [pages.product] });
    const personalise = await screen.findByRole("link", {
      name: en.productPage.personalizeNamed(frame.name),
    });
    expect(personalise.getAttribute("href")).toBe("/product/1#personalise");
    const options = screen.getByRole("link", { name: en.productPage.seeOptionsNamed(rose.name) });
    expect(options.getAttribute("href")).toBe("/product/8");
    expect(screen.queryByRole("button", { name: /^Add to Cart/ })).toBeNull();
    await user.click(options);
    expect(await screen.findByRole("heading", { level: 1, name: rose.name })).toBeInTheDocument();
  });

  describe("a damaged stored wishlist", () => {
    it("keeps only known gifts, once each", async () => {
      storeRaw(
        "upohar.wishlist",
        JSON.stringify({ v: 1, data: { ids: [1, 1, "2", 999, -1, 2.5, null, 6] } }),
      );
      renderPage(route);
      expect(
        await screen.findByRole("heading", { name: "Saved gifts (2 gifts)" }),
      ).toBeInTheDocument();
      expect(savedGift(product(1).name)).toBeInTheDocument();
      expect(savedGift(product(6).name)).toBeInTheDocument();
      expect(await findWishlistBadge(en, 2)).toBeInTheDocument();
    });

    it.each([
      ["bad JSON", "[[["],
      ["ids of the wrong type", JSON.stringify({ v: 1, data: { ids: { 1: true } } })],
      ["a foreign value", "42"],
    ])("stored as %s, gives an empty wishlist", async (_label, raw) => {
      storeRaw("upohar.wishlist", raw);
      renderPage(route);
      expect(
        await screen.findByRole("heading", { name: "Your wishlist is empty" }),
      ).toBeInTheDocument();
      expect(wishlistBadge(en, 0)).toBeInTheDocument();
    });
  });
});
