import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersFor,
  inlineHashes,
  metaContentSecurityPolicy,
  parseHeadersFile,
  withMetaPolicy,
} from "./headers.ts";

describe("inlineHashes", () => {
  it("hashes inline scripts and styles but not external scripts or JSON-LD", () => {
    const html =
      '<script>alert(1)</script><script src="/a.js"></script>' +
      '<script type="application/ld+json">{}</script><style>p{}</style><script>alert(1)</script>';
    const hashes = inlineHashes(html);
    expect(hashes.scripts).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
    expect(hashes.styles).toHaveLength(1);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows only this origin and the hashed inline code", () => {
    const policy = contentSecurityPolicy({ scripts: ["'sha256-x'"], styles: [] });
    expect(policy).toContain("script-src 'self' 'sha256-x'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe");
  });
});

describe("the _headers file", () => {
  it("round-trips rules and applies the general ones before the specific", () => {
    const text = formatHeadersFile([
      { path: "/*", headers: { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-cache" } },
      { path: "/products", headers: { "Content-Security-Policy": "default-src 'self'" } },
    ]);
    const rules = parseHeadersFile(text);
    expect(headersFor(rules, "/products")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": "default-src 'self'",
    });
    expect(headersFor(rules, "/cart")).not.toHaveProperty("Content-Security-Policy");
  });
});

describe("the policy a page carries in a <meta> tag", () => {
  const hashes = { scripts: ["'sha256-x'"], styles: [] };

  it("leaves out what browsers ignore in a meta policy, and keeps the rest", () => {
    const policy = metaContentSecurityPolicy(hashes);
    expect(policy).not.toMatch(/frame-ancestors|report-uri|sandbox/);
    expect(policy).toBe(contentSecurityPolicy(hashes).replace("; frame-ancestors 'none'", ""));
  });

  it("goes right after the charset, before any script, and replaces an earlier one", () => {
    const html =
      '<html><head><meta charSet="utf-8"/><title>t</title><script>go()</script></head></html>';
    const once = withMetaPolicy(html, "default-src 'self'");
    expect(once).toMatch(
      /^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"\/><title>/,
    );
    const twice = withMetaPolicy(once, "default-src 'none'");
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(twice).toContain("default-src 'none'");
    expect(inlineHashes(twice)).toEqual(inlineHashes(html));
  });
});
