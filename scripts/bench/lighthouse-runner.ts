// What both benchmarks share: serving a build, measuring a shopper's first visit with Lighthouse
// in a fresh browser, medians, and the gzip bytes a page loads on first view.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromePath, expectNoBrowserUi, withBrowserUiOff } from "./measuring-browser.ts";
import { noBengaliFontEnvironment, phoneFontEnvironment } from "./phone-fonts.ts";
import { typeScriptNode } from "../typescript-node.ts";

// Without the network flags Chromium keeps dialing services this closed network refuses.
const ownFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
/** For a Chromium started directly (`npm run bench:trace`). */
export const chromeFlags = withBrowserUiOff(ownFlags);
/** For Lighthouse's chrome-launcher, whose own flags turn other features off. */
const launcherFlags = withBrowserUiOff([...chromeLauncher.Launcher.defaultFlags(), ...ownFlags]);
/** BENCH_PHONE_FONTS=0 measures the machine's own fonts, which may have no Bengali one. */
export const phoneFonts = process.env.BENCH_PHONE_FONTS !== "0";
const chromeEnvironment = { ...process.env, ...(phoneFonts ? phoneFontEnvironment() : {}) };

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/** The rows of the Lighthouse tables read here, with the columns read. */
type NetworkRequestRow = { url: string; resourceType?: string; transferSize?: number };
type LongTaskRow = { url: string; duration: number; startTime: number };
type WorkBreakdownRow = { group: string; groupLabel?: string; duration: number };

/** An audit's table rows; none when Lighthouse made no table for it. */
const rowsOf = <Row>(lhr: Result, audit: string): Row[] =>
  (lhr.audits[audit]?.details as { items?: Row[] } | undefined)?.items ?? [];

/** An audit's measure; Lighthouse makes each of these on every page that loads. */
function measured(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse measured no ${audit}`);
  return value;
}

/** Serves `buildDir` with the project's static server and resolves once it answers. */
export async function serveBuild(buildDir: string, port: number) {
  const server = spawn(process.execPath, [...typeScriptNode, resolve("scripts/build/serve.ts")], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`The server for ${buildDir} did not answer on port ${port}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { stop: () => server.kill() };
}

/** The gzip size of a file the page loaded, read from the build as a static host would send it. */
function gzipBytes(root: string, url: string) {
  const { pathname } = new URL(url);
  const candidates = [
    pathname,
    `${pathname.replace(/\/$/, "")}/index.html`,
    "/__spa-fallback.html",
  ];
  for (const candidate of candidates) {
    const file = resolve(root, `.${decodeURIComponent(candidate)}`);
    if (existsSync(file) && statSync(file).isFile()) {
      return gzipSync(readFileSync(file), { level: 9 }).length;
    }
  }
  return 0;
}

function firstViewBytes(lhr: Result, root: string, origin: string) {
  const bytes = { html: 0, css: 0, js: 0, images: 0 };
  const requests = lhr.audits["network-requests"]?.details as { items: NetworkRequestRow[] };
  for (const request of requests.items) {
    if (!request.url.startsWith(origin)) continue;
    // Pictures are sent as they are (WebP is not compressed again): what went over the wire.
    if (request.resourceType === "Image") bytes.images += request.transferSize ?? 0;
    const kinds: Record<string, keyof typeof bytes> = {
      Document: "html",
      Stylesheet: "css",
      Script: "js",
    };
    const kind = kinds[request.resourceType ?? ""];
    if (kind) bytes[kind] += gzipBytes(root, request.url);
  }
  return bytes;
}

/**
 * One first visit: a new Chromium with an empty profile (no HTTP cache, no code cache), Lighthouse's
 * default mobile emulation and simulated throttling, then the browser is closed.
 * `blockScripts` refuses every script file, so the page is only its HTML (inline scripts included),
 * styles, pictures and fonts: what the browser's own work on the page blocks, which no change to
 * our scripts can take away.
 */
export async function firstVisit(
  url: string,
  buildRoot: string,
  { blockScripts = false, withoutBengaliFont = false } = {},
): Promise<FirstVisit> {
  // Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART) and asks to be
  // run again; a fresh browser is still a first visit, so the run is repeated, at most twice.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureFirstVisit(url, buildRoot, blockScripts, withoutBengaliFont);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.warn(`\n${error.message}; measuring that visit again.`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

/** One first visit's figures, or the medians of several. */
export type FirstVisit = Awaited<ReturnType<typeof measureFirstVisit>>;

/**
 * Blocking time counted from the navigation instead of from the first paint: what each long task
 * (the 20 longest Lighthouse lists, as simulated on its phone) ran past 50 ms, until the page was
 * interactive. TBT leaves out everything before the first paint, which is where a client-rendered
 * shop runs its scripts while the screen is still blank (decision 017).
 */
function blockingFromStart(lhr: Result) {
  const interactiveMs = measured(lhr, "interactive");
  return rowsOf<LongTaskRow>(lhr, "long-tasks")
    .filter((task) => task.startTime < interactiveMs)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

async function measureFirstVisit(
  url: string,
  buildRoot: string,
  blockScripts: boolean,
  withoutBengaliFont: boolean,
) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: launcherFlags,
    ignoreDefaultFlags: true,
    // A device with no Bengali font at all, whatever the machine has (`BENCH_FONTS=both`).
    envVars: withoutBengaliFont
      ? { ...process.env, ...noBengaliFontEnvironment() }
      : chromeEnvironment,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns: blockScripts ? ["*.js"] : [],
    });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(`${url}: ${lhr.runtimeError.message}`);
    }
    // Each visit ends by listing the browser's pages: the address-bar pages must not be there.
    const targets: { url: string }[] = await (
      await fetch(`http://127.0.0.1:${chrome.port}/json/list`)
    ).json();
    expectNoBrowserUi(targets.map((target) => target.url));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      fcpMs: measured(lhr, "first-contentful-paint"),
      lcpMs: measured(lhr, "largest-contentful-paint"),
      tbtMs: measured(lhr, "total-blocking-time"),
      ttiMs: measured(lhr, "interactive"),
      blockingFromStartMs: blockingFromStart(lhr),
      cls: measured(lhr, "cumulative-layout-shift"),
      domSize: lhr.audits["dom-size"]?.numericValue ?? 0,
      ...firstViewBytes(lhr, buildRoot, new URL(url).origin),
      mainThread: Object.fromEntries(
        rowsOf<WorkBreakdownRow>(lhr, "mainthread-work-breakdown").map((item) => [
          item.groupLabel ?? item.group,
          Math.round(item.duration),
        ]),
      ),
      longTasks: rowsOf<LongTaskRow>(lhr, "long-tasks")
        .map((task) => ({
          durationMs: Math.round(task.duration),
          startMs: Math.round(task.startTime),
          source: task.url,
        }))
        .sort((a, b) => b.durationMs - a.durationMs)
        .slice(0, 5),
    };
  } finally {
    await chrome.kill();
  }
}

/** Medians of the numbers; the breakdown and long tasks of the run whose TBT is the median. */
export function medianOf(samples: readonly FirstVisit[]): FirstVisit {
  const byTbt = [...samples].sort((a, b) => a.tbtMs - b.tbtMs);
  const typical = byTbt[Math.floor((byTbt.length - 1) / 2)];
  if (!typical) throw new Error("no visit to take the median of");
  const numeric = Object.keys(typical).filter(
    (key) => typeof typical[key as keyof FirstVisit] === "number",
  ) as (keyof FirstVisit)[];
  const result = Object.fromEntries(
    numeric.map((key) => [key, median(samples.map((sample) => sample[key] as number))]),
  );
  return { ...typical, ...result, mainThread: typical.mainThread, longTasks: typical.longTasks };
}

/** Prints the main-thread breakdown and the five longest tasks of a page's typical run. */
export function printMainThread(label: string, result: FirstVisit) {
  const breakdown = Object.entries(result.mainThread)
    .map(([group, ms]) => `${group} ${ms} ms`)
    .join(", ");
  console.log(`\n${label}\n  main thread: ${breakdown}`);
  if (result.longTasks.length === 0) console.log("  no long tasks");
  for (const task of result.longTasks) {
    console.log(`  long task ${task.durationMs} ms at ${task.startMs} ms: ${task.source}`);
  }
}
