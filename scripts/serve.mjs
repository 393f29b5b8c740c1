// Serves the static build the way a CDN would: precompressed files, long caching for hashed
// assets, and the app's fallback page (which renders Home) for any path that has no page.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import sirv from "sirv";

const root = resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(root)) {
  console.error(`No build found in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

const serve = sirv(root, {
  single: "__spa-fallback.html",
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader(
      "Cache-Control",
      pathname.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
    );
  },
});

createServer(serve).listen(port, host, () => {
  console.log(`Upohar is being served at http://${host}:${port}`);
});
