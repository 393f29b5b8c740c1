import type { CDPSession, Page } from "@playwright/test";

/** The page runs as on a budget phone: CPU 4× slower, 150 ms round trips, 1.6 Mbps. */
export async function onBudgetPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 200_000,
  });
  return cdp;
}

/**
 * Opens a page on a budget phone (CPU 4× slower, 150 ms round trips, 1.6 Mbps) whose app cannot
 * start until the test lets its scripts through: every tap before `startApp` lands before the app
 * has started, whatever the load of the machine, and what it shows then is the early script's
 * doing (app/start-up/).
 */
export async function openHoldingTheApp(page: Page, path: string) {
  const cdp = await onBudgetPhone(page);
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  // A device without a Bengali font (this machine, unlike a phone) draws Bengali as boxes until the
  // web font arrives, and the page reflows then: a Bangla product page's 'Add to Cart' moves ~100 px
  // down, under a tap already aimed at it. A shopper reads a label before tapping it; so does a test.
  await page.waitForFunction(() => {
    const bengali = [...document.fonts].filter((face) => face.family.includes("Bengali"));
    const loading = bengali.some((face) => face.status === "loading");
    return !loading && bengali.some((face) => face.status === "loaded");
  });
  return {
    /** Lets the app's scripts through, on a phone no longer held back, so the suite stays quick. */
    async startApp() {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      letThrough();
    },
  };
}
