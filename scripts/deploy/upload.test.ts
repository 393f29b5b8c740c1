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
import { deployRules, formatNginx, formatNginxPolicies } from "../build/deploy-rules.ts";
import { ensureUploadTools, uploadToolsSkipMessage } from "../test/ensure-upload-tools.ts";
import { filesUnder } from "../files-under.ts";
import { siteNginxConfig } from "./nginx-site.ts";

const script = join(import.meta.dirname, "upload.sh");

const rules = deployRules([
  { path: "/", file: "/index.html", csp: "default-src 'self'; script-src 'sha256-new='" },
]);

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
  "deploy/nginx.conf": formatNginx(rules),
  "deploy/nginx-policies.conf": formatNginxPolicies(rules),
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
    const nginxFolder = () => join(work, "server", "nginx");
    const serverConf = () => join(nginxFolder(), "upohar.conf");
    const policies = () => join(nginxFolder(), "upohar", "policies.conf");
    // What nginx reads, at each test of the configuration: the policies file as it then is.
    const tested = () => join(work, "tested.log");
    const serverLines = "listen 443 ssl;\nserver_name upohar.example;";
    /** The server configuration root installed from this version: what the upload expects. */
    const installedConf = () =>
      siteNginxConfig(built["deploy/nginx.conf"], {
        root: webRoot,
        server: serverLines,
        policies: policies(),
      });
    const previousPolicies = `"/index.html" "default-src 'self'; script-src 'sha256-old='";\n`;
    const nginxSettings = (settings: { test?: string; reload?: string } = {}) => ({
      ...rsyncSettings(),
      DEPLOY_NGINX_CONF: serverConf(),
      DEPLOY_NGINX_POLICIES: policies(),
      DEPLOY_NGINX_SERVER: serverLines,
      // Stands for `sudo nginx -t`: it reads the policies in place, as nginx does.
      DEPLOY_NGINX_TEST_COMMAND: `{ cat ${policies()}; echo ---; } >> ${tested()}; ${settings.test ?? "true"}`,
      DEPLOY_RELOAD_COMMAND: settings.reload ?? "echo reloaded",
    });
    const testedPolicies = () => readFileSync(tested(), "utf8").split("---\n").slice(0, -1);

    beforeEach(() => {
      writeTree(nginxFolder(), {
        "upohar.conf": installedConf(),
        "upohar/policies.conf": previousPolicies,
      });
    });

    it("reloads policies allowing both builds before any page changes, then this build's alone", ({
      skip,
    }) => {
      if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
      const run = upload(nginxSettings());
      expect(run.status).toBe(0);
      expect(onTheServer()).toEqual(uploaded());
      expect(readFileSync(serverConf(), "utf8")).toBe(installedConf());
      expect(readFileSync(policies(), "utf8")).toBe(built["deploy/nginx-policies.conf"]);
      const [bridge, final] = testedPolicies();
      expect(bridge).toContain("'sha256-old='");
      expect(bridge).toContain("'sha256-new='");
      expect(final).toBe(built["deploy/nginx-policies.conf"]);
      const calls = remoteCalls();
      const at = (matches: (line: string) => boolean, from = 0) =>
        calls.findIndex((line, index) => index >= from && matches(line));
      const isTest = (line: string) => line.includes(tested());
      const isReload = (line: string) => line.endsWith("echo reloaded");
      const firstTest = at(isTest);
      const firstReload = at(isReload);
      const assets = at((line) =>
        /rsync --server(?! --sender).* \S*public_html\/assets\/$/.test(line),
      );
      const pages = at((line) =>
        /rsync --server(?!.* -\S*n).*--delete.* \S*public_html\/$/.test(line),
      );
      const secondTest = at(isTest, pages);
      const secondReload = at(isReload, secondTest);
      expect(firstTest).toBeGreaterThan(-1);
      expect([
        firstTest < firstReload,
        firstReload < assets,
        assets < pages,
        pages < secondTest,
        secondTest < secondReload,
      ]).toEqual([true, true, true, true, true]);
    });

    it.for([
      ["refuses the policies", { test: "echo 'nginx: [emerg] unexpected end of file' >&2; false" }],
      ["cannot reload", { reload: "echo 'nginx: reload failed' >&2; false" }],
    ] as [string, { test?: string; reload?: string }][])(
      "changes nothing when nginx %s before the pages: pages and policies as they were",
      ([, settings], { skip }) => {
        if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
        const run = upload(nginxSettings(settings));
        expect(run.status).not.toBe(0);
        expect(run.output).toMatch(/nginx: \[emerg\]|reload failed/);
        expect(run.stdout).toContain("the pages and nginx are as they were");
        expect(readFileSync(policies(), "utf8")).toBe(previousPolicies);
        expect(readTree(webRoot)).toEqual(onServer);
      },
    );

    it("keeps nginx allowing both builds when only the last reload fails, and says the pages are live", ({
      skip,
    }) => {
      if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
      const count = join(work, "reloads");
      const run = upload(
        nginxSettings({ reload: `echo x >> ${count}; [ "$(wc -l < ${count})" -lt 2 ]` }),
      );
      expect(run.status).not.toBe(0);
      expect(run.stdout).toContain(
        "the pages are this build's, but nginx did not take its policies alone",
      );
      expect(onTheServer()).toEqual(uploaded());
      expect(readFileSync(policies(), "utf8")).toBe(testedPolicies()[0]);
      expect(readFileSync(policies(), "utf8")).toContain("'sha256-old='");
    });

    it("changes nothing, and shows the file to install, when nginx's configuration is not this version's", ({
      skip,
    }) => {
      if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
      // A build's tampered nginx.conf would be refused before this (check-build.ts); a server left
      // on an earlier version's configuration is refused here, as the SSH user cannot change it.
      writeTree(nginxFolder(), { "upohar.conf": "# an earlier version's configuration\n" });
      const run = upload(nginxSettings());
      expect(run.status).not.toBe(0);
      expect(run.stdout).toContain(installedConf());
      expect(run.stdout).toContain("as root, install the file shown above there");
      expect(readFileSync(policies(), "utf8")).toBe(previousPolicies);
      expect(readTree(webRoot)).toEqual(onServer);
      expect(remoteCalls().some((line) => line.includes(tested()))).toBe(false);
    });

    it("changes nothing on the server when nginx's settings cannot make a configuration", ({
      skip,
    }) => {
      if (missing.includes("rsync")) skip(uploadToolsSkipMessage(missing));
      const run = upload({ ...nginxSettings(), DEPLOY_PATH: "public_html" });
      expect(run.status).not.toBe(0);
      expect(run.output).toContain("full path");
      expect(existsSync(sshLog)).toBe(false);
      expect(readTree(webRoot)).toEqual(onServer);
    });

    it.each(["DEPLOY_NGINX_TEST_COMMAND", "DEPLOY_NGINX_POLICIES"])(
      "stops, naming %s, when it is not set",
      (name) => {
        const run = upload({ ...nginxSettings(), [name]: "" });
        expect(run.status).not.toBe(0);
        expect(run.stdout).toContain(`::error::upload: ${name} is not set`);
        expect(existsSync(sshLog)).toBe(false);
      },
    );
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
    ["rsync", "DEPLOY_NGINX_POLICIES", "upohar/policies.conf"],
    ["rsync", "DEPLOY_NGINX_POLICIES", "/etc/cron.d/upohar;x"],
    ["rsync", "DEPLOY_MAX_DELETE", "all"],
    ["ftp", "DEPLOY_HOST", 'shop.example" ; !touch owned ; "'],
    ["ftp", "DEPLOY_HOST", "shop.example/other"],
    ["ftp", "DEPLOY_USER", 'upohar" ; !touch owned ; "'],
    ["ftp", "DEPLOY_MAX_DELETE", "-1"],
  ] as const)("%s: refuses %s %j before reaching the server", (method, name, value) => {
    const nginx: Record<string, string> = name.startsWith("DEPLOY_NGINX")
      ? {
          DEPLOY_NGINX_CONF: "/etc/nginx/conf.d/upohar.conf",
          DEPLOY_NGINX_POLICIES: "/etc/nginx/upohar/policies.conf",
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
