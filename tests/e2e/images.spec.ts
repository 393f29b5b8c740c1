import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { shop } from "../../app/data/shop";
import { IMAGE_WIDTHS, rasterPath } from "../../app/lib/catalog/images";
import { catalogContent } from "../../app/content/content.server";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { expect, test } from "./fixtures";

/*
 * Every picture of every page is described, loaded and sized where every-page.spec visits it; here,
 * the order a product page fetches its pictures in, the share previews and the extras' copies.
 */

const { products, categories, extras } = catalogContent.catalog;

/** Every page with its own share preview: Home, each product and each category, both editions. */
const sharedPages = [
  "/",
  ...products.map((product) => `/product/${product.id}`),
  ...categories.map((category) => `/category/${category.slug}`),
].flatMap((path) => [path, path === "/" ? "/bn" : `/bn${path}`]);

test("a product page's picture comes first and the gifts below it wait for the page to start", async ({
  page,
  request,
}) => {
  // Before any script runs, nothing below the fold competes with the picture on a slow line.
  const html = await (await request.get("/product/2")).text();
  const relatedHtml = /aria-labelledby="related".*?<\/section>/s.exec(html)?.[0] ?? "";
  expect(relatedHtml, "the related gifts are in the HTML").toContain("/product/");
  expect(relatedHtml.includes("<img"), "related pictures in the HTML").toBe(false);

  await page.goto("/product/2");
  const main = page.getByRole("img", { name: /wicker basket with a handle/ });
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).toHaveAttribute("loading", "eager");
  // The blurred copy sits beneath it, as a data: URL the page's policy allows.
  await expect(page.locator("[data-placeholder]").first()).toHaveAttribute(
    "src",
    /^data:image\/webp;base64,/,
  );
  const region = page.getByRole("region", { name: "You may also like" });
  const cards = await region.getByRole("article").count();
  expect(cards).toBeGreaterThan(0);
  const related = region.locator("img");
  await expect(related).toHaveCount(cards);
  for (const picture of await related.all()) {
    await expect(picture).toHaveAttribute("loading", "lazy");
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

/** The share preview a page names, fetched from the build as Facebook or WhatsApp would. */
async function sharePreview(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
  expect(og, `${path} og:image`).toBeDefined();
  expect(twitter, `${path} twitter:image`).toBe(og);
  expect(og?.startsWith(`${shop.siteUrl}/img/share/`), `${path}: ${og}`).toBe(true);
  const response = await request.get(new URL(og ?? "").pathname);
  expect(response.status(), og).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(jpeg|png)/);
  return sharp(await response.body()).metadata();
}

test("a share preview is described in the page's language", async ({ request }) => {
  const described: [path: string, alt: string][] = [
    [
      "/product/1",
      "A wooden photo frame holding a photo of boats on a lake at sunset, with Rahim & Nila engraved below",
    ],
    [
      "/bn/product/1",
      "কাঠের ফটো ফ্রেমে সূর্যাস্তে লেকের ধারে নৌকার ছবি, নিচে খোদাই করা নাম, রহিম ও নীলা",
    ],
    ["/", en.home.heroImageAlt],
    ["/bn/cart", bn.home.heroImageAlt],
  ];
  for (const [path, alt] of described) {
    const html = await (await request.get(path)).text();
    const og = /<meta property="og:image:alt" content="([^"]+)"/.exec(html)?.[1];
    const twitter = /<meta name="twitter:image:alt" content="([^"]+)"/.exec(html)?.[1];
    expect(og?.replaceAll("&#x27;", "'").replaceAll("&amp;", "&"), path).toBe(alt);
    expect(twitter, path).toBe(og);
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  }
});

test("every product, category and Home has a 1200 × 630 JPEG share preview", async ({
  request,
}) => {
  for (const path of sharedPages) {
    const meta = await sharePreview(request, path);
    expect([meta.format, meta.width, meta.height], path).toEqual(["jpeg", 1200, 630]);
  }
});

test("every little extra's picture is served square, as WebP, at every width", async ({
  request,
}) => {
  expect(extras.length).toBeGreaterThan(0);
  for (const extra of extras) {
    for (const width of IMAGE_WIDTHS) {
      const copy = rasterPath(extra.image.src, width);
      const response = await request.get(copy);
      expect(response.status(), copy).toBe(200);
      const meta = await sharp(await response.body()).metadata();
      expect([meta.format, meta.width, meta.height], copy).toEqual(["webp", width, width]);
    }
  }
});
