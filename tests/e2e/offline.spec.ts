// The shop with its service worker on: visited pages, the cart and the order form offline, the
// offline page for a page never opened, and a new deploy reaching a shopper who has the old one.
import type { BrowserContext, Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { expect, test } from "./fixtures";

// The other specs run with the worker blocked (playwright.config.ts): they test pages, not caches.
// Offline, the data of a page never opened cannot load, and the browser logs that as an error.
test.use({
  serviceWorkers: "allow",
  expectedLoadFailures: [/\/(bn\/categories|product\/5)\.data\?/],
});

/** Resolves once this build's worker runs the page: from then on what the shopper opens is kept. */
async function offlineCopyReady(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === "activated") return;
    await new Promise<void>((resolve) =>
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated") resolve();
      }),
    );
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The worker saves a page after handing it over; this waits for the copy a shopper relies on. */
async function expectSaved(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, path))
    .toBe(true);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

test("after one visit: a visited page, the cart and the order form work offline; an unvisited page offers the phone", async ({
  page,
  context,
}) => {
  await page.goto("/products");
  await offlineCopyReady(page);
  await expectSaved(page, "/products");
  // The cart and the order form price gifts from the edition's catalog index, saved with the page.
  await expectSaved(page, "/catalog/en.json");
  await page.goto("/about");
  await expectSaved(page, "/about");
  await goOffline(context, page);

  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: en.pages.products })).toBeVisible();
  await page.getByRole("button", { name: en.cart.addNamed("Personalized Photo Frame") }).click();
  const badge = page.getByRole("banner").getByRole("link", { name: /^Cart, / });
  await expect(badge).toHaveAccessibleName("Cart, 1 item");
  await badge.click();
  await expect(page.getByRole("heading", { name: "Your gifts (1 item)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Call to Order" }).first()).toHaveAttribute(
    "href",
    "tel:+8801712345678",
  );
  await page.getByRole("link", { name: en.ordering.summary.placeOrder }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.pages.order })).toBeVisible();
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(
    "Personalized Photo Frame × 1",
  );

  // Never opened: the offline page, in English, with the phone, the cart and 'Try again'.
  await page.goto("/product/5");
  await expect(page.getByRole("heading", { level: 1, name: en.offline.title })).toBeVisible();
  await expect(
    page.getByRole("link", { name: en.offline.call(en.shopText.phone) }),
  ).toHaveAttribute("href", "tel:+8801712345678");
  await expect(page.getByRole("button", { name: en.offline.tryAgain })).toBeVisible();
  await page.getByRole("link", { name: en.offline.cart }).click();
  await expect(page.getByRole("heading", { name: "Your gifts (1 item)" })).toBeVisible();

  // The Bangla edition's own offline page, its script and font from the precache.
  await page.goto("/bn/categories");
  await expect(page.getByRole("heading", { level: 1, name: bn.offline.title })).toBeVisible();
  await expect(
    page.getByRole("link", { name: bn.offline.call(bn.shopText.phone) }),
  ).toHaveAttribute("href", "tel:+8801712345678");
  await expect(page.getByRole("link", { name: bn.offline.cart })).toBeVisible();

  // Back online, 'Try again' shows the page itself.
  await context.setOffline(false);
  await page.getByRole("button", { name: bn.offline.tryAgain }).click();
  await expect(page.getByRole("heading", { level: 1, name: bn.pages.categories })).toBeVisible();
});
