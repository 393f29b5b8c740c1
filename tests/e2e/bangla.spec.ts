import { listing } from "./catalog-facts";
import { expect, test } from "./fixtures";

test("the prerendered Bangla pages carry Bangla titles, hreflang links and JSON-LD", async ({
  request,
}) => {
  const html = await (await request.get("/bn/product/1")).text();
  expect(html).toContain('<html lang="bn"');
  expect(html).toMatch(/<title>[^<]*[\u0980-\u09FF][^<]*<\/title>/);
  expect(html).toContain('<link rel="canonical" href="https://upohar.com.bd/bn/product/1"/>');
  expect(html).toContain('hrefLang="en" href="https://upohar.com.bd/product/1"');
  const productData =
    /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}";
  expect((JSON.parse(productData) as { name: string }).name).toMatch(/[\u0980-\u09FF]/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>https://upohar.com.bd/bn/product/1</loc>");
  expect(sitemap).toContain("<loc>https://upohar.com.bd/product/1</loc>");
});

test("the switch keeps the page and filters, and the choice is remembered", async ({ page }) => {
  await page.goto("/products?category=birthday-gifts&sort=price-asc");
  await page.getByRole("link", { name: "বাংলা" }).click();
  await expect(page).toHaveURL("/bn/products?category=birthday-gifts&sort=price-asc");
  await expect(page.getByText(listing("category=birthday-gifts", "bn").showing)).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL("/bn");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/");
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("English pages draw ৳ and বাংলা in a Bengali font; Bangla pages set all their text in it", async ({
  page,
}) => {
  const bengaliFaceLoaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (face) => /Bengali/.test(face.family) && face.status === "loaded",
      );
    });
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const fontsDownloaded: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontsDownloaded.push(new URL(request.url()).pathname);
  });
  await page.goto("/products");
  await expect(page.getByText("বাংলা").first()).toBeVisible();
  await expect(page.getByText(/৳1,200/).first()).toBeVisible();
  expect(await bengaliFaceLoaded()).toBe(true);
  // The fonts Chromium actually drew the switch's letters with: a Latin font here means empty boxes.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("DOM.enable");
  await devtools.send("CSS.enable");
  const { root } = await devtools.send("DOM.getDocument");
  const { nodeId } = await devtools.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: 'header a[hreflang="bn"]',
  });
  const { fonts } = await devtools.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font.familyName).toMatch(/Bengali|Bangla|Nirmala/);
  // The 1 KB cut of the font for those letters, never the Bengali alphabet (decision 017). A
  // device with a Bengali font of its own downloads neither: both faces then load from it.
  expect(await bodyFont()).toMatch(/^"Bengali Marks", "Noto Sans Bengali", system-ui/);
  const loadedFamilies = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => face.family.replaceAll('"', "")),
  );
  expect(loadedFamilies).toContain("Bengali Marks");
  expect(fontsDownloaded.filter((file) => file.includes("noto-sans-bengali"))).toEqual([]);
  await page.goto("/bn/products");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await bengaliFaceLoaded()).toBe(true);
  expect(await bodyFont()).toMatch(/^"Noto Sans Bengali"/);
});
