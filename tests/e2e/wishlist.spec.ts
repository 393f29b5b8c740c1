import type { Page } from "@playwright/test";
import { seedStorage } from "./device";
import { expect, test } from "./fixtures";

/** Saves raw text under the wishlist's key before the first load of this tab. */
function seedWishlist(page: Page, raw: string) {
  return seedStorage(page, "upohar.wishlist", raw);
}

function savedGift(page: Page, name: string) {
  return page
    .getByRole("region", { name: /Saved gifts/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

test("an empty wishlist says so and leads to the products", async ({ page }) => {
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "Wishlist" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse Gifts" })).toHaveAttribute(
    "href",
    "/products",
  );
  await expect(page.getByRole("link", { name: "Wishlist, 0 items" })).toBeVisible();
});

test("the prerendered wishlist page promises nothing before the device is read", async ({
  request,
}) => {
  const html = await (await request.get("/wishlist")).text();
  expect(html).toContain("Loading your wishlist");
  expect(html).not.toContain("Your wishlist is empty");
});

test("hearts on the cards save gifts; the wishlist moves them to the cart", async ({ page }) => {
  await page.goto("/");
  const clockHeart = page.getByRole("button", {
    name: "Save Anniversary Couple Wall Clock to wishlist",
  });
  await expect(clockHeart).toHaveAttribute("aria-pressed", "false");
  await clockHeart.click();
  await expect(clockHeart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status")).toHaveText(
    "Anniversary Couple Wall Clock saved to your wishlist",
  );
  await page.getByRole("button", { name: "Save Message in a Bottle to wishlist" }).click();
  const badge = page.getByRole("link", { name: "Wishlist, 2 items" });
  await expect(badge).toBeVisible();

  await badge.click();
  await expect(page).toHaveURL("/wishlist");
  await expect(page.getByRole("heading", { name: "Saved gifts (2 gifts)" })).toBeVisible();

  const bottle = savedGift(page, "Message in a Bottle");
  await expect(bottle.getByText("Out of Stock")).toBeVisible();
  await expect(bottle.getByRole("button", { name: /^Add to Cart/ })).toBeDisabled();
  await expect(bottle.getByText("৳750")).toBeVisible();

  const clock = savedGift(page, "Anniversary Couple Wall Clock");
  await expect(clock.getByText("In Stock")).toBeVisible();
  await expect(clock.locator("img")).toBeVisible();
  await expect(clock.getByRole("link", { name: "Anniversary Couple Wall Clock" })).toHaveAttribute(
    "href",
    "/product/3",
  );
  await clock.getByRole("button", { name: "Add to Cart: Anniversary Couple Wall Clock" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Anniversary Couple Wall Clock added to your cart",
  );
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await clock
    .getByRole("button", { name: "Remove Anniversary Couple Wall Clock from wishlist" })
    .click();
  await expect(clock).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Saved gifts (1 gift)" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    "Anniversary Couple Wall Clock removed from your wishlist",
  );

  await bottle.getByRole("button", { name: "Remove Message in a Bottle from wishlist" }).click();
  await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Wishlist, 0 items" })).toBeVisible();

  // The cart kept what was added from the wishlist.
  await page.getByRole("link", { name: "Cart, 1 item" }).click();
  await expect(page.getByRole("link", { name: "Anniversary Couple Wall Clock" })).toBeVisible();
});

test("the heart toggles off again, and the wishlist survives a reload", async ({ page }) => {
  await page.goto("/");
  const roseHeart = page.getByRole("button", {
    name: "Save Eternal Rose in Glass Dome to wishlist",
  });
  await roseHeart.click();
  await page.getByRole("button", { name: "Save Engraved Name Pen Set to wishlist" }).click();
  await roseHeart.click();
  await expect(roseHeart).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("status")).toHaveText(
    "Eternal Rose in Glass Dome removed from your wishlist",
  );
  await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Save Engraved Name Pen Set to wishlist" }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.goto("/wishlist");
  await expect(savedGift(page, "Engraved Name Pen Set")).toBeVisible();
  await expect(savedGift(page, "Eternal Rose in Glass Dome")).toHaveCount(0);
});

test("a second tab sees the change", async ({ page, context }) => {
  await seedWishlist(page, JSON.stringify({ v: 1, data: { ids: [7] } }));
  await page.goto("/wishlist");
  const other = await context.newPage();
  await other.goto("/wishlist");
  await expect(savedGift(other, "Custom Photo Cushion")).toBeVisible();

  await page.getByRole("button", { name: "Remove Custom Photo Cushion from wishlist" }).click();
  await expect(other.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
  await expect(other.getByRole("link", { name: "Wishlist, 0 items" })).toBeVisible();
  await other.close();
});

test("a damaged stored wishlist keeps only known, distinct gifts", async ({ page }) => {
  await seedWishlist(
    page,
    JSON.stringify({ v: 1, data: { ids: [1, 1, "2", 999, -1, 2.5, null, 6] } }),
  );
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { name: "Saved gifts (2 gifts)" })).toBeVisible();
  await expect(savedGift(page, "Personalized Photo Frame")).toBeVisible();
  await expect(savedGift(page, "Message in a Bottle")).toBeVisible();
  await expect(page.getByRole("link", { name: "Wishlist, 2 items" })).toBeVisible();
});

const damaged: [string, string][] = [
  ["bad JSON", "[[["],
  ["ids of the wrong type", JSON.stringify({ v: 1, data: { ids: { 1: true } } })],
  ["a foreign value", "42"],
];
for (const [label, raw] of damaged) {
  test(`a wishlist stored as ${label} gives an empty wishlist`, async ({ page }) => {
    await seedWishlist(page, raw);
    await page.goto("/wishlist");
    await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Wishlist, 0 items" })).toBeVisible();
  });
}
