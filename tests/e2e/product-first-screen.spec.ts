import type { Locator, Page } from "@playwright/test";
import { localizePath, type Locale } from "~/config/locale";
import { bn } from "~/i18n/bn";
import { en } from "~/i18n/en";
import { formatTaka } from "~/lib/prices/money";
import { catalogIndex } from "~/content/catalog-index";
import { countsShown, expect, test } from "./fixtures";

/*
 * A gift's first screen on a phone: its price shows, uncovered, and 'Personalize' opens the page at
 * the text to write, ready to type. The "added" notice covers none of the page's controls and ends
 * as the shopper moves on.
 */

const text = { en, bn };

/** True when the element's middle is the element itself on the screen: nothing lies on top. */
async function shownUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight || box.height === 0) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (element === top || element.contains(top));
  });
}

/** The price on the first screen, wherever it is shown: in the page or in its bar. */
async function priceOnFirstScreen(page: Page, price: string, spoken: string): Promise<boolean> {
  // The price as shown, after the word a screen reader says before it.
  const words = new RegExp(`^(${spoken} )?${price.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  for (const shown of await page.getByText(words).all()) {
    if ((await shown.isVisible()) && (await shownUncovered(shown))) return true;
  }
  return false;
}

for (const locale of ["en", "bn"] as const satisfies Locale[]) {
  const t = text[locale];
  const gifts = catalogIndex(locale).products;
  const frame = gifts.find((gift) => gift.id === 1);
  const hamper = gifts.find((gift) => gift.id === 2);

  test(`a gift's first screen shows its price, uncovered (${locale}) @desktop`, async ({
    page,
  }) => {
    for (const gift of [frame, hamper]) {
      if (!gift) throw new Error("The demo catalog has no frame or hamper");
      await page.goto(localizePath(`/product/${gift.id}`, locale));
      await countsShown(page);
      await expect(page.getByRole("heading", { level: 1, name: gift.name })).toBeVisible();
      await expect
        .poll(() => priceOnFirstScreen(page, formatTaka(gift.price, locale), t.product.price), {
          message: gift.name,
        })
        .toBe(true);
    }
  });

  test(`'Personalize' opens the gift's page at its engraving, focused (${locale})`, async ({
    page,
  }) => {
    if (!frame) throw new Error("The demo catalog has no frame");
    const engraving = frame.personalisation?.[0];
    if (!engraving) throw new Error("The frame asks for no engraving");
    const field = page.getByRole("textbox", { name: engraving.label });

    // Opened afresh at the address the card gives: the prerendered page's first paint.
    await page.goto(localizePath(`/product/${frame.id}#personalise`, locale));
    await expect(field).toBeInViewport();
    await expect(field).toBeFocused();
    await field.pressSequentially("Rahim & Nila");
    await expect(field).toHaveValue("Rahim & Nila");

    // From a card, by the app's own navigation.
    await page.goto(localizePath("/", locale));
    await countsShown(page);
    await page
      .getByRole("link", { name: t.productPage.personalizeNamed(frame.name) })
      .first()
      .click();
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
    expect(await shownUncovered(field)).toBe(true);
  });

  test(`the "added" notice covers none of the next steps and ends on the next page (${locale}) @desktop`, async ({
    page,
  }) => {
    if (!hamper) throw new Error("The demo catalog has no hamper");
    await page.goto(localizePath(`/product/${hamper.id}`, locale));
    await countsShown(page);
    const main = page.getByRole("main");
    const add = main.getByRole("button", { name: t.cart.add, exact: true }).first();
    const whatsapp = main.getByRole("link", { name: t.product.orderOnWhatsapp });
    // As the review found it: 'Order on WhatsApp' at the foot of the screen, 'Add to Cart' above.
    await whatsapp.evaluate((link) => link.scrollIntoView({ block: "end" }));
    await expect(add).toBeInViewport();
    await add.click();
    const notice = page.getByRole("status").filter({ hasText: hamper.name });
    await expect(notice).toBeVisible();

    // The tapped button and every control after it on the screen are the shopper's next steps
    // ('Order this gift', 'Call to Order', 'Order on WhatsApp', the heart): none lies under the notice.
    const noticeBox = await notice.locator("xpath=..").boundingBox();
    const addBox = await add.boundingBox();
    if (!noticeBox || !addBox) throw new Error("The notice or 'Add to Cart' has no box");
    const overlaps = await page.evaluate(
      ({ box, from }) => {
        const covered: string[] = [];
        for (const control of document.querySelectorAll<HTMLElement>(
          "main a, main button, main input, main select, main textarea",
        )) {
          const r = control.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || r.top < from) continue;
          const apart =
            r.right <= box.x ||
            r.left >= box.x + box.width ||
            r.bottom <= box.y ||
            r.top >= box.y + box.height;
          if (!apart) covered.push(control.textContent?.trim() || control.outerHTML.slice(0, 60));
        }
        return covered;
      },
      { box: noticeBox, from: addBox.y },
    );
    expect(overlaps).toEqual([]);

    await main.getByRole("button", { name: t.product.orderThisGift }).first().click();
    await expect(page).toHaveURL(/\/order/);
    await expect(page.getByRole("heading", { level: 1, name: t.pages.order })).toBeVisible();
    // Read once, as the order page shows: a notice that leaves by its timer would pass a wait.
    expect(await page.getByRole("status").filter({ hasText: hamper.name }).count()).toBe(0);
  });
}
