import type { Page } from "@playwright/test";
import { listing } from "./catalog-facts";
import { expect, isPhone, test } from "./fixtures";

async function openFilters(page: Page, phone: boolean) {
  if (phone) await page.getByRole("button", { name: "Show filters" }).click();
}

function productNames(page: Page) {
  return page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });
}

test.describe("Home", () => {
  test("shows the hero, benefits, featured gifts, categories and testimonials", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Upohar/);
    await expect(page.getByRole("link", { name: "Browse Categories" })).toHaveAttribute(
      "href",
      "/categories",
    );
    await expect(
      page.getByText("Free delivery in Dhaka on orders of ৳2,000 or more"),
    ).toBeVisible();
    for (const tile of ["Free Delivery", "Secure Payment", "Gift Wrapping", "Customer Love"]) {
      await expect(page.getByRole("heading", { name: tile })).toBeVisible();
    }
    const featured = page.getByRole("region", { name: "Featured Gifts" });
    await expect(featured.getByRole("article")).toHaveCount(8);
    await expect(featured.getByText("Stylish Juice Bottle")).toHaveCount(0);
    const categories = page.getByRole("region", { name: "Shop by Category" });
    await expect(categories.getByRole("article")).toHaveCount(6);
    await expect(categories.getByRole("link", { name: "Personalized Gifts" })).toHaveAttribute(
      "href",
      "/category/personalized-gifts",
    );
    const testimonials = page.getByRole("region", { name: "What Our Customers Say" });
    await expect(testimonials.getByRole("figure")).toHaveCount(3);
    await page.getByRole("link", { name: "Shop Now" }).click();
    await expect(page).toHaveURL("/products");
  });
});

test.describe("Product card", () => {
  test("shows discount, featured, stars and stock states", async ({ page }) => {
    await page.goto("/products");
    const frame = page.getByRole("article").filter({ hasText: "Personalized Photo Frame" });
    await expect(frame.getByText("-20%")).toBeVisible();
    await expect(frame.getByText("Featured", { exact: true })).toBeVisible();
    await expect(frame.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible();
    await expect(frame.getByText("(124 reviews)")).toBeVisible();
    await expect(frame.getByText("৳1,200")).toBeVisible();
    await expect(frame.getByText("৳1,500")).toBeVisible();
    await expect(frame.getByText("In Stock")).toBeVisible();
    await expect(frame.getByRole("link", { name: "Call to Order" })).toHaveAttribute(
      "href",
      "tel:+8801712345678",
    );

    const clock = page.getByRole("article").filter({ hasText: "Anniversary Couple Wall Clock" });
    await expect(clock.getByText(/^-\d+%$/)).toHaveCount(0);

    const bottle = page.getByRole("article").filter({ hasText: "Stylish Juice Bottle" });
    await expect(bottle.getByText("Featured", { exact: true })).toHaveCount(0);

    const outOfStock = page.getByRole("article").filter({ hasText: "Message in a Bottle" });
    await expect(outOfStock.getByText("Out of Stock")).toBeVisible();
    await expect(outOfStock.getByRole("button", { name: "Call to Order" })).toBeDisabled();

    // The frame asks for its engraving, which is written on its page.
    await expect(
      frame.getByRole("link", { name: "Personalize Personalized Photo Frame" }),
    ).toHaveAttribute("href", "/product/1");
    await frame.getByRole("link", { name: "Personalized Photo Frame", exact: true }).click();
    await expect(page).toHaveURL("/product/1");
  });
});

test.describe("All Products", () => {
  test(
    "filters by category and price, sorts, and resets",
    { tag: "@desktop" },
    async ({ page }, testInfo) => {
      await page.goto("/products");
      await expect(page.getByText(listing().showing)).toBeVisible();
      await openFilters(page, isPhone(testInfo));
      await page.getByRole("radio", { name: "Birthday Gifts" }).click();
      await expect(page.getByText(listing("category=birthday-gifts").showing)).toBeVisible();
      await expect(page).toHaveURL("/products?category=birthday-gifts");

      const slider = page.getByRole("slider", { name: "Maximum price" });
      await slider.fill("3000");
      await expect(
        page.getByText(listing("category=birthday-gifts&max=3000").showing),
      ).toBeVisible();
      await expect(page.getByText("৳0 – ৳3,000")).toBeVisible();
      await expect(page).toHaveURL(/max=3000/);

      await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
      await expect(productNames(page)).toHaveText(
        listing("category=birthday-gifts&max=3000&sort=price-asc").names,
      );
      await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
      await expect(productNames(page)).toHaveText(
        listing("category=birthday-gifts&max=3000&sort=price-desc").names,
      );

      await page.getByRole("button", { name: "Reset Filters" }).click();
      await expect(page.getByText(listing().showing)).toBeVisible();
      await expect(page.getByRole("radio", { name: "All", exact: true })).toBeChecked();
      await expect(slider).toHaveValue("10000");
    },
  );

  test("keyboard moves the price slider in steps", async ({ page }, testInfo) => {
    await page.goto("/products");
    await openFilters(page, isPhone(testInfo));
    const slider = page.getByRole("slider", { name: "Maximum price" });
    await slider.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuetext", "৳9,900");
    await page.keyboard.press("Home");
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more results.")).toBeVisible();
  });

  test("offers every sort, and sorts by rating and name", async ({ page }) => {
    await page.goto("/products");
    const sort = page.getByLabel("Sort by");
    await expect(sort.getByRole("option")).toHaveText([
      "Featured",
      "Price: Low to High",
      "Price: High to Low",
      "Highest Rated",
      "Name A-Z",
    ]);
    await sort.selectOption({ label: "Highest Rated" });
    await expect(productNames(page).first()).toHaveText(listing("sort=rating").names[0] ?? "");
    await sort.selectOption({ label: "Name A-Z" });
    await expect(productNames(page).first()).toHaveText(listing("sort=name").names[0] ?? "");
    await expect(page).toHaveURL("/products?sort=name");
  });

  test("reads a shared URL and Back/Forward move through the filters", async ({
    page,
  }, testInfo) => {
    const anniversary = listing("category=anniversary-gifts&sort=price-asc");
    const personalized = listing("category=personalized-gifts&sort=price-asc");
    await page.goto("/products?category=anniversary-gifts&sort=price-asc");
    await expect(page.getByText(anniversary.showing)).toBeVisible();
    await expect(productNames(page)).toHaveText(anniversary.names);
    await openFilters(page, isPhone(testInfo));
    await page.getByRole("radio", { name: "Personalized Gifts" }).click();
    await expect(page.getByText(personalized.showing)).toBeVisible();
    await expect(productNames(page)).toHaveText(personalized.names);
    await page.goBack();
    await expect(page).toHaveURL("/products?category=anniversary-gifts&sort=price-asc");
    await expect(productNames(page)).toHaveText(anniversary.names);
    await page.goForward();
    await expect(productNames(page)).toHaveText(personalized.names);
  });

  for (const hostile of [
    "max=abc",
    "max=-5",
    "sort=bogus",
    "category=nope",
    `q=${"x".repeat(5000)}`,
    "max=1e309&sort=%00&category=%F0%9F%8E%81",
    "q=%E0%A6%89%E0%A6%AA%E0%A6%B9%E0%A6%BE%E0%A6%B0&q=second",
  ]) {
    test(`falls back to defaults for ${hostile.slice(0, 40)}`, async ({ page }) => {
      await page.goto(`/products?${hostile}`);
      await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
      await expect(page.getByText(listing(hostile).showing)).toBeVisible();
    });
  }
});

test.describe("Search", () => {
  test("the header search filters the products, combines with filters and clears", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByPlaceholder("Search for gifts...").fill("BIRTHDAY");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/products?q=BIRTHDAY");
    await expect(page.getByText("“BIRTHDAY”")).toBeVisible();
    await expect(page.getByText(listing("q=BIRTHDAY").showing)).toBeVisible();
    await openFilters(page, isPhone(testInfo));
    await page.getByRole("slider", { name: "Maximum price" }).fill("1000");
    await expect(page.getByText(listing("q=BIRTHDAY&max=1000").showing)).toBeVisible();
    await page.getByRole("link", { name: "Remove filter: “BIRTHDAY”" }).click();
    await expect(page).toHaveURL("/products?max=1000");
    await expect(page.getByText(listing("max=1000").showing)).toBeVisible();
  });

  test("matches descriptions and says when nothing matches", async ({ page }) => {
    await page.goto("/products?q=mango-wood");
    await expect(productNames(page)).toHaveText(listing("q=mango-wood").names);
    await page.goto("/products?q=bicycle");
    await expect(page.getByText("No products found")).toBeVisible();
  });
});

test.describe("Categories", () => {
  test("lists all six with counts and the contact panel", async ({ page }) => {
    await page.goto("/categories");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);
    await expect(page.getByText("12 products")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Can't Find What You're Looking For?" }),
    ).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("a category page lists its gifts and sorts them", async ({ page }) => {
    await page.goto("/categories");
    await page.getByRole("link", { name: "Birthday Gifts" }).click();
    await expect(page).toHaveURL("/category/birthday-gifts");
    await expect(page.getByRole("heading", { level: 1, name: "Birthday Gifts" })).toBeVisible();
    await expect(productNames(page)).toHaveText(listing("category=birthday-gifts").names);
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await expect(productNames(page)).toHaveText(
      listing("category=birthday-gifts&sort=price-asc").names,
    );
  });

  test("a category without gifts online invites a call", async ({ page }) => {
    await page.goto("/category/wedding-gifts");
    await expect(page.getByRole("heading", { level: 1, name: "Wedding Gifts" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Made to order, by phone" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Call to Order" }),
    ).toHaveAttribute("href", "tel:+8801712345678");
    await expect(page.getByRole("link", { name: "Send a custom request" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("Product page", () => {
  test("shows everything a shopper needs and the WhatsApp order", async ({ page }) => {
    await page.goto("/product/8");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Eternal Rose in Glass Dome" }),
    ).toBeVisible();
    await expect(main.getByText("Save 15%")).toBeVisible();
    await expect(main.getByRole("img", { name: "Rated 4.8 out of 5" }).first()).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link")).toHaveText([
      "Home",
      "Products",
      "Anniversary Gifts",
    ]);
    // What delivery costs for this gift (৳2,200) and when it can arrive, inside and outside Dhaka.
    const delivery = main.getByRole("region", { name: "Delivery & returns" });
    await expect(delivery).toContainText("Free delivery: orders of ৳2,000 or more ship free.");
    await expect(delivery).toContainText(/Inside Dhaka city: \S/);
    await expect(delivery).toContainText("Outside Dhaka city: 1–3 business days.");
    const whatsapp = main.getByRole("link", { name: "Order on WhatsApp" });
    const href = await whatsapp.getAttribute("href");
    const url = new URL(href ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/8801712345678");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain("Eternal Rose in Glass Dome");
    expect(text).toContain("৳2,200");
    expect(text).toContain("/product/8");
    await expect(main.getByRole("link", { name: "Call to Order" }).first()).toHaveAttribute(
      "href",
      "tel:+8801712345678",
    );
    const related = page.getByRole("region", { name: "You may also like" });
    await expect(related.getByRole("article")).toHaveCount(2);
  });

  test("quantity goes into the cart", async ({ page }) => {
    await page.goto("/product/3");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("3");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("status")).toContainText(
      "3 × Anniversary Couple Wall Clock added to your cart",
    );
    await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  });

  test("an out-of-stock gift cannot be added and says to call", async ({ page }) => {
    await page.goto("/product/6");
    await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await expect(page.getByText(/Call us to ask when it will be back/)).toBeVisible();
  });

  test("share copies the link where there is no share sheet", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto("/product/2");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status")).toContainText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/product\/2$/);
  });
});

test.describe("Search engines", () => {
  test("the prerendered product HTML carries meta, Open Graph and JSON-LD", async ({ request }) => {
    const html = await (await request.get("/product/1")).text();
    expect(html).toContain("<title>Personalized Photo Frame | Upohar</title>");
    expect(html).toMatch(/<meta name="description" content="Personalized Photo Frame, ৳1,200/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/upohar\.com\.bd\/product\/1"/);
    expect(html).toMatch(/<meta property="og:title" content="Personalized Photo Frame \| Upohar"/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) =>
        JSON.parse(match[1] ?? "null") as { "@type": string; offers?: { priceCurrency: string } },
    );
    expect(blocks.map((block) => block["@type"])).toEqual(["Product", "BreadcrumbList"]);
    expect(blocks[0]?.offers?.priceCurrency).toBe("BDT");
  });

  test("sitemap.xml and robots.txt list the pages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://upohar.com.bd/product/9</loc>");
    expect(sitemap).toContain("<loc>https://upohar.com.bd/category/flowers-plants</loc>");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://upohar.com.bd/sitemap.xml");
  });
});
