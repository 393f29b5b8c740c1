// The upload's test (scripts/deploy/upload.test.ts) runs the real rsync and lftp, Debian's
// packages. As root they are installed here, as the real servers are (ensure-servers.ts);
// otherwise the test skips and says what to install.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const packages = { rsync: "/usr/bin/rsync", lftp: "/usr/bin/lftp" };

/** The Debian packages whose program is missing. */
export function missingUploadTools() {
  return Object.entries(packages)
    .filter(([, program]) => !existsSync(program))
    .map(([name]) => name);
}

const installCommand = (missing: string[]) =>
  `apt-get install -y --no-install-recommends ${missing.join(" ")}`;

export function uploadToolsSkipMessage(missing: string[]) {
  return `Upload tests skipped: ${missing.join(", ")} not installed. As root: apt-get update && ${installCommand(missing)}`;
}

/** Installs what is missing when run as root; returns what is still missing. */
export function ensureUploadTools() {
  const missing = missingUploadTools();
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (missing.length > 0 && isRoot) {
    console.log(`Installing Debian's ${missing.join(", ")} for the upload tests…`);
    execSync(`apt-get update && ${installCommand(missing)}`, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  return missingUploadTools();
}
