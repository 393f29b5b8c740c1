// How long each keystroke's search takes on the budget phone (issue 35), and what search adds to
// the catalog index a page fetches. Part of `npm run bench:scale`; alone:
//   node --import tsx scripts/bench/search-speed.ts --source <project dir> --build <its build dir> [--runs 5]
// measures that project's search code (app/lib/catalog/catalog-query.ts, bundled as the site
// bundles it) over that build's catalog indexes, so an older checkout and its build give the
// figures from before a change.
//
// For each run a fresh Chromium, its CPU slowed 4× as Lighthouse's mobile runs are, is given the
// index of each edition; every search below is typed one letter at a time, as fast as a shopper
// types, each prefix searched as the listing searches it ('Best match'), and timed. The shop
// searches when the search is sent, and again at each filter, sort or page change; a keystroke is
// the most often it could. The first search of a run also makes what search keeps for the visit
// (every word's sound key), which is reported apart: it is paid once a visit.
import { build } from "esbuild";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { expectNoBrowserUiIn, launchChromium, namesKeptByTsx } from "./measuring-browser.ts";

/** What shoppers type: Banglish, Bangla spelt two ways, English with and without typos. */
export const typedSearches = [
  "ghori",
  "bhalobasha",
  "jonmodiner upohar",
  "choclate",
  "cuple clock",
  "birthday gift",
  "ভালবাসা",
  "জন্মদিনের উপহার",
];

/**
 * A shopper looks at what a search found before typing the next, and types a letter every tenth
 * of a second at the fastest: searches run back to back with no pause between them would time
 * the browser's tidying up after the last one (collecting garbage, compiling) as well.
 */
const READ_MS = 1000;
const KEYSTROKE_MS = 100;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The catalog index's size on the wire (gzip -9, as the build precompresses it). */
export function indexGzip(buildDir: string, locale: string) {
  const file = readFileSync(join(buildDir, "client", "catalog", `${locale}.json`));
  return gzipSync(file, { level: 9 }).length;
}

/**
 * The listing's search, bundled as the site bundles it, behind one function the page calls. Code
 * from before issue 35 had no search index and no 'Best match': it searched in the default order.
 */
async function bundledSearch(sourceDir: string) {
  const searchModule = join(sourceDir, "app", "lib", "search", "search-index.ts");
  const hasIndex = existsSync(searchModule);
  const contents = `
    import { applyProductQuery, defaultQuery, sortKeys } from "./app/lib/catalog/catalog-query.ts";
    ${hasIndex ? `import { scoreSearch, searchVocabularyFrom } from "./app/lib/search/search-index.ts";` : ""}
    const sort = sortKeys.includes("relevance") ? "relevance" : defaultQuery.sort;
    globalThis.searchCatalog = (index) => {
      ${hasIndex ? "const vocabulary = searchVocabularyFrom(index.search);" : ""}
      return (term) => {
        const query = { ...defaultQuery, search: term, sort };
        return applyProductQuery(index.products, query${
          hasIndex ? ", term ? scoreSearch(vocabulary, index.products, term) : undefined" : ""
        });
      };
    };`;
  const result = await build({
    stdin: { contents, resolveDir: sourceDir, loader: "ts" },
    bundle: true,
    format: "iife",
    minify: true,
    write: false,
    target: "es2022",
  });
  const [bundle] = result.outputFiles;
  if (!bundle) throw new Error("esbuild wrote no search bundle");
  return bundle.text;
}

/** One edition's figures, in milliseconds, and its index's gzip size in bytes. */
export type SearchSpeed = {
  keystrokes: number;
  medianMs: number;
  slowestMs: number;
  firstSearchMs: number;
  gzip: number;
};

/**
 * Per edition: the median over runs of each keystroke's search time, the slowest of those, and
 * the first search of a visit (which makes what search keeps for the others), at 4× CPU slowdown,
 * in milliseconds; and the index's gzip size.
 */
export async function measureSearchSpeed({
  sourceDir,
  buildDir,
  runs = 5,
}: {
  sourceDir: string;
  buildDir: string;
  runs?: number;
}): Promise<Record<string, SearchSpeed>> {
  const script = await bundledSearch(resolve(sourceDir));
  const results: Record<string, SearchSpeed> = {};
  for (const locale of ["en", "bn"]) {
    const index = readFileSync(join(buildDir, "client", "catalog", `${locale}.json`), "utf8");
    const keystrokes: number[][] = [];
    const firsts: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.addScriptTag(namesKeptByTsx);
        await page.addScriptTag({ content: script });
        const timings = await page.evaluate(
          async ({ json, searches, readMs, keystrokeMs }) => {
            const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
            const { searchCatalog } = globalThis as typeof globalThis & {
              searchCatalog: (index: unknown) => (term: string) => unknown;
            };
            const search = searchCatalog(JSON.parse(json));
            const timed = (term: string) => {
              const started = performance.now();
              search(term);
              return performance.now() - started;
            };
            const first = timed("a");
            const each: number[] = [];
            for (const typed of searches) {
              await pause(readMs);
              for (let at = 1; at <= typed.length; at += 1) {
                await pause(keystrokeMs);
                each.push(timed(typed.slice(0, at).trim()));
              }
            }
            return { first, each };
          },
          { json: index, searches: typedSearches, readMs: READ_MS, keystrokeMs: KEYSTROKE_MS },
        );
        await expectNoBrowserUiIn(browser);
        firsts.push(timings.first);
        timings.each.forEach((ms, at) => (keystrokes[at] ??= []).push(ms));
      } finally {
        await browser.close();
      }
    }
    const perKeystroke = keystrokes.map(median);
    results[locale] = {
      keystrokes: perKeystroke.length,
      medianMs: median(perKeystroke),
      slowestMs: Math.max(...perKeystroke),
      firstSearchMs: median(firsts),
      gzip: indexGzip(buildDir, locale),
    };
  }
  return results;
}

export function printSearchSpeed(label: string, results: Record<string, SearchSpeed>) {
  for (const [locale, result] of Object.entries(results)) {
    console.log(
      `${label}, ${locale}: index ${(result.gzip / 1024).toFixed(1)} KB gzip; ` +
        `each of ${result.keystrokes} keystrokes' search: median ${result.medianMs.toFixed(1)} ms, ` +
        `slowest ${result.slowestMs.toFixed(1)} ms; the visit's first search ${result.firstSearchMs.toFixed(0)} ms (4× CPU)`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(`--${name}`);
    return (at >= 0 && args[at + 1]) || fallback;
  };
  const sourceDir = option("source", ".");
  const buildDir = option("build", join(sourceDir, "build"));
  const runs = Number(option("runs", "5"));
  printSearchSpeed(sourceDir, await measureSearchSpeed({ sourceDir, buildDir, runs }));
}
