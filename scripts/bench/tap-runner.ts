// When a control first works for a shopper on a budget phone (issue 29): a fresh Chromium for every
// visit, its CPU slowed 4× and its network held to 150 ms round trips and 1.6 Mbps by DevTools'
// applied throttling (the requests really wait, unlike Lighthouse's simulation). From the moment
// the control shows, it is tapped every 150 ms until what it does is on the screen. Used by
// `npm run bench`; never by `npm test`, which checks behaviour, not time.
import { expectNoBrowserUiIn, launchChromium, namesKeptByTsx } from "./measuring-browser.ts";
import { phoneFontEnvironment } from "./phone-fonts.ts";

/** What the page notes of the taps (`recordTaps`), in milliseconds since it started loading. */
type TapRecord = { taps: number[]; effectAt: number | null; appAt: number | null };
/** The page's window, with what the early script and `recordTaps` add to it. */
type TappedWindow = typeof window & { __tapRecord: TapRecord; upoharEarlyTaps?: unknown };
/** A control measured, each of its functions run in the page. */
type TapTarget = {
  path: string;
  control: () => Element | null;
  effect: () => boolean;
  applied: () => number;
};

export const budgetPhone = { cpuSlowdown: 4, latencyMs: 150, bitsPerSecond: 1.6e6 };
const tapEveryMs = 150;
const giveUpAfterMs = 15_000;

/**
 * The controls measured: where, what a shopper taps, what shows that the tap did its work, and how
 * many times it was applied, read once the app has started. All of them run in the page.
 */
export const tapTargets: Record<string, TapTarget> = {
  // A gift that asks for no engraving and no choice: only such a gift is added by the early script
  // before the app has started (issue 32), and /product/1's frame now wants its engraving first.
  // The figures before issue 32 in docs/benchmarks.md are of /product/1, measured the same way.
  "Add to Cart (/product/2)": {
    path: "/product/2",
    control: () => document.querySelector('main [data-early="cart-add"], main button.flex-1'),
    effect: () => /\d/.test(document.querySelector('header a[href="/cart"]')?.textContent ?? ""),
    applied: () =>
      JSON.parse(localStorage.getItem("upohar.cart") ?? "null")?.data?.lines?.[0]?.quantity ?? 0,
  },
  "wishlist heart (/products)": {
    path: "/products",
    control: () => document.querySelector("main button[aria-pressed]"),
    effect: () =>
      document.querySelector("main button[aria-pressed]")?.getAttribute("aria-pressed") === "true",
    applied: () =>
      JSON.parse(localStorage.getItem("upohar.wishlist") ?? "null")?.data?.ids?.length ?? 0,
  },
  "phone menu (/)": {
    path: "/",
    control: () => document.querySelector('header button[aria-controls][aria-label*="menu" i]'),
    // Open, and drawn so: before the stylesheet has arrived every panel is in the page's flow.
    effect: () => {
      const toggle = document.querySelector('header button[aria-controls][aria-label*="menu" i]');
      const panel = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
      return toggle?.getAttribute("aria-expanded") === "true" && panel?.checkVisibility() === true;
    },
    // Still open once the app has started: a tap applied twice would have closed it again.
    applied: () => {
      const toggle = document.querySelector('header button[aria-controls][aria-label*="menu" i]');
      return toggle?.getAttribute("aria-expanded") === "true" ? 1 : 0;
    },
  },
  "search toggle (/)": {
    path: "/",
    control: () => document.querySelector('header button[aria-controls][aria-label*="search" i]'),
    effect: () => {
      const toggle = document.querySelector('header button[aria-controls][aria-label*="search" i]');
      const input = document.querySelector('header input[type="search"]');
      return toggle?.getAttribute("aria-expanded") === "true" && input?.checkVisibility() === true;
    },
    applied: () => {
      const toggle = document.querySelector('header button[aria-controls][aria-label*="search" i]');
      return toggle?.getAttribute("aria-expanded") === "true" ? 1 : 0;
    },
  },
};

/** Runs in the page from its first byte: notes each tap and the first moment the effect shows. */
function recordTaps(effectSource: string) {
  const effect = new Function(`return (${effectSource})();`);
  const record: TapRecord = { taps: [], effectAt: null, appAt: null };
  Object.defineProperty(window, "__tapRecord", { value: record });
  addEventListener("pointerdown", () => record.taps.push(performance.now()), true);
  let earlyScriptSeen = false;
  const check = () => {
    if (record.effectAt === null && effect()) record.effectAt = performance.now();
    // The app has taken the page over from the early script (app/start-up/).
    if ((window as TappedWindow).upoharEarlyTaps) earlyScriptSeen = true;
    else if (earlyScriptSeen && record.appAt === null) record.appAt = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

async function visit(origin: string, target: TapTarget) {
  const browser = await launchChromium({
    env: { ...process.env, ...phoneFontEnvironment() },
    args: [
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: budgetPhone.cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: budgetPhone.latencyMs,
      downloadThroughput: budgetPhone.bitsPerSecond / 8,
      uploadThroughput: budgetPhone.bitsPerSecond / 8,
    });
    await page.addInitScript(namesKeptByTsx);
    await page.addInitScript(({ source, effect }) => new Function(`return (${source})`)()(effect), {
      source: recordTaps.toString(),
      effect: target.effect.toString(),
    });
    await page.goto(origin + target.path, { waitUntil: "commit" });
    const deadline = Date.now() + giveUpAfterMs;
    let box: { at: number; x: number; y: number } | null = null;
    while (Date.now() < deadline) {
      const seen = await page.evaluate((control) => {
        const element = new Function(`return (${control})();`)();
        if (!element || performance.getEntriesByName("first-contentful-paint").length === 0)
          return null;
        element.scrollIntoView({ block: "center" });
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return null;
        return { at: performance.now(), x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      }, target.control.toString());
      if (seen) {
        box = seen;
        break;
      }
      await new Promise((done) => setTimeout(done, 20));
    }
    if (!box) throw new Error(`${target.path}: the control never showed`);
    let record: TapRecord | undefined;
    while (Date.now() < deadline) {
      await page.touchscreen.tap(box.x, box.y);
      await new Promise((done) => setTimeout(done, tapEveryMs));
      record = await page.evaluate(() => (window as TappedWindow).__tapRecord);
      if (record.effectAt !== null) break;
    }
    if (record?.effectAt == null) throw new Error(`${target.path}: no tap took effect`);
    const { effectAt } = record;
    const counted = record.taps.filter((at) => at <= effectAt);
    const countedTap = counted.at(-1) ?? effectAt;
    // Every tap is done once the app has started and the page has settled.
    await page.waitForLoadState("networkidle");
    await new Promise((done) => setTimeout(done, 1500));
    const applied = await page.evaluate(
      (source) => new Function(`return (${source})();`)(),
      target.applied.toString(),
    );
    const appMs =
      (await page.evaluate(() => (window as TappedWindow).__tapRecord.appAt)) ?? Number.NaN;
    await expectNoBrowserUiIn(browser);
    return {
      shownMs: box.at,
      countsMs: countedTap,
      lostTaps: counted.length - 1,
      lostForMs: countedTap - (record.taps[0] ?? countedTap),
      ackMs: effectAt - countedTap,
      effectMs: effectAt,
      appMs,
      applied,
      tapsBeforeEffect: counted.length,
    };
  } finally {
    await browser.close();
  }
}

export async function measureTaps(origin: string, targetName: string) {
  const target = tapTargets[targetName];
  if (!target) throw new Error(`no tap target named ${targetName}`);
  return visit(origin, target);
}
