import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editionCatalog } from "~/content/edition-catalog";
import { bn } from "~/i18n/bn";
import { bnBundle } from "~/i18n/bn-bundle";
import { en } from "~/i18n/en";
import { enBundle } from "~/i18n/en-bundle";
import Cart from "./cart";
import Home, { loader, meta } from "./home";
import ProductPage, { loader as productLoader } from "./product";
import Products, { loader as productsLoader } from "./products";
import Wishlist from "./wishlist";
import { type PageRoute, renderPage } from "../../tests/component/render";
import { refuseStorage } from "../../tests/component/device";
import { onADayWithNoGiftDay } from "../../tests/component/clock";
import { saying } from "../../tests/component/reading";

const route = { path: "/", Component: Home, loader };

/** The page's title, as its meta tells the browser. */
function titleOf(bundle: typeof enBundle): string | undefined {
  const tags = meta({ matches: [{ handle: { bundle } }] } as never) as { title?: string }[];
  return tags.find((tag) => tag.title !== undefined)?.title;
}

onADayWithNoGiftDay();

describe("Home", () => {
  it("shows the hero, benefits, featured gifts, categories and testimonials", async () => {
    const { user } = renderPage(route);
    expect(titleOf(enBundle)).toMatch(/Upohar/);
    expect(
      (await screen.findByRole("link", { name: "Browse Categories" })).getAttribute("href"),
    ).toBe("/categories");
    expect(
      screen.getAllByText(saying("Free delivery across Bangladesh on orders of ৳2,000 or more")),
    ).not.toEqual([]);
    for (const tile of ["Free Delivery", "Secure Payment", "Gift Wrapping", "Customer Love"]) {
      expect(screen.getByRole("heading", { name: tile })).toBeInTheDocument();
    }
    const featured = screen.getByRole("region", { name: "Featured Gifts" });
    expect(within(featured).getAllByRole("article")).toHaveLength(8);
    expect(within(featured).queryByText("Stylish Juice Bottle")).toBeNull();
    const categories = screen.getByRole("region", { name: "Shop by Category" });
    expect(within(categories).getAllByRole("article")).toHaveLength(6);
    expect(
      within(categories).getByRole("link", { name: "Personalized Gifts" }).getAttribute("href"),
    ).toBe("/category/personalized-gifts");
    const testimonials = screen.getByRole("region", { name: "What Our Customers Say" });
    expect(within(testimonials).getAllByRole("figure")).toHaveLength(3);

    await user.click(screen.getByRole("link", { name: "Shop Now" }));
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/products");
  });

  it("is in Bangla on /bn, with the same sections and links", async () => {
    const { user } = renderPage(route, { locale: "bn" });
    expect(titleOf(bnBundle)).toBe(bn.home.title);
    expect(
      (await screen.findByRole("link", { name: bn.home.browseCategories })).getAttribute("href"),
    ).toBe("/bn/categories");
    for (const tile of bn.home.benefits) {
      expect(screen.getByRole("heading", { name: tile.title })).toBeInTheDocument();
    }
    const featured = screen.getByRole("region", { name: bn.home.featuredHeading });
    expect(within(featured).getAllByRole("article")).toHaveLength(8);
    const categories = screen.getByRole("region", { name: bn.home.categoriesHeading });
    expect(within(categories).getAllByRole("article")).toHaveLength(6);
    const testimonials = screen.getByRole("region", { name: bn.home.testimonialsHeading });
    expect(within(testimonials).getAllByRole("figure")).toHaveLength(3);

    await user.click(screen.getByRole("link", { name: bn.home.shopNow }));
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/bn/products");
  });
});

/*
 * What a device keeps may be anything: written by an older or newer version of the shop, edited
 * by hand, cut short, or refused by the browser (private mode, a full disk). Every page a shopper
 * opens still shows itself and a cart count.
 */
const firstPages: [path: string, route: PageRoute, headings: string[]][] = [
  ["/", route, [en.home.heroTitle]],
  [
    "/products",
    { path: "/products", Component: Products, loader: productsLoader },
    [en.pages.products],
  ],
  [
    "/product/2",
    { path: "/product/:id", Component: ProductPage, loader: productLoader },
    [editionCatalog("en").findProduct("2")?.name ?? "product 2"],
  ],
  ["/cart", { path: "/cart", Component: Cart }, [en.pages.cart, en.ordering.cart.emptyTitle]],
  [
    "/wishlist",
    { path: "/wishlist", Component: Wishlist },
    [en.pages.wishlist, en.ordering.wishlist.emptyTitle],
  ],
];

const damagedValues: [string, string][] = [
  ["bad JSON", "{not json"],
  ["a string", JSON.stringify("cart")],
  ["wrong types", JSON.stringify({ v: 1, data: { lines: [{ productId: "1", quantity: "2" }] } })],
  [
    "unknown ids and huge quantities",
    JSON.stringify({
      v: 1,
      data: {
        lines: [
          { productId: 999, quantity: 5 },
          { productId: 2, quantity: 1e12 },
        ],
      },
    }),
  ],
  [
    "negative and fractional quantities",
    JSON.stringify({
      v: 1,
      data: {
        lines: [
          { productId: 3, quantity: -4 },
          { productId: 4, quantity: 2.5 },
        ],
      },
    }),
  ],
  [
    "a huge value",
    JSON.stringify({
      v: 1,
      data: { lines: Array.from({ length: 5000 }, (_, i) => ({ productId: i, quantity: i })) },
    }),
  ],
  ["another version", JSON.stringify({ v: 99, data: { lines: [{ productId: 1, quantity: 1 }] } })],
];

/** The page's own main heading (not an error's), once the page has read the device. */
async function pageShown(path: string, headings: string[], cartCount: RegExp | string) {
  expect(
    await screen.findByRole("link", { name: cartCount }),
    `${path}: the cart's count`,
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(headings, path).toContain(screen.getByRole("heading", { level: 1 }).textContent),
  );
}

describe("pages, whatever the device keeps", () => {
  for (const [label, value] of damagedValues) {
    it(`survive ${label} in the stored cart and wishlist`, async () => {
      for (const [path, page, headings] of firstPages) {
        window.localStorage.setItem("upohar.cart", value);
        window.localStorage.setItem("upohar.wishlist", value);
        const { unmount } = renderPage(page, { path });
        await pageShown(path, headings, /^Cart, \d+ items?$/);
        unmount();
      }
    });
  }

  it("work when the browser refuses storage", async () => {
    refuseStorage("calls");
    for (const [path, page, headings] of firstPages) {
      const { unmount } = renderPage(page, { path });
      await pageShown(path, headings, en.header.badgeItems(en.header.cart, 0));
      unmount();
    }
  });
});
