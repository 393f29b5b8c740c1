// After the prerender: write sitemap.xml and robots.txt from the catalog, the security headers
// with each page's inline-script hashes, then a .br and .gz copy of every text file, because the
// static server sends precompressed files and never compresses on the fly.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  commonHeaders,
  contentSecurityPolicy,
  formatHeadersFile,
  inlineHashes,
} from "./headers.mjs";

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
const siteUrl = readSiteUrl();

function readSiteUrl() {
  const config = readFileSync(new URL("../app/config/shop.ts", import.meta.url), "utf8");
  const match = /siteUrl:\s*"([^"]+)"/.exec(config);
  if (!match?.[1]) throw new Error("siteUrl not found in app/config/shop.ts");
  return match[1];
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function pagePaths() {
  return walk(root)
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

/**
 * Drops the modulepreload hints React Router writes. On a slow connection the browser otherwise
 * downloads all the JavaScript before the first paint; the module script still loads every module,
 * just after the page is already visible.
 */
function dropModulePreloads() {
  for (const file of walk(root).filter((path) => path.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    writeFileSync(file, html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, ""));
  }
}

function writeHeaders() {
  const pages = [...pagePaths(), "/__spa-fallback.html"];
  const pageRules = pages.flatMap((path) => {
    const file = path.endsWith(".html") ? join(root, path) : join(root, path, "index.html");
    const csp = {
      "Content-Security-Policy": contentSecurityPolicy(inlineHashes(readFileSync(file, "utf8"))),
    };
    // Hosts may answer with or without the trailing slash; both must carry the page's policy.
    return path === "/" || path.endsWith(".html")
      ? [{ path, headers: csp }]
      : [
          { path, headers: csp },
          { path: `${path}/`, headers: csp },
        ];
  });
  const rules = [
    {
      path: "/*",
      headers: { ...commonHeaders, "Cache-Control": "public, max-age=0, must-revalidate" },
    },
    { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    ...pageRules,
  ];
  writeFileSync(join(root, "_headers"), formatHeadersFile(rules));
}

/**
 * Brotli's best quality takes about 75 ms for a product page: fine for the few hashed assets that
 * every shopper loads and hosts cache for a year, too slow for a page per product (a 1,000-product
 * catalog has over 4,000 pages and data files). Quality 9 is six times faster and about 10% larger.
 */
function brotliQuality(file) {
  return file.startsWith(join(root, "assets")) ? 11 : 9;
}

function compressAll() {
  const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|data)$/;
  for (const file of walk(root).filter((path) => compressible.test(path))) {
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    };
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params }));
  }
}

/**
 * React Router also writes a `.data` twin of each prerendered catalog file (routes/catalog-file.ts)
 * for fetchers; the app fetches the JSON itself, and at 1,000 products each twin is a megabyte.
 */
function dropCatalogDataTwins() {
  for (const file of walk(join(root, "catalog")).filter((path) => path.endsWith(".data"))) {
    rmSync(file);
  }
}

writeSitemap();
dropCatalogDataTwins();
dropModulePreloads();
writeHeaders();
compressAll();
console.log(`postbuild: sitemap with ${pagePaths().length} pages, compressed copies written`);
