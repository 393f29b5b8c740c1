import { expect, test } from "./fixtures";

/*
 * What the chips say, and that each removes its filter, is tested on the products page's component
 * (app/routes/products.test.tsx). Here: their size, which only a browser lays out.
 */

test("every chip of a filter in use is big enough to tap", async ({ page }) => {
  await page.goto("/products?q=gift&category=birthday-gifts&max=3000");
  const chips = page.getByRole("list", { name: "Filters applied" }).getByRole("link");
  await expect(chips).toHaveCount(3);
  for (const chip of await chips.all()) {
    await expect(chip).toBeVisible();
    const name = (await chip.getAttribute("aria-label")) ?? "";
    expect((await chip.boundingBox())?.height ?? 0, name).toBeGreaterThanOrEqual(44);
  }
});
