import { listing } from "./catalog-facts";
import { expect, test } from "./fixtures";

/** A small seeded generator, so a failure can be replayed with the same query strings. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const keys = [
  "category",
  "max",
  "sort",
  "q",
  "x",
  "",
  "max[]",
  "__proto__",
  "constructor",
  "ক্যাটাগরি",
];
const values = [
  "",
  "birthday-gifts",
  "nope",
  "-5",
  "abc",
  "1e309",
  "99999999999999999999",
  "NaN",
  "5000",
  "price-asc",
  "toString",
  "উপহার",
  "🎁🎂",
  "%",
  "%E0%A4",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u0000",
  "a".repeat(3000),
  "../../etc/passwd",
];

function randomQuery(random: ReturnType<typeof generator>): string {
  const pairs = Array.from({ length: 1 + Math.floor(random.next() * 5) }, () => {
    const key = random.pick(keys);
    const value = random.pick(values);
    return random.next() < 0.2
      ? `${key}=${value}`
      : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  });
  return pairs.join("&");
}

const generatedQueries = (() => {
  const random = generator(20261121);
  return Array.from({ length: 200 }, () => randomQuery(random));
})();
const QUERIES_PER_TEST = 50;

// In batches, so no single test comes near its timeout on a loaded machine. Each batch loads the page
// once, then moves through its queries as Back and Forward would, without reloading.
for (let start = 0; start < generatedQueries.length; start += QUERIES_PER_TEST) {
  const batch = generatedQueries.slice(start, start + QUERIES_PER_TEST);
  test(`generated query strings ${start + 1}–${start + batch.length} never break the products page`, async ({
    page,
  }) => {
    await page.goto("/products");
    for (const query of batch) {
      await page.evaluate((search) => {
        window.history.pushState(null, "", `/products?${search}`);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, query);
      const expected = listing(new URL(page.url()).search);
      await expect(page.getByLabel("Sort by"), query).toHaveValue(expected.query.sort);
      await expect(page.getByText(expected.showing), query).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 1, name: expected.heading, exact: true }),
        query,
      ).toBeVisible();
    }
  });
}

const corruptValues: [string, string][] = [
  ["bad JSON", "{not json"],
  ["a string", JSON.stringify("cart")],
  ["wrong types", JSON.stringify({ v: 1, data: { lines: [{ productId: "1", quantity: "2" }] } })],
  [
    "unknown ids and huge quantities",
    JSON.stringify({
      v: 1,
      data: {
        lines: [
          { productId: 999, quantity: 5 },
          { productId: 2, quantity: 1e12 },
        ],
      },
    }),
  ],
  [
    "negative and fractional quantities",
    JSON.stringify({
      v: 1,
      data: {
        lines: [
          { productId: 3, quantity: -4 },
          { productId: 4, quantity: 2.5 },
        ],
      },
    }),
  ],
  [
    "a huge value",
    JSON.stringify({
      v: 1,
      data: { lines: Array.from({ length: 5000 }, (_, i) => ({ productId: i, quantity: i })) },
    }),
  ],
  ["another version", JSON.stringify({ v: 99, data: { lines: [{ productId: 1, quantity: 1 }] } })],
];

for (const [label, value] of corruptValues) {
  test(`pages survive ${label} in storage`, async ({ page }) => {
    await page.addInitScript((stored) => {
      window.localStorage.setItem("upohar.cart", stored);
      window.localStorage.setItem("upohar.wishlist", stored);
    }, value);
    for (const path of ["/", "/products", "/product/2", "/cart", "/wishlist"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Cart, \d+ items?$/ })).toBeVisible();
    }
  });
}

test("pages work when the browser refuses storage", async ({ page }) => {
  await page.addInitScript(() => {
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
  for (const path of ["/", "/products", "/cart", "/wishlist"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.goto("/product/2");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
});
