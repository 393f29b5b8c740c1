// Builds the service worker (service-worker/sw.ts) into the site as /sw.js, with the list of files
// it precaches and the build it belongs to. Runs from postbuild once every page is final, so the
// revisions it records are those of the files the host serves.
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { build } from "vite";
import {
  brokenContract,
  parseRouteManifest,
  routeManifestChunk,
  type ManifestRoute,
} from "../../app/framework/router-contracts.ts";
import type { RouteFiles } from "../../app/lib/site/offline.ts";
import { adminPath } from "./admin.ts";
import { fallbackPage } from "./deploy-rules.ts";
import { filesUnder } from "../files-under.ts";

export const serviceWorkerPath = "/sw.js";

/**
 * The admin's addresses (/admin, /admin/…, /admin?…), which the worker leaves to the network, as
 * Workbox matches them: path and query together. "/admin/" holds no character a pattern reads
 * otherwise.
 */
export const adminPagesPattern = `^${adminPath.slice(0, -1)}(?:[/?]|$)`;
const projectRoot = resolve(new URL("../..", import.meta.url).pathname);

const md5 = (content: Buffer) => createHash("md5").update(content).digest("hex");

/** React Router's route manifest, as the build wrote it into the assets. */
export function routeManifestOf(root: string) {
  const file = filesUnder(join(root, "assets")).find((path) => routeManifestChunk.test(path));
  if (!file) throw brokenContract("routeManifestChunk", "the build wrote no route manifest");
  return { url: `/${relative(root, file)}`, manifest: parseRouteManifest(readFileSync(file, "utf8")) };
}

/** The icons' sprite (app/components/icons.svg), which every page's header draws from. */
function iconSpriteOf(root: string) {
  const sprites = filesUnder(join(root, "assets")).filter((path) => /[/\\]icons-[\w-]+\.svg$/.test(path));
  const [sprite] = sprites;
  if (sprite === undefined || sprites.length !== 1) {
    throw new Error(
      `The build should hold one icons sprite (assets/icons-*.svg), not ${sprites.length}: see vite.config.ts's assetsInlineLimit`,
    );
  }
  return `/${relative(root, sprite)}`;
}

/**
 * What every page needs, which the worker installs with itself: the fallback page that starts the
 * app at any address (offline, it says so), the route manifest, the entry, the root's files and
 * the icons' sprite. The page that registers the worker has loaded all but the fallback page, so
 * they come from the browser's HTTP cache. Hashed files need no revision; the fallback page
 * carries its own.
 */
export function precacheList(root: string) {
  const { url, manifest } = routeManifestOf(root);
  const rootRoute = manifest.routes.root;
  if (!rootRoute) throw brokenContract("parseRouteManifest", "its manifest has no root route");
  const hashed = [
    url,
    iconSpriteOf(root),
    manifest.entry.module,
    ...manifest.entry.imports,
    rootRoute.module,
    ...rootRoute.imports,
    ...rootRoute.css,
  ];
  return [
    ...[...new Set(hashed)].sort().map((file) => ({ url: file, revision: null })),
    { url: fallbackPage, revision: md5(readFileSync(join(root, fallbackPage))) },
  ];
}

/** A pattern that names fewer segments by a parameter, and no `*`, is the more specific. */
function specificity(pattern: string): [star: number, params: number] {
  const parts = pattern.split("/").filter(Boolean);
  return [parts.includes("*") ? 1 : 0, parts.filter((part) => part.startsWith(":")).length];
}

/**
 * Each page's path pattern with the files it needs beyond the precache (offline.ts's RouteFiles):
 * its route's and its parents' modules, chunks and stylesheets, most specific pattern first.
 */
export function routeFilesOf(root: string): RouteFiles {
  const { manifest } = routeManifestOf(root);
  const precached = new Set(precacheList(root).map(({ url }) => url));
  const routes = Object.values(manifest.routes);
  const lineage = (route: ManifestRoute): ManifestRoute[] => {
    const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
    return parent ? [...lineage(parent), route] : [route];
  };
  const pages = routes.filter(
    (route) =>
      route.hasDefaultExport !== false && !routes.some((other) => other.parentId === route.id),
  );
  return pages
    .map((page) => {
      const chain = lineage(page);
      const pattern = `/${chain
        .map((route) => route.path ?? "")
        .filter(Boolean)
        .join("/")}`;
      const files = chain.flatMap((route) => [route.module, ...route.imports, ...route.css]);
      return [pattern, [...new Set(files)].filter((file) => !precached.has(file)).sort()] as const;
    })
    .sort(([a], [b]) => {
      const [starA, paramsA] = specificity(a);
      const [starB, paramsB] = specificity(b);
      return starA - starB || paramsA - paramsB || b.length - a.length;
    });
}

/**
 * One id per deploy, from every file it serves: a deploy that changes anything gets a new worker,
 * which replaces the pages and data the last one saved. Compressed copies follow their originals.
 */
export function buildId(root: string) {
  const hash = createHash("sha256");
  for (const file of filesUnder(root).sort()) {
    const path = relative(root, file);
    if (`/${path}` === serviceWorkerPath || /\.(br|gz)$/.test(path)) continue;
    hash.update(path).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

export async function buildServiceWorker(root: string) {
  const precache = precacheList(root);
  const id = buildId(root);
  await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    resolve: { alias: { "~": join(projectRoot, "app") } },
    define: {
      __PRECACHE__: JSON.stringify(precache),
      __ROUTE_FILES__: JSON.stringify(routeFilesOf(root)),
      __BUILD_ID__: JSON.stringify(id),
      __FALLBACK__: JSON.stringify(fallbackPage),
      __ADMIN_PAGES__: JSON.stringify(adminPagesPattern),
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
