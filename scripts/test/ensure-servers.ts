// The real-server tests (tests/e2e/servers.spec.ts) run the build on Debian's nginx and Apache.
// As root they are installed here, as Chromium is; otherwise those tests skip and say what to install.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const apacheModules = "/usr/lib/apache2/modules";

/** What the `.htaccess` needs, plus an MPM and `Require`; loaded by the tests' own config. */
export const apacheModuleFiles = {
  mpm_event_module: "mod_mpm_event.so",
  authz_core_module: "mod_authz_core.so",
  dir_module: "mod_dir.so",
  mime_module: "mod_mime.so",
  rewrite_module: "mod_rewrite.so",
  headers_module: "mod_headers.so",
};

export const nginxBrotli = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

const packages = {
  nginx: ["/usr/sbin/nginx"],
  "libnginx-mod-http-brotli-static": [nginxBrotli],
  apache2: [
    "/usr/sbin/apache2",
    ...Object.values(apacheModuleFiles).map((file) => `${apacheModules}/${file}`),
  ],
};
const installCommand = `apt-get install -y --no-install-recommends ${Object.keys(packages).join(" ")}`;

/** The Debian packages whose files are missing. */
export function missingServerPackages() {
  return Object.entries(packages)
    .filter(([, files]) => !files.every((file) => existsSync(file)))
    .map(([name]) => name);
}

export function skipMessage(missing: string[]) {
  return `Real-server tests skipped: ${missing.join(", ")} not installed. As root: apt-get update && ${installCommand}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const missing = missingServerPackages();
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (missing.length > 0 && isRoot) {
    console.log(`Installing Debian's ${missing.join(", ")} for the real-server tests…`);
    execSync(`apt-get update && ${installCommand}`, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else if (missing.length > 0) {
    console.warn(skipMessage(missing));
  }
}
