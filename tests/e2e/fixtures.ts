import { expect, test as base, type Page } from "@playwright/test";

/**
 * Every browser test fails on a console error, an uncaught page error, or a request to another
 * origin: the shop makes no network calls beyond its own static files. Navigation waits until the
 * app has taken over the prerendered HTML, as a shopper's tap after that moment would.
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
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        return response;
      };
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
