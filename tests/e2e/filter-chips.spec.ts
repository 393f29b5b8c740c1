import type { Page } from "@playwright/test";
import { listing } from "./catalog-facts";
import { expect, test } from "./fixtures";

function chips(page: Page) {
  return page.getByRole("list", { name: /^(Filters applied|যে ফিল্টার চালু আছে)$/ });
}

/** The one line that counts the list: the results' heading. */
function countLine(page: Page) {
  return page
    .getByRole("main")
    .getByRole("heading", { level: 2 })
    .filter({ hasText: /\d|[০-৯]/ });
}

test("a filtered list is headed by its category, with a chip for each filter that removes it", async ({
  page,
}) => {
  await page.goto("/products?q=gift&category=birthday-gifts&max=3000");
  await expect(page.getByRole("heading", { level: 1, name: "Birthday Gifts" })).toBeVisible();
  await expect(countLine(page)).toHaveText(
    listing("q=gift&category=birthday-gifts&max=3000").showing,
  );
  const names = [
    "Remove filter: Birthday Gifts",
    "Remove filter: Up to ৳3,000",
    "Remove filter: “gift”",
  ];
  await expect(chips(page).getByRole("link")).toHaveCount(3);
  for (const name of names) {
    const chip = chips(page).getByRole("link", { name, exact: true });
    await expect(chip).toBeVisible();
    expect((await chip.boundingBox())?.height ?? 0, name).toBeGreaterThanOrEqual(44);
  }

  await chips(page).getByRole("link", { name: names[0] }).click();
  await expect(page).toHaveURL("/products?q=gift&max=3000");
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(countLine(page)).toHaveText(listing("q=gift&max=3000").showing);
  await expect(chips(page).getByRole("link")).toHaveCount(2);

  await chips(page).getByRole("link", { name: names[1] }).click();
  await expect(page).toHaveURL("/products?q=gift");
  await expect(countLine(page)).toHaveText(listing("q=gift").showing);

  await chips(page).getByRole("link", { name: names[2] }).click();
  await expect(page).toHaveURL("/products");
  await expect(countLine(page)).toHaveText(listing().showing);
  await expect(chips(page)).toHaveCount(0);
});

test("the Bangla edition names its filters and removes them the same way", async ({ page }) => {
  await page.goto("/bn/products?category=birthday-gifts&max=3000");
  await expect(page.getByRole("heading", { level: 1, name: "জন্মদিনের উপহার" })).toBeVisible();
  await expect(countLine(page)).toHaveText(
    listing("category=birthday-gifts&max=3000", "bn").showing,
  );
  const price = chips(page).getByRole("link", { name: "ফিল্টার সরান: সর্বোচ্চ ৳৩,০০০", exact: true });
  await expect(price).toBeVisible();
  await price.click();
  await expect(page).toHaveURL("/bn/products?category=birthday-gifts");
  await chips(page).getByRole("link", { name: "ফিল্টার সরান: জন্মদিনের উপহার", exact: true }).click();
  await expect(page).toHaveURL("/bn/products");
  await expect(page.getByRole("heading", { level: 1, name: "সব পণ্য" })).toBeVisible();
  await expect(chips(page)).toHaveCount(0);
});

test("the list is counted on one line, in the spec's words", async ({ page }) => {
  await page.goto("/products");
  await expect(countLine(page)).toHaveText(listing().showing);
  await expect(page.getByText(/on this page/)).toHaveCount(0);
  await page.goto("/bn/products");
  await expect(countLine(page)).toHaveText(listing("", "bn").showing);
  await expect(page.getByText(/এই পাতায়/)).toHaveCount(0);
});
