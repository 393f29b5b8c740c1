// `npm run bench:scale`: does the shop stay as fast and as light with 1,000 products as with 9?
// Builds throwaway copies of the site with generated products (scripts/catalog-copy.mjs), then
// measures the real site and the copies side by side in one run: build time, output size,
// Lighthouse first visits, first-view bytes and the DOM of /products. Exits non-zero when a budget
// is missed. A benchmark, not a test: it is never part of `npm test`.
//   --sizes 200,1000   the generated catalog sizes (the real site is always measured too)
//   --runs 3           Lighthouse runs per page
//   --keep             keep the copies for inspection
import { execSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { makeCatalogCopy } from "./catalog-copy.mjs";
import { firstVisit, medianOf, printMainThread, serveBuild } from "./lighthouse-runner.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const sizes = option("sizes", "200,1000").split(",").map(Number);
const runs = Number(option("runs", "3"));
const keep = args.includes("--keep");
const pages = ["/", "/products", "/product/1", "/cart"];

/** The 9-product build measured before this benchmark existed: it must not get slower. */
const NINE_PRODUCT_BUILD_SECONDS = 15;
const budgets = {
  performance: 100,
  tbtMs: 50,
  lcpMs: 1200,
  jsGrowthBytes: 3 * 1024,
  productsHtmlGzip: 20 * 1024,
  productsDomNodes: 1500,
  buildSecondsAt1000: 120,
};

function treeSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      const inner = treeSize(path);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += stat.size;
      files += 1;
    }
  }
  return { bytes, files };
}

function build(dir) {
  const started = performance.now();
  execSync("npm run build --silent", {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: "build" },
  });
  return (performance.now() - started) / 1000;
}

const sites = [{ label: "9 (the shop)", products: 9, dir: resolve("."), copy: false }];
for (const size of sizes) {
  const { dir, total } = makeCatalogCopy(size);
  sites.push({ label: `${total}`, products: total, dir, copy: true });
}

const report = { date: new Date().toISOString(), runs, budgets, sites: [] };
let port = 4460;
try {
  for (const site of sites) {
    process.stdout.write(`\nBuilding ${site.label} products… `);
    const seconds = build(site.dir);
    const buildDir = join(site.dir, "build");
    const output = treeSize(join(buildDir, "client"));
    const productsHtml = gzipSync(
      readFileSync(join(buildDir, "client", "products", "index.html")),
      {
        level: 9,
      },
    ).length;
    console.log(
      `${seconds.toFixed(1)} s, ${(output.bytes / 1e6).toFixed(1)} MB in ${output.files} files`,
    );
    const server = await serveBuild(buildDir, port);
    const results = {};
    try {
      for (const path of pages) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          samples.push(
            await firstVisit(`http://localhost:${port}${path}`, join(buildDir, "client")),
          );
          process.stdout.write(".");
        }
        results[path] = medianOf(samples);
      }
    } finally {
      server.stop();
      port += 1;
    }
    report.sites.push({
      label: site.label,
      products: site.products,
      buildSeconds: seconds,
      outputBytes: output.bytes,
      outputFiles: output.files,
      productsHtmlGzip: productsHtml,
      pages: results,
    });
  }
} finally {
  if (!keep)
    for (const site of sites) if (site.copy) rmSync(site.dir, { recursive: true, force: true });
}

console.log(
  `\n\nFirst visits, medians of ${runs} (Lighthouse 12, a fresh browser each, mobile, slow 4G):\n`,
);
const rows = {};
for (const site of report.sites) {
  const row = {
    "build s": Number(site.buildSeconds.toFixed(1)),
    "output MB": Number((site.outputBytes / 1e6).toFixed(1)),
    "/products HTML gz KB": Number((site.productsHtmlGzip / 1024).toFixed(1)),
    "/products DOM": site.pages["/products"]?.domSize,
  };
  for (const path of pages) {
    const result = site.pages[path];
    row[`${path} Perf/TBT/LCP`] =
      `${result.performance} / ${Math.round(result.tbtMs)} / ${(result.lcpMs / 1000).toFixed(2)}`;
  }
  row["JS gz KB (/)"] = Number((site.pages["/"].js / 1024).toFixed(1));
  rows[site.label] = row;
}
console.table(rows);
for (const site of report.sites) {
  for (const [path, result] of Object.entries(site.pages)) {
    printMainThread(`${site.label} products, ${path}`, result);
  }
}

mkdirSync("reports", { recursive: true });
writeFileSync("reports/bench-scale.json", `${JSON.stringify(report, null, 2)}\n`);
console.log("\nWritten to reports/bench-scale.json");
if (keep) for (const site of sites) if (site.copy) console.log(`Kept ${site.dir}`);

const misses = [];
const [shop] = report.sites;
for (const site of report.sites) {
  const at = `${site.label} products`;
  for (const [path, result] of Object.entries(site.pages)) {
    if (result.performance < budgets.performance) {
      misses.push(`${at}, ${path}: Performance ${result.performance} < ${budgets.performance}`);
    }
    if (result.tbtMs > budgets.tbtMs) {
      misses.push(`${at}, ${path}: TBT ${Math.round(result.tbtMs)} ms > ${budgets.tbtMs} ms`);
    }
    if (result.lcpMs > budgets.lcpMs) {
      misses.push(`${at}, ${path}: LCP ${Math.round(result.lcpMs)} ms > ${budgets.lcpMs} ms`);
    }
    const shopJs = shop.pages[path]?.js ?? 0;
    if (result.js - shopJs > budgets.jsGrowthBytes) {
      misses.push(
        `${at}, ${path}: JS ${result.js} B gzip, over 3 KB more than the shop's ${shopJs} B`,
      );
    }
  }
  if (site.productsHtmlGzip > budgets.productsHtmlGzip) {
    misses.push(
      `${at}: /products HTML ${site.productsHtmlGzip} B gzip > ${budgets.productsHtmlGzip} B`,
    );
  }
  const dom = site.pages["/products"]?.domSize ?? 0;
  if (dom > budgets.productsDomNodes) {
    misses.push(`${at}: /products has ${dom} DOM nodes > ${budgets.productsDomNodes}`);
  }
  if (site.products >= 1000 && site.buildSeconds > budgets.buildSecondsAt1000) {
    misses.push(
      `${at}: build took ${site.buildSeconds.toFixed(0)} s > ${budgets.buildSecondsAt1000} s`,
    );
  }
}
if (shop.buildSeconds > NINE_PRODUCT_BUILD_SECONDS) {
  misses.push(
    `the shop's build took ${shop.buildSeconds.toFixed(1)} s > ${NINE_PRODUCT_BUILD_SECONDS} s`,
  );
}
if (misses.length > 0) {
  console.error(`\nBudgets missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll budgets met at every catalog size.");
