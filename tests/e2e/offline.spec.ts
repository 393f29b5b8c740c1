// The shop with its service worker on: visited pages, the cart and the order form offline, the
// offline page for a page never opened, and a new deploy reaching a shopper who has the old one.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { shop } from "../../app/data/shop";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { dataPathOf } from "../../app/framework/router-contracts";
import { typeScriptNode } from "../../scripts/typescript-node.ts";
import { countsShown, expect, test } from "./fixtures";

// The other specs run with the worker blocked (playwright.config.ts): they test pages, not caches.
// Offline, the data of a page never opened cannot load, and the browser logs that as an error.
test.use({
  serviceWorkers: "allow",
  // Offline on a machine with no Bengali font, a Bangla page never opened cannot fetch the web font.
  // (One pattern: Playwright reads an option's array of two as a value and its settings.)
  expectedLoadFailures: [
    /\/(bn\/categories|product\/5|_root)\.data\?|\/assets\/noto-sans-bengali-[\w-]+\.woff2$/,
  ],
});
// The worker saves a visit's files one after another (expectSaved): allowed three times as long.
test.beforeEach(() => test.slow());

/**
 * Resolves once this build's worker is active: from then on what the shopper opens is kept. The
 * page itself may stay uncontrolled: one whose navigation began while the worker was activating is
 * not claimed (claim() takes only the documents that exist by then), and hands its visit over
 * instead (app/hooks/use-service-worker.ts); every page opened after it is the worker's.
 */
async function offlineCopyReady(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === "activated") return;
    await new Promise<void>((resolve) =>
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated") resolve();
      }),
    );
  });
}

/**
 * The worker saves a page after handing it over; this waits for the copy a shopper relies on. It
 * fetches a visit's pages, data and pictures one after another: with two browsers on a loaded
 * 2-core machine it has taken over 30 s (a fresh-clone run beside two builds failed here).
 */
async function expectSaved(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, path), {
      message: `${path} kept on the device`,
      timeout: 90_000,
    })
    .toBe(true);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

test("after one visit: a visited page, the cart, the wishlist and the order form work offline; an unvisited page offers the phone", async ({
  page,
  context,
}) => {
  await page.goto("/products");
  await offlineCopyReady(page);
  await expectSaved(page, "/products");
  // The cart and the order form price gifts from the edition's catalog index, saved with the page.
  await expectSaved(page, "/catalog/en.json");
  await page.goto("/about");
  // The visit is over once the app has the page: going offline while its scripts still come would
  // leave this tab's page without them (one CI run in many logged that failed import).
  await countsShown(page);
  await expectSaved(page, "/about");
  // The device pages' data is fetched ahead together: My Orders lists what this phone has sent,
  // which is nothing yet, so it is left out.
  await expectSaved(page, "/wishlist.data");
  expect(await page.evaluate(async () => (await caches.match("/orders.data")) === undefined)).toBe(
    true,
  );
  await goOffline(context, page);

  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: en.pages.products })).toBeVisible();
  await page.getByRole("button", { name: en.cart.addNamed("Chocolate Hamper") }).click();
  const badge = page.getByRole("banner").getByRole("link", { name: /^Cart, / });
  await expect(badge).toHaveAccessibleName("Cart, 1 item");
  await badge.click();
  await expect(page.getByRole("heading", { name: "Your gifts (1 item)" })).toBeVisible();
  // The phone's own apps take these over; they need no page from the shop.
  await expect(page.getByRole("link", { name: "Call to Order" }).first()).toHaveAttribute(
    "href",
    "tel:+8801712345678",
  );
  await expect(page.getByRole("link", { name: "Order on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/8801712345678\?text=/,
  );
  await expect(page.getByRole("link", { name: "Send as SMS" })).toHaveAttribute(
    "href",
    /^sms:\+8801712345678\?body=/,
  );
  await page.getByRole("link", { name: en.ordering.summary.placeOrder }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: en.pages.order })).toBeVisible();
  // On a phone the summary is folded under its total; a shopper opens it to check the gifts.
  await page.getByText(en.ordering.orderPage.showSummary, { exact: true }).click();
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText(
    "Chocolate Hamper × 1",
  );

  // Never opened, but kept on the device: the wishlist starts from the precache.
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: en.pages.wishlist })).toBeVisible();

  // Never opened: the offline page, in English, with the phone, the cart and 'Try again'.
  await page.goto("/product/5");
  await expect(page.getByRole("heading", { level: 1, name: en.offline.title })).toBeVisible();
  await expect(
    page.getByRole("link", { name: `${en.offline.call} ${en.shopText.phone}` }),
  ).toHaveAttribute("href", "tel:+8801712345678");
  await expect(page.getByRole("button", { name: en.offline.tryAgain })).toBeVisible();
  await page.getByRole("link", { name: en.offline.cart }).click();
  await expect(page.getByRole("heading", { name: "Your gifts (1 item)" })).toBeVisible();

  // The other edition, never opened on this phone: its own offline words, with the phone.
  await page.goto("/bn/categories");
  await expect(page.getByRole("heading", { level: 1, name: bn.offline.title })).toBeVisible();
  // The fallback page is English HTML; the Bangla font and screen readers follow this.
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(
    page.getByRole("link", { name: `${bn.offline.call} ${bn.shopText.phone}` }),
  ).toHaveAttribute("href", "tel:+8801712345678");

  // Back online, 'Try again' shows the page itself.
  await context.setOffline(false);
  await page.getByRole("button", { name: bn.offline.tryAgain }).click();
  await expect(page.getByRole("heading", { level: 1, name: bn.pages.categories })).toBeVisible();
});

test("on a phone that has sent an order, My Orders works offline after one visit", async ({
  page,
  context,
}) => {
  const order = {
    reference: "UP-22AB3C",
    placedAt: new Date().toISOString(),
    lines: [{ name: "Personalized Photo Frame", quantity: 1, lineTotal: 1200 }],
    total: 1300,
    message: "Hello Upohar! Gift order UP-22AB3C",
    status: "sent",
  };
  await page.addInitScript((stored) => {
    window.localStorage.setItem("upohar.orders", JSON.stringify({ v: 1, data: [stored] }));
  }, order);
  await page.goto("/products");
  await offlineCopyReady(page);
  await expectSaved(page, "/orders.data");
  await goOffline(context, page);
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: en.pages.orders })).toBeVisible();
  await expect(page.getByRole("article", { name: order.reference })).toBeVisible();
});

test("pages opened before the offline copy was ready work offline too, reloaded and by their links", async ({
  page,
  context,
}) => {
  // Home, whichever hero it has on the day the test runs (a gift day's in its window).
  const home = page.getByRole("region", { name: en.home.featuredHeading });
  const products = page.getByRole("heading", { level: 1, name: en.pages.products });
  const frame = page.getByRole("heading", { level: 1, name: "Personalized Photo Frame" });
  // A first visit, each page opened as soon as the last one shows: Home, the listing by its link,
  // then a gift by an address a friend shared. The worker installs meanwhile, or after.
  await page.goto("/");
  await expect(home).toBeVisible();
  await home.getByRole("link", { name: en.home.viewAll }).click();
  await expect(products).toBeVisible();
  await page.goto("/product/1");
  await expect(frame).toBeVisible();
  await offlineCopyReady(page);
  for (const path of ["/", "/products", "/product/1"]) {
    await expectSaved(page, path);
    // Reached by a link, a page reads its data file instead.
    await expectSaved(page, dataPathOf(path));
  }
  await countsShown(page);
  await goOffline(context, page);

  for (const [path, heading] of [
    ["/", home],
    ["/products", products],
    ["/product/1", frame],
  ] as const) {
    await page.goto(path);
    await expect(heading).toBeVisible();
  }
  // Once the app has started, its links lead inside it, through the saved data files.
  await countsShown(page);
  await page.getByRole("banner").getByRole("link", { name: shop.name, exact: true }).click();
  await expect(home).toBeVisible();
  await home.getByRole("link", { name: en.home.viewAll }).click();
  await expect(products).toBeVisible();
  await page.getByRole("link", { name: "Personalized Photo Frame" }).first().click();
  await expect(frame).toBeVisible();
  await expect(page.getByRole("heading", { name: en.offline.title })).toHaveCount(0);
});

test("the Bangla font is not downloaded for the offline copy, but kept once a page has used it", async ({
  page,
}) => {
  await page.goto("/bn");
  // A device with a Bengali font of its own never fetches the web font; this one may have none, so
  // the page loads it as its text would, before the worker runs it.
  const fontAddress = await page.evaluate(async () => {
    const face = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
    const address = /url\("?([^")]+\.woff2)"?\)/.exec(
      face?.style.getPropertyValue("src") ?? "",
    )?.[1];
    if (!address) throw new Error("No web font in the stylesheet");
    await new FontFace("Probe", `url(${address})`).load();
    return new URL(address, location.href).href;
  });
  await offlineCopyReady(page);
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, fontAddress))
    .toBe(true);
  const precached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith("workbox-precache"));
    const keys = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
    return keys.flat().map((request) => request.url);
  });
  expect(precached.some((url) => url.endsWith(".js"))).toBe(true);
  expect(precached.filter((url) => url.includes(".woff2"))).toEqual([]);
});

test("the offline copy is set up only once the page has started", async ({ page }) => {
  // Its first install downloads and compiles the whole shop, which must not compete with React
  // taking the page over on a phone's few cores.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      const root = document.documentElement;
      // Started: the header shows the cart's count, read from the device.
      const count = document.querySelector<HTMLElement>('header [data-badge="cart"]');
      root.dataset.startedBeforeWorker = String(count?.hidden === false);
      return register.apply(this, args);
    };
  });
  await page.goto("/products");
  await offlineCopyReady(page);
  await expect(page.locator("html")).toHaveAttribute("data-started-before-worker", "true");
});

/** A build served on its own port, so a test can swap one deploy for the next at one address. */
async function serveBuild(buildDir: string, port: number) {
  const server = spawn(process.execPath, [...typeScriptNode, "scripts/build/serve.ts"], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  // serve.ts says so once it listens.
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("is being served")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`serve.ts (${buildDir}) exited with ${code}`)));
  });
  return {
    async stop() {
      server.kill();
      await exited;
    },
  };
}

test.describe("a new deploy", () => {
  // Its own address: the build is swapped under the page, which the shared servers must not see.
  const port = Number(process.env.E2E_PORT ?? 4174) + 2;
  test.use({ baseURL: `http://localhost:${port}` });

  test("reaches a shopper with the old one through 'Reload', and old pages are not mixed with it", async ({
    page,
    context,
  }) => {
    // Build A is the shop; build B is the same code with more gifts (the paged test site).
    const giftsInB = (
      JSON.parse(readFileSync("build-paged/client/catalog/en.json", "utf8")) as {
        products: unknown[];
      }
    ).products.length;
    const buildA = await serveBuild("build", port);
    let buildB: Awaited<ReturnType<typeof serveBuild>> | undefined;
    try {
      await page.goto("/");
      await offlineCopyReady(page);
      await expectSaved(page, "/");
      const pagesOfA = await page.evaluate(async () =>
        (await caches.keys()).filter((name) => name.startsWith("upohar-pages-")),
      );
      await buildA.stop();
      buildB = await serveBuild("build-paged", port);

      // The next page comes from B, while A's worker still runs: the notice offers B's worker.
      await page.goto("/products");
      await expect(page.getByText(en.productsPage.showing(giftsInB, giftsInB))).toBeVisible();
      await expect(page.getByText(en.offline.updateReady)).toBeVisible();
      await page.getByRole("button", { name: en.offline.reload }).click();
      await expect(page.getByText(en.offline.updateReady)).toBeHidden();
      await countsShown(page);
      await expect(page.getByText(en.productsPage.showing(giftsInB, giftsInB))).toBeVisible();
      // A's saved pages are gone with A's scripts: none can start B's scripts, or A's missing ones.
      await expect
        .poll(() =>
          page.evaluate(async () =>
            (await caches.keys()).filter((name) => name.startsWith("upohar-pages-")),
          ),
        )
        .toEqual([expect.not.stringMatching(pagesOfA[0] ?? "none")]);

      // Home was saved from A only: offline, B's app says so instead of showing A's page.
      await goOffline(context, page);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: en.offline.title })).toBeVisible();
    } finally {
      await buildB?.stop();
      await buildA.stop();
    }
  });
});

test("each edition installs to the home screen, with its own name and start page", async ({
  baseURL,
}, testInfo) => {
  // Chrome never offers to install from a private window, which every test context is; a profile
  // on disk is what a shopper's browser has.
  const profile = mkdtempSync(join(tmpdir(), "upohar-install-"));
  const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    testInfo.project.use;
  const browser = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL },
    serviceWorkers: "allow",
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const cdp = await browser.newCDPSession(page);
    for (const [path, name] of [
      ["/", "Upohar"],
      ["/bn", "উপহার"],
    ] as const) {
      // Linked only once the page has loaded: the browser fetches it and an icon when it sees it.
      const html = await (await page.request.get(path)).text();
      expect(html.includes('rel="manifest"'), `${path}: manifest linked in the HTML`).toBe(false);
      await page.goto(path);
      await offlineCopyReady(page);
      const manifestPath = `${path === "/" ? "" : path}/manifest.webmanifest`;
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", manifestPath);
      // Chrome's own checks, the ones Lighthouse's installability audit ran before version 12.
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors, path).toEqual([]);
      const { url, data } = await cdp.send("Page.getAppManifest");
      const manifest = JSON.parse(data ?? "{}") as { short_name?: string; start_url?: string };
      expect(new URL(url).pathname, path).toBe(manifestPath);
      expect(manifest, path).toMatchObject({ short_name: name, start_url: path });
    }
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
