// Fails when `npm ci` would refuse this package.json and package-lock.json, the way every deploy
// pipeline installs, and when the React Router packages drift apart: their runtime and build tool
// must agree on the route format.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const problems = [];

const scratch = mkdtempSync(join(tmpdir(), "upohar-lockfile-"));
try {
  copyFileSync(join(root, "package.json"), join(scratch, "package.json"));
  copyFileSync(join(root, "package-lock.json"), join(scratch, "package-lock.json"));
  // A dry run performs npm ci's own comparison of the two files and installs nothing.
  execFileSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: scratch,
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
  });
} catch (error) {
  const missing = String(error.stderr ?? error.message)
    .split("\n")
    .filter((line) => /Missing:|Invalid:|in sync/.test(line))
    .map((line) => line.replace(/^npm error\s*/, ""));
  problems.push(
    "`npm ci` would refuse the lock file:",
    ...(missing.length > 0 ? missing : [String(error.message)]).map((line) => `  ${line}`),
    "  Fix: run `npm install`, and pin in package.json `overrides` any package whose",
    "  platform builds the registry does not all have, then commit package-lock.json.",
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
const routerVersions = new Map();
// The shop's own, at the top of node_modules: a copy nested in another package is that package's
// (Decap CMS, which ships its admin prebuilt, depends on React Router 5).
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  if (/^node_modules\/(react-router|@react-router\/[^/]+)$/.test(path)) {
    routerVersions.set(path, entry.version);
  }
}
if (new Set(routerVersions.values()).size > 1) {
  problems.push(
    "The React Router packages are not on one version:",
    ...[...routerVersions].map(([path, version]) => `  ${path} ${version}`),
  );
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(
  `package-lock.json: npm ci accepts it; React Router packages on ${[...new Set(routerVersions.values())].join(", ")}`,
);
