// The upload the workflow runs (upload.sh), with the real rsync and lftp, into a folder standing for
// the server: over a stand-in for ssh that runs the remote command here, and lftp's file:// access.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
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

/** The mark the first upload into a folder leaves there, saying it is the shop's. */
const mark = {
  ".upohar-site": "The Upohar shop's web root: …\nfolder: assets\nfolder: old-page\n",
};

/**
 * What the server held before: the last build, a stale hidden file, the host's own folders, and
 * the mark of an earlier upload.
 */
const onServer = {
  ...mark,
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

/** lftp, with the FTP server shop.example stood in for by lftp's own file:// access. */
const lftpStandIn = (lftp: string) => `#!/usr/bin/env bash
args=()
for arg in "$@"; do args+=("\${arg//ftp:\\/\\/shop.example/file://}"); done
exec ${lftp} "\${args[@]}"
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
  writeTree(bin, { ssh: sshStandIn, lftp: lftpStandIn("/usr/bin/lftp") });
  chmodSync(join(bin, "ssh"), 0o755);
  chmodSync(join(bin, "lftp"), 0o755);
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

/** The server's files, the mark apart, and the folders the mark names as the shop's. */
function onTheServer(root = webRoot) {
  const { ".upohar-site": markText, ...files } = readTree(root);
  const shopFolders =
    markText && [...markText.matchAll(/^folder: (.*)$/gm)].map(([, name]) => name);
  return { files, shopFolders };
}

/** The server after an upload: the build, the host's own folders, the mark naming the build's. */
const uploaded = () => ({
  files: { ...siteFiles, ...hostsOwn },
  shopFolders: ["assets", "bn"],
});

/** Each command the stand-in for ssh ran on "the server", in order. */
const remoteCalls = () =>
  [...readFileSync(sshLog, "utf8").matchAll(/ (?:upohar@|-l upohar )shop\.example (.*)$/gm)].map(
    ([, command]) => command ?? "",
  );

describe("upload.sh over SSH (rsync)", () => {
  it("makes the marked web root the build, hidden and _ files included, and keeps only the host's own folders and the mark", ({
    skip,
  }) => {
    if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
    const run = upload(rsyncSettings());
    expect(run.output).toContain("is on the server (rsync)");
    expect(run.output).toContain("upload: 4 files and folders the build no longer has are deleted");
    expect(run.status).toBe(0);
    expect(onTheServer()).toEqual(uploaded());
  });

  it("sends the assets first, checks the host key, and leaves no key behind", ({ skip }) => {
    if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
    expect(upload(rsyncSettings()).status).toBe(0);
    const log = readFileSync(sshLog, "utf8");
    // What rsync sent, not what it listed, fetched or only tried (--dry-run: -n).
    const sent = remoteCalls().filter(
      (line) => line.startsWith("rsync --server") && !/ --sender | -[^- ]*n/.test(line),
    );
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/ \S*public_html\/assets\/$/);
    expect(sent[1]).toMatch(/--delete.* \S*public_html\/$/);
    expect(sent[1]).toContain("--max-delete=500");
    expect(sent[2]).toMatch(/ \S*public_html\/\.upohar-site$/);
    expect(log).toContain("StrictHostKeyChecking=yes");
    expect(log).toContain(rsyncSettings().DEPLOY_KNOWN_HOSTS);
    const key = /-i (\S+)/.exec(log)?.[1] ?? "";
    expect(key).not.toBe("");
    expect(existsSync(key)).toBe(false);
  });

  describe("with nginx", () => {
    const installed = () => join(work, "server", "nginx", "upohar.conf");
    const previous = "# the last build's configuration\n";
    const nginxSettings = (testCommand: string) => ({
      ...rsyncSettings(),
      DEPLOY_NGINX_CONF: installed(),
      DEPLOY_NGINX_SERVER: "listen 443 ssl;\nserver_name upohar.example;",
      // Stands for `sudo nginx -t`: it reads the file in place, as nginx does.
      DEPLOY_NGINX_TEST_COMMAND: testCommand,
      DEPLOY_RELOAD_COMMAND: "echo reloaded",
    });

    beforeEach(() => {
      writeTree(dirname(installed()), { "upohar.conf": previous });
    });

    it("tests this build's configuration in place before anything else changes, then uploads, then reloads", ({
      skip,
    }) => {
      if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
      const run = upload(nginxSettings(`grep -q 'server_name upohar.example;' ${installed()}`));
      expect(run.status).toBe(0);
      const conf = readFileSync(installed(), "utf8");
      expect(conf).toContain("  listen 443 ssl;\n  server_name upohar.example;\n");
      expect(conf).toContain(`  root ${webRoot};\n`);
      expect(conf).not.toContain("listen 80;");
      expect(onTheServer()).toEqual(uploaded());
      const calls = remoteCalls();
      const at = (matches: (line: string) => boolean) => calls.findIndex(matches);
      const tested = at((line) => line.includes("grep -q"));
      const assets = at((line) =>
        /rsync --server(?! --sender).* \S*public_html\/assets\/$/.test(line),
      );
      const pages = at((line) =>
        /rsync --server(?!.* -\S*n).*--delete.* \S*public_html\/$/.test(line),
      );
      const reloaded = at((line) => line.endsWith("echo reloaded"));
      expect(tested).toBeGreaterThan(-1);
      expect([tested < assets, assets < pages, pages < reloaded]).toEqual([true, true, true]);
    });

    it("changes nothing when nginx refuses this build's configuration: pages, configuration and no reload", ({
      skip,
    }) => {
      if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
      const run = upload(
        nginxSettings(
          `! grep -q 'server_name upohar.example;' ${installed()} || (echo 'nginx: [emerg] unknown directive' >&2; false)`,
        ),
      );
      expect(run.status).not.toBe(0);
      expect(run.output).toContain("nginx: [emerg] unknown directive");
      expect(run.stdout).toContain("nginx refused this build's configuration");
      expect(readFileSync(installed(), "utf8")).toBe(previous);
      expect(readTree(webRoot)).toEqual(onServer);
      expect(remoteCalls().some((line) => line.endsWith("echo reloaded"))).toBe(false);
    });

    it("changes nothing on the server when nginx's settings cannot make a configuration", ({
      skip,
    }) => {
      if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
      const run = upload({ ...nginxSettings("true"), DEPLOY_PATH: "public_html" });
      expect(run.status).not.toBe(0);
      expect(run.output).toContain("full path");
      expect(existsSync(sshLog)).toBe(false);
      expect(readTree(webRoot)).toEqual(onServer);
    });

    it("stops, naming DEPLOY_NGINX_TEST_COMMAND, when it is not set", () => {
      const run = upload({ ...nginxSettings(""), DEPLOY_NGINX_TEST_COMMAND: "" });
      expect(run.status).not.toBe(0);
      expect(run.stdout).toContain("::error::upload: DEPLOY_NGINX_TEST_COMMAND is not set");
      expect(existsSync(sshLog)).toBe(false);
    });
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

/** Both ways of uploading, each with what it needs, for the rules they share. */
const methods = {
  rsync: () => rsyncSettings(),
  ftp: () => ftpSettings(),
};

// lftp's file:// access stands for the FTP server (the stand-in lftp maps shop.example to it):
// the same mirror commands, without a network.
const ftpSettings = () => ({
  DEPLOY_METHOD: "ftp",
  DEPLOY_HOST: "shop.example",
  DEPLOY_USER: "upohar",
  DEPLOY_PATH: webRoot,
  FTP_PASSWORD: "secret",
});

const toolOf = { rsync: "rsync", ftp: "lftp" } as const;

describe("upload.sh over FTP (lftp)", () => {
  it("makes the marked web root the build, hidden and _ files included, and keeps only the host's own folders and the mark", ({
    skip,
  }) => {
    if (missing.includes("lftp")) skip(uploadToolsSkipMessage(missing));
    const run = upload(ftpSettings());
    expect(run.output).toContain("is on the server (ftp)");
    expect(run.status).toBe(0);
    expect(onTheServer()).toEqual(uploaded());
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

describe.each(Object.keys(methods) as (keyof typeof methods)[])(
  "upload.sh (%s) deletes only in the shop's own folder",
  (method) => {
    const settings = methods[method];
    const skipWithout = (skip: (note: string) => void) => {
      if (missing.includes(toolOf[method])) skip(uploadToolsSkipMessage(missing));
    };
    const unmarked = Object.fromEntries(
      Object.entries(onServer).filter(([path]) => path !== ".upohar-site"),
    );

    it("refuses a web root without the mark, changing nothing", ({ skip }) => {
      skipWithout(skip);
      rmSync(join(webRoot, ".upohar-site"));
      const run = upload(settings());
      expect(run.status).not.toBe(0);
      expect(run.stdout).toContain("has no .upohar-site, so nothing says it is the shop's folder");
      expect(run.stdout).toContain("'First upload into this folder'");
      expect(readTree(webRoot)).toEqual(unmarked);
    });

    it("uploads into it the first time when asked, deleting nothing, and marks it; the next upload deletes", ({
      skip,
    }) => {
      skipWithout(skip);
      rmSync(join(webRoot, ".upohar-site"));
      rmSync(join(webRoot, "old-page"), { recursive: true });
      rmSync(join(webRoot, ".stale-hidden"));
      const { "old-page/index.html": _, ".stale-hidden": __, ...before } = unmarked;
      const first = upload({ ...settings(), DEPLOY_FIRST_UPLOAD: "yes" });
      expect(first.status).toBe(0);
      expect(first.stdout).toContain("the first upload into");
      expect(onTheServer()).toEqual({
        files: { ...before, ...siteFiles },
        shopFolders: ["assets", "bn"],
      });

      expect(upload(settings()).status).toBe(0);
      expect(onTheServer()).toEqual(uploaded());
    });

    it("makes a folder that is not there yet on the first upload", ({ skip }) => {
      skipWithout(skip);
      const fresh = join(work, "server", "upohar");
      const run = upload({ ...settings(), DEPLOY_PATH: fresh, DEPLOY_FIRST_UPLOAD: "yes" });
      expect(run.status).toBe(0);
      expect(onTheServer(fresh)).toEqual({ files: siteFiles, shopFolders: ["assets", "bn"] });
    });

    it("refuses to mark a folder holding another site (a cPanel public_html with an addon domain), changing nothing", ({
      skip,
    }) => {
      skipWithout(skip);
      rmSync(join(webRoot, ".upohar-site"));
      const addon = { "other-shop.com/index.php": "<?php // another site" };
      writeTree(webRoot, addon);
      const run = upload({ ...settings(), DEPLOY_FIRST_UPLOAD: "yes" });
      expect(run.status).not.toBe(0);
      expect(run.stdout).toContain(
        "holds folders the shop does not have (old-page/, other-shop.com/)",
      );
      expect(readTree(webRoot)).toEqual({ ...unmarked, ...addon });
    });

    it("refuses to mark a folder whose top holds files the shop does not have, which the next upload would delete", ({
      skip,
    }) => {
      skipWithout(skip);
      rmSync(join(webRoot, ".upohar-site"));
      rmSync(join(webRoot, "old-page"), { recursive: true });
      const { "old-page/index.html": _, ...before } = unmarked;
      const wordpress = { "wp-config.php": "<?php // secrets", ".user.ini": "memory_limit=1G" };
      writeTree(webRoot, { ...wordpress, error_log: "host's own" });
      const run = upload({ ...settings(), DEPLOY_FIRST_UPLOAD: "yes" });
      expect(run.status).not.toBe(0);
      expect(run.stdout).toContain(
        "holds files the shop does not have (.stale-hidden, .user.ini, wp-config.php)",
      );
      expect(readTree(webRoot)).toEqual({ ...before, ...wordpress, error_log: "host's own" });
    });

    it("leaves alone a link at the top, never the shop's, and refuses to mark a folder holding one", ({
      skip,
    }) => {
      skipWithout(skip);
      const elsewhere = join(work, "server", "other-shop");
      writeTree(elsewhere, { "index.html": "<h1>Another shop</h1>" });
      symlinkSync(elsewhere, join(webRoot, "other-shop"));
      const run = upload(settings());
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("left alone, not the shop's: other-shop@");
      expect(lstatSync(join(webRoot, "other-shop")).isSymbolicLink()).toBe(true);
      expect(readTree(elsewhere)).toEqual({ "index.html": "<h1>Another shop</h1>" });

      rmSync(join(webRoot, ".upohar-site"));
      const first = upload({ ...settings(), DEPLOY_FIRST_UPLOAD: "yes" });
      expect(first.status).not.toBe(0);
      expect(first.stdout).toContain("holds folders the shop does not have (other-shop@)");
    });

    it("refuses a name it could misread, such as one that looks like a date and a time, changing nothing", ({
      skip,
    }) => {
      skipWithout(skip);
      const odd = { "x 12 34:56 y/keep.txt": "not the shop's" };
      writeTree(webRoot, odd);
      const run = upload(settings());
      expect(run.status).not.toBe(0);
      expect(run.stdout).toContain(
        "DEPLOY_PATH holds 'x 12 34:56 y', a name this upload cannot keep",
      );
      expect(readTree(webRoot)).toEqual({ ...onServer, ...odd });
    });

    it("leaves alone a site that appeared in its folder since, saying so, and deletes the shop's folders the build dropped", ({
      skip,
    }) => {
      skipWithout(skip);
      const blog = { "blog/index.html": "<h1>Blog</h1>", "blog/post/index.html": "<p>" };
      writeTree(webRoot, blog);
      const run = upload(settings());
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("left alone, not the shop's: blog/");
      expect(onTheServer()).toEqual({ ...uploaded(), files: { ...uploaded().files, ...blog } });
    });

    it("deletes nothing when more would go than DEPLOY_MAX_DELETE, and goes ahead when it allows them", ({
      skip,
    }) => {
      skipWithout(skip);
      const run = upload({ ...settings(), DEPLOY_MAX_DELETE: "2" });
      expect(run.status).not.toBe(0);
      expect(run.stdout).toMatch(
        /would delete [34] files and folders on the server, more than DEPLOY_MAX_DELETE \(2\)/,
      );
      expect(readTree(webRoot)).toEqual(onServer);
      expect(upload({ ...settings(), DEPLOY_MAX_DELETE: "4" }).status).toBe(0);
      expect(onTheServer()).toEqual(uploaded());
    });
  },
);

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

  it.each([
    "/",
    ".",
    "./",
    "~",
    "~/public_html",
    "..",
    "public_html/..",
    "public_html/../..",
    "/var/www/upohar/../..",
    "/var/www",
    "/var/www/",
    "/srv",
    "/home/upohar",
    "/usr/share/nginx",
    "public_html/.git",
    "-e ssh",
    "--delete",
    "public_html; rm -rf ~",
    "public html",
    'public_html" && echo',
    "$(reboot)",
  ])("refuses DEPLOY_PATH %j before reaching the server", (path) => {
    for (const settings of [rsyncSettings(), ftpSettings()]) {
      const run = upload({ ...settings, DEPLOY_PATH: path });
      expect(run.status).not.toBe(0);
      expect(run.stdout).toMatch(
        /::error::upload: DEPLOY_PATH (must be|'.*' holds more than one site)/,
      );
      expect(existsSync(sshLog)).toBe(false);
    }
    expect(readTree(webRoot)).toEqual(onServer);
  });

  it.each([
    ["rsync", "DEPLOY_HOST", "shop.example -oProxyCommand=touch${IFS}owned"],
    ["rsync", "DEPLOY_HOST", "-oProxyCommand=id"],
    ["rsync", "DEPLOY_HOST", "ftps://shop.example"],
    ["rsync", "DEPLOY_USER", "-oProxyCommand=id"],
    ["rsync", "DEPLOY_USER", "root@other.example"],
    ["rsync", "DEPLOY_PORT", "22 -oProxyCommand=id"],
    ["rsync", "DEPLOY_PORT", "0"],
    ["rsync", "DEPLOY_PORT", "65536"],
    ["rsync", "DEPLOY_PORT", "022"],
    ["rsync", "DEPLOY_NGINX_CONF", "conf.d/upohar.conf"],
    ["rsync", "DEPLOY_NGINX_CONF", "/etc/nginx/../shadow"],
    ["rsync", "DEPLOY_MAX_DELETE", "all"],
    ["ftp", "DEPLOY_HOST", 'shop.example" ; !touch owned ; "'],
    ["ftp", "DEPLOY_HOST", "shop.example/other"],
    ["ftp", "DEPLOY_USER", 'upohar" ; !touch owned ; "'],
    ["ftp", "DEPLOY_MAX_DELETE", "-1"],
  ] as const)("%s: refuses %s %j before reaching the server", (method, name, value) => {
    const nginx: Record<string, string> =
      name === "DEPLOY_NGINX_CONF"
        ? {
            DEPLOY_NGINX_SERVER: "listen 443 ssl;\nserver_name upohar.example;",
            DEPLOY_NGINX_TEST_COMMAND: "true",
            DEPLOY_RELOAD_COMMAND: "true",
          }
        : {};
    const run = upload({ ...methods[method](), ...nginx, [name]: value });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain(`::error::upload: ${name} must be`);
    expect(existsSync(sshLog)).toBe(false);
    expect(existsSync(join(work, "owned"))).toBe(false);
    expect(readTree(webRoot)).toEqual(onServer);
  });
});
