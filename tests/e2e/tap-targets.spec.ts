import type { Page } from "@playwright/test";
import { localizePath, type Locale } from "../../app/config/locale";
import { bn } from "../../app/i18n/bn";
import type { Messages } from "../../app/i18n/en";
import { en } from "../../app/i18n/en";
import { seedCart } from "./device";
import { countsShown, expect, test } from "./fixtures";
import { checkTargets } from "./tap-targets";

const text: Record<Locale, Messages> = { en, bn };

/** A cart a shopper has filled: the engraved frame, the rose in a size, and a plain gift. */
const giftsInCart = [
  { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": "Rina & Arif" } },
  { productId: 8, quantity: 1, choices: { size: "large" } },
  { productId: 2, quantity: 2 },
];

/** What a shopper does on the page before looking at it. */
type Setup = (page: Page, t: Messages) => Promise<void>;

// Every page as it opens is measured where quality.spec (English) and bangla.spec (Bangla) visit
// it; here, the states a shopper makes. Untagged, so measured in the phone project, at 375 px.
const scenarios: [name: string, path: string, setup: Setup][] = [
  ["the cart with gifts in it", "/cart", (page) => seedCart(page, giftsInCart)],
  ["the order page with gifts in it", "/order", (page) => seedCart(page, giftsInCart)],
];

for (const locale of ["en", "bn"] as const) {
  const t = text[locale];
  for (const [name, path, setup] of scenarios) {
    const address = localizePath(path, locale);
    test(`every control on ${name} is big enough to tap (${address})`, async ({ page }) => {
      await setup(page, t);
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await countsShown(page);
      await checkTargets(page, t, address);
    });
  }

  test(`every control in the open phone menu is big enough to tap (${locale})`, async ({
    page,
  }) => {
    await page.goto(localizePath("/", locale));
    await page.getByRole("button", { name: t.header.openMenu }).click();
    await expect(page.getByRole("navigation", { name: t.header.mobileNav })).toBeVisible();
    await countsShown(page);
    await checkTargets(page, t, `${localizePath("/", locale)} with the menu open`);
  });
}
