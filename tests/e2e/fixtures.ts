import { expect, test as base, type Page } from "@playwright/test";

/**
 * Every browser test fails on a console error, an uncaught page error, or a request to another
 * origin: the shop makes no network calls beyond its own static files. Navigation returns as soon
 * as the page has loaded: like a shopper, a test acts on what it sees, whether or not the app has
 * started (the early script makes those taps count, app/start-up/).
 */
export const test = base.extend<{ pageProblems: string[]; expectedLoadFailures: RegExp[] }>({
  /**
   * Resources a test makes fail on purpose (offline.spec.ts: the data of a page never opened, asked
   * for with no connection). The browser logs each as an error; anything else still fails the test.
   */
  expectedLoadFailures: [[], { option: true }],
  pageProblems: [
    async ({ page, baseURL, expectedLoadFailures }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? "http://localhost").origin;
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // "Failed to load resource" names no resource in its text; its location does.
        const resource = message.location().url;
        const expected =
          message.text().startsWith("Failed to load resource") &&
          expectedLoadFailures.some((pattern) => pattern.test(resource));
        if (!expected) problems.push(`console error: ${message.text()} (${resource})`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && new URL(url).origin !== origin) {
          problems.push(`request to another origin: ${url}`);
        }
      });
      await use(problems);
      expect(problems, "page problems").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** True when the test runs in the 375 px phone project. */
export function isPhone(testInfo: { project: { name: string } }): boolean {
  return testInfo.project.name === "phone";
}

/** The width the page's content takes: wider than the screen means a shopper scrolls sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * Waits until the header shows the cart's count, which the app reads from the device once it has
 * started: what a shopper sees when the page is fully theirs.
 */
export async function countsShown(page: Page): Promise<void> {
  await expect(page.locator('header [data-badge="cart"]')).toBeVisible();
}
