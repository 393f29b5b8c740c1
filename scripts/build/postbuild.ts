// After the prerender: write sitemap.xml and robots.txt from the catalog, each page's security
// policy (with its inline-script hashes) into the page and into every host's configuration, then a
// .br and .gz copy of every text file, because the servers send precompressed files and never
// compress on the fly.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import {
  brokenContract,
  dataFileExtension,
  dataTwinOf,
  pageOfDataPath,
  routeManifestChunk,
} from "../../app/framework/router-contracts.ts";
import { cloudflareRuleLimit, fallbackPage, formatHeaders } from "./deploy-rules.ts";
import {
  inlineHashes,
  metaContentSecurityPolicy,
  parseHeadersFile,
  withMetaPolicy,
} from "./headers.ts";
import { builtPages, githubPagesNotFound, hostFiles, hostRules } from "./host-files.ts";
import { chunksWithoutHint } from "./eager-compile.ts";
import { addedGzipBytes, bundleEarlyTaps } from "./early-taps.ts";
import {
  dropModulePreloads,
  insertEarlyScript,
  startAppAfterFirstPaint,
} from "./html-rewrites.ts";
import { buildServiceWorker } from "./service-worker.ts";
import { writeAdmin } from "./admin.ts";
import { compressAll } from "./compress.ts";
import { filesUnder } from "../files-under.ts";
import { readShopSettings } from "./shop-settings.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const root = join(buildDir, "client");
/** The shop's settings (content/shop.yaml), as the app has them. */
const shop = await readShopSettings();
const { siteUrl } = shop;

function pagePaths() {
  return filesUnder(root)
    .filter((file) => file.endsWith("index.html"))
    .map((file) => file.slice(root.length).replace(/\/?index\.html$/, "") || "/")
    .sort();
}

function writeSitemap() {
  const urls = pagePaths()
    .map((path) => `  <url><loc>${new URL(path, siteUrl).href}</loc></url>`)
    .join("\n");
  writeFileSync(
    join(root, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(
    join(root, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`,
  );
}

/** A page's HTML with React Router's start-up rewritten; a page of another shape fails the build. */
function startAfterFirstPaint(file: string) {
  try {
    return startAppAfterFirstPaint(dropModulePreloads(readFileSync(file, "utf8")));
  } catch (error) {
    throw new Error(`postbuild: ${relative(root, file)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** React Router's HTML as the shop serves it (scripts/build/html-rewrites.ts, decision 003). */
async function rewritePages() {
  const earlyTaps = await bundleEarlyTaps();
  let mostAdded = 0;
  for (const file of filesUnder(root).filter((path) => path.endsWith(".html"))) {
    const html = startAfterFirstPaint(file);
    // The fallback shows only a spinner until the app draws the page: it has nothing to tap, and
    // the parser pausing after the script let it paint an empty frame first on a loaded machine.
    if (file === join(root, fallbackPage)) {
      writeFileSync(file, html);
      continue;
    }
    const page = insertEarlyScript(html, earlyTaps.code);
    mostAdded = Math.max(mostAdded, addedGzipBytes(html, page, file.slice(root.length)));
    writeFileSync(file, page);
  }
  console.log(
    `postbuild: the early script (${earlyTaps.gzipBytes} B gzip alone) adds at most ${mostAdded} B of gzip to a page`,
  );
}

/** GitHub Pages answers an unknown path with `404.html`: the fallback's copy is that page. */
function writeGitHubPagesNotFound() {
  copyFileSync(join(root, fallbackPage), join(root, githubPagesNotFound));
}

/**
 * Each page carries its own policy for hosts that send no headers, and the host files carry it
 * with the headers a page cannot set itself. The hashes cover the inline scripts only, so adding
 * the `<meta>` tag leaves them unchanged.
 */
function writeDeployFiles() {
  for (const { file } of builtPages(root)) {
    const html = readFileSync(join(root, file), "utf8");
    writeFileSync(join(root, file), withMetaPolicy(html, metaContentSecurityPolicy(inlineHashes(html))));
  }
  const rules = hostRules(root);
  // Cloudflare Pages sets CF_PAGES in its builds, and applies no more than 100 `_headers` rules.
  const onCloudflare = process.env.CF_PAGES === "1";
  const ruleLimit = onCloudflare ? cloudflareRuleLimit : Infinity;
  if (parseHeadersFile(formatHeaders(rules)).length > ruleLimit) {
    console.log(
      `postbuild: Cloudflare Pages applies ${cloudflareRuleLimit} _headers rules, fewer than the pages need: ` +
        "every page gets one policy header (frame-ancestors, base-uri, object-src) and keeps its hashes in <meta>",
    );
  }
  // nginx's file is outside the folder that is uploaded, so the server's own configuration is never served.
  for (const [place, text] of Object.entries(hostFiles(rules, { ruleLimit }))) {
    mkdirSync(dirname(join(buildDir, place)), { recursive: true });
    writeFileSync(join(buildDir, place), text);
  }
  // GitHub Pages' Jekyll would drop every file whose name starts with "_", the fallback among them.
  writeFileSync(join(root, ".nojekyll"), "");
}

/**
 * React Router also writes a `.data` twin of each prerendered catalog file (routes/catalog-file.ts)
 * for fetchers; the app fetches the JSON itself, and at 1,000 products each twin is a megabyte.
 */
function dropCatalogDataTwins() {
  for (const file of filesUnder(join(root, "catalog")).filter((path) => path.endsWith(".json"))) {
    const twin = dataTwinOf(file);
    if (!existsSync(twin)) {
      throw brokenContract("dataTwinOf", `there is no ${relative(root, twin)} to drop`);
    }
    rmSync(twin);
  }
}

/**
 * The service worker and the app's offline rules name each page's data file by dataPathOf; every
 * data file React Router wrote must belong to a page it prerendered, so a new layout fails here.
 */
function checkDataFiles() {
  const pages = new Set(pagePaths());
  const dataFiles = filesUnder(root)
    .filter((file) => file.endsWith(dataFileExtension))
    .map((file) => `/${relative(root, file)}`);
  const strays = dataFiles.filter((file) => !pages.has(pageOfDataPath(file) ?? ""));
  if (dataFiles.length === 0 || strays.length > 0) {
    throw brokenContract(
      "dataPathOf",
      `postbuild found ${dataFiles.length} data files, and no page for ${strays.join(", ")}`,
    );
  }
}

if (!existsSync(join(root, fallbackPage))) {
  throw brokenContract("fallbackPage", `the build has no ${fallbackPage}`);
}
const unhinted = chunksWithoutHint(
  filesUnder(join(root, "assets")).filter((path) => path.endsWith(".js") && !routeManifestChunk.test(path)),
);
if (unhinted.length > 0) {
  throw new Error(`postbuild: no eager-compile hint at the top of ${unhinted.join(", ")}`);
}
writeSitemap();
dropCatalogDataTwins();
checkDataFiles();
await rewritePages();
writeGitHubPagesNotFound();
writeDeployFiles();
// After the pages carry their policy, so the revisions it records are the files as served.
const worker = await buildServiceWorker(root);
// After the service worker, whose build id then changes with the shop alone.
await writeAdmin(root, shop);
await compressAll(root);
console.log(`postbuild: sitemap with ${pagePaths().length} pages, compressed copies written`);
console.log(
  `postbuild: service worker for build ${worker.id} precaches ${worker.files} files, ${(worker.bytes / 1024).toFixed(0)} KB`,
);
