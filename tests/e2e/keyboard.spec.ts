import type { Page } from "@playwright/test";
import { listing } from "./catalog-facts";
import { seedCart } from "./device";
import { expect, test } from "./fixtures";

/** Tabs through the page and returns how many of main's controls received focus, and which did not. */
async function tabThroughMain(page: Page) {
  await page.evaluate(() => {
    document
      .querySelectorAll(
        "main a[href], main button:not([disabled]), main input, main select, main textarea, main summary",
      )
      .forEach((element, index) => {
        // A radio group is one Tab stop: the arrow keys move within it.
        const otherRadio =
          element instanceof HTMLInputElement && element.type === "radio" && !element.checked;
        if (element instanceof HTMLElement && element.offsetParent !== null && !otherRadio) {
          element.dataset.kbd = String(index);
        }
      });
  });
  const expected = await page.locator("[data-kbd]").count();
  const reached = new Set<string>();
  for (let presses = 0; presses < expected * 3 + 60; presses += 1) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(
      () => (document.activeElement as HTMLElement | null)?.dataset.kbd,
    );
    if (id !== undefined) reached.add(id);
    if (reached.size === expected) break;
  }
  const missed = await page.evaluate(
    (seen) =>
      [...document.querySelectorAll<HTMLElement>("[data-kbd]")]
        .filter((element) => !seen.includes(element.dataset.kbd ?? ""))
        .map((element) => element.outerHTML.slice(0, 120)),
    [...reached],
  );
  return { expected, missed };
}

for (const path of ["/", "/products", "/product/1", "/cart", "/contact"]) {
  test(`every control on ${path} is reachable by Tab`, async ({ page }) => {
    if (path === "/cart") await seedCart(page, [{ productId: 2, quantity: 1 }]);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path === "/cart") {
      // The heading is in the built page; the saved line and its order links come once the page
      // has started and priced it.
      await expect(
        page.getByRole("button", { name: "Increase quantity of Chocolate Hamper" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Order on WhatsApp" })).toBeVisible();
    }
    const { expected, missed } = await tabThroughMain(page);
    expect(expected).toBeGreaterThan(0);
    expect(missed).toEqual([]);
    if (path === "/contact") {
      // The FAQ's answers are the browser's own disclosures: Enter and Space open and close them.
      const item = page.getByRole("main").locator("details").filter({
        hasText: "What is your return policy?",
      });
      const answer = item.getByText(/within 7 days/);
      await item.locator("summary").focus();
      await expect(answer).toBeHidden();
      await page.keyboard.press("Enter");
      await expect(answer).toBeVisible();
      await page.keyboard.press("Space");
      await expect(answer).toBeHidden();
    }
  });
}

test(
  "the products page works by keyboard alone",
  { tag: "@desktop" },
  async ({ page }, testInfo) => {
    await page.goto("/products");
    if (testInfo.project.name === "phone") {
      await page.getByRole("button", { name: "Show filters" }).focus();
      await page.keyboard.press("Enter");
    }
    await page.getByRole("radio", { name: "All", exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Birthday Gifts" })).toBeChecked();
    await expect(page.getByText(listing("category=birthday-gifts").showing)).toBeVisible();
    await page.getByLabel("Sort by").focus();
    await page.keyboard.press("End");
    await expect(page).toHaveURL(/sort=name/);
    await page.getByRole("button", { name: "Reset Filters" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(listing().showing)).toBeVisible();
  },
);
