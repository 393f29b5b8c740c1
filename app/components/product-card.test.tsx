import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editionCatalog } from "~/content/edition-catalog";
import { bn } from "~/i18n/bn";
import { discountPercent } from "~/lib/prices/pricing";
import type { Locale } from "~/config/locale";
import { ProductCard } from "./product-card";
import { renderInEdition } from "../../tests/component/render";

/** Every gift's card, as the listing shows them. */
function renderCards(locale: Locale = "en") {
  return renderInEdition(
    <ul>
      {editionCatalog(locale)
        .index()
        .map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
    </ul>,
    { path: "/products", locale },
  );
}

/** The card of the gift named `name`. */
function card(name: string): HTMLElement {
  const found = screen
    .getAllByRole("article")
    .find((article) => within(article).queryByRole("heading", { level: 3, name }));
  if (!found) throw new Error(`No card for ${name}`);
  return found;
}

describe("a product card", () => {
  it("shows discount, featured, stars and stock states", async () => {
    const { user } = renderCards();
    const frame = within(card("Personalized Photo Frame"));
    expect(frame.getByText("-20%")).toBeInTheDocument();
    expect(frame.getByText("Featured", { exact: true })).toBeInTheDocument();
    expect(frame.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeInTheDocument();
    expect(frame.getByText("(4 reviews)")).toBeInTheDocument();
    const bottle = within(card("Stylish Juice Bottle"));
    expect(bottle.getByText("No reviews yet")).toBeInTheDocument();
    expect(bottle.queryByRole("img", { name: /^Rated/ })).toBeNull();
    expect(frame.getByText("৳1,200")).toBeInTheDocument();
    expect(frame.getByText("৳1,500")).toBeInTheDocument();
    expect(frame.getByText("In Stock")).toBeInTheDocument();
    expect(frame.getByRole("link", { name: "Call to Order" }).getAttribute("href")).toBe(
      "tel:+8801712345678",
    );

    expect(within(card("Couple Wall Clock")).queryByText(/^-\d+%$/)).toBeNull();
    expect(
      within(card("Stylish Juice Bottle")).queryByText("Featured", { exact: true }),
    ).toBeNull();

    const outOfStock = within(card("Message in a Bottle"));
    expect(outOfStock.getByText("Out of Stock")).toBeInTheDocument();
    expect(
      outOfStock.getByRole<HTMLButtonElement>("button", { name: "Call to Order" }).disabled,
    ).toBe(true);

    // The frame asks for its engraving, which is written on its page: 'Personalize' opens it there.
    expect(
      frame
        .getByRole("link", { name: "Personalize Personalized Photo Frame" })
        .getAttribute("href"),
    ).toBe("/product/1#personalise");
    await user.click(frame.getByRole("link", { name: "Personalized Photo Frame" }));
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/product/1");
  });

  it("says the same in Bangla, in Bengali digits", async () => {
    const products = editionCatalog("bn").products;
    const frame = products.find((product) => product.id === 1);
    const bottle = products.find((product) => !product.inStock);
    if (!frame || !bottle) throw new Error("The frame or a gift out of stock is missing");
    renderCards("bn");
    const framed = within(card(frame.name));
    expect(
      framed.getByText(bn.product.discountBadge(discountPercent(frame.price, frame.originalPrice))),
    ).toBeInTheDocument();
    expect(framed.getByText(bn.product.featured, { exact: true })).toBeInTheDocument();
    expect(
      framed.getByRole("img", { name: bn.product.ratingLabel(frame.rating) }),
    ).toBeInTheDocument();
    expect(framed.getByText(bn.product.reviewCount(frame.reviewCount))).toBeInTheDocument();
    // Worked out here, not by the app's formatter: the taka sign, lakh grouping, Bengali digits.
    const bengaliDigits = (latin: string) =>
      latin.replace(/\d/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)] ?? digit);
    expect(
      framed.getByText(`৳${bengaliDigits(frame.price.toLocaleString("en-IN"))}`),
    ).toBeInTheDocument();
    expect(framed.getByText(bn.product.inStock)).toBeInTheDocument();
    expect(
      framed
        .getByRole("link", { name: bn.productPage.personalizeNamed(frame.name) })
        .getAttribute("href"),
    ).toBe("/bn/product/1#personalise");
    const unavailable = within(card(bottle.name));
    expect(unavailable.getByText(bn.product.outOfStock)).toBeInTheDocument();
    expect(
      unavailable.getByRole<HTMLButtonElement>("button", { name: bn.common.callToOrder }).disabled,
    ).toBe(true);
  });
});
