import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bn } from "~/i18n/bn";
import { listing } from "../../tests/e2e/catalog-facts";
import Cart from "./cart";
import Home, { loader as homeLoader } from "./home";
import ProductPage, { loader as productLoader } from "./product";
import Products, { loader as productsLoader } from "./products";
import UnknownPath, { clientLoader as unknownPathLoader } from "./unknown-path";
import { storeCart } from "../../tests/component/device";
import { pageButton } from "../../tests/component/ordering";
import { renderPage } from "../../tests/component/render";

afterEach(() => {
  vi.useRealTimers();
});

/*
 * The Bangla edition speaks Bangla in what a shopper counts and sends too: prices, counts and the
 * quantity in Bengali digits, the order message in Bangla, and every link leading to a page of the
 * same edition.
 */

const products = { path: "/products", Component: Products, loader: productsLoader };
const product = { path: "/product/:id", Component: ProductPage, loader: productLoader };

describe("the Bangla edition", () => {
  it("counts the gifts and prices them in Bengali digits", async () => {
    renderPage(products, { locale: "bn" });
    expect(await screen.findByText(listing("", "bn").showing)).toBeInTheDocument();
    expect(screen.getAllByText("৳১,২০০").length).toBeGreaterThan(0);
  });

  it("finds gifts by their Bangla and their English names", async () => {
    for (const term of ["হ্যাম্পার", "juice bottle"]) {
      const expected = listing(`q=${encodeURIComponent(term)}`, "bn");
      expect(expected.total, term).toBeGreaterThan(0);
      const { unmount } = renderPage(products, {
        locale: "bn",
        path: `/products?q=${encodeURIComponent(term)}`,
      });
      expect(await screen.findByText(expected.showing)).toBeInTheDocument();
      const names = within(screen.getByRole("main"))
        .getAllByRole("article")
        .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
      expect(names).toEqual(expected.names);
      unmount();
    }
  });

  it("counts the quantity in Bengali digits, typed in either, and adds what it says", async () => {
    // A gift that asks for nothing, so 'Add to Cart' adds what the box says.
    const { user } = renderPage(product, { locale: "bn", path: "/product/2" });
    const quantity = await screen.findByRole("spinbutton", { name: bn.product.quantity });
    expect((quantity as HTMLInputElement).value).toBe("১");
    await user.click(screen.getByRole("button", { name: bn.product.increaseQuantity }));
    expect((quantity as HTMLInputElement).value).toBe("২");
    // Selected and typed over, as a shopper replaces a number.
    await user.tripleClick(quantity);
    await user.keyboard("১২");
    expect((quantity as HTMLInputElement).value).toBe("১২");
    await user.keyboard("{ArrowUp}");
    expect((quantity as HTMLInputElement).value).toBe("১৩");
    await user.tripleClick(quantity);
    await user.keyboard("5");
    expect((quantity as HTMLInputElement).value).toBe("৫");
    await user.click(pageButton(bn.cart.add));
    expect(
      await screen.findByRole("link", { name: bn.header.badgeItems(bn.header.cart, 5) }),
    ).toBeInTheDocument();
  });

  it("keeps its links in the edition: 'Shop Now' and a card's gift", async () => {
    const { user } = renderPage(
      { path: "/", Component: Home, loader: homeLoader },
      { locale: "bn", also: [products, product] },
    );
    await user.click(await screen.findByRole("link", { name: bn.home.shopNow }));
    const heading = await screen.findByRole("heading", { level: 1, name: bn.pages.products });
    expect(heading).toBeInTheDocument();
    const firstCard = within(screen.getByRole("main")).getAllByRole("article")[0];
    if (!firstCard) throw new Error("The products page shows no gift");
    const giftLink = within(within(firstCard).getByRole("heading", { level: 3 })).getByRole("link");
    expect(giftLink.getAttribute("href")).toMatch(/^\/bn\/product\/\d+$/);
    await user.click(giftLink);
    expect(
      await screen.findByRole("heading", { level: 1, name: giftLink.textContent ?? "" }),
    ).toBeInTheDocument();
  });

  it("shows its own Home for a path it does not know", async () => {
    // A day with no gift day near, when Home has the shop's own hero (tests/component/clock.ts).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-05T12:00:00+06:00"));
    renderPage(
      { path: "/*", Component: UnknownPath, loader: unknownPathLoader },
      { locale: "bn", path: "/no/such/page" },
    );
    expect(await screen.findByRole("link", { name: bn.home.shopNow })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: bn.home.heroTitle })).toBeInTheDocument();
  });

  it("writes the cart's WhatsApp order in Bangla, with the gift's Bangla page", async () => {
    storeCart([{ productId: 7, quantity: 2 }]);
    renderPage({ path: "/cart", Component: Cart }, { locale: "bn" });
    const whatsapp = await screen.findByRole("link", {
      name: bn.ordering.summary.orderOnWhatsapp,
    });
    const text = new URL(whatsapp.getAttribute("href") ?? "").searchParams.get("text") ?? "";
    expect(text).toContain("কাস্টম ফটো কুশন");
    expect(text).toContain("৳২,২০০");
    expect(text).toContain("https://upohar.com.bd/bn/product/7");
  });
});
