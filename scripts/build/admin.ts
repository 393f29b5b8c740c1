// The owner's admin (/admin, decision 013): Decap CMS as its package ships it, the shop's config
// and checks (admin/), copied into the build beside the shop but apart from it. No shop page links
// it or loads any of it, the service worker leaves it alone, and it has a policy of its own.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { build } from "rolldown";
import { installTools } from "../install-tools.ts";
import { adminDirectives, adminPath } from "./admin-policy.ts";

export {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPage,
  adminPath,
} from "./admin-policy.ts";

const sources = resolve("admin");

/** Decap CMS's script and the pieces it loads on demand from beside it; not its source maps. */
const decapFile = /^(?:\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Writes the admin into `root`/admin. Returns its size, for the build's log.
 * @param root the folder the host serves
 * @param shop the shop's settings (content/shop.yaml)
 */
export async function writeAdmin(root: string, shop: { name: string; siteUrl: string; }) {
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
  const scripts = ["frame-guard", "admin"];
  for (const name of scripts) {
    const { output } = await build({
      input: join(sources, `${name}.ts`),
      write: false,
      output: { format: "iife", minify: true },
    });
    writeFileSync(join(target, `${name}.js`), output[0].code);
  }
  return { files: decapFiles.length + 3 + scripts.length };
}
