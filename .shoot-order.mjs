import { chromium } from "@playwright/test";
const base = "http://localhost:4302";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--disable-background-networking","--disable-component-update","--no-first-run"] });
const states = {
  "cart-empty": ["/cart", null, null],
  "cart-full": ["/cart", {lines:[{productId:1,quantity:2},{productId:2,quantity:1},{productId:9,quantity:3}]}, null],
  "cart-small": ["/cart", {lines:[{productId:4,quantity:1}]}, null],
  "wishlist": ["/wishlist", null, {ids:[1,6,8]}],
  "wishlist-empty": ["/wishlist", null, null],
};
const only = process.argv[2];
for (const width of [375, 1280]) {
  for (const [name, [path, cart, wish]] of Object.entries(states)) {
    if (only && !name.startsWith(only)) continue;
    const ctx = await browser.newContext({ viewport: { width, height: 800 } });
    await ctx.addInitScript(([c, w]) => {
      if (c) localStorage.setItem("upohar.cart", JSON.stringify({v:1,data:c}));
      if (w) localStorage.setItem("upohar.wishlist", JSON.stringify({v:1,data:w}));
    }, [cart, wish]);
    const page = await ctx.newPage();
    page.on("console", m => m.type()==="error" && console.log(name, m.text()));
    await page.goto(base + path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-order/${name}-${width}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
