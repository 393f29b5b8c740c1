import { en } from "../../app/i18n/en";
import { editionCatalog } from "../../app/content/edition-catalog";
import { seedCart, seedStorage } from "./device";
import { expect, test } from "./fixtures";

/*
 * What only a browser can tell of the cart and the wishlist: that they live in the device's
 * storage, so a reload keeps them and another tab of the shop follows each change. Everything the
 * pages show and do is tested in app/routes/cart.test.tsx and wishlist.test.tsx.
 */

function product(id: number) {
  const found = editionCatalog("en")
    .index()
    .find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No product ${id} in the catalog: check content/products`);
  return found;
}

test("the cart and the wishlist stay on the device: a reload keeps them and a second tab follows them", async ({
  page,
  context,
}) => {
  const clock = product(3);
  const cushion = product(7);
  const pens = product(4);
  const quantityOf = (name: string) =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name, exact: true }) })
      .getByRole("group", { name: en.ordering.cart.quantity });
  await seedCart(page, [{ productId: 3, quantity: 1 }]);
  await seedStorage(page, "upohar.wishlist", JSON.stringify({ v: 1, data: { ids: [7] } }));
  await page.goto("/cart");
  await expect(quantityOf(clock.name)).toHaveText("1");

  const other = await context.newPage();
  await other.goto("/wishlist");
  await expect(other.getByRole("main").getByRole("link", { name: cushion.name })).toBeVisible();
  await expect(other.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await page.getByRole("button", { name: `Increase quantity of ${clock.name}` }).click();
  await expect(other.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await page.reload();
  await expect(quantityOf(clock.name)).toHaveText("2");
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  await page.goto("/wishlist");
  await page.getByRole("button", { name: `Remove ${cushion.name} from wishlist` }).click();
  await expect(other.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
  await expect(other.getByRole("link", { name: "Wishlist, 0 items" })).toBeVisible();
  await other.close();

  await page.goto("/");
  await page.getByRole("button", { name: `Save ${pens.name} to wishlist` }).click();
  await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "Wishlist, 1 item" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Save ${pens.name} to wishlist` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
