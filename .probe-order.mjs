import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--disable-background-networking","--no-first-run"] });
const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
const page = await ctx.newPage();
for (const p of ["/", "/cart", "/wishlist", "/about"]) {
  await page.goto("http://localhost:4302" + p);
  await page.waitForLoadState("networkidle");
  const r = await page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll("body *")) {
      const b = el.getBoundingClientRect();
      if (b.right > 376) out.push(el.tagName + "." + (el.className?.baseVal ?? el.className).toString().slice(0, 60) + " " + Math.round(b.right));
    }
    return [document.documentElement.scrollWidth, out.slice(0, 8)];
  });
  console.log(p, JSON.stringify(r));
}
await browser.close();
