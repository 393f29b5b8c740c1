// Builds the service worker (service-worker/sw.ts) into the site as /sw.js, with the list of files
// it precaches and the build it belongs to. Runs from postbuild once every page is final, so the
// revisions it records are those of the files the host serves.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { build } from "vite";
import { dataPathOf } from "../../app/framework/router-contracts.js";
import { adminPath } from "./admin.mjs";
import { fallbackPage } from "./deploy-rules.mjs";
import { filesUnder } from "../files-under.mjs";

export const serviceWorkerPath = "/sw.js";
const projectRoot = resolve(new URL("../..", import.meta.url).pathname);

/**
 * The shell: every script and stylesheet the build made. Not the Bangla font: most phones draw
 * Bengali with their own font and never fetch it, so it is kept once a page has used it (sw.ts).
 */
const shellFile = /^assets\/[^/]+\.(js|css)$/;
/**
 * Pages kept on the device, which work offline whether or not they were opened: their data. Named
 * in app/config/device-pages.json, by their paths in the page table (app/config/pages.ts).
 */
const devicePages = JSON.parse(
  readFileSync(join(projectRoot, "app", "config", "device-pages.json"), "utf8"),
);

const md5 = (content) => createHash("md5").update(content).digest("hex");

/**
 * What the worker installs: the shell, the fallback page that starts the app on any path, and the
 * device pages' data in both editions. Hashed files need no revision; the others carry their own.
 */
export function precacheList(root) {
  const shell = filesUnder(root)
    .map((file) => relative(root, file))
    .filter((file) => shellFile.test(file) && statSync(join(root, file)).size > 0)
    .sort()
    .map((file) => ({ url: `/${file}`, revision: null }));
  const revisioned = [
    fallbackPage,
    ...devicePages.flatMap((page) => [dataPathOf(page), dataPathOf(`/bn${page}`)]),
  ]
    .filter((url) => existsSync(join(root, url)))
    .map((url) => ({ url, revision: md5(readFileSync(join(root, url))) }));
  return [...shell, ...revisioned];
}

/**
 * One id per deploy, from every file it serves: a deploy that changes anything gets a new worker,
 * which replaces the pages and data the last one saved. Compressed copies follow their originals.
 */
export function buildId(root) {
  const hash = createHash("sha256");
  for (const file of filesUnder(root).sort()) {
    const path = relative(root, file);
    if (`/${path}` === serviceWorkerPath || /\.(br|gz)$/.test(path)) continue;
    hash.update(path).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

export async function buildServiceWorker(root) {
  const precache = precacheList(root);
  const id = buildId(root);
  await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    resolve: { alias: { "~": join(projectRoot, "app") } },
    define: {
      __PRECACHE__: JSON.stringify(precache),
      __BUILD_ID__: JSON.stringify(id),
      __FALLBACK__: JSON.stringify(fallbackPage),
      // "/admin/" holds no character a pattern reads otherwise.
      __ADMIN_PAGES__: JSON.stringify(`^${adminPath.slice(0, -1)}(?:/|$)`),
      // Workbox keeps its development logging behind this.
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      outDir: root,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      // A classic script: every browser that runs service workers runs these.
      lib: {
        entry: join(projectRoot, "service-worker", "sw.ts"),
        formats: ["iife"],
        name: "upoharServiceWorker",
        fileName: () => serviceWorkerPath.slice(1),
      },
    },
  });
  const bytes = precache.reduce((sum, { url }) => sum + statSync(join(root, url)).size, 0);
  return { id, files: precache.length, bytes };
}
