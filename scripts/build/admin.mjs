// @ts-check
// The owner's admin (/admin, decision 013): Decap CMS as its package ships it, the shop's config
// and checks (admin/), copied into the build beside the shop but apart from it. No shop page links
// it or loads any of it, the service worker leaves it alone, and it has a policy of its own.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { build } from "rolldown";
import { installTools } from "../install-tools.mjs";

/** Where the admin is served; the service worker and the deploy rules name it from here. */
export const adminPath = "/admin/";
export const adminPage = `${adminPath}index.html`;

const sources = resolve("admin");

/**
 * What Decap CMS needs, on /admin alone: its config's validator compiles schemas with `new
 * Function` ('unsafe-eval'), its styles are written at run time ('unsafe-inline'), it shows photos
 * from memory before they are saved (blob:), and it talks to GitHub's API, or to `decap-server` on
 * the owner's own computer (localhost). GitHub's sign-in opens in a window of its own, which a
 * policy does not govern.
 */
const adminDirectives = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:*",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const adminContentSecurityPolicy = [...adminDirectives, "frame-ancestors 'none'"].join("; ");

/**
 * Headers the admin's page needs in place of the shop's: GitHub's sign-in window reports back to
 * the page that opened it, which the shop's `same-origin` opener policy would cut off.
 */
export const adminHeaders = { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" };

/** Decap CMS's script and the pieces it loads on demand from beside it; not its source maps. */
const decapFile = /^(?:\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/;

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Writes the admin into `root`/admin. Returns its size, for the build's log.
 * @param {string} root the folder the host serves
 * @param {{ name: string, siteUrl: string }} shop the shop's settings (content/shop.yaml)
 */
export async function writeAdmin(root, shop) {
  // Decap CMS is the admin's own package (admin/package.json), installed apart from the shop's.
  installTools(sources);
  const decapDist = dirname(createRequire(join(sources, "package.json")).resolve("decap-cms"));
  const target = join(root, adminPath);
  mkdirSync(target, { recursive: true });
  const page = readFileSync(join(sources, "index.html"), "utf8");
  // Its policy in the page too, for hosts that send no headers (GitHub Pages).
  const charset = /<meta charset="utf-8"\s*\/?>/i;
  if (!charset.test(page)) throw new Error("postbuild: admin/index.html has no <meta charset>");
  const policy = `<meta http-equiv="Content-Security-Policy" content="${adminDirectives.join("; ")}" />`;
  writeFileSync(
    join(target, "index.html"),
    page
      .replace(charset, (tag) => `${tag}\n    ${policy}`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shop.name)} admin</title>`),
  );
  // The admin's link to the live site is the shop's own address.
  const config = readFileSync(join(sources, "config.yml"), "utf8");
  if (!/^site_url: .*$/m.test(config)) throw new Error("postbuild: admin/config.yml has no site_url");
  writeFileSync(
    join(target, "config.yml"),
    config.replace(/^site_url: .*$/m, `site_url: ${JSON.stringify(shop.siteUrl)}`),
  );
  copyFileSync(join(sources, "admin.css"), join(target, "admin.css"));
  const decapFiles = readdirSync(decapDist).filter((name) => decapFile.test(name));
  if (!decapFiles.includes("decap-cms.js")) {
    throw new Error(`postbuild: decap-cms ships no decap-cms.js in ${decapDist}`);
  }
  for (const name of decapFiles) copyFileSync(join(decapDist, name), join(target, name));
  const { output } = await build({
    input: join(sources, "admin.ts"),
    write: false,
    output: { format: "iife", minify: true },
  });
  writeFileSync(join(target, "admin.js"), output[0].code);
  return { files: decapFiles.length + 4 };
}
