import { defineConfig, devices } from "@playwright/test";
import { readShopSettingsFile } from "./app/content/shop-settings.server";

// The shop's settings as the build writes them into the site (`__SHOP_SETTINGS__`, app/data/shop.ts),
// for the app's texts and rules the tests import: Playwright loads this file in every worker too.
Object.assign(globalThis, { __SHOP_SETTINGS__: readShopSettingsFile() });

const port = Number(process.env.E2E_PORT ?? 4174);
const pagedPort = port + 1;
// port + 2 is offline.spec.ts's own, where it swaps one deploy for the next.
const blankPort = port + 3;
// Debian's build of Chromium's headless shell, the browser Playwright runs headless tests in when
// it brings its own: the same Blink, and the same tests in a quarter less time on 2 cores
// (decision 019).
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

const launchOptions = {
  executablePath: chromePath,
  // Without these, Chromium keeps dialing services this closed network refuses.
  args: [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** Every test runs against one production build, served as a static host would serve it. */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A test that waits for what a shopper sees waits as long as a loaded 2-core machine may take to
  // start the app; a test that needs longer (the owner's admin building the shop, the offline copy
  // being saved) says so with test.slow(). Slowness shows as a failure, not as a longer run.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace (each step, its console and its requests), a screenshot of
    // where it stopped and its error context (the page's roles and names), but no film and no copy
    // of the page at each step: recording those for every test, to throw them away when it passes,
    // cost a fifth of the browser tests' time (docs/test-suite.md, "How the runners are set"). To
    // see them, run the failed test again with `--trace on`.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
    // Each test's fresh browser would otherwise install the worker and download the whole shell
    // on its first page: the suite tests pages; offline.spec.ts turns the worker on to test it.
    serviceWorkers: "block",
    // Most shoppers' phones are in Bangladesh, whatever the test machine's zone: the order page then
    // says Bangladesh time alone (a sender abroad's clock: app/routes/order.abroad.test.tsx).
    timezoneId: "Asia/Dhaka",
  },
  webServer: [
    {
      command: `PORT=${port} node --import tsx scripts/build/serve.ts`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
    },
    {
      // The shop's 9 gifts fit on one page, so paging is tested on a build with more.
      command: `BUILD_DIR=build-paged PORT=${pagedPort} node --import tsx scripts/build/serve.ts`,
      url: `http://localhost:${pagedPort}/`,
      reuseExistingServer: false,
    },
    {
      // Another shop begun with `npm run blank-start` (scripts/test/build-blank-site.ts).
      command: `BUILD_DIR=build-blank PORT=${blankPort} node --import tsx scripts/build/serve.ts`,
      url: `http://localhost:${blankPort}/`,
      reuseExistingServer: false,
    },
  ],
  projects: [
    {
      name: "phone",
      testIgnore: /paging\.spec|added-product\.spec|servers\.spec|blank-start\.spec/,
      grepInvert: /@desktop-only/,
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 740 },
        launchOptions,
      },
    },
    {
      // Only what changes at 1280 px runs here (@desktop, also on the phone; @desktop-only, here
      // alone): the phone is where shoppers are, and one width is enough for everything else.
      name: "desktop",
      grep: /@desktop/,
      testIgnore: /paging\.spec|added-product\.spec|servers\.spec|blank-start\.spec/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "paged",
      testMatch: /paging\.spec|added-product\.spec/,
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 740 },
        baseURL: `http://localhost:${pagedPort}`,
        launchOptions,
      },
    },
    {
      name: "blank",
      testMatch: /blank-start\.spec/,
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 740 },
        baseURL: `http://localhost:${blankPort}`,
        launchOptions,
      },
    },
    {
      // nginx and Apache serving the build with the configuration it wrote (tests/servers).
      name: "servers",
      testMatch: /servers\.spec/,
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, launchOptions },
    },
  ],
});
