// The browser tests and the benchmarks drive Debian's Chromium: tools cannot download their own
// browser here.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromePath)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${chromePath}.\n` +
        "Install Debian's package as root (sudo apt-get update && sudo apt-get install -y chromium),\n" +
        "or set CHROME_PATH to a Chromium or Chrome binary, then run the command again.",
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${chromePath}: installing Debian's chromium package…`);
  execSync("apt-get update && apt-get install -y --no-install-recommends chromium", {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (!existsSync(chromePath)) {
    console.error(`Installing chromium did not provide ${chromePath}. Set CHROME_PATH.`);
    process.exit(1);
  }
}
