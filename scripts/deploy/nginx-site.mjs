// @ts-check
// nginx's configuration for this build as the shop's own server runs it. The build writes its
// server block with stand-ins (`listen 80;`, `server_name _;`, `root /var/www/upohar;`) that an
// administrator replaces; the upload (scripts/deploy/upload.sh) replaces them from the
// repository's settings, since every build changes the pages' policies in the same file.
// Usage: DEPLOY_PATH=/var/www/upohar DEPLOY_NGINX_SERVER='…' node nginx-site.mjs [build/deploy/nginx.conf]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const standIns = /^( *)listen 80;\n {2}server_name _;\n {2}root [^\n]*;$/m;

/**
 * The build's nginx.conf with the server's own lines (listen, server_name, certificates) and root.
 * @param {string} conf the build's build/deploy/nginx.conf
 * @param {{ root: string; server: string }} site the web root, and the lines that take the place
 *   of `listen 80;` and `server_name _;`, one directive a line
 */
export function siteNginxConfig(conf, { root: path, server }) {
  const root = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (!/^\/[\w./-]*$/.test(root)) {
    throw new Error(
      `nginx needs the web root as a full path of letters, digits and / . _ -, not "${path}"`,
    );
  }
  const lines = server
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (
    !lines.some((line) => line.startsWith("listen ")) ||
    !lines.some((line) => line.startsWith("server_name "))
  ) {
    throw new Error("the server lines need a listen and a server_name directive");
  }
  if (!standIns.test(conf)) {
    throw new Error(
      "build/deploy/nginx.conf has no `listen 80; server_name _; root …;` lines to replace: " +
        "scripts/deploy/nginx-site.mjs must follow scripts/build/deploy-rules.mjs",
    );
  }
  return conf.replace(standIns, (_, indent) =>
    [...lines, `root ${root};`].map((line) => `${indent}${line}`).join("\n"),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [file = "build/deploy/nginx.conf"] = process.argv.slice(2);
  try {
    const site = {
      root: process.env.DEPLOY_PATH ?? "",
      server: process.env.DEPLOY_NGINX_SERVER ?? "",
    };
    process.stdout.write(siteNginxConfig(readFileSync(file, "utf8"), site));
  } catch (error) {
    console.error(`nginx-site: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
