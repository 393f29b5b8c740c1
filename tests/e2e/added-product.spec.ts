import type { Response } from "@playwright/test";
import sharp from "sharp";
import { shop } from "../../app/data/shop";
import type { CatalogIndex } from "../../app/data/types";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { productFeedPath } from "../../app/lib/site/product-feed";
import { addedProduct } from "../../scripts/test/added-product.ts";
import { isInCategory } from "../../app/lib/catalog/occasions";
import { expect, test } from "./fixtures";

// These run against `build-paged/`, where a product was added as docs/owner.md says: its folder
// copied, its text changed and a 4000 × 3000 phone photo dropped in (scripts/test/added-product.ts).

const { id, name, category } = addedProduct;

for (const [locale, prefix] of [
  ["en", ""],
  ["bn", "/bn"],
] as const) {
  test(`${locale}: the added product has its page, with its photo square and light`, async ({
    page,
  }) => {
    // Each body is awaited before the sum, and the listener is removed first, so a picture still
    // arriving when the test ends is neither lost from the sum nor read after the page is gone.
    const pictureBytes: Promise<number>[] = [];
    const countPicture = (response: Response) => {
      if (response.request().resourceType() === "image" && response.url().startsWith("http")) {
        pictureBytes.push(response.body().then((body) => body.length));
      }
    };
    page.on("response", countPicture);
    await page.goto(`${prefix}/product/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: name[locale] })).toBeVisible();
    const photo = page.getByRole("main").getByRole("img").first();
    await expect(photo).toHaveAttribute("srcset", /brass-lamp\/IMG_2041-960\.webp 960w/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Cut square from the upright photo, as every product's picture is.
    const size = await photo.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(size[0]).toBe(size[1]);
    // A 375 px phone fetches one copy of a few dozen kilobytes, not the 4000 px original.
    page.off("response", countPicture);
    const sizes = await Promise.all(pictureBytes);
    expect(sizes.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(60 * 1024);
  });

  test(`${locale}: the added product is in the catalog, its category and search`, async ({
    page,
    request,
  }) => {
    const index = (await (await request.get(`/catalog/${locale}.json`)).json()) as CatalogIndex;
    expect(index.products.find((product) => product.id === id)).toMatchObject({
      name: name[locale],
      category,
    });
    await page.goto(
      `${prefix}/products?category=${category}&q=${encodeURIComponent(name[locale])}`,
    );
    await expect(page.getByRole("link", { name: name[locale], exact: true })).toBeVisible();
  });

  test(`${locale}: at ৳15,000 the added product is listed until the shopper sets a price limit`, async ({
    page,
  }) => {
    const text = locale === "en" ? en : bn;
    await page.goto(`${prefix}/products?sort=price-desc`);
    const names = page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });
    await expect(names.first()).toHaveText(name[locale]);
    // The paged site's tests run on a phone, where the filters are behind their button.
    await page.getByRole("button", { name: text.productsPage.showFilters }).click();
    const slider = page.getByRole("slider", { name: text.productsPage.maxPrice });
    await expect(slider).toHaveAttribute(
      "aria-valuetext",
      locale === "en" ? "৳10,000 or more" : "৳১০,০০০ বা তার বেশি",
    );
    await expect(page.getByText(locale === "en" ? "৳0 – ৳10,000+" : "৳০ – ৳১০,০০০+")).toBeVisible();

    await page.goto(`${prefix}/category/${category}`);
    await expect(page.getByRole("link", { name: name[locale], exact: true })).toBeVisible();

    await page.goto(`${prefix}/products?sort=price-desc&max=9900`);
    await expect(names.first()).toBeVisible();
    await expect(page.getByRole("link", { name: name[locale], exact: true })).toHaveCount(0);
  });
}

test("each category shows how many gifts it holds, the added one included", async ({
  page,
  request,
}) => {
  const index = (await (await request.get("/catalog/en.json")).json()) as CatalogIndex;
  await page.goto("/categories");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const slug = (await card.getByRole("link").getAttribute("href"))?.split("/").pop();
    const count = index.products.filter((product) => isInCategory(product, slug ?? "")).length;
    expect(count).toBeGreaterThan(0);
    await expect(card).toContainText(en.categories.productCount(count));
  }
});

test("the added product's share preview is a 1200 × 630 JPEG made from its photo", async ({
  request,
}) => {
  const html = await (await request.get(`/product/${id}`)).text();
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(og).toBe(`${shop.siteUrl}/img/share/products/brass-lamp/IMG_2041.jpg`);
  const response = await request.get(new URL(og).pathname);
  expect(response.headers()["content-type"]).toMatch(/^image\/jpeg/);
  const meta = await sharp(await response.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
});

test("the added product is in both catalog feeds, with its photo as a JPEG for them", async ({
  request,
}) => {
  for (const locale of ["en", "bn"] as const) {
    const feed = await (await request.get(productFeedPath(locale))).text();
    const item = feed.split("<item>").find((part) => part.includes(`<g:id>${id}</g:id>`)) ?? "";
    expect(item, locale).toContain(`<g:title>${name[locale]}</g:title>`);
    expect(item, locale).toContain(`<g:price>${addedProduct.price}.00 BDT</g:price>`);
    expect(item, locale).toContain(
      `<g:image_link>${shop.siteUrl}/img/feed/products/brass-lamp/IMG_2041.jpg</g:image_link>`,
    );
  }
  const photo = await request.get("/img/feed/products/brass-lamp/IMG_2041.jpg");
  const meta = await sharp(await photo.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 960, 960]);
});
