import type { Locator, Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { seedCart } from "./device";
import { countsShown, expect, isPhone, test } from "./fixtures";

/*
 * One clear next step at every point, as only a real browser lays it out (issue 33): a gift's page
 * keeps its buttons' words on one line, and on a phone its ways to buy in a bar from the first
 * screen, which steps aside while the page's own show and covers nothing; the cart fills one control with colour. What the
 * notices, links and delivery facts say is tested in app/routes/product.personalised.test.tsx,
 * app/components/product-delivery.test.tsx and app/routes/cart.test.tsx.
 */

const editions = [
  { text: en, prefix: "", engraving: "Name or date to engrave" },
  { text: bn, prefix: "/bn", engraving: "খোদাই করার নাম বা তারিখ" },
] as const;

/** 'Add to Cart' buttons the shopper can see: the page's own, and the action bar's once shown. */
function addButtons(page: Page, label: string): Locator {
  return page.getByRole("main").getByRole("button", { name: label, exact: true });
}

/** The bar that holds the action bar's 'Add to Cart'. */
function actionBar(page: Page, label: string): Locator {
  return addButtons(page, label).nth(1).locator("xpath=../..");
}

async function scrollToRelated(page: Page, heading: string) {
  await page.getByRole("heading", { name: heading }).scrollIntoViewIfNeeded();
}

/** The distinct lines a control's words sit on: more than one means its label wraps. */
function labelLines(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) tops.add(Math.round(rect.bottom));
      }
    }
    return tops.size;
  });
}

/** Whether a control is filled with colour (a primary one), not white with a border or text. */
function isFilled(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const colour = getComputedStyle(element).backgroundColor;
    return !["rgba(0, 0, 0, 0)", "rgb(255, 255, 255)", "transparent"].includes(colour);
  });
}

for (const { text, prefix, engraving } of editions) {
  test(`${prefix || "/"}: a gift's page keeps its actions on one line and in reach, and the cart fills one button @desktop`, async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    const add = text.cart.add;
    const cartBadge = page.locator('header [data-badge="cart"]');
    await seedCart(page, [{ productId: 2, quantity: 1 }]);

    for (const id of [1, 2, 8]) {
      await test.step(`gift ${id}`, async () => {
        await page.goto(`${prefix}/product/${id}`);
        await countsShown(page);
        // The related gifts' cards are checked with the cards; this is the page's own.
        const own = page.getByRole("main").locator("> div").first();
        const controls = own.locator(
          "button:visible, a[href^='tel:']:visible, a[href^='https://wa.me']:visible",
        );
        await expect(controls.first()).toBeVisible();
        for (const control of await controls.all()) {
          expect(await labelLines(control), await control.innerText()).toBeLessThanOrEqual(1);
        }
        // On a phone the bar offers the way to buy from the first screen; it steps aside while
        // the page's own buttons show.
        await expect(addButtons(page, add)).toHaveCount(phone ? 2 : 1);
        await addButtons(page, add).first().scrollIntoViewIfNeeded();
        await expect(addButtons(page, add)).toHaveCount(1);

        await scrollToRelated(page, text.product.relatedHeading);
        if (!phone) {
          // The bar is in the page, as on a phone, but not shown: the page's own button only,
          // scrolled away, and the page's end keeps no room for a bar.
          await expect(
            page
              .getByRole("main")
              .getByRole("button", { name: add, exact: true, includeHidden: true }),
          ).toHaveCount(2);
          await expect(addButtons(page, add)).toHaveCount(1);
          expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe(
            "0px",
          );
          return;
        }
        await expect(addButtons(page, add)).toHaveCount(2);
        expect(await labelLines(addButtons(page, add).nth(1))).toBe(1);
        if (id === 1) {
          // The bar's 'Add to Cart' asks for the engraving as the page's does, and brings it into view.
          await addButtons(page, add).nth(1).click();
          const field = page.getByRole("textbox", { name: engraving });
          await expect(field).toBeFocused();
          await expect(field).toBeInViewport();
        }
        if (id === 2) {
          // The bar adds once, and at the very end of the page the footer's last link shows
          // whole above it; back at the top, the page's own button takes over again.
          await addButtons(page, add).nth(1).click();
          await expect(cartBadge).toHaveText(prefix ? "২" : "2");
          const bar = actionBar(page, add);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const lastLink = page.getByRole("contentinfo").getByRole("link").last();
          await expect(lastLink).toBeInViewport();
          const linkBox = await lastLink.boundingBox();
          const barBox = await bar.boundingBox();
          expect(linkBox && barBox && linkBox.y + linkBox.height).toBeLessThanOrEqual(
            barBox?.y ?? 0,
          );
          await addButtons(page, add).first().scrollIntoViewIfNeeded();
          await expect(addButtons(page, add)).toHaveCount(1);
        }
      });
    }

    await test.step("the cart", async () => {
      await page.goto(`${prefix}/cart`);
      const summary = page.getByRole("region", { name: text.ordering.summary.heading });
      await expect(
        summary.getByRole("link", { name: text.ordering.summary.placeOrder, exact: true }),
      ).toBeVisible();
      const filled = [];
      for (const control of await summary.locator("a, button").all()) {
        if (await isFilled(control)) filled.push(control);
      }
      expect(filled).toHaveLength(1);
      await expect(filled[0] ?? summary).toHaveAccessibleName(text.ordering.summary.placeOrder);
    });
  });
}
