import type { Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import type { Locale } from "../../app/config/locale";
import { editionCatalog } from "../../app/content/edition-catalog";
import { formatTaka } from "../../app/lib/prices/money";
import { expect, test } from "./fixtures";

/*
 * Issue 32's whole path on a 375 px phone, as a shopper takes it, in both editions: the frame
 * engraved on its page, the rose in its large size, a balloon bunch added on the cart page, then
 * the gift order, whose WhatsApp message carries all three.
 */

const editions = [
  {
    locale: "en",
    text: en,
    prefix: "",
    recipientArea: "Inside Dhaka city",
    sender: ["Rahim Uddin", "01712-345678"],
    recipient: ["Nusrat Jahan", "01912 345678", "House 5, Road 2, Banani"],
  },
  {
    locale: "bn",
    text: bn,
    prefix: "/bn",
    recipientArea: "ঢাকা শহরের ভেতরে",
    sender: ["রহিম উদ্দিন", "০১৭১২-৩৪৫৬৭৮"],
    recipient: ["নুসরাত জাহান", "০১৯১২ ৩৪৫৬৭৮", "বাড়ি ৫, রোড ২, বনানী"],
  },
] as const;

/** What the edition's catalog says of the demo: names, labels and prices, never typed here. */
function demo(locale: Locale) {
  const catalog = editionCatalog(locale);
  const product = (id: number) => {
    const found = catalog.products.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`No product ${id} in the ${locale} catalog`);
    return found;
  };
  const frame = product(1);
  const rose = product(8);
  const engraving = frame.personalisation?.[0];
  const size = rose.options?.[0];
  const large = size?.choices.find((choice) => choice.id === "large");
  const balloons = catalog.extras.find((extra) => extra.id === "balloon-bunch");
  if (!engraving || !size || !large || !balloons) {
    throw new Error("The demo of PRODUCT.md 6.2 is missing from content/");
  }
  return { frame, rose, engraving, size, large, balloons };
}

const cartCount = (page: Page) => page.locator('header [data-badge="cart"]');

for (const edition of editions) {
  const { locale, text, prefix } = edition;
  const taka = (amount: number) => formatTaka(amount, locale);
  const count = (value: number) => value.toLocaleString(locale);

  test(`engraved frame, large rose and a balloon bunch, sent on WhatsApp (${locale})`, async ({
    page,
  }) => {
    const { frame, rose, engraving, size, large, balloons } = demo(locale);
    const engraved = "Rafi & Mitu 14.02.2020";

    await page.goto(`${prefix}/product/${frame.id}`);
    await page.getByRole("textbox", { name: engraving.label }).fill(engraved);
    await page.getByRole("button", { name: text.cart.add, exact: true }).tap();
    await expect(cartCount(page)).toHaveText(count(1));

    await page.goto(`${prefix}/product/${rose.id}`);
    await page
      .getByRole("radio", {
        name: text.productPage.choiceWithSurcharge(large.name, taka(large.surcharge)),
      })
      .check();
    const largePrice = rose.price + large.surcharge;
    await expect(page.getByRole("main").getByText(taka(largePrice)).first()).toBeVisible();
    await page.getByRole("button", { name: text.cart.add, exact: true }).tap();
    await expect(cartCount(page)).toHaveText(count(2));

    await page.goto(`${prefix}/cart`);
    const lines = page.getByRole("main").getByRole("listitem");
    await expect(lines.filter({ hasText: frame.name })).toContainText(engraved);
    await expect(lines.filter({ hasText: rose.name })).toContainText(large.name);
    const extras = page.getByRole("region", { name: text.ordering.extras.heading });
    await extras.getByRole("button", { name: text.ordering.extras.addLabel(balloons.name) }).tap();
    await expect(cartCount(page)).toHaveText(count(3));
    const total = frame.price + largePrice + balloons.price;
    await expect(page.getByRole("main")).toContainText(taka(total));

    await page
      .getByRole("link", { name: text.ordering.summary.placeOrder, exact: true })
      .first()
      .click();
    const labels = text.ordering.orderPage.labels;
    await page.getByLabel(labels.senderName).fill(edition.sender[0]);
    await page.getByLabel(labels.senderPhone).fill(edition.sender[1]);
    await page.getByLabel(labels.recipientName).fill(edition.recipient[0]);
    await page.getByLabel(labels.recipientPhone).fill(edition.recipient[1]);
    await page.getByLabel(labels.address).fill(edition.recipient[2]);
    await page.getByLabel(labels.area).selectOption({ label: edition.recipientArea });
    const date = page.getByLabel(labels.date);
    await date.fill((await date.getAttribute("min")) ?? "");
    await page.getByRole("button", { name: text.ordering.orderPage.review }).tap();

    const whatsapp = page.getByRole("link", { name: text.ordering.summary.orderOnWhatsapp });
    const href = (await whatsapp.getAttribute("href")) ?? "";
    const message = new URL(href).searchParams.get("text") ?? "";
    const detail = text.ordering.giftOrderMessage.detail;
    expect(message).toContain(detail(engraving.label, engraved));
    expect(message).toContain(detail(size.name, large.name));
    expect(message).toContain(balloons.name);
    expect(message).toContain(taka(total));
  });
}
