import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { shop } from "../../app/data/shop";
import { FEED_NAMESPACE, productFeedPath } from "../../app/lib/site/product-feed";
import { expect, test } from "./fixtures";

// The catalog feeds as the build wrote them and the shop serves them: what Meta's Commerce
// Manager and Google Merchant Center fetch. Their fields are checked item by item in
// app/content/product-feeds.test.ts; here, that the files parse, and that what they point at exists.

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

for (const locale of ["en", "bn"] as const) {
  const path = productFeedPath(locale);

  test(`${path}: served as XML, it parses, and every item links its prerendered page and a JPEG of at least 500 × 500`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(application|text)\/(rss\+)?xml/);
    const xml = await response.text();
    expect(xml).toBe(readFileSync(join("build", "client", path), "utf8"));

    // Chromium's XML parser: strict, so a stray `&` or an unclosed element is an error.
    const feed = await page.evaluate(
      ({ text, namespace }) => {
        const document = new DOMParser().parseFromString(text, "application/xml");
        const error = document.querySelector("parsererror");
        if (error) return { error: error.textContent ?? "parsererror" };
        return {
          root: document.documentElement.nodeName,
          items: Array.from(document.getElementsByTagName("item")).map((item) =>
            Array.from(item.children)
              .filter((field) => field.namespaceURI === namespace)
              .map((field) => [field.localName, field.textContent ?? ""] as const),
          ),
        };
      },
      { text: xml, namespace: FEED_NAMESPACE },
    );
    if ("error" in feed) throw new Error(`${path} is not well-formed XML: ${feed.error}`);
    expect(feed.root).toBe("rss");
    expect(feed.items.length).toBeGreaterThan(0);

    for (const fields of feed.items) {
      const field = (name: string) =>
        fields.filter(([key]) => key === name).map(([, value]) => value);
      const [id, title = "", link = ""] = [field("id")[0], field("title")[0], field("link")[0]];
      // A page the build prerendered answers with its own canonical address, which the fallback
      // served for an unknown path does not.
      expect(link.startsWith(`${shop.siteUrl}/`), `${id}: ${link}`).toBe(true);
      const html = await (await request.get(new URL(link).pathname)).text();
      expect(html, `${id}: ${link}`).toContain(`<link rel="canonical" href="${link}"/>`);
      expect(html, `${id}: ${link}`).toContain(escapeHtml(title));

      const images = [...field("image_link"), ...field("additional_image_link")];
      expect(images.length, `${id}: image_link`).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.startsWith(`${shop.siteUrl}/`), image).toBe(true);
        const picture = await request.get(new URL(image).pathname);
        expect(picture.status(), image).toBe(200);
        expect(picture.headers()["content-type"], image).toMatch(/^image\/jpeg/);
        const meta = await sharp(await picture.body()).metadata();
        expect(meta.format, image).toBe("jpeg");
        expect(Math.min(meta.width ?? 0, meta.height ?? 0), image).toBeGreaterThanOrEqual(500);
      }
    }
  });
}

test("the service worker never installs the feeds", async ({ request }) => {
  const worker = await (await request.get("/sw.js")).text();
  expect(worker).toContain("__spa-fallback.html");
  expect(worker).not.toContain("products.xml");
});
