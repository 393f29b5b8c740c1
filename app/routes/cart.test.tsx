import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "~/i18n/en";
import { bn } from "~/i18n/bn";
import { shop } from "~/data/shop";

import { cartActions } from "~/hooks/use-cart";
import Cart from "./cart";
import {
  refuseStorage,
  restoreStorage,
  storeCart,
  storeRaw,
  storedCart,
} from "../../tests/component/device";
import {
  amounts,
  announced,
  cartBadge,
  cartLine,
  catalogOf,
  findCartBadge,
} from "../../tests/component/ordering";
import { pages } from "../../tests/component/pages";
import { linkParam } from "../../tests/component/reading";
import { type Texts, editions, renderInEdition, renderPage } from "../../tests/component/render";

const route = pages.cart;
const { freeShippingThreshold: threshold, shippingFee: fee } = shop.policies;

function summaryOf(t: Texts) {
  return screen.getByRole("region", { name: t.ordering.summary.heading });
}

/** Subtotal, shipping and total as the edition shows them for a subtotal. */
function expectedAmounts(t: Texts, taka: (amount: number) => string, subtotal: number) {
  const shipping = subtotal >= threshold ? 0 : fee;
  return [
    taka(subtotal),
    shipping === 0 ? t.ordering.summary.free : taka(shipping),
    taka(subtotal + shipping),
  ];
}

function quantityOf(line: HTMLElement, t: Texts = en): string {
  return within(line).getByRole("group", { name: t.ordering.cart.quantity }).textContent ?? "";
}

describe("the cart page", () => {
  it("says when the gifts' prices cannot be fetched, loses nothing, and prices it on 'Try again'", async () => {
    const { product, taka } = catalogOf("en");
    const box = product(5);
    const answer = vi.mocked(fetch).getMockImplementation();
    let offline = true;
    vi.mocked(fetch).mockImplementation((input, init) =>
      offline || !answer ? Promise.reject(new TypeError("Failed to fetch")) : answer(input, init),
    );
    storeCart([{ productId: 5, quantity: 2 }]);
    const { user } = renderPage(route);

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(en.common.pricesUnavailable);
    expect(cartBadge(en, 2)).toBeInTheDocument();
    expect(storedCart()).toEqual([{ productId: 5, quantity: 2 }]);

    offline = false;
    await user.click(within(alert).getByRole("button", { name: en.common.tryAgain }));
    expect(
      await screen.findByRole("heading", { name: en.ordering.cart.itemsHeading(2) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(quantityOf(cartLine(box.name))).toBe("2");
    expect(amounts(summaryOf(en))).toEqual(expectedAmounts(en, taka, 2 * box.price));
  });

  it.each(editions)(
    "promises neither gifts nor an empty cart before the device is read ($locale)",
    ({ locale, t }) => {
      storeCart([{ productId: 2, quantity: 1 }]);
      renderInEdition(<Cart />, { locale, path: "/cart", started: false });
      expect(screen.getByText(t.ordering.cart.loading)).toBeInTheDocument();
      expect(screen.queryByText(t.ordering.cart.emptyTitle)).toBeNull();
      expect(screen.queryByRole("region", { name: t.ordering.summary.heading })).toBeNull();
    },
  );

  it.each(editions)(
    "says the cart is empty and leads back to the gifts ($locale)",
    async ({ locale, t }) => {
      renderPage(route, { locale });
      expect(
        await screen.findByRole("heading", { name: t.ordering.cart.emptyTitle }),
      ).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: t.pages.cart })).toBeInTheDocument();
      expect(screen.getByText(t.ordering.cart.emptyText)).toBeInTheDocument();
      expect(
        screen.getByRole("link", { name: t.ordering.cart.continueShopping }).getAttribute("href"),
      ).toBe(locale === "bn" ? "/bn/products" : "/products");
      expect(cartBadge(t, 0)).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: t.ordering.summary.heading })).toBeNull();
    },
  );

  it.each(editions)(
    "fills from the cards' 'Add to Cart' on Home, counts in the header, and prices each line ($locale)",
    async ({ locale, t }) => {
      const { product, taka, number } = catalogOf(locale);
      // Gifts that ask for nothing: a card of one that asks for an engraving or a size leads to its page.
      const hamper = product(2);
      const cushion = product(7);
      const { user } = renderPage(pages.home, { locale, also: [route] });
      const addHamper = await screen.findByRole("button", { name: t.cart.addNamed(hamper.name) });
      expect(cartBadge(t, 0)).toBeInTheDocument();
      await user.click(addHamper);
      expect(announced()).toBe(t.cart.added(hamper.name, 1));
      // A card's notice offers the way on to the cart, as the gift's page does.
      expect(screen.getByRole("link", { name: t.cart.viewCart }).getAttribute("href")).toBe(
        locale === "bn" ? "/bn/cart" : "/cart",
      );
      await user.click(addHamper);
      await user.click(screen.getByRole("button", { name: t.cart.addNamed(cushion.name) }));
      await user.click(cartBadge(t, 3));

      expect(
        await screen.findByRole("heading", { name: t.ordering.cart.itemsHeading(3) }),
      ).toBeInTheDocument();
      const hamperLine = cartLine(hamper.name);
      expect(quantityOf(hamperLine, t)).toBe(number(2));
      expect(hamperLine.textContent).toContain(taka(hamper.price));
      expect(hamper.originalPrice).toBeGreaterThan(hamper.price);
      expect(hamperLine.querySelector("s")?.textContent).toBe(
        `${t.product.originalPrice} ${taka(hamper.originalPrice ?? 0)}`,
      );
      expect(hamperLine.textContent).toContain(taka(2 * hamper.price));
      expect(hamperLine.querySelector("img")).toHaveAttribute("src");
      expect(within(hamperLine).getByRole("link", { name: hamper.name }).getAttribute("href")).toBe(
        locale === "bn" ? "/bn/product/2" : "/product/2",
      );
      expect(cartLine(cushion.name).textContent).toContain(taka(cushion.price));
      const subtotal = 2 * hamper.price + cushion.price;
      expect(amounts(summaryOf(t))).toEqual(expectedAmounts(t, taka, subtotal));
      expect(subtotal).toBeGreaterThanOrEqual(threshold);
      expect(within(summaryOf(t)).getByText(t.ordering.summary.freeShipping)).toBeInTheDocument();
    },
  );

  it("raises, lowers and removes lines, says so, keeps the focus in the list and prices again", async () => {
    const { product, taka } = catalogOf("en");
    const cushion = product(7);
    const clock = product(3);
    storeCart([
      { productId: 7, quantity: 1 },
      { productId: 3, quantity: 1 },
    ]);
    const { user } = renderPage(route);
    const cushionLine = (await screen.findByRole("link", { name: cushion.name })).closest("li");
    if (!cushionLine) throw new Error("No line for the cushion");
    expect(quantityOf(cushionLine)).toBe("1");
    expect(amounts(summaryOf(en))).toEqual(expectedAmounts(en, taka, cushion.price + clock.price));

    await user.click(screen.getByRole("button", { name: en.ordering.cart.increase(cushion.name) }));
    expect(quantityOf(cushionLine)).toBe("2");
    expect(announced()).toBe(`${cushion.name}: quantity 2`);
    expect(amounts(summaryOf(en))).toEqual(
      expectedAmounts(en, taka, 2 * cushion.price + clock.price),
    );
    expect(storedCart()).toEqual([
      { productId: 7, quantity: 2 },
      { productId: 3, quantity: 1 },
    ]);

    await user.click(screen.getByRole("button", { name: en.ordering.cart.decrease(cushion.name) }));
    expect(quantityOf(cushionLine)).toBe("1");
    expect(amounts(summaryOf(en))).toEqual(expectedAmounts(en, taka, cushion.price + clock.price));

    // Minus at 1 removes the line, and the focus lands on the list instead of being lost.
    await user.click(screen.getByRole("button", { name: en.ordering.cart.decrease(clock.name) }));
    expect(screen.queryByRole("link", { name: clock.name })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Your gifts (1 item)" }),
    );
    expect(announced()).toBe(`${clock.name} removed from your cart`);
    expect(amounts(summaryOf(en))).toEqual(expectedAmounts(en, taka, cushion.price));
    expect(cushion.price).toBeLessThan(threshold);
    expect(
      within(summaryOf(en)).getByText(
        `Add ${taka(threshold - cushion.price)} more for free delivery`,
      ),
    ).toBeInTheDocument();
    expect(cartBadge(en, 1)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Remove ${cushion.name} from cart` }));
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Your cart is empty" }),
    );
    expect(cartBadge(en, 0)).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });

  it("ships free from ৳2,000 and charges ৳100 below it, saying how much is missing", async () => {
    const { product } = catalogOf("en");
    const cushion = product(7);
    const bottle = product(9);
    // The two gifts' prices make the threshold exactly: check content/ if this fails.
    expect(cushion.price + 2 * bottle.price).toBe(2000);
    expect([threshold, fee]).toEqual([2000, 100]);
    storeCart([
      { productId: 7, quantity: 1 },
      { productId: 9, quantity: 2 },
    ]);
    const { user } = renderPage(route);
    await screen.findByRole("heading", { name: "Your gifts (3 items)" });
    expect(amounts(summaryOf(en))).toEqual(["৳2,000", "Free", "৳2,000"]);
    expect(within(summaryOf(en)).getByText("You qualify for free shipping!")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Decrease quantity of ${bottle.name}` }));
    const below = cushion.price + bottle.price;
    const formatted = (amount: number) => `৳${amount.toLocaleString("en")}`;
    expect(amounts(summaryOf(en))).toEqual([formatted(below), "৳100", formatted(below + 100)]);
    expect(within(summaryOf(en)).queryByText("You qualify for free shipping!")).toBeNull();
    expect(
      within(summaryOf(en)).getByText(`Add ${formatted(2000 - below)} more for free delivery`),
    ).toBeInTheDocument();
    expect(
      within(summaryOf(en))
        .getByRole("progressbar", { name: "Progress towards free delivery" })
        .getAttribute("value"),
    ).toBe(String(below));
  });

  it("sends the order by phone, WhatsApp and SMS in the same words, which follow the cart", async () => {
    const { product } = catalogOf("en");
    const cushion = product(7);
    const bottle = product(9);
    const formatted = (amount: number) => `৳${amount.toLocaleString("en")}`;
    storeCart([
      { productId: 7, quantity: 2 },
      { productId: 9, quantity: 1 },
    ]);
    const { user } = renderPage(route);
    await screen.findByRole("heading", { name: "Your gifts (3 items)" });
    const subtotal = 2 * cushion.price + bottle.price;
    const shipping = subtotal >= 2000 ? "Free" : "৳100";
    const total = subtotal >= 2000 ? subtotal : subtotal + 100;
    const expected = [
      "Hello Upohar! I would like to order:",
      "",
      `1. ${cushion.name} × 2 = ${formatted(2 * cushion.price)}`,
      `${shop.siteUrl}/product/7`,
      "",
      `2. ${bottle.name} × 1 = ${formatted(bottle.price)}`,
      `${shop.siteUrl}/product/9`,
      "",
      `Subtotal: ${formatted(subtotal)}`,
      `Shipping: ${shipping}`,
      `Total: ${formatted(total)}`,
      "",
      "Please call me about the delivery address and payment (bKash, Nagad, Rocket, or Cash on Delivery). Thank you!",
    ].join("\n");

    const box = summaryOf(en);
    expect(within(box).getByRole("link", { name: "Call to Order" }).getAttribute("href")).toBe(
      "tel:+8801712345678",
    );
    const whatsapp = within(box).getByRole("link", { name: "Order on WhatsApp" });
    expect(whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/8801712345678\?text=/);
    expect(linkParam(whatsapp, "text")).toBe(expected);
    const sms = within(box).getByRole("link", { name: "Send as SMS" });
    expect(sms.getAttribute("href")).toMatch(/^sms:\+8801712345678\?body=/);
    expect(linkParam(sms, "body")).toBe(expected);
    expect(box.textContent).toContain("Pay by bKash, Nagad, Rocket, or Cash on Delivery.");

    await user.click(screen.getByRole("button", { name: `Remove ${cushion.name} from cart` }));
    const body = linkParam(within(box).getByRole("link", { name: "Send as SMS" }), "body");
    expect(body).not.toContain(cushion.name);
    expect(bottle.price).toBeLessThan(2000);
    expect(body).toContain(`Shipping: ৳100\nTotal: ${formatted(bottle.price + 100)}`);
  });

  it("is in Bangla on /bn/cart", async () => {
    storeCart([{ productId: 7, quantity: 2 }]);
    renderPage(route, { locale: "bn" });
    expect(await screen.findByText(bn.ordering.cart.itemsHeading(2))).toBeInTheDocument();
    expect(cartBadge(bn, 2)).toBeInTheDocument();
  });

  describe("a damaged stored cart gives a clean cart", () => {
    it.each([
      ["bad JSON", "{not json"],
      ["a foreign value", '"hello"'],
      [
        "an unknown version",
        JSON.stringify({ v: 7, data: { lines: [{ productId: 1, quantity: 1 }] } }),
      ],
      ["lines of the wrong type", JSON.stringify({ v: 1, data: { lines: "three frames" } })],
      [
        "only unknown ids and bad quantities",
        JSON.stringify({
          v: 1,
          data: {
            lines: [
              { productId: 999, quantity: 1 },
              { productId: "1", quantity: 1 },
              { productId: 2, quantity: -3 },
              { productId: 3, quantity: "2" },
              { productId: 4, quantity: 0 },
              null,
              5,
            ],
          },
        }),
      ],
    ])("from %s", async (_label, raw) => {
      storeRaw("upohar.cart", raw);
      renderPage(route);
      expect(
        await screen.findByRole("heading", { name: "Your cart is empty" }),
      ).toBeInTheDocument();
      expect(await findCartBadge(en, 0)).toBeInTheDocument();
    });

    it("keeping the valid lines, with quantities held to 1 to 99 and prices from the catalog", async () => {
      const { product, taka } = catalogOf("en");
      const clock = product(3);
      const cushion = product(7);
      storeRaw(
        "upohar.cart",
        JSON.stringify({
          v: 1,
          data: {
            lines: [
              { productId: 3, quantity: 1e9 },
              { productId: 999, quantity: 1 },
              { productId: 7, quantity: 2.7 },
              { productId: 2, quantity: -1 },
              { productId: 7, quantity: 1, price: 1 },
            ],
          },
        }),
      );
      renderPage(route);
      const clockLine = (await screen.findByRole("link", { name: clock.name })).closest("li");
      if (!clockLine) throw new Error("No line for the clock");
      expect(quantityOf(clockLine)).toBe("99");
      expect(
        (
          screen.getByRole("button", {
            name: `Increase quantity of ${clock.name}`,
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(true);
      expect(quantityOf(cartLine(cushion.name))).toBe("3");
      expect(screen.queryByRole("link", { name: product(2).name })).toBeNull();
      expect(amounts(summaryOf(en))).toEqual(
        expectedAmounts(en, taka, 99 * clock.price + 3 * cushion.price),
      );
      expect(await findCartBadge(en, 102)).toBeInTheDocument();
    });
  });

  describe("when the device refuses storage, the cart lives for the visit", () => {
    const refusals: [string, "calls" | "access"][] = [
      ["every storage call throws (private mode, full quota)", "calls"],
      ["even reaching the storage throws (storage blocked)", "access"],
    ];

    afterEach(() => {
      // The cart the visit kept in memory is let go of, once storage works again.
      restoreStorage();
      cartActions.clear();
    });

    it.each(refusals)("when %s", async (_label, how) => {
      refuseStorage(how);
      const { product, taka } = catalogOf("en");
      const cushion = product(7);
      const { user } = renderPage(route, { also: [pages.products] });
      expect(
        await screen.findByRole("heading", { name: "Your cart is empty" }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole("link", { name: "Continue Shopping" }));
      await user.click(await screen.findByRole("button", { name: `Add ${cushion.name} to cart` }));
      await user.click(cartBadge(en, 1));
      await user.click(
        await screen.findByRole("button", { name: `Increase quantity of ${cushion.name}` }),
      );
      expect(quantityOf(cartLine(cushion.name))).toBe("2");
      await waitFor(() =>
        expect(amounts(summaryOf(en))).toEqual(expectedAmounts(en, taka, 2 * cushion.price)),
      );
    });
  });
});

describe.each(editions)("a cart of personalised gifts ($locale)", ({ locale, t }) => {
  const { product, extra, taka } = catalogOf(locale);
  const frame = product(1);
  const rose = product(8);
  const engraving = frame.personalisation?.[0];
  const size = rose.options?.[0];
  const large = size?.choices.find((choice) => choice.id === "large");
  if (!engraving || !size || !large) throw new Error("The frame or the rose changed in content/");
  const engraved = "Rafi & Mitu";
  const frameLine = { productId: 1, quantity: 1, text: { [engraving.id]: engraved } };
  const largeRose = { productId: 8, quantity: 1, choices: { size: "large" } };
  const productPath = (id: number) => (locale === "bn" ? `/bn/product/${id}` : `/product/${id}`);

  it("shows each line's choices, adds a little extra in one tap, and sends all three on WhatsApp", async () => {
    const balloons = extra("balloon-bunch");
    storeCart([frameLine, largeRose]);
    const { user } = renderPage(route, { locale });
    await screen.findByRole("heading", { name: t.ordering.cart.itemsHeading(2) });
    expect(cartLine(frame.name).textContent).toContain(`${engraving.label}: ${engraved}`);
    const roseLine = cartLine(rose.name);
    expect(roseLine.textContent).toContain(`${size.name}: ${large.name}`);
    expect(roseLine.textContent).toContain(taka(rose.price + large.surcharge));

    const extras = await screen.findByRole("region", { name: t.ordering.extras.heading });
    expect(within(extras).getByRole("img", { name: balloons.image.alt })).toBeInTheDocument();
    expect(extras.textContent).toContain(taka(balloons.price));
    await user.click(
      within(extras).getByRole("button", { name: t.ordering.extras.addLabel(balloons.name) }),
    );
    expect(announced()).toBe(t.cart.added(balloons.name, 1));
    // Offered again, it would be a second tap for the same balloons: it says it is in the cart.
    expect(
      within(extras).queryByRole("button", { name: t.ordering.extras.addLabel(balloons.name) }),
    ).toBeNull();
    expect(
      within(extras).getByRole("img", { name: balloons.image.alt }).closest("li")?.textContent,
    ).toContain(t.ordering.extras.added);
    const balloonLine = cartLine(balloons.name);
    expect(balloonLine.textContent).toContain(taka(balloons.price));
    // A little extra has no page of its own.
    expect(within(balloonLine).queryAllByRole("link")).toEqual([]);
    const subtotal = frame.price + rose.price + large.surcharge + balloons.price;
    const shown = expectedAmounts(t, taka, subtotal);
    expect(amounts(summaryOf(t))).toEqual(shown);

    const whatsapp = within(summaryOf(t)).getByRole("link", {
      name: t.ordering.summary.orderOnWhatsapp,
    });
    const message = linkParam(whatsapp, "text");
    expect(message).toContain(`   ${engraving.label}: ${engraved}\n`);
    expect(message).toContain(`   ${size.name}: ${large.name}\n`);
    expect(message).toContain(balloons.name);
    expect(message).toContain(shown[2]);
  });

  it("marks a line whose choices changed, holds the order back, and lets it go", async () => {
    storeCart([{ productId: 8, quantity: 1, choices: { size: "huge" } }, frameLine]);
    const { user } = renderPage(pages.order, { locale, also: [route] });
    expect(
      await screen.findByRole("heading", { name: t.ordering.orderPage.blockedHeading }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(t.ordering.orderPage.labels.senderName)).toBeNull();
    await user.click(screen.getByRole("link", { name: t.ordering.orderPage.fixInCart }));

    await screen.findByRole("heading", { name: t.ordering.cart.itemsHeading(2) });
    const changed = cartLine(rose.name);
    expect(changed.textContent).toContain(t.ordering.cart.changed);
    // The line is named with what was saved for it, which it still shows.
    const saved = `${size.name}: huge`;
    expect(changed.textContent).toContain(saved);
    expect(
      within(changed)
        .getByRole("link", { name: t.ordering.cart.addAgainLabel(rose.name) })
        .getAttribute("href"),
    ).toBe(productPath(8));
    expect(within(changed).queryByRole("group", { name: t.ordering.cart.quantity })).toBeNull();
    const summary = summaryOf(t);
    expect(amounts(summary)[0]).toBe(taka(frame.price));
    expect(summary.textContent).toContain(t.ordering.summary.blocked(1));
    const placeOrder = { name: t.ordering.summary.placeOrder };
    expect(within(summary).queryByRole("link", placeOrder)).toBeNull();
    expect(
      within(summary).queryByRole("link", { name: t.ordering.summary.orderOnWhatsapp }),
    ).toBeNull();

    await user.click(
      screen.getByRole("button", { name: t.ordering.cart.remove(`${rose.name} (${saved})`) }),
    );
    expect(within(screen.getByRole("main")).queryByRole("heading", { name: rose.name })).toBeNull();
    await user.click(within(summaryOf(t)).getByRole("link", placeOrder));
    expect(
      await screen.findByLabelText(t.ordering.orderPage.labels.senderName),
    ).toBeInTheDocument();
  });

  it("has one main step, 'Place Order', and the quick ways to order below it", async () => {
    storeCart([{ productId: 2, quantity: 1 }]);
    renderPage(route, { locale });
    await screen.findByRole("heading", { name: t.ordering.cart.itemsHeading(1) });
    const summary = summaryOf(t);
    const placeOrder = within(summary).getByRole("link", { name: t.ordering.summary.placeOrder });
    expect(placeOrder.getAttribute("href")).toBe(locale === "bn" ? "/bn/order" : "/order");
    const quick = within(summary).getByRole("group", { name: t.ordering.summary.orderQuickly });
    expect(
      within(quick)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      t.ordering.summary.callToOrder,
      t.ordering.summary.orderOnWhatsapp,
      t.ordering.summary.sendSms,
    ]);
    expect(within(quick).queryByRole("link", { name: t.ordering.summary.placeOrder })).toBeNull();
  });
});

describe("little extras and saved carts", () => {
  const { product, extra, taka } = catalogOf("en");
  const frame = product(1);

  it("counts little extras towards free delivery", async () => {
    const flowers = extra("flower-bouquet");
    const chocolates = extra("chocolate-box");
    const subtotal = frame.price + flowers.price + chocolates.price;
    expect(frame.price + flowers.price).toBeLessThan(threshold);
    expect(subtotal).toBeGreaterThanOrEqual(threshold);
    storeCart([
      { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": "Rafi & Mitu" } },
      { extraId: "flower-bouquet", quantity: 1 },
    ]);
    const { user } = renderPage(route);
    await screen.findByRole("heading", { name: "Your gifts (2 items)" });
    expect(amounts(summaryOf(en))[1]).toBe(taka(fee));
    await user.click(await screen.findByRole("button", { name: `Add ${chocolates.name} to cart` }));
    expect(amounts(summaryOf(en)).slice(0, 2)).toEqual([taka(subtotal), "Free"]);
    expect(within(summaryOf(en)).getByText("You qualify for free shipping!")).toBeInTheDocument();
  });

  it("opens a cart saved before choices existed unchanged, and asks for the engraving it lacks", async () => {
    const bottle = product(9);
    storeRaw(
      "upohar.cart",
      JSON.stringify({
        v: 1,
        data: {
          lines: [
            { productId: 9, quantity: 2 },
            { productId: 1, quantity: 1 },
          ],
        },
      }),
    );
    renderPage(route);
    expect(
      await screen.findByRole("heading", { name: "Your gifts (3 items)" }),
    ).toBeInTheDocument();
    const bottleLine = cartLine(bottle.name);
    expect(quantityOf(bottleLine)).toBe("2");
    expect(bottleLine.textContent).toContain(taka(bottle.price * 2));
    expect(cartLine(frame.name).textContent).toContain(en.ordering.cart.changed);
    expect(cartBadge(en, 3)).toBeInTheDocument();
  });

  it("shows hand-edited text in a saved cart as text, never as markup", async () => {
    const written = '<i>রাফি</i> & "মিতু" 💍';
    storeCart([{ productId: 1, quantity: 1, text: { "name-or-date-to-engrave": written } }]);
    renderPage(route);
    await screen.findByRole("heading", { name: "Your gifts (1 item)" });
    const line = cartLine(frame.name);
    expect(line.textContent).toContain(written);
    expect(line.querySelector("i")).toBeNull();
  });
});
