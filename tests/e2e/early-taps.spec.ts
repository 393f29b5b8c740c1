import type { Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { editionCatalog } from "../../app/content/edition-catalog";
import { asksForChoices } from "../../app/lib/cart/choices";
import { listing } from "./catalog-facts";
import { expect, test } from "./fixtures";
import { openHoldingTheApp } from "./holding-the-app";

/*
 * A shopper taps what they see the moment they see it (issue 29). Each test opens a page on a
 * budget phone's processor (4× slower) whose app cannot start until the test lets its scripts
 * through: every tap below lands before the app has started, whatever the load of the machine,
 * and what it shows then is the early script's doing (app/start-up/). Then the app starts, and
 * the test checks that the tap took effect exactly once and that the app carries on from there. Behaviour, not time: nothing here measures how long anything took.
 */

/*
 * 'Add to Cart' is done by the early script only for a gift that asks for no choices or text (a
 * gift that does is added by the app, which checks them: personalised-gift.spec.ts).
 */
const plainGifts = editionCatalog("en").products.filter(
  (product) => product.inStock && !asksForChoices(product),
);
const plainGift = plainGifts[0]?.id;

const cartCount = (page: Page) => page.locator('header [data-badge="cart"]');
const wishlistCount = (page: Page) => page.locator('header [data-badge="wishlist"]');

function storedCart(page: Page) {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem("upohar.cart") ?? "null")?.data?.lines ?? [],
  );
}

for (const [locale, text, prefix, one, two] of [
  ["en", en, "", "1", "2"],
  ["bn", bn, "/bn", "১", "২"],
] as const) {
  test(`'Add to Cart' on a product page counts at once, exactly once (${locale})`, async ({
    page,
  }) => {
    const app = await openHoldingTheApp(page, `${prefix}/product/${plainGift}`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: text.cart.add, exact: true }).first().tap();
    await expect(cartCount(page)).toHaveText(one);

    await app.startApp();
    await expect(page.getByRole("status").getByText(text.cart.added(name, 1))).toBeVisible();
    await expect(cartCount(page)).toHaveText(one);
    expect(await storedCart(page)).toEqual([{ productId: plainGift, quantity: 1 }]);
    await page.getByRole("button", { name: text.cart.add, exact: true }).first().tap();
    await expect(cartCount(page)).toHaveText(two);
  });

  test(`'Order this gift' in the phone's bar, tapped before the app starts, orders that gift alone once it has (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem(
          "upohar.cart",
          JSON.stringify({ v: 2, data: { lines: [{ productId: 8, quantity: 1 }] } }),
        );
      }
    });
    const app = await openHoldingTheApp(page, `${prefix}/product/${plainGift}`);
    // The bar's, on the first screen: the page's own is further down.
    const order = page
      .getByRole("button", { name: text.product.orderThisGift, exact: true })
      .filter({ visible: true })
      .last();
    await expect(order).toBeInViewport({ ratio: 1 });
    await order.tap();
    await expect(order).toHaveAttribute("aria-busy", "true");

    await app.startApp();
    await expect(page.getByRole("heading", { level: 1, name: text.pages.order })).toBeVisible();
    await expect(page.getByText(text.ordering.orderPage.singleGift)).toBeVisible();
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem("upohar.single-order") ?? "null")?.data?.lines,
      ),
    ).toEqual([{ productId: plainGift, quantity: 1 }]);
    expect(await storedCart(page)).toEqual([{ productId: 8, quantity: 1 }]);
    await expect(cartCount(page)).toHaveText(one);
  });

  test(`the phone menu opens at once and the app carries on (${locale})`, async ({ page }) => {
    const app = await openHoldingTheApp(page, `${prefix}/`);
    await page.getByRole("button", { name: text.header.openMenu }).tap();
    const menu = page.getByRole("navigation", { name: text.header.mobileNav });
    await expect(menu.getByRole("link", { name: text.header.about })).toBeVisible();

    await app.startApp();
    const close = page.getByRole("button", { name: text.header.closeMenu });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await close.tap();
    await expect(menu).toBeHidden();
  });
}

test("a card's bag and heart count at once, exactly once", async ({ page }) => {
  const app = await openHoldingTheApp(page, "/products");
  const first = listing().names.find((name) => plainGifts.some((gift) => gift.name === name));
  await page.getByRole("button", { name: en.cart.addNamed(first ?? "") }).tap();
  const heart = page.getByRole("button", { name: en.wishlist.toggleLabel(first ?? "") });
  await heart.tap();
  await expect(cartCount(page)).toHaveText("1");
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(wishlistCount(page)).toHaveText("1");

  await app.startApp();
  await expect(page.getByRole("status").getByText(en.wishlist.added(first ?? ""))).toBeVisible();
  await expect(cartCount(page)).toHaveText("1");
  await expect(wishlistCount(page)).toHaveText("1");
  await heart.tap();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(wishlistCount(page)).toHaveText("0");
});

test("with storage refused, 'Add to Cart' waits for the app, which adds it once", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const app = await openHoldingTheApp(page, `/product/${plainGift}`);
  const add = page.getByRole("button", { name: en.cart.add, exact: true }).first();
  await add.tap();
  // Nothing to keep it in before the app's store: the tap is held and shown as such.
  await expect(add).toHaveAttribute("aria-busy", "true");
  await expect(cartCount(page)).toBeHidden();

  await app.startApp();
  await expect(cartCount(page)).toHaveText("1");
  await expect(add).not.toHaveAttribute("aria-busy");
  await add.tap();
  await expect(cartCount(page)).toHaveText("2");
});

test("the quantity's plus and arrow keys count before the app starts, and the app goes on from there", async ({
  page,
}) => {
  const app = await openHoldingTheApp(page, `/product/${plainGift}`);
  const quantity = page.getByRole("spinbutton", { name: en.product.quantity });
  const plus = page.getByRole("button", { name: en.product.increaseQuantity });
  await plus.tap();
  await plus.tap();
  await expect(quantity).toHaveValue("3");
  await expect(page.getByRole("button", { name: en.product.decreaseQuantity })).toBeEnabled();
  await quantity.press("ArrowUp");
  await quantity.press("ArrowUp");
  await quantity.press("ArrowDown");
  await expect(quantity).toHaveValue("4");
  await page.getByRole("button", { name: en.cart.add, exact: true }).first().tap();
  await expect(cartCount(page)).toHaveText("4");

  await app.startApp();
  await expect(page.getByRole("status").getByText(/added to your cart/)).toBeVisible();
  await plus.tap();
  await expect(quantity).toHaveValue("5");
  await quantity.press("ArrowUp");
  await expect(quantity).toHaveValue("6");
  expect(await storedCart(page)).toEqual([{ productId: plainGift, quantity: 4 }]);
});

test("a quantity selected before the app starts stays selected, so what is typed next replaces it", async ({
  page,
}) => {
  const app = await openHoldingTheApp(page, `/product/${plainGift}`);
  const quantity = page.getByRole("spinbutton", { name: en.product.quantity });
  await page.getByRole("button", { name: en.product.increaseQuantity }).tap();
  await expect(quantity).toHaveValue("2");
  await quantity.selectText();

  await app.startApp();
  // The delivery line reads the device's clock once the app has taken the page over.
  await expect(
    page.getByText(/for delivery today|delivery tomorrow if you order now/),
  ).toBeVisible();
  await page.keyboard.type("7");
  await expect(quantity).toHaveValue("7");
});

test("the search opens at once; a search sent before the app starts is run once it has", async ({
  page,
}) => {
  const app = await openHoldingTheApp(page, "/");
  await page.getByRole("button", { name: en.header.openSearch, exact: true }).tap();
  const search = page.getByRole("searchbox", { name: en.header.searchLabel });
  await expect(search).toBeFocused();
  await search.fill("frame");
  const send = page.getByRole("button", { name: en.header.searchSubmit, exact: true }).last();
  await send.tap();
  await expect(send).toHaveAttribute("aria-busy", "true");

  await app.startApp();
  await expect(page).toHaveURL("/products?q=frame");
  await expect(page.getByText(listing("q=frame").showing)).toBeVisible();
});

test("the listing's filters, slider and sort, set before the app starts, apply once it has", async ({
  page,
}) => {
  const app = await openHoldingTheApp(page, "/products");
  const showFilters = page.getByRole("button", { name: en.productsPage.showFilters });
  await showFilters.tap();
  await expect(showFilters).toHaveAttribute("aria-expanded", "true");
  const categories = page.getByRole("group", { name: en.productsPage.category });
  await categories.getByRole("radio").nth(1).check();
  const slug = await categories.getByRole("radio").nth(1).getAttribute("value");
  const slider = page.getByRole("slider", { name: en.productsPage.maxPrice });
  await slider.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  const maxPrice = await slider.inputValue();
  await page.getByRole("combobox", { name: en.productsPage.sortBy }).selectOption("price-desc");

  await app.startApp();
  const expected = `category=${slug}&max=${maxPrice}&sort=price-desc`;
  await expect(page).toHaveURL(new RegExp(`category=${slug}`));
  await expect(page).toHaveURL(new RegExp(`max=${maxPrice}`));
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page.getByText(listing(expected).showing)).toBeVisible();
});

test("text typed and a form sent before the app starts are kept and sent once", async ({
  page,
}) => {
  const app = await openHoldingTheApp(page, "/contact");
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Full Name").fill("Nusrat Jahan");
  await field("Email Address").fill("nusrat@example.com");
  await field("Subject").selectOption({ label: "Custom Gift Request" });
  await field("Message").fill("A frame for my parents");
  const review = page.getByRole("button", { name: "Review Message" });
  await review.tap();
  await expect(review).toHaveAttribute("aria-busy", "true");

  await app.startApp();
  await expect(page.getByRole("heading", { name: "Your message is ready to send" })).toBeVisible();
  await expect(page.getByText("Custom Gift Request: Nusrat Jahan")).toBeVisible();
});

test("a newsletter address typed before the app starts is checked once it has", async ({
  page,
}) => {
  const app = await openHoldingTheApp(page, "/");
  const input = page.getByRole("textbox", { name: "Email address" });
  await input.fill("rahim@");
  await page.getByRole("button", { name: "Subscribe" }).tap();

  await app.startApp();
  await expect(
    page.getByText("Please enter a valid email address, like name@example.com."),
  ).toBeVisible();
  await expect(input).toHaveValue("rahim@");
});

test("the language switch tapped before the app starts opens the other edition and is kept", async ({
  page,
}) => {
  await openHoldingTheApp(page, "/products");
  await page.getByRole("link", { name: "বাংলা" }).first().tap();
  await expect(page).toHaveURL("/bn/products");
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("upohar.language") ?? "null")?.data),
  ).toBe("bn");
});
