import { expect, isPhone, pageWidth, test } from "./fixtures";

test("the header fits a 360 px phone in both editions", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/", "/bn"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: /Open menu|মেনু খুলুন/ })).toBeInViewport({
      ratio: 1,
    });
    expect(await pageWidth(page), `${path} sticks out sideways`).toBe(360);
  }
});

test("an unknown path shows the Home page", async ({ page }) => {
  await page.goto("/this/page/does-not-exist?x=1");
  await expect(
    page.getByRole("heading", { level: 1, name: "Find the perfect gift for every occasion" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop Now" })).toBeVisible();
});

test("every footer link leads to a real page", async ({ page }) => {
  const links: [label: string, heading: string | RegExp][] = [
    ["About Us", /About/],
    ["All Products", "All Products"],
    ["Categories", "Categories"],
    ["Contact Us", /Contact/],
    ["FAQ", "Frequently Asked Questions"],
    ["Shipping Info", "Shipping Info"],
    ["Returns & Exchanges", "Returns & Exchanges"],
    ["Privacy Policy", "Privacy Policy"],
    ["Terms of Service", "Terms of Service"],
    ["Support Center", "Support Center"],
  ];
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [label, heading] of links) {
    await footer.getByRole("link", { name: label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading }), label).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "+880 1712-345678" })).toHaveAttribute(
    "href",
    "tel:+8801712345678",
  );
  for (const method of ["bKash", "Nagad", "Rocket", "Cash on Delivery"]) {
    await expect(footer.getByText(method, { exact: true })).toBeVisible();
  }
});

test("the top bar calls and emails the shop", { tag: "@desktop" }, async ({ page }, testInfo) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "+880 1712-345678" })).toHaveAttribute(
    "href",
    "tel:+8801712345678",
  );
  const email = banner.getByRole("link", { name: "hello@upohar.com.bd" }).first();
  if (isPhone(testInfo)) {
    await banner.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page
        .getByRole("navigation", { name: "Mobile" })
        .getByRole("link", { name: "hello@upohar.com.bd" }),
    ).toHaveAttribute("href", "mailto:hello@upohar.com.bd");
  } else {
    await expect(email).toHaveAttribute("href", "mailto:hello@upohar.com.bd");
  }
});

test(
  "nav links go where they say and mark the current page",
  { tag: "@desktop" },
  async ({ page }, testInfo) => {
    await page.goto("/");
    const targets: [string, string][] = [
      ["Products", "/products"],
      ["Categories", "/categories"],
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Home", "/"],
    ];
    for (const [label, path] of targets) {
      let nav = page.getByRole("navigation", { name: "Main" });
      if (isPhone(testInfo)) {
        await page.getByRole("button", { name: "Open menu" }).click();
        nav = page.getByRole("navigation", { name: "Mobile" });
      }
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      if (!isPhone(testInfo)) {
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
      }
    }
  },
);

test("the mobile menu opens, closes with Escape and returns focus", async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "the menu toggle exists on small screens only");
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const closeToggle = page.getByRole("button", { name: "Close menu" });
  await expect(closeToggle).toHaveAttribute("aria-expanded", "true");
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobileNav.getByRole("link", { name: "My Orders" })).toBeVisible();
  await expect(mobileNav.getByRole("link", { name: "Account" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(mobileNav).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(mobileNav).toBeHidden();
});

test("the search toggle shows the input and searching opens the products page", async ({
  page,
}) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Search", exact: true });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const input = page.getByPlaceholder("Search for gifts...");
  await expect(input).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(input).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await input.fill("frame");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/products\?q=frame$/);
});

test("a page the build never made paints content at once, so the app starts without waiting", async ({
  page,
}) => {
  // The app starts at the first contentful paint (decision 003). A fallback page that painted only
  // shapes would start it at the start script's last resort, and its first contentful paint would
  // be the app's, after the scripts were fetched. (Comparing the first paint with the first
  // contentful one was not enough: on a loaded machine a frame can be painted before the body.)
  for (const path of ["/product/999", "/bn/category/nope", "/no/such/page"]) {
    await page.goto(path);
    const contentfulPaint = () =>
      page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
    await expect.poll(contentfulPaint, { message: path }).toBeDefined();
    const firstScript = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
    );
    expect(firstScript, path).toBeGreaterThanOrEqual((await contentfulPaint()) ?? Infinity);
  }
});

test("unknown product ids and category slugs say so", async ({ page }) => {
  await page.goto("/product/999");
  await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Browse all products" }),
  ).toBeVisible();
  await page.goto("/product/abc");
  await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
  await page.goto("/category/nope");
  await expect(page.getByRole("heading", { level: 1, name: "Category not found" })).toBeVisible();
});
