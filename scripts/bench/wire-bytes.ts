// What a first visit costs a shopper's data plan, counted on the wire as Chromium received it
// (headers and compressed bodies), service worker included: the page, what it loads, and what the
// worker fetches for the offline copy once the page has started, until the network is quiet. A
// fresh browser each visit; `saveData` visits as a phone that asks to save data (Chrome's "Lite
// mode": the Save-Data header and navigator.connection.saveData).
import { expectNoBrowserUiIn, launchChromium, namesKeptByTsx } from "./measuring-browser.ts";
import { phoneFontEnvironment } from "./phone-fonts.ts";

const quietMs = 3000;

export async function wireBytes(
  url: string,
  { saveData = false, phoneFonts = true, serviceWorker = true } = {},
): Promise<{ requests: number; bytes: number; workerRequests: number; workerBytes: number }> {
  const browser = await launchChromium({
    env: { ...process.env, ...(phoneFonts ? phoneFontEnvironment() : {}) },
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: "allow",
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: saveData ? { "Save-Data": "on" } : {},
    });
    await context.addInitScript(namesKeptByTsx);
    if (saveData) {
      await context.addInitScript(() => {
        // Chromium's Network Information API, which TypeScript's DOM types leave out.
        const connection = Object.getPrototypeOf(
          (navigator as Navigator & { connection: object }).connection,
        );
        Object.defineProperty(connection, "saveData", { get: () => true });
      });
    }
    const rows: { bytes: number; worker: boolean }[] = [];
    let lastActivity = Date.now();
    context.on("request", () => (lastActivity = Date.now()));
    context.on("requestfinished", async (request) => {
      lastActivity = Date.now();
      const sizes = await request.sizes().catch(() => undefined);
      // A response the worker answered from its cache cost nothing on the wire.
      const fromCache = (await request.response())?.fromServiceWorker() ?? false;
      rows.push({
        bytes: sizes && !fromCache ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
        worker: Boolean(request.serviceWorker()),
      });
    });
    const page = await context.newPage();
    await page.goto(url);
    // Another shop (bench-peers.ts) may have no worker, whose `ready` would never settle.
    if (serviceWorker) await page.evaluate(() => navigator.serviceWorker.ready);
    while (Date.now() - lastActivity < quietMs) await page.waitForTimeout(250);
    const sum = (list: typeof rows) => list.reduce((total, row) => total + row.bytes, 0);
    const worker = rows.filter((row) => row.worker);
    await expectNoBrowserUiIn(browser);
    return {
      requests: rows.filter((row) => row.bytes > 0).length,
      bytes: sum(rows),
      workerRequests: worker.filter((row) => row.bytes > 0).length,
      workerBytes: sum(worker),
    };
  } finally {
    await browser.close();
  }
}
