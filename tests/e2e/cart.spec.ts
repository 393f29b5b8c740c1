import type { Page } from "@playwright/test";
import { seedCart } from "./device";
import { expect, test } from "./fixtures";

/** Stores raw text under the cart's key before every load, the way a damaged device would. */
async function seedRawCart(page: Page, raw: string) {
  await page.addInitScript((value) => localStorage.setItem("upohar.cart", value), raw);
}

function summary(page: Page) {
  return page.getByRole("region", { name: "Order Summary" });
}

function line(page: Page, name: string) {
  return page
    .getByRole("region", { name: /Your gifts/ })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("link", { name, exact: true }),
    });
}

async function expectAmounts(page: Page, subtotal: string, shipping: string, total: string) {
  const box = summary(page);
  await expect(box.getByRole("definition").nth(0)).toHaveText(subtotal);
  await expect(box.getByRole("definition").nth(1)).toHaveText(shipping);
  await expect(box.getByRole("definition").nth(2)).toHaveText(total);
}

test("an empty cart says so and leads back to the products", async ({ page }) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByText("Looks like you haven't added any gifts yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
    "href",
    "/products",
  );
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  await expect(summary(page)).toHaveCount(0);
});

test("the prerendered cart page promises nothing before the device is read", async ({
  request,
}) => {
  const html = await (await request.get("/cart")).text();
  expect(html).toContain("Loading your cart");
  expect(html).not.toContain("Your cart is empty");
});

test("gifts added from product cards fill the cart and the badge", async ({ page }) => {
  await page.goto("/");
  const badge = page.getByRole("banner").getByRole("link", { name: /^Cart, / });
  await expect(badge).toHaveAccessibleName("Cart, 0 items");
  // Gifts that ask for nothing: a card of one that asks for an engraving or a size leads to its page.
  await page.getByRole("button", { name: "Add Birthday Chocolate Hamper to cart" }).click();
  await expect(page.getByRole("status")).toHaveText("Birthday Chocolate Hamper added to your cart");
  await page.getByRole("button", { name: "Add Birthday Chocolate Hamper to cart" }).click();
  await page.getByRole("button", { name: "Add Custom Photo Cushion to cart" }).click();
  await expect(badge).toHaveAccessibleName("Cart, 3 items");

  await badge.click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByRole("heading", { name: "Your gifts (3 items)" })).toBeVisible();
  const hamper = line(page, "Birthday Chocolate Hamper");
  await expect(hamper.getByRole("group", { name: "Quantity" })).toHaveText("2");
  await expect(hamper).toContainText("৳2,500");
  await expect(hamper.locator("s")).toHaveText("Was ৳2,800");
  await expect(hamper).toContainText("৳5,000");
  await expect(hamper.locator("img")).toBeVisible();
  await expect(hamper.getByRole("link", { name: "Birthday Chocolate Hamper" })).toHaveAttribute(
    "href",
    "/product/2",
  );
  await expect(line(page, "Custom Photo Cushion")).toContainText("৳1,100");
  await expectAmounts(page, "৳6,100", "Free", "৳6,100");
  await expect(summary(page).getByText("You qualify for free shipping!")).toBeVisible();
});

test("plus, minus and trash change the lines and the totals", async ({ page }) => {
  await seedCart(page, [
    { productId: 7, quantity: 1 },
    { productId: 3, quantity: 1 },
  ]);
  await page.goto("/cart");
  const cushion = line(page, "Custom Photo Cushion");
  await expect(cushion.getByRole("group", { name: "Quantity" })).toHaveText("1");
  await expectAmounts(page, "৳2,950", "Free", "৳2,950");

  await page.getByRole("button", { name: "Increase quantity of Custom Photo Cushion" }).click();
  await expect(cushion.getByRole("group", { name: "Quantity" })).toHaveText("2");
  await expect(page.getByRole("status")).toHaveText("Custom Photo Cushion: quantity 2");
  await expectAmounts(page, "৳4,050", "Free", "৳4,050");

  await page.getByRole("button", { name: "Decrease quantity of Custom Photo Cushion" }).click();
  await expect(cushion.getByRole("group", { name: "Quantity" })).toHaveText("1");
  await expectAmounts(page, "৳2,950", "Free", "৳2,950");

  // Minus at 1 removes the line, and focus lands on the list instead of being lost.
  await page
    .getByRole("button", { name: "Decrease quantity of Anniversary Couple Wall Clock" })
    .click();
  await expect(line(page, "Anniversary Couple Wall Clock")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your gifts (1 item)" })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText(
    "Anniversary Couple Wall Clock removed from your cart",
  );
  await expectAmounts(page, "৳1,100", "৳100", "৳1,200");
  await expect(summary(page).getByText("Add ৳900 more for free delivery")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await page.getByRole("button", { name: "Remove Custom Photo Cushion from cart" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
});

test("shipping is free from ৳2,000 and ৳100 below it", async ({ page }) => {
  // ৳1,100 + 2 × ৳450 = ৳2,000 exactly.
  await seedCart(page, [
    { productId: 7, quantity: 1 },
    { productId: 9, quantity: 2 },
  ]);
  await page.goto("/cart");
  await expectAmounts(page, "৳2,000", "Free", "৳2,000");
  await expect(summary(page).getByText("You qualify for free shipping!")).toBeVisible();

  await page.getByRole("button", { name: "Decrease quantity of Stylish Juice Bottle" }).click();
  await expectAmounts(page, "৳1,550", "৳100", "৳1,650");
  await expect(summary(page).getByText("You qualify for free shipping!")).toHaveCount(0);
  await expect(summary(page).getByText("Add ৳450 more for free delivery")).toBeVisible();
  await expect(summary(page).getByRole("progressbar")).toHaveAttribute("value", "1550");
});

test("the cart survives a reload", async ({ page }) => {
  await seedCart(page, [{ productId: 5, quantity: 1 }]);
  await page.goto("/cart");
  await page.getByRole("button", { name: "Increase quantity of Birthday Surprise Box" }).click();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await page.reload();
  await expect(
    line(page, "Birthday Surprise Box").getByRole("group", { name: "Quantity" }),
  ).toHaveText("2");
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await expectAmounts(page, "৳6,400", "Free", "৳6,400");
});

test.describe("when the gifts' prices cannot be fetched", () => {
  test.use({ expectedLoadFailures: [/\/catalog\/en\.json$/] });

  test("the cart says so, loses nothing, and 'Try again' prices it", async ({ page }) => {
    await seedCart(page, [{ productId: 5, quantity: 2 }]);
    await page.route("**/catalog/en.json", (route) => route.abort("internetdisconnected"));
    await page.goto("/cart");
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "could not load the gifts' current prices" });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

    await page.unroute("**/catalog/en.json");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toBeHidden();
    await expect(
      line(page, "Birthday Surprise Box").getByRole("group", { name: "Quantity" }),
    ).toHaveText("2");
    await expectAmounts(page, "৳6,400", "Free", "৳6,400");
  });
});

test("a second tab sees the change", async ({ page, context }) => {
  await seedCart(page, [{ productId: 3, quantity: 1 }]);
  await page.goto("/cart");
  await expect(line(page, "Anniversary Couple Wall Clock")).toBeVisible();

  const other = await context.newPage();
  await other.goto("/cart");
  const otherLine = line(other, "Anniversary Couple Wall Clock");
  await expect(otherLine.getByRole("group", { name: "Quantity" })).toHaveText("1");

  await page
    .getByRole("button", { name: "Increase quantity of Anniversary Couple Wall Clock" })
    .click();
  await expect(otherLine.getByRole("group", { name: "Quantity" })).toHaveText("2");
  await expect(other.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  await page
    .getByRole("button", { name: "Remove Anniversary Couple Wall Clock from cart" })
    .click();
  await expect(other.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await other.close();
});

test.describe("a damaged stored cart gives a clean cart", () => {
  const damaged: [string, string][] = [
    ["bad JSON", "{not json"],
    ["a foreign value", '"hello"'],
    [
      "an unknown version",
      JSON.stringify({ v: 7, data: { lines: [{ productId: 1, quantity: 1 }] } }),
    ],
    ["lines of the wrong type", JSON.stringify({ v: 1, data: { lines: "three frames" } })],
    [
      "only unknown ids and bad quantities",
      JSON.stringify({
        v: 1,
        data: {
          lines: [
            { productId: 999, quantity: 1 },
            { productId: "1", quantity: 1 },
            { productId: 2, quantity: -3 },
            { productId: 3, quantity: "2" },
            { productId: 4, quantity: 0 },
            null,
            5,
          ],
        },
      }),
    ],
  ];
  for (const [label, raw] of damaged) {
    test(`from ${label}`, async ({ page }) => {
      await seedRawCart(page, raw);
      await page.goto("/cart");
      await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
    });
  }

  test("keeping the valid lines and clamping quantities to 1..99", async ({ page }) => {
    await seedRawCart(
      page,
      JSON.stringify({
        v: 1,
        data: {
          lines: [
            { productId: 3, quantity: 1e9 },
            { productId: 999, quantity: 1 },
            { productId: 7, quantity: 2.7 },
            { productId: 2, quantity: -1 },
            { productId: 7, quantity: 1, price: 1 },
          ],
        },
      }),
    );
    await page.goto("/cart");
    const clock = line(page, "Anniversary Couple Wall Clock");
    await expect(clock.getByRole("group", { name: "Quantity" })).toHaveText("99");
    await expect(
      page.getByRole("button", { name: "Increase quantity of Anniversary Couple Wall Clock" }),
    ).toBeDisabled();
    await expect(
      line(page, "Custom Photo Cushion").getByRole("group", { name: "Quantity" }),
    ).toHaveText("3");
    await expect(line(page, "Birthday Chocolate Hamper")).toHaveCount(0);
    // Prices come from the catalog: 99 × ৳1,850 + 3 × ৳1,100.
    await expectAmounts(page, "৳186,450", "Free", "৳186,450");
    await expect(page.getByRole("link", { name: "Cart, 102 items" })).toBeVisible();
  });

  const refusals: [string, () => void][] = [
    [
      "every storage call throws (private mode, full quota)",
      () => {
        const refuse = () => {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };
        const broken = { getItem: refuse, setItem: refuse, removeItem: refuse, length: 0 };
        Object.defineProperty(window, "localStorage", { configurable: true, get: () => broken });
      },
    ],
    [
      "even reaching the storage throws (storage blocked)",
      () => {
        Object.defineProperty(window, "localStorage", {
          configurable: true,
          get: () => {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      },
    ],
  ];
  for (const [label, breakStorage] of refusals) {
    test(`when ${label}`, async ({ page }) => {
      await page.addInitScript(breakStorage);
      await page.goto("/cart");
      await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
      await page.goto("/");
      await page.getByRole("button", { name: "Add Custom Photo Cushion to cart" }).click();
      await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      // Without storage the cart lives for the visit: it is still there on the cart page.
      await page.getByRole("link", { name: "Cart, 1 item" }).click();
      await expect(line(page, "Custom Photo Cushion")).toBeVisible();
      await page.getByRole("button", { name: "Increase quantity of Custom Photo Cushion" }).click();
      await expectAmounts(page, "৳2,200", "Free", "৳2,200");
    });
  }
});

test("the order goes out by phone, WhatsApp and SMS with the full order text", async ({ page }) => {
  await seedCart(page, [
    { productId: 7, quantity: 2 },
    { productId: 9, quantity: 1 },
  ]);
  await page.goto("/cart");
  const expected = [
    "Hello Upohar! I would like to order:",
    "",
    "1. Custom Photo Cushion × 2 = ৳2,200",
    "https://upohar.com.bd/product/7",
    "",
    "2. Stylish Juice Bottle × 1 = ৳450",
    "https://upohar.com.bd/product/9",
    "",
    "Subtotal: ৳2,650",
    "Shipping: Free",
    "Total: ৳2,650",
    "",
    "Please call me about the delivery address and payment (bKash, Nagad, Rocket, or Cash on Delivery). Thank you!",
  ].join("\n");

  const box = summary(page);
  await expect(box.getByRole("link", { name: "Call to Order" })).toHaveAttribute(
    "href",
    "tel:+8801712345678",
  );
  const whatsapp = await box.getByRole("link", { name: "Order on WhatsApp" }).getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/8801712345678\?text=/);
  expect(new URL(whatsapp ?? "").searchParams.get("text")).toBe(expected);

  const sms = await box.getByRole("link", { name: "Send as SMS" }).getAttribute("href");
  expect(sms).toMatch(/^sms:\+8801712345678\?body=/);
  expect(new URLSearchParams((sms ?? "").split("?")[1]).get("body")).toBe(expected);
  await expect(box.getByText("Pay by bKash, Nagad, Rocket, or Cash on Delivery.")).toBeVisible();

  // The message follows the cart.
  await page.getByRole("button", { name: "Remove Custom Photo Cushion from cart" }).click();
  const updated = await box.getByRole("link", { name: "Send as SMS" }).getAttribute("href");
  const body = new URLSearchParams((updated ?? "").split("?")[1]).get("body") ?? "";
  expect(body).not.toContain("Custom Photo Cushion");
  expect(body).toContain("Shipping: ৳100\nTotal: ৳550");
});
