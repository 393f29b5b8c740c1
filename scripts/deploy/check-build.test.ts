import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hostFiles, hostRules } from "../build/host-files.ts";
import { changedHostFiles, foreignFiles } from "./check-build.ts";

/*
 * The upload job's check of the build it is handed (security review of 1 December, finding 1):
 * a tampered build, as a compromised npm package's script could leave it, for each kind of host.
 */
let build: string;

function write(place: string, text: string) {
  mkdirSync(dirname(join(build, place)), { recursive: true });
  writeFileSync(join(build, place), text);
}

const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script></head><body></body></html>`;

beforeEach(() => {
  build = mkdtempSync(join(tmpdir(), "upohar-check-build-"));
  write("client/index.html", page("home()"));
  write("client/index.html.br", "compressed");
  write("client/products/index.html", page("products()"));
  write("client/__spa-fallback.html", page("fallback()"));
  write("client/404.html", page("fallback()"));
  write("client/admin/index.html", "<!doctype html><title>Admin</title>");
  write("client/admin/config.yml", "backend: {}");
  write("client/assets/app-1234abcd.js", "export {}");
  write("client/images/gift-400.webp", "RIFF");
  write("client/.nojekyll", "");
  for (const [place, text] of Object.entries(hostFiles(hostRules(join(build, "client"))))) {
    write(place, text);
  }
});

afterEach(() => {
  rmSync(build, { recursive: true, force: true });
});

describe("the build the upload is handed", () => {
  it("passes as the build made it", () => {
    expect(foreignFiles(build)).toEqual([]);
    expect(changedHostFiles(build)).toEqual([]);
  });

  it("is refused when nginx's file carries more than the rules make (nginx runs it as root)", () => {
    const conf = readFileSync(join(build, "deploy/nginx.conf"), "utf8");
    write(
      "deploy/nginx.conf",
      `${conf}\nserver {\n  access_log /etc/cron.d/upohar;\n  location / { alias /; autoindex on; }\n}\n`,
    );
    expect(changedHostFiles(build)).toEqual(["deploy/nginx.conf"]);
  });

  it("is refused when .htaccess or _headers is not the rules' (cPanel's Apache reads it)", () => {
    write("client/.htaccess", "AddHandler application/x-httpd-php .html\n");
    write("client/_headers", "/*\n  Content-Security-Policy: script-src *\n");
    expect(changedHostFiles(build)).toEqual(["client/_headers", "client/.htaccess"]);
  });

  it("is refused when a page's policy would allow a script it does not hold", () => {
    const policies = readFileSync(join(build, "deploy/nginx-policies.conf"), "utf8");
    write("client/products/index.html", page("products(); steal()"));
    expect(readFileSync(join(build, "deploy/nginx-policies.conf"), "utf8")).toBe(policies);
    expect(changedHostFiles(build)).toEqual([
      "client/_headers",
      "client/.htaccess",
      "deploy/nginx-policies.conf",
    ]);
  });

  it("is refused when nginx's policies file carries anything but the pages' entries", () => {
    const policies = readFileSync(join(build, "deploy/nginx-policies.conf"), "utf8");
    write("deploy/nginx-policies.conf", `${policies}include /etc/shadow;\n`);
    expect(changedHostFiles(build)).toEqual(["deploy/nginx-policies.conf"]);
  });

  it("is refused when it holds a file no build makes: code a host would run, or a hidden setting", () => {
    write("client/x.php", "<?php system($_GET['c']);");
    write("client/assets/shell.phtml", "<?php");
    write("client/cgi-bin/run.cgi", "#!/bin/sh");
    write("client/images/.user.ini", "auto_prepend_file=/tmp/x");
    write("client/products/.htaccess", "Options +ExecCGI");
    write("deploy/cron", "* * * * * root sh");
    write("elsewhere.txt", "");
    expect(foreignFiles(build).sort()).toEqual([
      "client/assets/shell.phtml: a .phtml file, which no build makes",
      "client/cgi-bin/run.cgi: a .cgi file, which no build makes",
      "client/images/.user.ini: a name no build makes",
      "client/products/.htaccess: a name no build makes",
      "client/x.php: a .php file, which no build makes",
      "deploy/cron: outside client/, where only deploy/nginx.conf and deploy/nginx-policies.conf are made",
      "elsewhere.txt: outside client/, where only deploy/nginx.conf and deploy/nginx-policies.conf are made",
    ]);
  });

  it("is refused when a name would be read as nginx's or Apache's own words, or is a link", () => {
    write('client/x";}server{listen 80;}#/index.html', page("x()"));
    symlinkSync("/etc", join(build, "client/etc"));
    expect(foreignFiles(build).sort()).toEqual([
      "client/etc: a link, which no build makes",
      'client/x";}server{listen 80;}#: a folder name no build makes',
    ]);
  });
});

describe("the check", () => {
  it("runs with no package installed: it imports only Node's modules and the repository's", () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, "utf8");
      for (const [, specifier = ""] of source.matchAll(
        /^(?:import|export)[^;]*? from "([^"]+)"/gms,
      )) {
        if (specifier.startsWith("node:")) continue;
        expect(specifier, file).toMatch(/^\.\.?\//);
        visit(join(dirname(file), specifier));
      }
    };
    visit(join(import.meta.dirname, "check-build.ts"));
    expect(seen.size).toBeGreaterThan(4);
  });
});
