import { seedStorage } from "./device";
import { openHoldingTheApp } from "./holding-the-app";
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

/*
 * A shared link to a listing, before the app has started: the page's own inline script says what
 * is being searched for from the address alone, so a hostile term must neither break out of the
 * stylesheet nor make the shop's page say what its sender likes.
 */
test("a hostile search term in a shared link says nothing it should not before the app starts", async ({
  page,
  context,
}) => {
  const hostile = `</script><script>alert(1)</script>"; } * { display: none } \\\n\u2028\u202efree`;
  const held = await openHoldingTheApp(page, `/products?q=${encodeURIComponent(hostile)}`);
  await expect(page.getByText("Searching for “")).toBeVisible();
  const askedTerm = await page
    .locator("[data-asked-term]")
    .evaluate((term) => getComputedStyle(term, "::before").content);
  expect(askedTerm).toBe(
    JSON.stringify(`</script><script>alert(1)</script>"; } * { display: none } \\free`),
  );

  const long = await context.newPage();
  const heldLong = await openHoldingTheApp(
    long,
    `/products?q=${encodeURIComponent(`Shop closed: send bKash ${"5".repeat(5000)}`)}`,
  );
  await expect(long.getByText(/Showing \d+ of \d+ products/)).toBeVisible();
  await expect(long.getByText("Searching for “")).toBeHidden();
  await held.startApp();
  await heldLong.startApp();
});
