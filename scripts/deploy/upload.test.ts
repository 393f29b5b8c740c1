// The upload the workflow runs (upload.sh), with the real rsync and lftp, into a folder standing for
// the server: over a stand-in for ssh that runs the remote command here, and lftp's file:// access.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deployRules, formatNginx } from "../build/deploy-rules.mjs";
import { ensureUploadTools, uploadToolsSkipMessage } from "../test/ensure-upload-tools.mjs";
import { filesUnder } from "../files-under.mjs";

const script = join(import.meta.dirname, "upload.sh");

/** A build as `npm run build` leaves it, in miniature: hidden and `_` files, hashed assets. */
const built = {
  "client/index.html": "<h1>Gifts</h1>",
  "client/bn/product/3/index.html": "<h1>উপহার</h1>",
  "client/.htaccess": "DirectoryIndex index.html\n",
  "client/.nojekyll": "",
  "client/_redirects": "/*  /__spa-fallback.html  200\n",
  "client/_headers": "/*\n  X-Frame-Options: DENY\n",
  "client/__spa-fallback.html": "<p>Loading</p>",
  "client/assets/app-N3w.js": "console.log('new')",
  "deploy/nginx.conf": formatNginx(
    deployRules([{ path: "/", file: "/index.html", csp: "default-src 'self'" }]),
  ),
};

/** What the server held before: the last build, a stale hidden file, and the host's own folders. */
const onServer = {
  "index.html": "<h1>Old gifts</h1>",
  "old-page/index.html": "<h1>Gone</h1>",
  ".stale-hidden": "from an older build",
  "assets/app-0ld.js": "console.log('old')",
  ".well-known/acme-challenge/token": "certificate check",
  "cgi-bin/.keep": "",
};

// Runs the remote command (rsync's server end, the reload command) here, and notes how it was called.
const sshStandIn = `#!/usr/bin/env bash
printf '%s\\n' "$*" >> "$SSH_LOG"
while [ $# -gt 0 ]; do
  case "$1" in
    -o) printf '%s\\n' "$2" >> "$SSH_LOG"
        case "$2" in UserKnownHostsFile=*) cat "\${2#UserKnownHostsFile=}" >> "$SSH_LOG" ;; esac
        shift 2 ;;
    -i|-p|-l) shift 2 ;;
    -*) shift ;;
    *) shift; break ;;
  esac
done
exec sh -c "$*"
`;

function writeTree(root: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

function readTree(root: string) {
  return Object.fromEntries(
    filesUnder(root)
      .map((file) => [relative(root, file), readFileSync(file, "utf8")] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const siteFiles = Object.fromEntries(
  Object.entries(built)
    .filter(([path]) => path.startsWith("client/"))
    .map(([path, content]) => [path.slice("client/".length), content]),
);
const hostsOwn = {
  ".well-known/acme-challenge/token": "certificate check",
  "cgi-bin/.keep": "",
};

let missing: string[] = [];
let work = "";
let buildDir = "";
let webRoot = "";
let sshLog = "";
let bin = "";

function upload(settings: Record<string, string>) {
  const result = spawnSync("bash", [script], {
    encoding: "utf8",
    env: {
      PATH: `${bin}:${process.env.PATH ?? ""}`,
      HOME: work,
      BUILD_DIR: buildDir,
      SSH_LOG: sshLog,
      ...settings,
    },
  });
  return { ...result, output: `${result.stdout}${result.stderr}` };
}

const rsyncSettings = () => ({
  DEPLOY_METHOD: "rsync",
  DEPLOY_HOST: "shop.example",
  DEPLOY_USER: "upohar",
  DEPLOY_PATH: webRoot,
  DEPLOY_SSH_KEY: "-----BEGIN OPENSSH PRIVATE KEY-----\nkey\n-----END OPENSSH PRIVATE KEY-----",
  DEPLOY_KNOWN_HOSTS: "shop.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostKey",
});

beforeAll(() => {
  missing = ensureUploadTools();
  if (missing.length > 0) console.warn(uploadToolsSkipMessage(missing));
}, 300_000);

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "upohar-upload-"));
  buildDir = join(work, "build");
  webRoot = join(work, "server", "public_html");
  sshLog = join(work, "ssh.log");
  bin = join(work, "bin");
  writeTree(buildDir, built);
  writeTree(webRoot, onServer);
  writeTree(bin, { ssh: sshStandIn });
  chmodSync(join(bin, "ssh"), 0o755);
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("upload.sh over SSH (rsync)", () => {
  it("makes the web root the build, hidden and _ files included, and keeps only the host's own folders", ({
    skip,
  }) => {
    if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
    const run = upload(rsyncSettings());
    expect(run.output).toContain("is on the server (rsync)");
    expect(run.status).toBe(0);
    expect(readTree(webRoot)).toEqual({ ...siteFiles, ...hostsOwn });
  });

  it("sends the assets first, checks the host key, and leaves no key behind", ({ skip }) => {
    if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
    expect(upload(rsyncSettings()).status).toBe(0);
    const log = readFileSync(sshLog, "utf8");
    const remoteCommands = log.split("\n").filter((line) => line.includes("rsync --server"));
    expect(remoteCommands).toHaveLength(2);
    expect(remoteCommands[0]).toMatch(/ \S*public_html\/assets\/$/);
    expect(remoteCommands[1]).toMatch(/--delete.* \S*public_html\/$/);
    expect(log).toContain("StrictHostKeyChecking=yes");
    expect(log).toContain(rsyncSettings().DEPLOY_KNOWN_HOSTS);
    const key = /-i (\S+)/.exec(log)?.[1] ?? "";
    expect(key).not.toBe("");
    expect(existsSync(key)).toBe(false);
  });

  it("installs this build's nginx configuration with the server's lines and root, then reloads", ({
    skip,
  }) => {
    if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
    const installed = join(work, "server", "nginx", "upohar.conf");
    const reloaded = join(work, "server", "reloaded");
    mkdirSync(dirname(installed));
    const run = upload({
      ...rsyncSettings(),
      DEPLOY_NGINX_CONF: installed,
      DEPLOY_NGINX_SERVER: "listen 443 ssl;\nserver_name upohar.example;",
      DEPLOY_RELOAD_COMMAND: `touch ${reloaded}`,
    });
    expect(run.status).toBe(0);
    const conf = readFileSync(installed, "utf8");
    expect(conf).toContain("  listen 443 ssl;\n  server_name upohar.example;\n");
    expect(conf).toContain(`  root ${webRoot};\n`);
    expect(conf).not.toContain("listen 80;");
    expect(existsSync(reloaded)).toBe(true);
    expect(readTree(webRoot)).toEqual({ ...siteFiles, ...hostsOwn });
  });

  it("changes nothing on the server when nginx's settings cannot make a configuration", ({
    skip,
  }) => {
    if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
    const run = upload({
      ...rsyncSettings(),
      DEPLOY_PATH: "public_html",
      DEPLOY_NGINX_CONF: join(work, "upohar.conf"),
      DEPLOY_NGINX_SERVER: "listen 443 ssl;\nserver_name upohar.example;",
      DEPLOY_RELOAD_COMMAND: "true",
    });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain("full path");
    expect(existsSync(sshLog)).toBe(false);
    expect(readTree(webRoot)).toEqual(onServer);
  });

  it.each(["DEPLOY_HOST", "DEPLOY_SSH_KEY", "DEPLOY_KNOWN_HOSTS"])(
    "stops, naming %s, when it is not set",
    (name) => {
      const run = upload({ ...rsyncSettings(), [name]: "" });
      expect(run.status).not.toBe(0);
      expect(run.stdout).toContain(`::error::upload: ${name} is not set`);
      expect(readTree(webRoot)).toEqual(onServer);
    },
  );
});

describe("upload.sh over FTP (lftp)", () => {
  // lftp's file:// access stands for the FTP server: the same mirror commands, without a network.
  const ftpSettings = () => ({
    DEPLOY_METHOD: "ftp",
    DEPLOY_HOST: "file://",
    DEPLOY_USER: "upohar",
    DEPLOY_PATH: webRoot,
    FTP_PASSWORD: "secret",
  });

  it("makes the web root the build, hidden and _ files included, and keeps only the host's own folders", ({
    skip,
  }) => {
    if (missing.includes("lftp")) skip(uploadToolsSkipMessage(missing));
    const run = upload(ftpSettings());
    expect(run.output).toContain("is on the server (ftp)");
    expect(run.status).toBe(0);
    expect(readTree(webRoot)).toEqual({ ...siteFiles, ...hostsOwn });
    const transfers = run.output.split("\n").filter((line) => line.startsWith("Transferring"));
    expect(transfers[0]).toContain("app-N3w.js");
  });

  it("stops, naming FTP_PASSWORD, when it is not set", () => {
    const run = upload({ ...ftpSettings(), FTP_PASSWORD: "" });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain("::error::upload: FTP_PASSWORD is not set");
    expect(readTree(webRoot)).toEqual(onServer);
  });
});

describe("upload.sh before anything is sent", () => {
  it("stops when DEPLOY_METHOD is neither rsync nor ftp", () => {
    const run = upload({ ...rsyncSettings(), DEPLOY_METHOD: "sftp" });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain("DEPLOY_METHOD must be rsync or ftp, not 'sftp'");
  });

  it("stops when there is no build", () => {
    rmSync(join(buildDir, "client"), { recursive: true });
    const run = upload(rsyncSettings());
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain("run npm run build first");
    expect(readTree(webRoot)).toEqual(onServer);
  });
});
