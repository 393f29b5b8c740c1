import { describe, expect, it } from "vitest";
import {
  deployRules,
  fallbackPage,
  formatNginx,
  formatNginxPolicies,
} from "../build/deploy-rules.ts";
import { bridgedPolicies, siteNginxConfig } from "./nginx-site.ts";

const built = formatNginx(
  deployRules([
    { path: "/", file: "/index.html", csp: "default-src 'self'" },
    { path: "/bn", file: "/bn/index.html", csp: "default-src 'self'" },
  ]),
);
const policies = "/etc/nginx/upohar/policies.conf";
const server = [
  "listen 443 ssl;",
  "http2 on;",
  "server_name upohar.com.bd www.upohar.com.bd;",
  "ssl_certificate /etc/letsencrypt/live/upohar.com.bd/fullchain.pem;",
  "ssl_certificate_key /etc/letsencrypt/live/upohar.com.bd/privkey.pem;",
].join("\n");

describe("siteNginxConfig", () => {
  it("puts the server's own lines and root in place of the build's stand-ins, and nothing else", () => {
    const site = siteNginxConfig(built, { root: "/var/www/shop/", server, policies });
    expect(site).toContain(
      [
        "server {",
        "  listen 443 ssl;",
        "  http2 on;",
        "  server_name upohar.com.bd www.upohar.com.bd;",
        "  ssl_certificate /etc/letsencrypt/live/upohar.com.bd/fullchain.pem;",
        "  ssl_certificate_key /etc/letsencrypt/live/upohar.com.bd/privkey.pem;",
        "  root /var/www/shop;",
        "  charset utf-8;",
      ].join("\n"),
    );
    expect(site).toContain(`map $uri $upohar_csp {\n  include ${policies};\n}`);
    const unchanged = (conf: string) =>
      conf
        .split("\n")
        .filter((line) => !/^ {2}(listen|http2|server_name|ssl_|root|include)/.test(line));
    expect(unchanged(site)).toEqual(unchanged(built));
  });

  it("takes the lines as an owner pastes them: indented, with blank lines and Windows line ends", () => {
    const pasted = "  listen 443 ssl;\r\n\r\n  server_name upohar.com.bd;\r\n";
    expect(siteNginxConfig(built, { root: "/srv/upohar", server: pasted, policies })).toContain(
      "  listen 443 ssl;\n  server_name upohar.com.bd;\n  root /srv/upohar;\n",
    );
  });

  it.each(["upohar/policies.conf", "/etc/nginx/../shadow", "/etc/x.conf; include /etc/passwd"])(
    "refuses the policies file %j, which nginx cannot take as it is",
    (path) => {
      expect(() =>
        siteNginxConfig(built, { root: "/var/www/upohar", server, policies: path }),
      ).toThrow(/full path/);
    },
  );

  it.each(["public_html", "~/www", "/var/www/my shop", "/var/www/x; include /etc/passwd"])(
    "refuses the root %j, which nginx cannot take as it is",
    (root) => {
      expect(() => siteNginxConfig(built, { root, server, policies })).toThrow(/full path/);
    },
  );

  it.each([
    ["no server_name", "listen 443 ssl;"],
    ["no listen", "server_name upohar.com.bd;"],
    ["nothing", ""],
  ])("refuses server lines with %s", (_, lines) => {
    expect(() =>
      siteNginxConfig(built, { root: "/var/www/upohar", server: lines, policies }),
    ).toThrow(/listen and a server_name/);
  });

  it("fails, naming the build's rules, when the build no longer writes the stand-ins", () => {
    const site = { root: "/var/www/upohar", server, policies };
    const edited = siteNginxConfig(built, site);
    expect(() => siteNginxConfig(edited, site)).toThrow(/deploy-rules\.ts/);
  });
});

describe("bridgedPolicies", () => {
  const policiesOf = (pages: { file: string; hashes: string[] }[]) =>
    formatNginxPolicies(
      deployRules(
        pages.map(({ file, hashes }) => ({
          path: file,
          file,
          csp: `default-src 'self'; script-src 'self' ${hashes.join(" ")}; object-src 'none'`,
        })),
      ),
    );
  const entries = (text: string) => text.split("\n").filter((line) => line.startsWith('"'));
  const previous = policiesOf([
    { file: "/index.html", hashes: ["'sha256-shared='", "'sha256-old+/1='"] },
    { file: "/gone/index.html", hashes: ["'sha256-gone='"] },
  ]);
  const next = policiesOf([
    { file: "/index.html", hashes: ["'sha256-shared='", "'sha256-new='"] },
    { file: "/bn/index.html", hashes: ["'sha256-bn='"] },
    { file: fallbackPage, hashes: ["'sha256-fallback='"] },
  ]);

  it("lets each page run both builds' inline scripts, and a page this build no longer has its own", () => {
    expect(entries(bridgedPolicies(next, previous))).toEqual([
      `"/index.html" "default-src 'self'; script-src 'self' 'sha256-shared=' 'sha256-new=' 'sha256-old+/1='; object-src 'none'";`,
      `"/bn/index.html" "default-src 'self'; script-src 'self' 'sha256-bn='; object-src 'none'";`,
      `"${fallbackPage}" "default-src 'self'; script-src 'self' 'sha256-fallback='; object-src 'none'";`,
      `"/gone/index.html" "default-src 'self'; script-src 'self' 'sha256-fallback=' 'sha256-gone='; object-src 'none'";`,
    ]);
  });

  it("is this build's policies alone on a first upload, or over a file that holds no entries", () => {
    for (const server of ["", "# created by the administrator\n", built]) {
      expect(entries(bridgedPolicies(next, server))).toEqual(entries(next));
    }
  });

  it("carries over only hashes, and only into script-src", () => {
    const tampered = [
      `"/index.html" "script-src * 'unsafe-inline'; connect-src https://evil.example";`,
      `"/evil.html" "script-src *";`,
    ].join("\n");
    const bridged = entries(bridgedPolicies(next, tampered));
    expect(bridged.slice(0, -1)).toEqual(entries(next));
    expect(bridged.at(-1)).toBe(
      `"/evil.html" "default-src 'self'; script-src 'self' 'sha256-fallback='; object-src 'none'";`,
    );
  });
});
