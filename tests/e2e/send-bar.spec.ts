import type { Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { editionCatalog } from "../../app/content/edition-catalog";
import { seedStorage } from "./device";
import { expect, test } from "./fixtures";

/*
 * A gift for Valentine's Day ordered eight days early, on a 375 px phone, in both editions: from the
 * gift day's page to its gift, whose order starts on the day itself, in words; once WhatsApp was
 * opened, the question sits at the foot of the screen without covering the page's end, its 'Yes, I
 * sent it' finishes in one tap, and the thank-you step's promise of a call keeps the shop's number
 * on one line. The clock is Saturday 6 February 2027, 12:00 in Dhaka: the call is promised by 2 pm
 * that day, not on the 14th.
 */

const editions = [
  { locale: "en", text: en, prefix: "", promise: "by 2 pm today", valentines: "Valentine's Day" },
  {
    locale: "bn",
    text: bn,
    prefix: "/bn",
    promise: "আজ দুপুর ২টার মধ্যে",
    valentines: "ভালোবাসা দিবস",
  },
] as const;

/** The form filled in, as a shopper back on the same phone with the same recipient has it. */
async function formFilledIn(page: Page) {
  await seedStorage(
    page,
    "upohar.order-draft",
    JSON.stringify({
      v: 1,
      data: {
        reference: "",
        values: {
          senderName: "Rahim Uddin",
          senderPhone: "01712345678",
          recipientName: "Nusrat Jahan",
          recipientPhone: "01912345678",
          address: "House 5, Road 2, Banani",
        },
      },
    }),
  );
}

for (const { locale, text, prefix, promise, valentines } of editions) {
  test(`from a gift day to its order on the day, then one tap at the foot of the screen after WhatsApp, and the number on one line (${locale})`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2027-02-06T12:00:00+06:00"));
    await page.setViewportSize({ width: 375, height: 812 });
    // WhatsApp is not reached from the test machine: its page is answered here.
    await page.context().route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ body: "" }));
    await formFilledIn(page);
    const words = text.ordering.orderPage;
    const rose = editionCatalog(locale).findProduct("8")?.name ?? "";
    await page.goto(`${prefix}/occasion/valentines-day`);
    await page.getByRole("link", { name: rose }).first().tap();
    await expect(page.getByRole("heading", { level: 1, name: rose })).toBeVisible();
    await page.getByRole("button", { name: text.product.orderThisGift }).last().tap();
    await expect(page.getByText(words.giftDay("2027-02-14", valentines))).toBeVisible();
    await page.getByRole("button", { name: words.review }).tap();

    const ready = page.getByRole("region", { name: words.readyHeading });
    await expect(ready.getByText(words.showMessage)).toBeVisible();
    await expect(ready.locator("pre")).toBeHidden();
    const opened = page.context().waitForEvent("page");
    await ready.getByRole("link", { name: text.ordering.summary.orderOnWhatsapp }).tap();
    await (await opened).close();

    const ask = page.getByRole("region", { name: words.sentAsk.whatsapp });
    await expect(ask).toBeVisible();
    const bar = await ask.boundingBox();
    expect(bar && bar.y + bar.height).toBeCloseTo(812, 0);
    // Scrolled to its end, the page's last words are above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole("contentinfo").boundingBox();
    const barNow = await ask.boundingBox();
    // (Within a pixel: the bar's height is measured in fractions of one.)
    expect(footer && barNow && footer.y + footer.height).toBeLessThanOrEqual((barNow?.y ?? 0) + 1);

    await ask.getByRole("button", { name: words.sentYes }).tap();
    const thanks = page.getByRole("heading", { level: 2 }).filter({ hasText: "UP-" });
    await expect(thanks).toBeFocused();
    await expect(page.getByRole("region", { name: words.sentAsk.whatsapp })).toHaveCount(0);

    const said = page.getByRole("main").locator("p", { hasText: promise });
    await expect(said).toBeVisible();
    const number = said.getByText(text.shopText.phone);
    const { lineHeight, height } = await number.evaluate((element) => ({
      lineHeight: Number.parseFloat(getComputedStyle(element.parentElement ?? element).lineHeight),
      height: element.getBoundingClientRect().height,
    }));
    // One line: a number broken over two would be twice as tall.
    expect(height).toBeLessThan(lineHeight * 1.5);
  });
}
