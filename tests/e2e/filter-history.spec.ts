import { expect, test } from "./fixtures";

/*
 * Back after choosing filters: the list and the category control agree at every step. `check()`
 * reads the radio as soon as the tap ends, before the router has moved to the new address.
 */
test("Back after two categories shows each one's list with its radio checked @desktop", async ({
  page,
}) => {
  await page.goto("/products");
  const filters = page.getByRole("group", { name: "Category" });
  const heading = page.getByRole("heading", { level: 1 });
  const all = filters.getByRole("radio", { name: "All", exact: true });
  const birthday = filters.getByRole("radio", { name: "Birthday Gifts" });
  const anniversary = filters.getByRole("radio", { name: "Anniversary Gifts" });
  if (!(await birthday.isVisible()))
    await page.getByRole("button", { name: "Show filters" }).click();

  await birthday.check();
  await expect(heading).toHaveText("Birthday Gifts");
  await anniversary.check();
  await expect(heading).toHaveText("Anniversary Gifts");

  await page.goBack();
  await expect(heading).toHaveText("Birthday Gifts");
  await expect(birthday).toBeChecked();
  await expect(anniversary).not.toBeChecked();

  await page.goBack();
  await expect(heading).toHaveText("All Products");
  await expect(all).toBeChecked();
  await expect(birthday).not.toBeChecked();
});
