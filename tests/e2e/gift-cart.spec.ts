import type { Page } from "@playwright/test";
import type { Locale } from "../../app/config/locale";
import { editionCatalog } from "../../app/content/edition-catalog";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { formatTaka } from "../../app/lib/prices/money";
import { seedCart, seedStorage } from "./device";
import { expect, test } from "./fixtures";

/**
 * The cart of personalised gifts, as a shopper on a phone meets it in either edition: the frame
 * engraved for "Rafi & Mitu", the rose in its large size, a balloon bunch added with one tap, and
 * all three in the WhatsApp message.
 */

const editions = [
  { locale: "en", prefix: "", t: en },
  { locale: "bn", prefix: "/bn", t: bn },
] as const;

const engraving = "Rafi & Mitu";
const frameLine = { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": engraving } };
const largeRose = { productId: 8, quantity: 1, choices: { size: "large" } };

function catalogOf(locale: Locale) {
  const catalog = editionCatalog(locale);
  const product = (id: number) => {
    const found = catalog.index().find((candidate) => candidate.id === id);
    if (!found)
      throw new Error(`No product ${id} in the ${locale} catalog: check content/products`);
    return found;
  };
  const extra = (id: string) => {
    const found = catalog.extras.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`No extra ${id} in the ${locale} catalog: check content/extras`);
    return found;
  };
  return { product, extra };
}

function gifts(page: Page) {
  return page.getByRole("region", { name: /^(Your gifts|আপনার উপহার)/ });
}

function line(page: Page, name: string) {
  return gifts(page).getByRole("listitem").filter({ hasText: name });
}

function decodedText(href: string | null): string {
  const text = new URL(href ?? "").searchParams.get("text");
  if (text === null) throw new Error(`No text in ${href}`);
  return text;
}

for (const { locale, prefix, t } of editions) {
  test.describe(`the ${locale} edition`, () => {
    const { product, extra } = catalogOf(locale);
    const frame = product(1);
    const rose = product(8);
    const balloons = extra("balloon-bunch");
    const sizeOption = rose.options?.[0];
    const large = sizeOption?.choices.find((choice) => choice.id === "large");
    const engraveLabel = frame.personalisation?.[0]?.label ?? "";
    const taka = (amount: number) => formatTaka(amount, locale);
    const summary = (page: Page) => page.getByRole("region", { name: t.ordering.summary.heading });

    test("each line shows its choices, a balloon bunch is one tap, and WhatsApp carries all three", async ({
      page,
    }) => {
      await seedCart(page, [frameLine, largeRose]);
      await page.goto(`${prefix}/cart`);

      const frameItem = line(page, frame.name);
      await expect(frameItem).toContainText(`${engraveLabel}: ${engraving}`);
      const roseItem = line(page, rose.name);
      await expect(roseItem).toContainText(`${sizeOption?.name}: ${large?.name}`);
      await expect(roseItem).toContainText(taka(rose.price + (large?.surcharge ?? 0)));

      const extras = page.getByRole("region", { name: t.ordering.extras.heading });
      await expect(extras.getByRole("img", { name: balloons.image.alt })).toBeVisible();
      await expect(extras).toContainText(taka(balloons.price));
      await extras.getByRole("button", { name: t.ordering.extras.addLabel(balloons.name) }).click();
      await expect(page.getByRole("status")).toHaveText(t.cart.added(balloons.name, 1));
      const balloonItem = line(page, balloons.name);
      await expect(balloonItem).toContainText(taka(balloons.price));
      // A little extra has no page of its own.
      await expect(balloonItem.getByRole("link")).toHaveCount(0);
      const total = frame.price + rose.price + (large?.surcharge ?? 0) + balloons.price;
      await expect(summary(page).getByRole("definition").nth(2)).toHaveText(taka(total));

      const whatsapp = summary(page).getByRole("link", {
        name: t.ordering.summary.orderOnWhatsapp,
      });
      const message = decodedText(await whatsapp.getAttribute("href"));
      expect(message).toContain(`   ${engraveLabel}: ${engraving}\n`);
      expect(message).toContain(`   ${sizeOption?.name}: ${large?.name}\n`);
      expect(message).toContain(balloons.name);
      expect(message).toContain(taka(total));
    });

    test("a line whose choices changed is marked, holds the order back, and can be removed", async ({
      page,
    }) => {
      await seedCart(page, [{ productId: 8, quantity: 1, choices: { size: "huge" } }, frameLine]);
      await page.goto(`${prefix}/cart`);

      const changed = line(page, rose.name);
      await expect(changed).toContainText(t.ordering.cart.changed);
      await expect(changed).toContainText(`${sizeOption?.name}: huge`);
      await expect(
        changed.getByRole("link", { name: t.ordering.cart.addAgainLabel(rose.name) }),
      ).toHaveAttribute("href", `${prefix}/product/8`);
      await expect(changed.getByRole("group", { name: t.ordering.cart.quantity })).toHaveCount(0);
      await expect(summary(page).getByRole("definition").nth(0)).toHaveText(taka(frame.price));
      await expect(summary(page)).toContainText(t.ordering.summary.blocked(1));
      await expect(
        summary(page).getByRole("link", { name: t.ordering.summary.placeOrder, exact: true }),
      ).toHaveCount(0);
      await expect(
        summary(page).getByRole("link", { name: t.ordering.summary.orderOnWhatsapp }),
      ).toHaveCount(0);

      await page.goto(`${prefix}/order`);
      await expect(
        page.getByRole("heading", { name: t.ordering.orderPage.blockedHeading }),
      ).toBeVisible();
      await expect(page.getByLabel(t.ordering.orderPage.labels.senderName)).toHaveCount(0);
      await page.getByRole("link", { name: t.ordering.orderPage.fixInCart }).click();

      // The line is named with what was saved for it, which it still shows.
      const savedSize = `${sizeOption?.name}: huge`;
      await page
        .getByRole("button", { name: t.ordering.cart.remove(`${rose.name} (${savedSize})`) })
        .click();
      await expect(line(page, rose.name)).toHaveCount(0);
      await expect(
        summary(page).getByRole("link", { name: t.ordering.summary.placeOrder, exact: true }),
      ).toBeVisible();
      await summary(page)
        .getByRole("link", { name: t.ordering.summary.placeOrder, exact: true })
        .click();
      await expect(page.getByLabel(t.ordering.orderPage.labels.senderName)).toBeVisible();
    });

    test("the order page lists the choices and offers the extras too", async ({ page }) => {
      const chocolates = extra("chocolate-box");
      await seedCart(page, [frameLine]);
      await page.goto(`${prefix}/order`);
      const totals = page.getByRole("region", { name: t.ordering.summary.heading });
      await expect(totals).toContainText(`${engraveLabel}: ${engraving}`);
      const extras = page.getByRole("region", { name: t.ordering.extras.heading });
      await extras
        .getByRole("button", { name: t.ordering.extras.addLabel(chocolates.name) })
        .click();
      await expect(totals).toContainText(chocolates.name);
      await expect(totals.getByRole("definition").last()).toHaveText(
        taka(frame.price + chocolates.price + (frame.price + chocolates.price >= 2000 ? 0 : 100)),
      );
    });
  });
}

test("little extras count towards free delivery", async ({ page }) => {
  const { product, extra } = catalogOf("en");
  const flowers = extra("flower-bouquet");
  const chocolates = extra("chocolate-box");
  const subtotal = product(1).price + flowers.price + chocolates.price;
  expect(product(1).price + flowers.price).toBeLessThan(2000);
  expect(subtotal).toBeGreaterThanOrEqual(2000);
  await seedCart(page, [frameLine, { extraId: "flower-bouquet", quantity: 1 }]);
  await page.goto("/cart");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByRole("definition").nth(1)).toHaveText("৳100");
  await page.getByRole("button", { name: `Add ${chocolates.name} to cart` }).click();
  await expect(summary.getByRole("definition").nth(0)).toHaveText(formatTaka(subtotal, "en"));
  await expect(summary.getByRole("definition").nth(1)).toHaveText("Free");
  await expect(summary.getByText("You qualify for free shipping!")).toBeVisible();
});

test("a cart saved before choices existed opens unchanged, and asks for the engraving it lacks", async ({
  page,
}) => {
  const { product } = catalogOf("en");
  await seedStorage(
    page,
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
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your gifts (3 items)" })).toBeVisible();
  const bottle = line(page, product(9).name);
  await expect(bottle.getByRole("group", { name: "Quantity" })).toHaveText("2");
  await expect(bottle).toContainText(formatTaka(product(9).price * 2, "en"));
  await expect(line(page, product(1).name)).toContainText(en.ordering.cart.changed);
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
});

test("hand-edited text in a saved cart shows as text, never as markup", async ({ page }) => {
  const { product } = catalogOf("en");
  const written = '<i>রাফি</i> & "মিতু" 💍';
  await seedCart(page, [
    { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": written } },
  ]);
  await page.goto("/cart");
  await expect(line(page, product(1).name)).toContainText(written);
  await expect(gifts(page).locator("i")).toHaveCount(0);
});
