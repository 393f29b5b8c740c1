// @ts-check
// Installs a tool's own packages (the admin's Decap CMS, the benchmarks' Lighthouse) from its own
// lock file, apart from the shop's: `npm ci` of the shop installs only what building and testing
// the shop needs. Installs when the folder has never been installed or its lock file has changed
// since; without install scripts, which none of these tools needs.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const projectRoot = resolve(new URL("..", import.meta.url).pathname);

/**
 * @param {string} folder the tool's folder, holding its package.json and package-lock.json
 * @returns {boolean} whether it had to install
 */
export function installTools(folder) {
  const lock = createHash("sha256")
    .update(readFileSync(join(folder, "package-lock.json")))
    .digest("hex");
  const stamp = join(folder, "node_modules", ".installed-lock");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === lock) return false;
  const started = Date.now();
  // Run from an npm script (the build), npm's own variables describe the shop's install and
  // would be taken for this one's: the tool's folder is named explicitly, and they are left out.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)),
  );
  const args = ["ci", "--prefix", folder, "--ignore-scripts", "--no-audit", "--no-fund"];
  execFileSync("npm", [...args, "--loglevel=error"], {
    cwd: folder,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  writeFileSync(stamp, lock);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`install-tools: ${relative(projectRoot, folder)} installed in ${seconds} s`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const folder of process.argv.slice(2)) installTools(resolve(folder));
}
