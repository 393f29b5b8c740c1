// The browser every benchmark measures in, without the pages desktop Chromium draws for its own
// interface (decision 017). Lighthouse's chrome-launcher, Playwright and a Chromium started
// directly each pass flags of their own; what they share is here, with the check that ends each
// visit.
import { chromium, type Browser, type LaunchOptions } from "@playwright/test";

/** Debian's Chromium, or the one CHROME_PATH names. */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Desktop Chromium's own address-bar popup, pages of the browser's interface
 * (chrome://omnibox-popup.top-chrome/), which Chromium 156 loads and renders in a renderer of
 * their own as it starts, headless too: 2.7 s of a core in a traced first visit on 2 cores, beside
 * the page measured (decision 017). A phone's browser draws its address bar natively and does none
 * of it, so the benchmarks' browser does not either; BENCH_BROWSER_UI=1 leaves it on, to compare
 * with figures from before 29 November 2026.
 */
export const browserUiOff = process.env.BENCH_BROWSER_UI !== "1";
const browserUiFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];
const disableFeatures = "--disable-features=";

/**
 * Chromium reads only the last `--disable-features`, so a launcher's own list of features off
 * (chrome-launcher's, Playwright's) and ours go in one flag, or one of the two is lost.
 */
export function withBrowserUiOff(flags: readonly string[]) {
  const launchers = flags
    .filter((flag) => flag.startsWith(disableFeatures))
    .flatMap((flag) => flag.slice(disableFeatures.length).split(","));
  const features = [...launchers, ...(browserUiOff ? browserUiFeatures : [])];
  return [
    ...flags.filter((flag) => !flag.startsWith(disableFeatures)),
    ...(features.length > 0 ? [`${disableFeatures}${features.join(",")}`] : []),
  ];
}

/**
 * The features that turn the address-bar pages off are Chromium's own names, not a promise: the
 * day a Chromium renames them, its pages would run beside every visit again, unseen. So each visit
 * ends by listing the browser's pages, and this stops the benchmark if those are among them.
 * @param urls the addresses of every page the browser has
 */
export function expectNoBrowserUi(urls: readonly string[]) {
  if (!browserUiOff) return;
  const own = [...new Set(urls.filter((url) => url.startsWith("chrome://omnibox-popup")))];
  if (own.length > 0) {
    throw new Error(
      `Chromium drew its address-bar pages (${own.join(", ")}) with ` +
        `${browserUiFeatures.join(",")} off: find the features' new names (decision 017)`,
    );
  }
}

let playwrightsFlags: Promise<string[]> | undefined;

/**
 * Playwright's own `--disable-features`, read from a browser it launched, once: Playwright keeps
 * its list inside its package, not in its interface. A browser tells its command line
 * (`Browser.getBrowserCommandLine`) only when started with `--enable-automation`, so the one asked
 * has it.
 */
function playwrightFeaturesOff() {
  playwrightsFlags ??= (async () => {
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: ["--enable-automation"],
    });
    try {
      const cdp = await browser.newBrowserCDPSession();
      const { arguments: flags } = await cdp.send("Browser.getBrowserCommandLine");
      return flags.filter((flag) => flag.startsWith(disableFeatures));
    } finally {
      await browser.close();
    }
  })();
  return playwrightsFlags;
}

/**
 * Playwright's Chromium, for the tap, wire and search benchmarks, with the address-bar pages off.
 * A visit ends with `expectNoBrowserUiIn(browser)`.
 */
export async function launchChromium(options: LaunchOptions = {}) {
  const launch = { ...options, executablePath: chromePath };
  if (!browserUiOff) return chromium.launch(launch);
  const args = [...(await playwrightFeaturesOff()), ...(options.args ?? [])];
  return chromium.launch({ ...launch, args: withBrowserUiOff(args) });
}

/**
 * tsx keeps a function's name by wrapping it in `__name(…)`, and Playwright sends a function to the
 * page as its text: the page gets the helper too, as a no-op, before any such function runs there.
 */
export const namesKeptByTsx = { content: "globalThis.__name = (target) => target;" };

/** `expectNoBrowserUi` for a browser Playwright launched. */
export async function expectNoBrowserUiIn(browser: Browser) {
  if (!browserUiOff) return;
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send("Target.getTargets");
  expectNoBrowserUi(targetInfos.map((target) => target.url));
}
