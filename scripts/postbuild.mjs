// After the prerender: write sitemap.xml and robots.txt from the catalog, then a .br and .gz copy
// of every text file, because the static server sends precompressed files and never compresses
// on the fly.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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
    `User-agent: *\nAllow: /\nDisallow: /cart\nDisallow: /wishlist\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`,
  );
}

function compressAll() {
  const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
  for (const file of walk(root).filter((path) => compressible.test(path))) {
    const content = readFileSync(file);
    if (content.length < 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

writeSitemap();
compressAll();
console.log(`postbuild: sitemap with ${pagePaths().length} pages, compressed copies written`);
