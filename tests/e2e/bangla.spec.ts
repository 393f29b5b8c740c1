import { catalogContent } from "../../app/content/content.server";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { listing } from "./catalog-facts";
import { seedCart } from "./device";
import { countsShown, expect, test } from "./fixtures";
import { accessibilityViolations } from "./page-checks";
import { pages } from "./routes";
import { checkTargets } from "./tap-targets";

const { products } = catalogContent.data;

/** English interface strings long enough to be unambiguous, which must not appear on /bn pages. */
const englishStrings = (function collect(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(collect);
  return [];
})({ ...en, header: { ...en.header, otherLanguage: "" } })
  .concat(products.map((product) => product.name))
  .filter(
    (text) => /[A-Za-z]{4,}/.test(text) && !/^(Upohar|bKash|Nagad|Rocket|WhatsApp)$/.test(text),
  );

/** The Bangla pages whose layout differs most from the English ones also get an accessibility check. */
const checkedForAccessibility = new Set([
  "/bn",
  "/bn/products",
  // A gift's text to write, and a gift's choices.
  "/bn/product/1",
  "/bn/product/8",
  "/bn/contact",
]);

for (const [path] of pages) {
  const bnPath = path === "/" ? "/bn" : `/bn${path}`;
  test(`${bnPath} is in Bangla from top to bottom, with controls big enough to tap`, async ({
    page,
  }) => {
    const response = await page.goto(bnPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const text = await page.locator("body").innerText();
    expect(englishStrings.filter((english) => text.includes(english))).toEqual([]);
    expect(text).toMatch(/[\u0980-\u09FF]{3,}/);
    // Bangla labels are longer: every control still big enough to tap, once the page has started.
    await countsShown(page);
    await checkTargets(page, bn, bnPath);
    if (!checkedForAccessibility.has(bnPath)) return;
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    expect(await accessibilityViolations(page), bnPath).toEqual([]);
  });
}

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

test("prices and counts use Bengali digits", async ({ page }) => {
  await page.goto("/bn/products");
  await expect(page.getByText(listing("", "bn").showing)).toBeVisible();
  await expect(page.getByText("৳১,২০০").first()).toBeVisible();
});

test("the quantity box counts in Bengali digits, typed in either", async ({ page }) => {
  // A gift that asks for nothing, so 'Add to Cart' adds what the box says.
  await page.goto("/bn/product/2");
  const quantity = page.getByRole("spinbutton", { name: bn.product.quantity });
  await expect(quantity).toHaveValue("১");
  await page.getByRole("button", { name: bn.product.increaseQuantity }).click();
  await expect(quantity).toHaveValue("২");
  await quantity.fill("১২");
  await expect(quantity).toHaveValue("১২");
  await quantity.press("ArrowUp");
  await expect(quantity).toHaveValue("১৩");
  await quantity.fill("5");
  await expect(quantity).toHaveValue("৫");
  await page.getByRole("button", { name: bn.cart.add, exact: true }).click();
  await expect(
    page.getByRole("link", { name: bn.header.badgeItems(bn.header.cart, 5) }),
  ).toBeVisible();
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

test("unknown /bn paths show the Bangla Home", async ({ page }) => {
  await page.goto("/bn/no/such/page");
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByRole("link", { name: "এখনই কিনুন" })).toBeVisible();
});

test("search on /bn matches Bangla and English names", async ({ page }) => {
  for (const term of ["হ্যাম্পার", "juice bottle"]) {
    const expected = listing(`q=${encodeURIComponent(term)}`, "bn");
    expect(expected.total, term).toBeGreaterThan(0);
    await page.goto(`/bn/products?q=${encodeURIComponent(term)}`);
    await expect(page.getByText(expected.showing)).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 }),
    ).toHaveText(expected.names);
  }
});

test("links inside the Bangla edition stay in it", async ({ page }) => {
  await page.goto("/bn");
  await page.getByRole("link", { name: "এখনই কিনুন" }).click();
  await expect(page).toHaveURL("/bn/products");
  await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/bn\/product\/\d+$/);
});

test("the WhatsApp order from the Bangla cart is in Bangla", async ({ page }) => {
  await seedCart(page, [{ productId: 7, quantity: 2 }]);
  await page.goto("/bn/cart");
  const href = await page
    .getByRole("link", { name: /WhatsApp/ })
    .first()
    .getAttribute("href");
  const text = new URL(href ?? "").searchParams.get("text") ?? "";
  expect(text).toContain("কাস্টম ফটো কুশন");
  expect(text).toContain("৳২,২০০");
  expect(text).toContain("https://upohar.com.bd/bn/product/7");
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
  expect(await bodyFont()).toMatch(/^"Noto Sans Bengali", system-ui/);
  await page.goto("/bn/products");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await bengaliFaceLoaded()).toBe(true);
  expect(await bodyFont()).toMatch(/^"Noto Sans Bengali"/);
});
