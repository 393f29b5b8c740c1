// Serves the static build the way a CDN would: precompressed files, the headers the build wrote
// in `_headers`, and the app's fallback page (which renders Home) for any path that has no page.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import sirv from "sirv";
import { dataFileExtension } from "../../app/framework/router-contracts.ts";
import {
  configFiles,
  fallbackPage,
  immutablePrefix,
  revalidateCache,
} from "./deploy-rules.ts";
import { headersFor, parseHeadersFile } from "./headers.ts";

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(root)) {
  console.error(`No build found in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

const rules = parseHeadersFile(readFileSync(resolve(root, "_headers"), "utf8"));

const serve = sirv(root, {
  single: fallbackPage.slice(1),
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    // A path without a page of its own and without a file extension is answered by the fallback.
    const known = headersFor(rules, pathname)["Content-Security-Policy"] !== undefined;
    const isFile = /\.[a-z0-9]+$/i.test(pathname);
    const headers = headersFor(rules, known || isFile ? pathname : fallbackPage);
    // Netlify and Cloudflare Pages revalidate whatever `_headers` leaves uncached; so does this.
    res.setHeader("Cache-Control", revalidateCache);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  },
});

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  if (configFiles.some((file) => pathname === `/${file}`)) {
    res.writeHead(404).end();
    return;
  }
  if (pathname.startsWith(immutablePrefix) && !existsSync(join(root, pathname))) {
    res.writeHead(404).end();
    return;
  }
  // A page that was never prerendered has no data file either: like its page, it gets the
  // fallback, which the app reads as "not found" instead of a failed request.
  if (pathname.endsWith(dataFileExtension) && !existsSync(join(root, pathname))) req.url = fallbackPage;
  serve(req, res);
}).listen(port, host, () => {
  console.log(`Upohar is being served at http://${host}:${port}`);
});
