import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editionCatalog } from "~/content/edition-catalog";
import { bn } from "~/i18n/bn";
import { formatTaka } from "~/lib/prices/money";
import ProductPage, { loader } from "./product";
import { storedCart } from "../../tests/component/device";
import { pageButton } from "../../tests/component/ordering";
import { renderPage } from "../../tests/component/render";

const route = { path: "/product/:id", Component: ProductPage, loader };

/** What the 'Order on WhatsApp' link opens: the shop's chat, and the message typed for it. */
function whatsappOrder(link: HTMLElement) {
  const url = new URL(link.getAttribute("href") ?? "");
  return { chat: url.origin + url.pathname, text: url.searchParams.get("text") ?? "" };
}

describe("a product page's reviews", () => {
  it("shows a few, then the rest behind 'more', each in its own language", async () => {
    const { user } = renderPage(route, { path: "/product/1" });
    const main = await screen.findByRole("main");
    const reviews = await within(main).findByRole("region", { name: "Customer reviews" });
    const more = within(reviews).getByText("Show 1 more review");
    const hidden = within(reviews).getByText(/with our wedding date engraved/);
    expect(hidden.closest("details")?.open).toBe(false);
    await user.click(more);
    expect(hidden.closest("details")?.open).toBe(true);
    expect(hidden.closest("[lang]")?.getAttribute("lang")).toBe("en");
    expect(within(reviews).getAllByRole("listitem")).toHaveLength(4);
  });

  it("says a gift has no reviews instead of a number", async () => {
    renderPage(route, { path: "/product/9" });
    const main = await screen.findByRole("main");
    const title = await within(main).findByRole("heading", {
      level: 1,
      name: "Stylish Juice Bottle",
    });
    expect(title.nextElementSibling?.textContent).toBe("No reviews yet");
    expect(
      within(title.parentElement as HTMLElement).queryByRole("img", { name: /^Rated/ }),
    ).toBeNull();
    const reviews = within(main).getByRole("region", { name: "Customer reviews" });
    expect(within(reviews).queryAllByRole("listitem")).toEqual([]);
    expect(reviews.textContent).toContain("Tell us on WhatsApp how it went");
  });

  it("says so in Bangla", async () => {
    renderPage(route, { path: "/product/9", locale: "bn" });
    const main = await screen.findByRole("main");
    const title = await within(main).findByRole("heading", { level: 1 });
    expect(title.nextElementSibling?.textContent).toBe("এখনো কোনো রিভিউ নেই");
  });

  it("keeps an English review English on the Bangla page, with the Bangla date", async () => {
    renderPage(route, { path: "/product/2", locale: "bn" });
    const main = await screen.findByRole("main");
    const reviews = await within(main).findByRole("region", { name: "ক্রেতাদের রিভিউ" });
    const english = within(reviews).getByText(/Sent five of these to our clients/);
    expect(english.closest("[lang]")?.getAttribute("lang")).toBe("en");
    expect(within(reviews).getByText("২ নভেম্বর ২০২৬")).toBeInTheDocument();
    expect(within(reviews).getByText("মাহমুদুল করিম")).toBeInTheDocument();
  });
});

describe("a product page", () => {
  it("shows everything a shopper needs and the WhatsApp order", async () => {
    renderPage(route, { path: "/product/8" });
    const main = await screen.findByRole("main");
    expect(
      await within(main).findByRole("heading", { level: 1, name: "Eternal Rose in Glass Dome" }),
    ).toBeInTheDocument();
    expect(within(main).getByText("Save 15%")).toBeInTheDocument();
    expect(within(main).getAllByRole("img", { name: "Rated 4.5 out of 5" })).not.toEqual([]);
    expect(
      within(main)
        .getByRole("link", { name: /4\.5 \(2 reviews\)/ })
        .getAttribute("href"),
    ).toBe("#reviews");
    const reviews = within(main).getByRole("region", { name: "Customer reviews" });
    expect(within(reviews).getByText("4.5 out of 5, from 2 reviews")).toBeInTheDocument();
    expect(within(reviews).getAllByRole("listitem")).toHaveLength(2);
    const bangla = within(reviews).getByText(/গোলাপটা সুন্দর/);
    expect(bangla.closest("[lang]")?.getAttribute("lang")).toBe("bn");
    expect(within(reviews).getByText("12 Nov 2026")).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(breadcrumb)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Products", "Anniversary Gifts"]);
    // What delivery costs for this gift (৳2,200) and when it can arrive, inside and outside Dhaka.
    const delivery = within(main).getByRole("region", { name: "Delivery & returns" });
    expect(delivery.textContent).toContain("Free delivery: orders of ৳2,000 or more ship free.");
    expect(delivery.textContent).toMatch(/Inside Dhaka city: \S/);
    expect(delivery.textContent).toContain("Outside Dhaka city: 1–3 business days.");
    const order = whatsappOrder(within(main).getByRole("link", { name: "Order on WhatsApp" }));
    expect(order.chat).toBe("https://wa.me/8801712345678");
    expect(order.text).toContain("Eternal Rose in Glass Dome");
    expect(order.text).toContain("৳2,200");
    expect(order.text).toContain("/product/8");
    expect(
      within(main).getAllByRole("link", { name: "Call to Order" })[0]?.getAttribute("href"),
    ).toBe("tel:+8801712345678");
    const related = screen.getByRole("region", { name: "You may also like" });
    // The anniversary gifts (3, 6) first, then those also for anniversaries (1, 5): four at most.
    expect(within(related).getAllByRole("article")).toHaveLength(4);
  });

  it("shows the same in Bangla, with the order message in Bangla", async () => {
    const rose = editionCatalog("bn").findProduct("8");
    if (!rose) throw new Error("The rose is missing from the Bangla catalog");
    const category = editionCatalog("bn").findCategoryBySlug(rose.category)?.name;
    renderPage(route, { path: "/product/8", locale: "bn" });
    const main = await screen.findByRole("main");
    expect(
      await within(main).findByRole("heading", { level: 1, name: rose.name }),
    ).toBeInTheDocument();
    expect(within(main).getByText(bn.product.discountSave(15))).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: bn.common.breadcrumb });
    expect(
      within(breadcrumb)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([bn.header.home, bn.header.products, category]);
    const order = whatsappOrder(
      within(main).getByRole("link", { name: bn.product.orderOnWhatsapp }),
    );
    expect(order.chat).toBe("https://wa.me/8801712345678");
    expect(order.text).toContain(rose.name);
    expect(order.text).toContain(formatTaka(rose.price, "bn"));
    expect(order.text).toContain("/bn/product/8");
    const related = screen.getByRole("region", { name: bn.product.relatedHeading });
    // The anniversary gifts (3, 6) first, then those also for anniversaries (1, 5): four at most.
    expect(within(related).getAllByRole("article")).toHaveLength(4);
  });

  it("puts the quantity chosen into the cart, and says so", async () => {
    const { user } = renderPage(route, { path: "/product/3" });
    const increase = await screen.findByRole("button", { name: "Increase quantity" });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole<HTMLInputElement>("spinbutton", { name: "Quantity" }).value).toBe("3");
    await user.click(pageButton("Add to Cart"));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain(
        "3 × Couple Wall Clock added to your cart",
      ),
    );
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toBeInTheDocument();
    expect(storedCart()).toEqual([{ productId: 3, quantity: 3 }]);
  });

  it("puts the quantity into the cart in Bangla, in Bengali digits", async () => {
    const clock = editionCatalog("bn").findProduct("3")?.name ?? "";
    const { user } = renderPage(route, { path: "/product/3", locale: "bn" });
    const increase = await screen.findByRole("button", { name: bn.product.increaseQuantity });
    await user.click(increase);
    await user.click(increase);
    expect(
      screen.getByRole<HTMLInputElement>("spinbutton", { name: bn.product.quantity }).value,
    ).toBe("৩");
    await user.click(pageButton(bn.cart.add));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain(bn.cart.added(clock, 3)),
    );
    expect(
      screen.getByRole("link", { name: bn.header.badgeItems(bn.header.cart, 3) }),
    ).toBeInTheDocument();
  });

  it("cannot add a gift out of stock, and says to call", async () => {
    renderPage(route, { path: "/product/6" });
    expect(await screen.findByText("Out of Stock", { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to Cart" })).toBeNull();
    expect(screen.getByText(/Call us to ask when it will be back/)).toBeInTheDocument();
  });

  it("copies its link where the phone has no share sheet, and says so", async () => {
    expect(navigator.share).toBeUndefined();
    const { user } = renderPage(route, { path: "/product/2" });
    await user.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Link copied"));
    expect(await navigator.clipboard.readText()).toMatch(/\/product\/2$/);
  });
});
