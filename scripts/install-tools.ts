// Installs a tool's own packages (the admin's decap-server, the benchmarks' Lighthouse) from its
// own lock file, apart from the shop's: `npm ci` of the shop installs only what building and testing
// the shop needs. Installs when the folder has never been installed or its lock file has changed
// since; without install scripts, which none of these tools needs.
//
// A folder's prebuilt.json names packages used only for a prebuilt file they ship (Decap CMS's
// decap-cms.js, one bundle with its dependencies inside): each is fetched alone, checked against
// the integrity written there as a lock file would, and unpacked into node_modules. Installed with
// Decap CMS's declared dependencies, the admin was 750 packages (403 MB) in 24–35 s of every fresh
// `npm test`; without them, 133 (84 MB) in 5–7 s, for the same file.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const projectRoot = resolve(new URL("..", import.meta.url).pathname);

/**
 * @param folder the tool's folder, holding its package.json and package-lock.json
 * @returns whether it had to install
 */
export function installTools(folder: string): boolean {
  const prebuiltFile = join(folder, "prebuilt.json");
  const hash = createHash("sha256").update(readFileSync(join(folder, "package-lock.json")));
  if (existsSync(prebuiltFile)) hash.update(readFileSync(prebuiltFile));
  const lock = hash.digest("hex");
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
  for (const [name, { version, integrity }] of Object.entries(prebuiltPackages(folder))) {
    fetchAlone(folder, name, version, integrity, env);
  }
  writeFileSync(stamp, lock);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`install-tools: ${relative(projectRoot, folder)} installed in ${seconds} s`);
  return true;
}

/**
 * The packages a folder's prebuilt.json names, by name; none when it has no such file.
 */
export function prebuiltPackages(
  folder: string,
): Record<string, { version: string; integrity: string }> {
  const file = join(folder, "prebuilt.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

/**
 * Fetches one package's file from the registry without its dependencies and unpacks it into the
 * folder's node_modules, once its bytes match `integrity` (npm's sha512, as in a lock file).
 */
function fetchAlone(
  folder: string,
  name: string,
  version: string,
  integrity: string,
  env: NodeJS.ProcessEnv,
) {
  const scratch = mkdtempSync(join(tmpdir(), "upohar-prebuilt-"));
  try {
    const packed = execFileSync(
      "npm",
      ["pack", `${name}@${version}`, "--json", "--ignore-scripts", "--pack-destination", scratch],
      { cwd: scratch, env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
    );
    const [{ filename }] = JSON.parse(packed);
    const file = join(scratch, filename);
    const found = `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
    if (found !== integrity) {
      throw new Error(
        `install-tools: ${name}@${version} from the registry is not the one ${relative(projectRoot, folder)}/prebuilt.json names (integrity ${found}, expected ${integrity}); nothing was unpacked. If you upgraded it on purpose, write the new integrity there (docs/installs.md).`,
      );
    }
    const target = join(folder, "node_modules", name);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    execFileSync("tar", ["-xzf", file, "-C", target, "--strip-components=1"]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const folder of process.argv.slice(2)) installTools(resolve(folder));
}
