import type { Page } from "@playwright/test";

/**
 * Opens a page on a budget phone's processor (4× slower, so the browser paints between chunks of
 * the page as it parses it) whose app cannot start until the test lets its scripts through: every
 * tap before `startApp` lands before the app has started, whatever the load of the machine, and
 * what it shows then is the early script's doing (app/start-up/).
 *
 * The network is not slowed: holding the scripts is what keeps the app from starting, and
 * Chromium's emulated slow network now and then never delivers a response's body, so the page
 * never leaves its <head> (docs/test-suite.md). How a slow network feels is the benchmarks' job.
 */
export async function openHoldingTheApp(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
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
    /** Lets the app's scripts through, on a processor no longer slowed, so the suite stays quick. */
    async startApp() {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      letThrough();
    },
  };
}
