import { describe, expect, it } from "vitest";
import { deployRules, formatNginx } from "../build/deploy-rules.mjs";
import { siteNginxConfig } from "./nginx-site.mjs";

const built = formatNginx(
  deployRules([
    { path: "/", file: "/index.html", csp: "default-src 'self'" },
    { path: "/bn", file: "/bn/index.html", csp: "default-src 'self'" },
  ]),
);
const server = [
  "listen 443 ssl;",
  "http2 on;",
  "server_name upohar.com.bd www.upohar.com.bd;",
  "ssl_certificate /etc/letsencrypt/live/upohar.com.bd/fullchain.pem;",
  "ssl_certificate_key /etc/letsencrypt/live/upohar.com.bd/privkey.pem;",
].join("\n");

describe("siteNginxConfig", () => {
  it("puts the server's own lines and root in place of the build's stand-ins, and nothing else", () => {
    const site = siteNginxConfig(built, { root: "/var/www/shop/", server });
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
    const unchanged = (conf: string) =>
      conf.split("\n").filter((line) => !/^ {2}(listen|http2|server_name|ssl_|root)/.test(line));
    expect(unchanged(site)).toEqual(unchanged(built));
  });

  it("takes the lines as an owner pastes them: indented, with blank lines and Windows line ends", () => {
    const pasted = "  listen 443 ssl;\r\n\r\n  server_name upohar.com.bd;\r\n";
    expect(siteNginxConfig(built, { root: "/srv/upohar", server: pasted })).toContain(
      "  listen 443 ssl;\n  server_name upohar.com.bd;\n  root /srv/upohar;\n",
    );
  });

  it.each(["public_html", "~/www", "/var/www/my shop", "/var/www/x; include /etc/passwd"])(
    "refuses the root %j, which nginx cannot take as it is",
    (root) => {
      expect(() => siteNginxConfig(built, { root, server })).toThrow(/full path/);
    },
  );

  it.each([
    ["no server_name", "listen 443 ssl;"],
    ["no listen", "server_name upohar.com.bd;"],
    ["nothing", ""],
  ])("refuses server lines with %s", (_, lines) => {
    expect(() => siteNginxConfig(built, { root: "/var/www/upohar", server: lines })).toThrow(
      /listen and a server_name/,
    );
  });

  it("fails, naming the build's rules, when the build no longer writes the stand-ins", () => {
    const edited = siteNginxConfig(built, { root: "/var/www/upohar", server });
    expect(() => siteNginxConfig(edited, { root: "/var/www/upohar", server })).toThrow(
      /deploy-rules\.mjs/,
    );
  });
});
