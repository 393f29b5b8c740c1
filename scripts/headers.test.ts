import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headersFor,
  inlineHashes,
  parseHeadersFile,
} from "./headers.mjs";

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
