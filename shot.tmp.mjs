import { chromium } from "@playwright/test";
const [port, tag, extra] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [w, h] of [[375, 812], [1280, 800]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1, serviceWorkers: "block" });
  const page = await context.newPage();
  for (const [ed, path] of [["en", "/product/1"], ["bn", "/bn/product/8"]]) {
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/shots/gallery/${tag}-${ed}-${w}.png` });
    if (extra === "zoom") {
      await page.getByRole("button", { name: /Enlarge photo|ছবি বড় করে দেখুন/ }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/gallery/${tag}-${ed}-${w}-zoom.png` });
      await page.getByRole("button", { name: /Zoom in|আরও বড় করুন/ }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/gallery/${tag}-${ed}-${w}-zoomed.png` });
      await page.keyboard.press("Escape");
    }
  }
  await context.close();
}
await browser.close();
