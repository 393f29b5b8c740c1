// The browser tests and the benchmarks drive Debian's Chromium: tools cannot download their own
// browser here. The benchmarks measure the whole browser a shopper runs (package chromium); the
// tests drive its headless shell (package chromium-headless-shell, decision 019). Usage:
// `node --import tsx scripts/test/ensure-chromium.ts [debian-package]`, chromium by default.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const debianPackage = process.argv[2] ?? "chromium";
const chromePath = process.env.CHROME_PATH ?? `/usr/bin/${debianPackage}`;

if (!existsSync(chromePath)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${chromePath}.\n` +
        `Install Debian's package as root (sudo apt-get update && sudo apt-get install -y ${debianPackage}),\n` +
        "or set CHROME_PATH to a Chromium or Chrome binary, then run the command again.",
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${chromePath}: installing Debian's ${debianPackage} package…`);
  execSync(`apt-get update && apt-get install -y --no-install-recommends ${debianPackage}`, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (!existsSync(chromePath)) {
    console.error(`Installing ${debianPackage} did not provide ${chromePath}. Set CHROME_PATH.`);
    process.exit(1);
  }
}
