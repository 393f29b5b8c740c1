// nginx's two files for this build as the shop's own server runs them (scripts/deploy/upload.sh).
// - The server configuration (build/deploy/nginx.conf): the build writes its server block with
//   stand-ins (`listen 80;`, `server_name _;`, `root /var/www/upohar;`, and where it includes the
//   policies) that the server's own lines replace. It changes only with this repository's rules,
//   and root installs it; the upload only checks that the server runs this one.
// - The pages' policies (build/deploy/nginx-policies.conf), which change with every build: the one
//   file the upload writes. Between two builds it writes them bridged, so that each page's policy
//   allows both builds' inline scripts while the pages change under a running nginx.
// Usage:
//   DEPLOY_PATH=/var/www/upohar DEPLOY_NGINX_SERVER='…' DEPLOY_NGINX_POLICIES=/etc/nginx/upohar/policies.conf \
//     node nginx-site.ts site [build/deploy/nginx.conf]
//   node nginx-site.ts bridge <this build's policies> <the server's policies>
// (Node 22.18 and later; on Node 20, `node --import tsx` as upload.sh does.)
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { fallbackPage, nginxPoliciesInclude } from "../build/deploy-rules.ts";

const standIns = /^( *)listen 80;\n {2}server_name _;\n {2}root [^\n]*;$/m;
const policiesStandIn = `  include ${nginxPoliciesInclude};\n`;
const fullPath = /^\/[\w./-]*$/;

function checkedPath(path: string, what: string) {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (!fullPath.test(trimmed) || trimmed.split("/").includes("..")) {
    throw new Error(
      `nginx needs ${what} as a full path of letters, digits and / . _ -, not "${path}"`,
    );
  }
  return trimmed;
}

/**
 * The build's nginx.conf with the server's own lines (listen, server_name, certificates), root, and
 * where the policies are.
 * `conf` is the build's build/deploy/nginx.conf; `site` names the web root, the lines that take
 * the place of `listen 80;` and `server_name _;`, one directive a line, and the full path of the
 * policies file, which the upload writes.
 */
export function siteNginxConfig(
  conf: string,
  {
    root: rootPath,
    server,
    policies: policiesPath,
  }: { root: string; server: string; policies: string },
) {
  const root = checkedPath(rootPath, "the web root");
  const policies = checkedPath(policiesPath, "the policies file");
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
  if (!standIns.test(conf) || !conf.includes(policiesStandIn)) {
    throw new Error(
      "build/deploy/nginx.conf has no `listen 80; server_name _; root …;` or `include " +
        `${nginxPoliciesInclude};\` lines to replace: ` +
        "scripts/deploy/nginx-site.ts must follow scripts/build/deploy-rules.ts",
    );
  }
  return conf
    .replace(standIns, (_, indent) =>
      [...lines, `root ${root};`].map((line) => `${indent}${line}`).join("\n"),
    )
    .replace(policiesStandIn, `  include ${policies};\n`);
}

const entry = /^("[^"]*") "([^"]*)";$/;

/**
 * A policies file's entries: each served file's policy, by the file's quoted name.
 */
function policyEntries(text: string): Map<string, string> {
  const entries = new Map();
  for (const line of text.split("\n")) {
    const match = entry.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) entries.set(match[1], match[2]);
  }
  return entries;
}

const scriptHashes = (policy: string): string[] => policy.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];

/**
 * `policy` whose `script-src` also allows `hashes`.
 */
function allowing(policy: string, hashes: string[]) {
  const added = hashes.filter((hash) => !scriptHashes(policy).includes(hash));
  if (added.length === 0) return policy;
  return policy.replace(/(^|; )script-src ([^;]*)/, (_, start, sources) =>
    [`${start}script-src ${sources}`, ...added].join(" "),
  );
}

/**
 * This build's policies, each page's also allowing the inline scripts the server's policy for it
 * allowed: what nginx runs while the pages change, so that neither build's pages are blocked,
 * whichever a shopper is sent. A page this build no longer has, deleted at the end of the upload,
 * gets the fallback page's policy allowing its old scripts. Only hashes are carried over, only
 * into `script-src`: nothing else of the server's file is kept.
 * @param next this build's nginx-policies.conf
 * @param previous the policies file on the server (of the last build, or empty)
 */
export function bridgedPolicies(next: string, previous: string) {
  const before = policyEntries(previous);
  const after = policyEntries(next);
  const fallback = after.get(`"${fallbackPage}"`);
  const line = (file: string, policy: string) => `${file} "${policy}";`;
  const bridged = [...after].map(([file, policy]) =>
    line(file, allowing(policy, scriptHashes(before.get(file) ?? ""))),
  );
  const gone = [...before].flatMap(([file, policy]) =>
    after.has(file) || fallback === undefined
      ? []
      : [line(file, allowing(fallback, scriptHashes(policy)))],
  );
  return [
    "# This build's policies, each also allowing the previous build's inline scripts while the",
    "# pages change (scripts/deploy/nginx-site.ts); the upload writes this build's alone after.",
    ...bridged,
    ...gone,
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [command, ...files] = process.argv.slice(2);
  try {
    if (command === "site") {
      const [file = "build/deploy/nginx.conf"] = files;
      const site = {
        root: process.env.DEPLOY_PATH ?? "",
        server: process.env.DEPLOY_NGINX_SERVER ?? "",
        policies: process.env.DEPLOY_NGINX_POLICIES ?? "",
      };
      process.stdout.write(siteNginxConfig(readFileSync(file, "utf8"), site));
    } else if (command === "bridge" && files.length === 2) {
      const [next = "", previous = ""] = files.map((file) => readFileSync(file, "utf8"));
      process.stdout.write(bridgedPolicies(next, previous));
    } else {
      throw new Error("usage: nginx-site.ts site [nginx.conf] | bridge <next> <previous>");
    }
  } catch (error) {
    console.error(`nginx-site: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
