import { seedStorage } from "./device";
import { expect, test } from "./fixtures";

/*
 * Mangled query strings and damaged or refused storage on every page are tested in components
 * (app/routes/products.test.tsx, app/routes/home.test.tsx). Here, the early script, which reads
 * and writes the cart before the app has started, meets them in a real browser.
 */

/** A cart and a wishlist an older or hand-edited version left: lines the shop must refuse. */
const damaged = JSON.stringify({ v: 1, data: { lines: [{ productId: "1", quantity: "2" }] } });

test("'Add to Cart' counts with a damaged cart and wishlist, and with storage refused", async ({
  page,
  context,
}) => {
  await seedStorage(page, "upohar.cart", damaged);
  await seedStorage(page, "upohar.wishlist", damaged);
  await page.goto("/product/2");
  // The page's own button; the phone's bar below repeats it.
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  const refusing = await context.newPage();
  const errors: string[] = [];
  refusing.on("pageerror", (error) => errors.push(error.message));
  await refusing.addInitScript(() => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Object.defineProperty(window, "localStorage", {
      get: () => ({
        getItem: refuse,
        setItem: refuse,
        removeItem: refuse,
        clear: refuse,
        key: refuse,
        length: 0,
      }),
    });
  });
  await refusing.goto("/product/2");
  await refusing.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(refusing.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  expect(errors).toEqual([]);
});
