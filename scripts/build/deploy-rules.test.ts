import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cloudflareRuleLimit,
  configFiles,
  deployRules,
  fallbackPage,
  formatHeaders,
  formatHtaccess,
  formatNginx,
  formatNginxPolicies,
  formatRedirects,
  immutableCache,
  revalidateCache,
} from "./deploy-rules.ts";
import { commonHeaders, headersFor, parseHeadersFile } from "./headers.ts";

const rules = deployRules([
  { path: "/", file: "/index.html", csp: "default-src 'self'; script-src 'sha256-home'" },
  { path: "/bn/products", file: "/bn/products/index.html", csp: "script-src 'sha256-bn'" },
  { path: fallbackPage, file: fallbackPage, csp: "script-src 'sha256-fallback'" },
]);
const hosts = {
  _headers: formatHeaders(rules),
  ".htaccess": formatHtaccess(rules),
  "nginx.conf": formatNginx(rules),
};

describe("every host's file", () => {
  it("keeps the upload's mark from visitors, as it names how the site is deployed", () => {
    const upload = readFileSync(new URL("../deploy/upload.sh", import.meta.url), "utf8");
    const marker = /^marker="([^"]+)"$/m.exec(upload)?.[1];
    expect(marker).toBe(".upohar-site");
    expect(configFiles).toContain(marker);
    for (const text of [hosts[".htaccess"], hosts["nginx.conf"]]) {
      expect(text).toContain("upohar-site");
    }
  });

  it.each(Object.entries(hosts))(
    "%s carries every common header and both caching rules",
    (_, text) => {
      for (const [name, value] of Object.entries(commonHeaders)) {
        expect(text).toMatch(new RegExp(`${name}:? "?${value.replace(/[()]/g, "\\$&")}`));
      }
      expect(text).toContain(immutableCache);
      expect(text).toContain(revalidateCache);
    },
  );

  const policies = {
    _headers: hosts._headers,
    ".htaccess": hosts[".htaccess"],
    "nginx-policies.conf": formatNginxPolicies(rules),
  };
  it.each(Object.entries(policies))("%s carries each page's own policy", (_, text) => {
    for (const { csp } of rules.pages) expect(text).toContain(csp);
  });
});

describe("_headers and _redirects", () => {
  it("gives a page its policy with and without the slash, and assets a year", () => {
    const parsed = parseHeadersFile(hosts._headers);
    for (const path of ["/bn/products", "/bn/products/"]) {
      expect(headersFor(parsed, path)["Content-Security-Policy"]).toBe("script-src 'sha256-bn'");
    }
    expect(headersFor(parsed, "/assets/app-1234.js")["Cache-Control"]).toBe(immutableCache);
    expect(headersFor(parsed, "/bn/products")["Cache-Control"]).toBe(revalidateCache);
  });

  it("sets Cache-Control once for any path, since these hosts join the values of two rules", () => {
    const parsed = parseHeadersFile(hosts._headers);
    for (const path of ["/assets/app-1234.js", "/", "/bn/products", "/bn/products/"]) {
      const matching = parsed.filter(
        (rule) =>
          "Cache-Control" in rule.headers &&
          (rule.path.endsWith("*") ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path),
      );
      expect(matching, path).toHaveLength(1);
    }
  });

  it("keeps within Cloudflare's rule limit with a policy header on every page", () => {
    const many = deployRules([
      { path: "/admin", file: "/admin/index.html", csp: "script-src 'self'", headers: { "X-Own": "1" } },
      ...Array.from({ length: 80 }, (_, index) => ({
        path: `/product/gift-${index}`,
        file: `/product/gift-${index}/index.html`,
        csp: `script-src 'sha256-${index}'`,
      })),
    ]);
    expect(parseHeadersFile(formatHeaders(many)).length).toBeGreaterThan(cloudflareRuleLimit);
    const parsed = parseHeadersFile(formatHeaders(many, { ruleLimit: cloudflareRuleLimit }));
    expect(parsed.length).toBeLessThanOrEqual(cloudflareRuleLimit);
    for (const path of ["/product/gift-79", "/product/gift-79/", "/"]) {
      expect(headersFor(parsed, path)["Content-Security-Policy"], path).toContain(
        "frame-ancestors 'none'",
      );
    }
    expect(headersFor(parsed, "/admin")).toMatchObject({
      "X-Own": "1",
      "Content-Security-Policy": "script-src 'self'",
    });
    expect(headersFor(parsed, "/assets/app-1234.js")["Cache-Control"]).toBe(immutableCache);
  });

  it("answers every path without a file with the fallback and status 200, but a missing asset 404", () => {
    expect(formatRedirects()).toBe(
      `/assets/*  ${fallbackPage}  404\n/*  ${fallbackPage}  200\n`,
    );
  });
});

describe(".htaccess", () => {
  const text = hosts[".htaccess"];

  it("keys each policy to the file served, compressed or not", () => {
    expect(text).toContain(
      `Header always set Content-Security-Policy "script-src 'sha256-bn'" "expr=%{REQUEST_URI} =~ m#^/bn/products/index\\.html(\\.br|\\.gz)?$#"`,
    );
  });

  it("sends the fallback for paths without a file, and refuses the host files", () => {
    expect(text).toMatch(
      /RewriteCond %\{REQUEST_URI\} !\^\/assets\/\nRewriteCond %\{REQUEST_FILENAME\} !-f\nRewriteRule \^ \/__spa-fallback\.html \[L\]/,
    );
    for (const file of configFiles) expect(text).toContain(file.replace(".", "\\."));
    expect(text).toContain("Require all denied");
  });

  it("serves a precompressed copy only to a browser that takes its encoding", () => {
    expect(text).toMatch(/RewriteCond %\{HTTP:Accept-Encoding\} \\bbr\\b\n.*\.br -f\n/);
    expect(text).toContain("AddEncoding br .br");
    expect(text).toContain("AddEncoding gzip .gz");
  });
});

describe("nginx.conf", () => {
  const text = hosts["nginx.conf"];

  it("maps each served file to its policy, from a file of map entries only", () => {
    expect(text).toContain("map $uri $upohar_csp {\n  include upohar/policies.conf;\n}");
    expect(text).not.toContain("sha256");
    expect(text).toContain("add_header Content-Security-Policy $upohar_csp always;");
    const entries = formatNginxPolicies(rules)
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith("#"));
    expect(entries).toContain(`"/bn/products/index.html" "script-src 'sha256-bn'";`);
    for (const entry of entries) expect(entry).toMatch(/^"[^"]*" "[^"]*";$/);
  });

  it("sends the fallback for paths without a file, precompressed copies, and hides host files", () => {
    expect(text).toContain(`try_files $uri $uri/index.html ${fallbackPage};`);
    expect(text).toContain("location ^~ /assets/ {\n    try_files $uri =404;");
    expect(text).toContain("brotli_static on;");
    expect(text).toContain("gzip_static on;");
    expect(text).toContain(
      "location ~ ^/(_headers|_redirects|\\.htaccess|\\.nojekyll|\\.upohar-site)$ {\n    return 404;",
    );
  });
});
