import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The screen a shopper's phone shows before any scrolling (issue 33): gifts come first.
test.use({ viewport: { width: 375, height: 812 } });

function firstCard(scope: Page | Locator): Locator {
  return scope.getByRole("article").first();
}

/** A card's price: the first amount in taka it shows. */
function price(card: Locator): Locator {
  return card.getByText(/৳/).first();
}

for (const home of ["/", "/bn"]) {
  test(`${home}: a gift's picture and price show on the first screen`, async ({ page }) => {
    await page.goto(home);
    const featured = page.getByRole("region", { name: /Featured Gifts|বাছাই করা উপহার/ });
    const card = firstCard(featured);
    await expect(card.locator("img")).toBeInViewport({ ratio: 1 });
    await expect(price(card)).toBeInViewport({ ratio: 1 });
    // The hero's words and both of its links are still there, above the gifts.
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("link", { name: /^(Shop Now|এখনই কিনুন)$/ })).toBeInViewport();
    await expect(
      page.getByRole("link", { name: /^(Browse Categories|ক্যাটাগরি দেখুন)$/ }),
    ).toBeInViewport();
  });
}

for (const path of [
  "/products",
  "/bn/products",
  "/category/birthday-gifts",
  "/bn/category/birthday-gifts",
]) {
  test(`${path}: the first gift's price shows on the first screen`, async ({ page }) => {
    await page.goto(path);
    await expect(price(firstCard(page.getByRole("main")))).toBeInViewport({ ratio: 1 });
  });
}
