import type { Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import type { Locale } from "../../app/config/locale";
import { editionCatalog } from "../../app/content/edition-catalog";
import { formatTaka } from "../../app/lib/prices/money";
import { expect, test } from "./fixtures";
import { accessibilityViolations } from "./page-checks";
import { seedCart, seedStorage } from "./device";

/*
 * The whole way from finding a gift to a WhatsApp order, once per edition, as a shopper on a
 * 375 px phone takes it: the frame engraved on its page, the rose in its large size, a balloon
 * bunch added on the cart, the order form filled across a reload, paid by bKash (en) or in cash
 * (bn), reviewed, sent, and found in My Orders. Each step's texts and rules are tested in
 * app/routes/*.test.tsx; this is what only a real browser tells: real pages, a real reload,
 * real storage and accessibility as axe reads the laid-out page.
 */

const editions = [
  {
    locale: "en",
    text: en,
    prefix: "",
    area: "Inside Dhaka city",
    sender: ["Rahim Uddin", "01712-345678"],
    recipient: ["Nusrat Jahan", "01912 345678", "House 5, Road 2, Banani"],
    wallet: "bKash",
  },
  {
    locale: "bn",
    text: bn,
    prefix: "/bn",
    area: "ঢাকা শহরের ভেতরে",
    sender: ["রহিম উদ্দিন", "০১৭১২-৩৪৫৬৭৮"],
    recipient: ["নুসরাত জাহান", "০১৯১২ ৩৪৫৬৭৮", "বাড়ি ৫, রোড ২, বনানী"],
    wallet: null,
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
    throw new Error("The demo of docs/product.md 6.2 is missing from content/");
  }
  return { frame, rose, engraving, size, large, balloons };
}

const cartCount = (page: Page) => page.locator('header [data-badge="cart"]');

for (const edition of editions) {
  const { locale, text, prefix } = edition;
  const taka = (amount: number) => formatTaka(amount, locale);
  const count = (value: number) => value.toLocaleString(locale);
  const labels = text.ordering.orderPage.labels;
  const words = text.ordering.giftOrderMessage;

  test(`from a gift's page to an order sent on WhatsApp and kept in My Orders (${locale})`, async ({
    page,
  }) => {
    // A whole journey through six pages, a reload and axe: longer than one page's test.
    test.slow();
    const { frame, rose, engraving, size, large, balloons } = demo(locale);
    const engraved = "Rafi & Mitu 14.02.2020";

    await page.goto(`${prefix}/products`);
    await page.getByRole("link", { name: text.productPage.personalizeNamed(frame.name) }).tap();
    await page.getByRole("textbox", { name: engraving.label }).fill(engraved);
    await page.getByRole("button", { name: text.cart.add, exact: true }).first().tap();
    await expect(cartCount(page)).toHaveText(count(1));

    await page.goBack();
    await page.getByRole("link", { name: text.productPage.seeOptionsNamed(rose.name) }).tap();
    await page
      .getByRole("radio", {
        name: text.productPage.choiceWithSurcharge(large.name, taka(large.surcharge)),
      })
      .check();
    const largePrice = rose.price + large.surcharge;
    await expect(page.getByRole("main").getByText(taka(largePrice)).first()).toBeVisible();
    await page.getByRole("button", { name: text.cart.add, exact: true }).first().tap();
    await expect(cartCount(page)).toHaveText(count(2));

    await page.getByRole("link", { name: text.cart.viewCart }).tap();
    const lines = page.getByRole("main").getByRole("listitem");
    await expect(lines.filter({ hasText: frame.name })).toContainText(engraved);
    await expect(lines.filter({ hasText: rose.name })).toContainText(large.name);
    await page
      .getByRole("region", { name: text.ordering.extras.heading })
      .getByRole("button", { name: text.ordering.extras.addLabel(balloons.name) })
      .tap();
    await expect(cartCount(page)).toHaveText(count(3));
    const subtotal = frame.price + largePrice + balloons.price;
    const total = subtotal + (subtotal >= 2000 ? 0 : 100);
    const summary = page.getByRole("region", { name: text.ordering.summary.heading });
    await expect(summary).toContainText(taka(total));
    await summary.getByRole("link", { name: text.ordering.summary.placeOrder, exact: true }).tap();

    await page.getByLabel(labels.senderName, { exact: true }).fill(edition.sender[0]);
    await page.getByLabel(labels.senderPhone).fill(edition.sender[1]);
    await page.getByLabel(labels.recipientName).fill(edition.recipient[0]);
    const reference = (await page.getByText(/^UP-/).textContent()) ?? "";
    expect(reference).toMatch(/^UP-[2-9A-HJ-NP-Z]{6}$/);
    // A reload in the middle (a call, the wallet app) loses nothing: the cart, the form, its reference.
    await page.reload();
    await expect(page.getByLabel(labels.recipientName)).toHaveValue(edition.recipient[0]);
    await expect(page.getByLabel(labels.senderPhone)).toHaveValue(edition.sender[1]);
    // In the order's summary, folded on a phone.
    await expect(page.getByText(reference, { exact: true })).toBeAttached();
    await expect(cartCount(page)).toHaveText(count(3));
    if (locale === "en") {
      // Sent for review too early, the form points at what is missing, as axe reads it too.
      await page.getByRole("button", { name: text.ordering.orderPage.review }).tap();
      await expect(page.getByLabel(labels.recipientPhone)).toBeFocused();
      expect(await accessibilityViolations(page)).toEqual([]);
    }

    await page.getByLabel(labels.recipientPhone).fill(edition.recipient[1]);
    await page.getByLabel(labels.address).fill(edition.recipient[2]);
    await page.getByLabel(labels.area).selectOption({ label: edition.area });
    const date = page.getByLabel(labels.date);
    await date.fill((await date.getAttribute("min")) ?? "");
    if (edition.wallet) {
      await page.getByRole("radio", { name: edition.wallet }).check();
      await expect(page.getByText(text.ordering.orderPage.amountToPay)).toBeVisible();
      await page.getByLabel(labels.transactionId).fill("8n7a6b5c4d");
    } else {
      await expect(page.getByRole("radio", { name: words.paymentMethods.cod })).toBeChecked();
    }
    await page.getByRole("button", { name: text.ordering.orderPage.review }).tap();

    const ready = page.getByRole("region", { name: text.ordering.orderPage.readyHeading });
    const whatsapp = ready.getByRole("link", { name: text.ordering.summary.orderOnWhatsapp });
    const message = new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text");
    expect(message).toContain(words.heading(reference));
    expect(message).toContain(words.detail(engraving.label, engraved));
    expect(message).toContain(words.detail(size.name, large.name));
    expect(message).toContain(balloons.name);
    expect(message).toContain(words.total(taka(total)));
    expect(message).toContain(
      edition.wallet
        ? `${words.payment(words.paymentMethods[edition.wallet])}\n${words.transactionId("8N7A6B5C4D")}`
        : words.payment(words.paymentMethods.cod),
    );
    if (locale === "en") expect(await accessibilityViolations(page)).toEqual([]);

    // Asked once the order was opened somewhere, at the foot of the screen: one tap finishes.
    await expect(page.getByRole("button", { name: text.ordering.orderPage.sentYes })).toHaveCount(
      0,
    );
    await ready.getByRole("button", { name: text.ordering.orderPage.copyOrder }).tap();
    const ask = page.getByRole("region", { name: text.ordering.orderPage.sentAsk.copy });
    if (locale === "en") expect(await accessibilityViolations(page)).toEqual([]);
    await ask.getByRole("button", { name: text.ordering.orderPage.sentYes }).tap();
    await expect(
      page.getByRole("heading", { name: text.ordering.orderPage.thanksHeading(reference) }),
    ).toBeFocused();
    await expect(cartCount(page)).toHaveText(count(0));
    await page
      .getByRole("main")
      .getByRole("link", { name: text.ordering.orderPage.myOrders })
      .tap();
    const kept = page.getByRole("article", { name: reference });
    await expect(kept).toContainText(text.ordering.ordersPage.statusSent);
    await expect(kept).toContainText(taka(total));
    if (locale === "bn") expect(await accessibilityViolations(page)).toEqual([]);
  });

  test(`a shopper back on the same phone: 'About you' in one line, the first field to type on the first screen, nothing over a label (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const [name, phone] = edition.sender;
    const [recipientName, recipientPhone, address] = edition.recipient;
    await seedStorage(page, "upohar.sender", JSON.stringify({ v: 1, data: { name, phone } }));
    const recipients = ["01912345678", "01812345670", "01712345671"].map((mobile, index) => ({
      name: `${recipientName} ${index + 1}`,
      phone: index === 0 ? recipientPhone : mobile,
      address,
      area: "dhaka-city",
    }));
    await seedStorage(page, "upohar.recipients", JSON.stringify({ v: 1, data: recipients }));
    await seedCart(page, [{ productId: 7, quantity: 1 }]);
    await page.goto(`${prefix}/order`);
    const orderPage = text.ordering.orderPage;

    const change = page.getByRole("button", { name: orderPage.changeSenderLabel });
    await expect(change).toBeVisible();
    await expect(page.getByLabel(labels.senderName, { exact: true })).toHaveCount(0);
    const first = page.getByLabel(labels.recipientName);
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(740);

    await page.getByRole("button", { name: orderPage.sendToAgain(`${recipientName} 1`) }).tap();
    await expect(first).toHaveValue(`${recipientName} 1`);

    await change.tap();
    await expect(page.getByLabel(labels.senderName, { exact: true })).toBeFocused();
    await expect(page.getByLabel(labels.senderName, { exact: true })).toHaveValue(name);
    // Each part of 'About you' starts below the one before it: no note runs into a label.
    const about = page.getByRole("group", { name: orderPage.aboutYou });
    const boxes = await about.evaluate((fieldset) =>
      [...fieldset.children].map((child) => child.getBoundingClientRect()),
    );
    for (const [index, below] of boxes.entries()) {
      const above = boxes[index - 1];
      if (above) expect(below.top, `part ${index + 1}`).toBeGreaterThanOrEqual(above.bottom - 0.5);
    }
  });
}
