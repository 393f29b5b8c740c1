import type { Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { graphemeCount } from "../../app/lib/forms/graphemes";
import { seedStorage } from "./device";
import { expect, test } from "./fixtures";
import { openHoldingTheApp } from "./holding-the-app";

/*
 * A gift that asks for text or a choice, as a shopper on a 375 px phone meets it (PRODUCT.md 6.2:
 * the frame's engraving, the rose's size), in both editions: what the page says about the text,
 * that nothing goes into the cart until it is right, and that the price follows the size.
 */

/** 30 characters as a person counts them: the Bangla conjunct ক্ষ and the family emoji are one each. */
const thirty = "To Rafi & Mitu ক্ষমা 👨‍👩‍👧 14.02.2020";
const thirtyOne = `${thirty}!`;

const editions = [
  {
    locale: "en",
    text: en,
    prefix: "",
    engraving: "Name or date to engrave",
    rose: "Eternal Rose in Glass Dome",
    large: "Large (+৳800)",
    small: "৳2,200",
    largePrice: "৳3,000",
    largeWas: "৳3,400",
    count: (value: number) => String(value),
  },
  {
    locale: "bn",
    text: bn,
    prefix: "/bn",
    engraving: "খোদাই করার নাম বা তারিখ",
    rose: "কাচের ডোমে চিরসতেজ গোলাপ",
    large: "বড় (+৳৮০০)",
    small: "৳২,২০০",
    largePrice: "৳৩,০০০",
    largeWas: "৳৩,৪০০",
    count: (value: number) => value.toLocaleString("bn"),
  },
] as const;

const cartCount = (page: Page) => page.locator('header [data-badge="cart"]');

function storedLines(page: Page) {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem("upohar.cart") ?? "null")?.data?.lines ?? [],
  );
}

test("the test's texts are as long as they say", () => {
  expect(graphemeCount(thirty)).toBe(30);
  expect(graphemeCount(thirtyOne)).toBe(31);
});

for (const edition of editions) {
  const { text, prefix } = edition;
  const words = text.productPage;

  test(`the frame's engraving: counted, checked beside the field, then added (${edition.locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/product/1`);
    const field = page.getByRole("textbox", { name: edition.engraving });
    const add = page.getByRole("button", { name: text.cart.add, exact: true });
    await expect(field).toHaveAccessibleDescription(
      `${words.counter(0, 30)} ${words.counterLabel}`,
    );
    await expect(cartCount(page)).toHaveText(edition.count(0));

    await add.tap();
    const required = words.textRequired(edition.engraving);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(`${required}$`));
    await expect(field).toBeFocused();
    await expect(cartCount(page)).toHaveText(edition.count(0));

    await field.fill(thirtyOne);
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${words.counter(31, 30)}`));
    await add.tap();
    await expect(page.getByText(words.textTooLong(30, 31))).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(cartCount(page)).toHaveText(edition.count(0));
    expect(await storedLines(page)).toEqual([]);

    await field.fill(thirty);
    await expect(field).toHaveAttribute("aria-invalid", "false");
    await add.tap();
    await expect(cartCount(page)).toHaveText(edition.count(1));
    // The text stays, for another frame.
    await expect(field).toHaveValue(thirty);
    expect(await storedLines(page)).toEqual([
      { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": thirty } },
    ]);
  });

  test(`the rose's price follows its size, and its card sends the shopper to choose (${edition.locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/products`);
    const card = page.getByRole("article").filter({ hasText: edition.rose });
    await expect(card).toContainText(edition.small);
    await expect(card.getByRole("button", { name: text.cart.addNamed(edition.rose) })).toHaveCount(
      0,
    );
    const choose = card.getByRole("link", { name: words.seeOptionsNamed(edition.rose) });
    await expect(choose).toHaveText(words.seeOptions);
    await choose.tap();
    await expect(page).toHaveURL(`${prefix}/product/8`);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: edition.rose })).toBeVisible();
    await expect(main).toContainText(edition.small);
    await main.getByRole("radio", { name: edition.large }).check();
    await expect(main).toContainText(edition.largePrice);
    await expect(main).toContainText(edition.largeWas);
    const whatsapp = main.getByRole("link", { name: text.product.orderOnWhatsapp });
    await expect(whatsapp).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent(edition.largePrice)),
    );

    await main.getByRole("button", { name: text.cart.add, exact: true }).tap();
    await expect(cartCount(page)).toHaveText(edition.count(1));
    expect(await storedLines(page)).toEqual([
      { productId: 8, quantity: 1, choices: { size: "large" } },
    ]);
  });

  test(`an engraving typed and added before the app starts is kept, checked and added once (${edition.locale})`, async ({
    page,
  }) => {
    const app = await openHoldingTheApp(page, `${prefix}/product/1`);
    const field = page.getByRole("textbox", { name: edition.engraving });
    await field.fill("Ammu");
    const add = page.getByRole("button", { name: text.cart.add, exact: true });
    await add.tap();
    // Only the app can check the text: the tap is held, and shown as such.
    await expect(add).toHaveAttribute("aria-busy", "true");

    await app.startApp();
    await expect(cartCount(page)).toHaveText(edition.count(1));
    await expect(field).toHaveValue("Ammu");
    await expect(field).toHaveAccessibleDescription(
      `${words.counter(4, 30)} ${words.counterLabel}`,
    );
    expect(await storedLines(page)).toEqual([
      { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": "Ammu" } },
    ]);
  });
}

test("'Add to Cart' tapped before the app starts with the engraving empty adds nothing and says why", async ({
  page,
}) => {
  const app = await openHoldingTheApp(page, "/product/1");
  const add = page.getByRole("button", { name: en.cart.add, exact: true });
  await add.tap();
  await expect(add).toHaveAttribute("aria-busy", "true");

  await app.startApp();
  await expect(
    page.getByText(en.productPage.textRequired("Name or date to engrave")),
  ).toBeVisible();
  await expect(cartCount(page)).toHaveText("0");
  expect(await storedLines(page)).toEqual([]);
});

test("the rose's size chosen before the app starts goes into the cart with it", async ({
  page,
}) => {
  const app = await openHoldingTheApp(page, "/product/8");
  await page.getByRole("radio", { name: "Large (+৳800)" }).check();
  await page.getByRole("button", { name: en.cart.add, exact: true }).tap();

  await app.startApp();
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByRole("main")).toContainText("৳3,000");
  expect(await storedLines(page)).toEqual([
    { productId: 8, quantity: 1, choices: { size: "large" } },
  ]);
});

test("the wishlist sends a gift that asks for text or a size to its page", async ({ page }) => {
  await seedStorage(page, "upohar.wishlist", JSON.stringify({ v: 1, data: { ids: [1, 8] } }));
  await page.goto("/wishlist");
  const saved = page.getByRole("region", { name: /Saved gifts/ });
  await expect(
    saved.getByRole("link", { name: en.productPage.personalizeNamed("Personalized Photo Frame") }),
  ).toHaveAttribute("href", "/product/1");
  const rose = saved.getByRole("link", {
    name: en.productPage.seeOptionsNamed("Eternal Rose in Glass Dome"),
  });
  await expect(rose).toHaveAttribute("href", "/product/8");
  await expect(saved.getByRole("button", { name: /^Add to Cart/ })).toHaveCount(0);
  await rose.tap();
  await expect(page).toHaveURL("/product/8");
});
