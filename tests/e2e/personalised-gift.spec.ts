import type { Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { expect, test } from "./fixtures";
import { openHoldingTheApp } from "./holding-the-app";

/*
 * A gift that asks for text or a choice, tapped before the app has started on a budget phone (the
 * frame's engraving, the rose's size): what only a real browser's timing can tell. What the page
 * says and checks once running is tested in app/routes/product.personalised.test.tsx.
 */

const editions = [
  { locale: "en", text: en, prefix: "", engraving: "Name or date to engrave", count: "1" },
  { locale: "bn", text: bn, prefix: "/bn", engraving: "খোদাই করার নাম বা তারিখ", count: "১" },
] as const;

const cartCount = (page: Page) => page.locator('header [data-badge="cart"]');

function storedLines(page: Page) {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem("upohar.cart") ?? "null")?.data?.lines ?? [],
  );
}

for (const edition of editions) {
  const { text, prefix } = edition;
  const words = text.productPage;

  test(`an engraving typed and added before the app starts is kept, checked and added once (${edition.locale})`, async ({
    page,
  }) => {
    const app = await openHoldingTheApp(page, `${prefix}/product/1`);
    const field = page.getByRole("textbox", { name: edition.engraving });
    await field.fill("Ammu");
    const add = page.getByRole("button", { name: text.cart.add, exact: true }).first();
    await add.tap();
    // Only the app can check the text: the tap is held, and shown as such.
    await expect(add).toHaveAttribute("aria-busy", "true");

    await app.startApp();
    await expect(cartCount(page)).toHaveText(edition.count);
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
  const add = page.getByRole("button", { name: en.cart.add, exact: true }).first();
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
  await page.getByRole("button", { name: en.cart.add, exact: true }).first().tap();

  await app.startApp();
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByRole("main")).toContainText("৳3,000");
  expect(await storedLines(page)).toEqual([
    { productId: 8, quantity: 1, choices: { size: "large" } },
  ]);
});
