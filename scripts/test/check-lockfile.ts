// Fails when `npm ci` would refuse a package.json and its package-lock.json (the shop's, the
// way every deploy pipeline installs, and the admin's and the benchmarks' own), when a tool's
// package creeps back into the shop's install, when a package fetched alone (prebuilt.json) is not
// pinned as a lock file pins it or Decap's sign-in code parts from the version its admin bundles,
// and when the React Router packages drift apart: their runtime and build tool must agree on the
// route format.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prebuiltPackages } from "../install-tools.ts";

const root = new URL("../..", import.meta.url).pathname;
const problems = [];

/** The shop's install, and each tool's own, installed apart by the commands that use them. */
const installs = [
  { folder: "", tools: ["decap-cms", "decap-server", "lighthouse", "chrome-launcher"] },
  { folder: "admin", tools: [] },
  { folder: "scripts/bench", tools: [] },
];

for (const { folder, tools } of installs) {
  const lockFile = join(folder, "package-lock.json");
  const scratch = mkdtempSync(join(tmpdir(), "upohar-lockfile-"));
  try {
    copyFileSync(join(root, folder, "package.json"), join(scratch, "package.json"));
    copyFileSync(join(root, lockFile), join(scratch, "package-lock.json"));
    // A dry run performs npm ci's own comparison of the two files and installs nothing.
    execFileSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], {
      cwd: scratch,
      stdio: ["ignore", "ignore", "pipe"],
      encoding: "utf8",
    });
  } catch (caught) {
    const error = caught as Error & { stderr?: string };
    const missing = String(error.stderr ?? error.message)
      .split("\n")
      .filter((line) => /Missing:|Invalid:|in sync/.test(line))
      .map((line) => line.replace(/^npm error\s*/, ""));
    problems.push(
      `\`npm ci\` would refuse ${lockFile}:`,
      ...(missing.length > 0 ? missing : [String(error.message)]).map((line) => `  ${line}`),
      `  Fix: run \`npm install\`${folder ? ` in ${folder}` : ""}, and pin in package.json`,
      "  `overrides` any package whose platform builds the registry does not all have, then",
      `  commit ${lockFile}.`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const packages = JSON.parse(readFileSync(join(root, lockFile), "utf8")).packages ?? {};
  for (const [name, { version, integrity }] of Object.entries(
    prebuiltPackages(join(root, folder)),
  )) {
    if (!/^\d+\.\d+\.\d+$/.test(version) || !/^sha512-[A-Za-z0-9+/]{86}==$/.test(integrity)) {
      problems.push(
        `${folder}/prebuilt.json: ${name} needs an exact version and its sha512 integrity, as a`,
        "  lock file has them (`npm view <name>@<version> dist.integrity`).",
      );
    }
    if (`node_modules/${name}` in packages) {
      problems.push(`${lockFile} holds ${name}, which ${folder}/prebuilt.json fetches alone.`);
    }
  }
  for (const tool of tools.filter((name) => `node_modules/${name}` in packages)) {
    problems.push(
      `${lockFile} holds ${tool}, a tool's package: it belongs in admin/ or scripts/bench/, which`,
      "  install apart (scripts/install-tools.ts), not in every install of the shop.",
    );
  }
}

/**
 * The sign-in relay's test runs Decap's sign-in code from its own package (decap-cms-lib-auth) as
 * the code bundled into the admin's decap-cms.js: the two must be the versions Decap pairs.
 */
function checkDecapSignInCode() {
  const npmView = (spec: string, field: string) =>
    execFileSync("npm", ["view", spec, field], { cwd: root, encoding: "utf8" }).trim();
  const decap = prebuiltPackages(join(root, "admin"))["decap-cms"];
  if (!decap) {
    problems.push("admin/prebuilt.json names no decap-cms: the admin's page has no Decap CMS.");
    return;
  }
  const ours = JSON.parse(readFileSync(join(root, "admin", "package.json"), "utf8")).dependencies[
    "decap-cms-lib-auth"
  ];
  const app = npmView(`decap-cms@${decap.version}`, "dependencies.decap-cms-app");
  const bundled = npmView(`decap-cms-app@${app}`, "dependencies.decap-cms-lib-auth");
  if (ours !== bundled) {
    problems.push(
      `admin/package.json has decap-cms-lib-auth ${ours}, but decap-cms ${decap.version} bundles`,
      `  ${bundled}: set it to ${bundled} and run \`npm install\` in admin/ (docs/installs.md).`,
    );
  }
}
checkDecapSignInCode();

const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
const routerVersions = new Map<string, string>();
// The shop's own, at the top of node_modules: a copy nested in another package is that package's.
for (const [path, entry] of Object.entries<{ version: string }>(lock.packages ?? {})) {
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
  `package-lock.json, admin/ and scripts/bench/: npm ci accepts each; React Router packages on ${[...new Set(routerVersions.values())].join(", ")}`,
);
