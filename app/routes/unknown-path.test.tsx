import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localizePath } from "~/config/locale";
import Category, { loader as categoryLoader } from "./category";
import Product, { loader as productLoader } from "./product";
import UnknownPath, { clientLoader } from "./unknown-path";
import { onADayWithNoGiftDay } from "../../tests/component/clock";
import { hrefOf } from "../../tests/component/reading";
import { editions, renderPage } from "../../tests/component/render";

/** Any address the shop has no page for: React Router's `*` under each edition. */
const route = { path: "/*", Component: UnknownPath, loader: clientLoader };
const product = { path: "/product/:id", Component: Product, loader: productLoader };
const category = { path: "/category/:slug", Component: Category, loader: categoryLoader };

/** Home's words: the spec's in English, the Bangla edition's own in Bangla. */
const words = {
  en: { heading: "Find the perfect gift for every occasion", shopNow: "Shop Now" },
  bn: { heading: "প্রতিটি উপলক্ষের জন্য খুঁজে নিন মনের মতো উপহার", shopNow: "এখনই কিনুন" },
};

for (const { locale, t } of editions) {
  const path = (to: string) => localizePath(to, locale);

  describe(`an address the shop has no page for (${locale})`, () => {
    onADayWithNoGiftDay();

    it("shows Home, with its way to the gifts", async () => {
      renderPage(route, { locale, path: "/this/page/does-not-exist?x=1" });
      expect(
        await screen.findByRole("heading", { level: 1, name: words[locale].heading }),
      ).toBeInTheDocument();
      expect(hrefOf(screen.getByRole("link", { name: words[locale].shopNow }))).toBe(
        path("/products"),
      );
    });

    it.each(["/product/999", "/product/abc"])(
      "%s says the product was not found and leads to all products",
      async (address) => {
        renderPage(product, { locale, path: address });
        expect(
          await screen.findByRole("heading", { level: 1, name: t.notFound.productTitle }),
        ).toBeInTheDocument();
        const browse = within(screen.getByRole("main")).getByRole("link", {
          name: t.common.browseProducts,
        });
        expect(hrefOf(browse)).toBe(path("/products"));
      },
    );

    it("an unknown category slug says the category was not found", async () => {
      renderPage(category, { locale, path: "/category/nope" });
      expect(
        await screen.findByRole("heading", { level: 1, name: t.notFound.categoryTitle }),
      ).toBeInTheDocument();
    });
  });
}

describe("an address the shop has no page for, in a gift day's month", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(editions)(
    "shows Home as Home is then, led by the gift day ($locale)",
    async ({ locale, t }) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-12-02T12:00:00+06:00"));
      renderPage(route, { locale, path: "/no/such/page" });
      const christmas = locale === "bn" ? "বড়দিন" : "Christmas";
      expect(
        await screen.findByRole("heading", { level: 1, name: t.occasions.giftsHeading(christmas) }),
      ).toBeInTheDocument();
    },
  );
});

describe("the not-found pages' English words", () => {
  it("are the spec's", async () => {
    renderPage(product, { path: "/product/999" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Product not found" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("main")).getByRole("link", { name: "Browse all products" }),
    ).toBeInTheDocument();
  });

  it("name a missing category so", async () => {
    renderPage(category, { path: "/category/nope" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Category not found" }),
    ).toBeInTheDocument();
  });
});
