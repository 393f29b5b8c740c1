import { expect, test } from "./fixtures";
import { pagesOf } from "./routes";

// Decision 003: a React Router upgrade that writes the hints differently must not bring them back.
test("no built page holds a modulepreload hint", async ({ request }) => {
  for (const [path] of [...pagesOf("en"), ...pagesOf("bn")]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("modulepreload");
  }
});

// Decision 003: the page is seen before any script is fetched, in both editions.
for (const path of ["/", "/bn/product/1"]) {
  test(`${path} fetches the app's scripts only after its first contentful paint`, async ({
    page,
  }) => {
    await page.goto(path);
    // `load` can come before the first contentful paint, and no script is fetched before it.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
      )
      .toBe(1);
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint ?? Infinity);
  });
}

test("the skip link jumps to the main content", async ({ page }) => {
  await page.goto("/products");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("focus is visible on interactive elements", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const focused = document.activeElement;
    return focused ? getComputedStyle(focused).outlineStyle : "none";
  });
  expect(outline).not.toBe("none");
});

test("reduced motion turns transitions off", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/products");
  const duration = await page
    .getByRole("article")
    .first()
    .evaluate((card) => getComputedStyle(card).transitionDuration);
  expect(parseFloat(duration)).toBeLessThan(0.001);
});

test("security headers are sent with every page", async ({ request }) => {
  for (const path of ["/", "/products", "/product/3", "/no/such/page"]) {
    const headers = (await request.get(path)).headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers["strict-transport-security"]).toContain("max-age=63072000");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  }
});
