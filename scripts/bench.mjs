// `npm run bench`: builds the site, serves it, runs Lighthouse (mobile emulation, simulated slow 4G)
// several times per page and checks the medians and the first-view bytes against the budgets.
// A benchmark, not a test: it is never part of `npm test`.
import { spawn, execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4180);
const pages = (process.env.BENCH_PAGES ?? "/,/products,/product/1,/cart").split(",");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const root = resolve("build", "client");

const budgets = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
  cssGzip: 12 * 1024,
  jsGzip: 110 * 1024,
  homeHtmlGzip: 14 * 1024,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The gzip size of a file the page loaded, read from the build as a static host would send it. */
function gzipBytes(url) {
  const { pathname } = new URL(url);
  const candidates = [
    pathname,
    `${pathname.replace(/\/$/, "")}/index.html`,
    "/__spa-fallback.html",
  ];
  for (const candidate of candidates) {
    const file = resolve(root, `.${decodeURIComponent(candidate)}`);
    if (existsSync(file) && statSync(file).isFile())
      return gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return 0;
}

function firstViewBytes(lhr) {
  const bytes = { html: 0, css: 0, js: 0 };
  for (const request of lhr.audits["network-requests"].details.items) {
    if (!request.url.startsWith(`http://localhost:${port}`)) continue;
    const kind = { Document: "html", Stylesheet: "css", Script: "js" }[request.resourceType];
    if (kind) bytes[kind] += gzipBytes(request.url);
  }
  return bytes;
}

async function measure(url, chrome) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcpMs: lhr.audits["first-contentful-paint"].numericValue,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    ...firstViewBytes(lhr),
  };
}

function checkBudgets(path, result) {
  const misses = [];
  for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
    if (result[category] < budgets[category])
      misses.push(`${category} ${result[category]} < ${budgets[category]}`);
  }
  if (result.lcpMs > budgets.lcpMs)
    misses.push(`LCP ${Math.round(result.lcpMs)} ms > ${budgets.lcpMs} ms`);
  if (result.tbtMs > budgets.tbtMs)
    misses.push(`TBT ${Math.round(result.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (result.cls > budgets.cls) misses.push(`CLS ${result.cls.toFixed(3)} > ${budgets.cls}`);
  if (result.css > budgets.cssGzip) misses.push(`CSS ${result.css} B gzip > ${budgets.cssGzip} B`);
  if (result.js > budgets.jsGzip) misses.push(`JS ${result.js} B gzip > ${budgets.jsGzip} B`);
  if (path === "/" && result.html > budgets.homeHtmlGzip) {
    misses.push(`HTML ${result.html} B gzip > ${budgets.homeHtmlGzip} B`);
  }
  return misses.map((miss) => `${path}: ${miss}`);
}

if (process.env.BENCH_SKIP_BUILD !== "1") execSync("npm run build", { stdio: "inherit" });
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
await new Promise((done) => setTimeout(done, 1000));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});

const report = { date: new Date().toISOString(), runs, budgets, pages: {} };
try {
  for (const path of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await measure(`http://localhost:${port}${path}`, chrome));
      process.stdout.write(".");
    }
    report.pages[path] = Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
    );
  }
} finally {
  await chrome.kill();
  server.kill();
}

console.log(
  `\n\nMedians of ${runs} Lighthouse runs (mobile, simulated slow 4G); bytes are gzip, first view:\n`,
);
console.table(
  Object.fromEntries(
    Object.entries(report.pages).map(([path, r]) => [
      path,
      {
        Perf: r.performance,
        A11y: r.accessibility,
        BP: r["best-practices"],
        SEO: r.seo,
        "FCP ms": Math.round(r.fcpMs),
        "LCP ms": Math.round(r.lcpMs),
        "TBT ms": Math.round(r.tbtMs),
        CLS: Number(r.cls.toFixed(3)),
        "HTML B": r.html,
        "CSS B": r.css,
        "JS B": r.js,
      },
    ]),
  ),
);

mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench.json", `${JSON.stringify(report, null, 2)}\n`);
console.log("Written to reports/bench.json");

const misses = Object.entries(report.pages).flatMap(([path, result]) => checkBudgets(path, result));
if (misses.length > 0) {
  console.error(`\nBudgets missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll budgets met.");
