import { expect, test } from "./fixtures";

/*
 * What the listing shows, filters, sorts and searches, Home, the categories and the product page
 * are tested in their components (app/routes/*.test.tsx, app/components/*.test.tsx). Here: what
 * only a browser's layout or the built files can tell.
 */

test(
  "on a laptop the filters stand open beside the list, without their button",
  { tag: "@desktop-only" },
  async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("radio", { name: "Birthday Gifts" })).toBeVisible();
    await expect(page.getByRole("slider", { name: "Maximum price" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Show filters" })).toBeHidden();
  },
);

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
