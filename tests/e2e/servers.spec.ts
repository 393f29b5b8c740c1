// The build on real servers: Debian's nginx and Apache with the configuration the build wrote, and
// `npm start`'s server, checked on every page of both editions. Headers are read with plain
// requests for every page; a browser opens a page of every kind on each.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import {
  configFiles,
  fallbackPage,
  immutableCache,
  revalidateCache,
} from "../../scripts/build/deploy-rules.ts";
import {
  commonHeaders,
  contentSecurityPolicy,
  inlineHashes,
  metaContentSecurityPolicy,
} from "../../scripts/build/headers.ts";
import { adminContentSecurityPolicy, adminHeaders, adminPage } from "../../scripts/build/admin.ts";
import { locales } from "../../app/config/locale";
import { productFeedPath } from "../../app/lib/site/product-feed";
import { observatoryScore } from "../servers/observatory";
import { missingServerPackages, skipMessage } from "../../scripts/test/ensure-servers.ts";
import { startApache, startNginx, type RealServer } from "../servers/real-servers";
import { countsShown } from "./fixtures";
import { policyViolations, watchPolicyViolations } from "./page-checks";

const buildDir = "build";
const client = join(buildDir, "client");
const pages = [...readFileSync(join(client, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)</g)]
  .map(([, loc = ""]) => new URL(loc).pathname)
  .map((path) => (path.length > 1 ? path.replace(/\/$/, "") : path));
const unknownPaths = ["/no/such/page", "/bn/no/such/page", "/product", "/bn/assets"];
const missing = missingServerPackages();
// Reporters list skipped tests without their reason; this names what to install.
if (missing.length > 0) console.warn(skipMessage(missing));
const real = ["nginx", "apache"] as const;

type ServerName = (typeof real)[number];
const start = { nginx: startNginx, apache: startApache };

/** Each server starts when a test first asks for it, once per worker: `npm start`'s tests need neither. */
const test = base.extend<object, { server: (name: ServerName) => Promise<RealServer> }>({
  server: [
    // Playwright reads a fixture's dependencies from this pattern; the servers need none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const started = new Map<ServerName, Promise<RealServer>>();
      await use((name) => {
        const running = started.get(name) ?? start[name](buildDir);
        started.set(name, running);
        return running;
      });
      await Promise.all([...started.values()].map(async (running) => (await running).stop()));
    },
    { scope: "worker", timeout: 30_000 },
  ],
});

const isReal = (name: string): name is ServerName => name !== "npm start";
const skipWithoutServers = (name: string) =>
  test.skip(isReal(name) && missing.length > 0, skipMessage(missing));

const fileOf = (path: string) => join(client, path === "/" ? "" : path, "index.html");

/** The policy a page must be sent with, worked out from the page itself. */
function expectedPolicy(file: string) {
  const hashes = inlineHashes(readFileSync(file, "utf8"));
  return { header: contentSecurityPolicy(hashes), meta: metaContentSecurityPolicy(hashes) };
}

function expectSecurityHeaders(headers: Headers, file: string, where: string) {
  const policy = expectedPolicy(file);
  expect.soft(headers.get("content-security-policy"), where).toBe(policy.header);
  for (const [name, value] of Object.entries(commonHeaders)) {
    expect.soft(headers.get(name), `${name} on ${where}`).toBe(value);
  }
  expect.soft(headers.get("cache-control"), `caching of ${where}`).toBe(revalidateCache);
  expect.soft(headers.get("content-type"), where).toMatch(/^text\/html/);
}

async function urlOf(
  name: string,
  server: (name: ServerName) => Promise<RealServer>,
  baseURL: string | undefined,
) {
  return isReal(name) ? (await server(name)).url : (baseURL ?? "");
}

for (const name of [...real, "npm start"]) {
  test.describe(name, () => {
    skipWithoutServers(name);

    test(`${name}: every page is sent with its own policy, the security headers, revalidated`, async ({
      server,
      baseURL,
    }) => {
      const url = await urlOf(name, server, baseURL);
      const paths = pages.flatMap((path) => (path === "/" ? [path] : [path, `${path}/`]));
      for (const path of paths) {
        const response = await fetch(url + path, { headers: { "accept-encoding": "br, gzip" } });
        expect.soft(response.status, path).toBe(200);
        const html = await response.text();
        expect.soft(html, path).toBe(readFileSync(fileOf(path), "utf8"));
        expect.soft(html, path).toContain(`content="${expectedPolicy(fileOf(path)).meta}"`);
        expectSecurityHeaders(response.headers, fileOf(path), path);
      }
    });

    test(`${name}: the owner's admin has its own policy and lets GitHub's sign-in window report back`, async ({
      server,
      baseURL,
    }) => {
      const url = await urlOf(name, server, baseURL);
      const admin = readFileSync(join(client, adminPage), "utf8");
      for (const path of ["/admin/", "/admin"]) {
        const response = await fetch(url + path, { headers: { "accept-encoding": "br, gzip" } });
        expect.soft(response.status, path).toBe(200);
        expect.soft(await response.text(), path).toBe(admin);
        expect
          .soft(response.headers.get("content-security-policy"), path)
          .toBe(adminContentSecurityPolicy);
        expect
          .soft(response.headers.get("cross-origin-opener-policy"), path)
          .toBe(adminHeaders["Cross-Origin-Opener-Policy"]);
        expect.soft(response.headers.get("x-frame-options"), path).toBe("DENY");
      }
    });

    test(`${name}: an unknown path gets the fallback, which shows Home, with status 200`, async ({
      server,
      baseURL,
    }) => {
      const url = await urlOf(name, server, baseURL);
      const fallback = join(client, fallbackPage);
      for (const path of unknownPaths) {
        const response = await fetch(url + path);
        expect.soft(response.status, path).toBe(200);
        expect.soft(await response.text(), path).toBe(readFileSync(fallback, "utf8"));
        expectSecurityHeaders(response.headers, fallback, path);
      }
    });

    test(`${name}: precompressed copies with their encoding, assets kept for a year`, async ({
      server,
      baseURL,
    }) => {
      const url = await urlOf(name, server, baseURL);
      const assets = readdirSync(join(client, "assets")).filter((file) => /\.(js|css)$/.test(file));
      const types = { js: /^(text|application)\/javascript/, css: /^text\/css/ };
      for (const asset of assets) {
        const path = `/assets/${asset}`;
        const original = readFileSync(join(client, path), "utf8");
        for (const [accept, encoding] of [
          ["br, gzip", existsSync(join(client, `${path}.br`)) ? "br" : null],
          ["gzip", existsSync(join(client, `${path}.gz`)) ? "gzip" : null],
          ["identity", null],
        ] as const) {
          const response = await fetch(url + path, { headers: { "accept-encoding": accept } });
          const where = `${path} (${accept})`;
          expect.soft(response.headers.get("content-encoding"), where).toBe(encoding);
          expect.soft(await response.text(), where).toBe(original);
          expect.soft(response.headers.get("cache-control"), where).toBe(immutableCache);
          expect
            .soft(response.headers.get("content-type"), where)
            .toMatch(types[asset.endsWith(".css") ? "css" : "js"]);
          if (encoding)
            expect.soft(response.headers.get("vary"), where).toMatch(/accept-encoding/i);
        }
      }
      const page = await fetch(`${url}/products`, { headers: { "accept-encoding": "br" } });
      expect(page.headers.get("content-encoding")).toBe("br");
      expect(page.headers.get("vary")).toMatch(/accept-encoding/i);
    });

    test(`${name}: the service worker and the manifests are revalidated on every visit`, async ({
      server,
      baseURL,
    }) => {
      const url = await urlOf(name, server, baseURL);
      // A worker kept by a cache would hold shoppers on an old build until it expired.
      for (const [path, type] of [
        ["/sw.js", /^(text|application)\/javascript/],
        ["/manifest.webmanifest", /^application\/manifest\+json/],
        ["/bn/manifest.webmanifest", /^application\/manifest\+json/],
      ] as const) {
        const response = await fetch(url + path, { headers: { "accept-encoding": "br, gzip" } });
        expect.soft(response.status, path).toBe(200);
        expect.soft(await response.text(), path).toBe(readFileSync(join(client, path), "utf8"));
        expect.soft(response.headers.get("cache-control"), path).toBe(revalidateCache);
        expect.soft(response.headers.get("content-type"), path).toMatch(type);
      }
    });

    test(`${name}: the catalog feeds are sent as XML, revalidated, compressed or not`, async ({
      server,
      baseURL,
    }) => {
      const url = await urlOf(name, server, baseURL);
      // Meta and Google fetch them once a day: a cached copy would list yesterday's prices.
      for (const path of locales.map(productFeedPath)) {
        for (const accept of ["br, gzip", "identity"]) {
          const response = await fetch(url + path, { headers: { "accept-encoding": accept } });
          const where = `${path} (${accept})`;
          expect.soft(response.status, where).toBe(200);
          expect.soft(await response.text(), where).toBe(readFileSync(join(client, path), "utf8"));
          expect
            .soft(response.headers.get("content-type"), where)
            .toMatch(/^(application|text)\/(rss\+)?xml/);
          expect.soft(response.headers.get("cache-control"), where).toBe(revalidateCache);
        }
      }
    });

    test(`${name}: the host files are not served`, async ({ server, baseURL }) => {
      const url = await urlOf(name, server, baseURL);
      for (const file of configFiles) {
        const response = await fetch(`${url}/${file}`);
        expect.soft(response.status, file).toBeGreaterThanOrEqual(400);
        expect.soft(await response.text(), file).not.toContain("Content-Security-Policy");
      }
    });

    test(`${name}: a script an older build had is missing, not the fallback page`, async ({
      server,
      baseURL,
    }) => {
      const url = await urlOf(name, server, baseURL);
      for (const accept of ["br, gzip", "identity"]) {
        const response = await fetch(`${url}/assets/route-of-an-older-build-1234abcd.js`, {
          headers: { "accept-encoding": accept },
        });
        expect.soft(response.status, accept).toBe(404);
        expect.soft(await response.text(), accept).not.toContain("Content-Security-Policy");
      }
    });

    test(`${name}: MDN HTTP Observatory grade A+`, async ({ server, baseURL }, testInfo) => {
      const url = await urlOf(name, server, baseURL);
      const probeOrigin = "https://http-observatory.security.mozilla.org";
      const response = await fetch(`${url}/`, { headers: { origin: probeOrigin } });
      const headers = Object.fromEntries(response.headers);
      // TLS and the redirect from http:// are the host's: every recipe in docs/deploy.md turns them on.
      const transport = { https: true, redirectsHttpToHttps: true };
      const result = observatoryScore({
        headers,
        html: await response.text(),
        transport,
        probeOrigin,
      });
      const report = [
        `${name}: ${result.score} (${result.grade}), assuming ${JSON.stringify(transport)}`,
        ...Object.entries(headers).map(([header, value]) => `  ${header}: ${value.slice(0, 100)}`),
        ...result.rules.map(
          ({ rule, result: outcome, modifier }) =>
            `  ${String(modifier).padStart(3)}  ${rule}: ${outcome}`,
        ),
      ].join("\n");
      console.log(report);
      await testInfo.attach("observatory", { body: report, contentType: "text/plain" });
      expect(result.grade, report).toBe("A+");
    });
  });
}

/** Visits each path in one page, checking its main heading and that no policy was violated. */
async function visitAll(
  page: Page,
  url: string,
  paths: string[],
  heading?: (path: string) => string,
) {
  await watchPolicyViolations(page);
  for (const path of paths) {
    // The app has run every script once it shows the cart's count; waiting for images costs time.
    await page.goto(url + path, { waitUntil: "domcontentloaded" });
    await countsShown(page);
    const h1 = page.getByRole("heading", { level: 1, ...(heading ? { name: heading(path) } : {}) });
    await expect.soft(h1, path).toBeVisible();
    expect.soft(await policyViolations(page), path).toEqual([]);
  }
}

/**
 * The pages a browser opens on each server: every kind of page in both editions. Each page's own
 * policy is checked against the page for every page above; a browser shows that such a policy lets
 * the page run, which depends on the kind of page and its scripts, not on which gift it shows.
 */
const sampled = [
  "/",
  "/bn",
  "/products",
  "/bn/category/birthday-gifts",
  "/product/8",
  "/bn/product/1",
  "/cart",
  "/bn/faq",
];

for (const name of real) {
  test(`${name}: a page of every kind, in both editions, runs with no policy violation`, async ({
    server,
    page,
  }) => {
    skipWithoutServers(name);
    await visitAll(page, (await server(name)).url, sampled);
  });

  test(`${name}: unknown paths show Home in their edition`, async ({ server, page }) => {
    skipWithoutServers(name);
    const url = (await server(name)).url;
    const homes: Record<string, string> = {};
    for (const home of ["/", "/bn"]) {
      await page.goto(url + home);
      homes[home] = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    }
    await visitAll(page, url, unknownPaths, (path) =>
      path.startsWith("/bn/") ? (homes["/bn"] ?? "") : (homes["/"] ?? ""),
    );
  });
}
