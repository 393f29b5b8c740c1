import { describe, expect, it } from "vitest";
import { observatoryScore, type ObservatoryInput } from "./observatory";

const page = '<html><head><script src="/assets/app.js"></script></head></html>';
const secure = { https: true, redirectsHttpToHttps: true };
const strong: ObservatoryInput = {
  headers: {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy":
      "default-src 'self'; script-src 'self' 'sha256-x'; object-src 'none'; frame-ancestors 'none'",
    "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-resource-policy": "same-origin",
  },
  html: page,
  transport: secure,
};
const modifiers = (input: ObservatoryInput) =>
  Object.fromEntries(observatoryScore(input).rules.map(({ rule, result }) => [rule, result]));
const without = (name: string): ObservatoryInput => {
  const { [name]: _, ...headers } = strong.headers;
  return { ...strong, headers };
};

describe("observatoryScore", () => {
  it("gives the shop's headers A+ with the bonuses for CSP, referrer, framing and CORP", () => {
    const { score, grade, rules } = observatoryScore(strong);
    expect(grade).toBe("A+");
    expect(score).toBe(125);
    expect(rules.filter(({ modifier }) => modifier !== 0).map(({ rule }) => rule)).toEqual([
      "content-security-policy",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-resource-policy",
    ]);
  });

  it("gives no bonus when the penalties leave less than 90", () => {
    const result = observatoryScore({
      ...strong,
      transport: { https: false, redirectsHttpToHttps: false },
    });
    expect(result.score).toBe(60);
    expect(result.grade).toBe("C+");
  });

  it("grades a host that sends no headers of its own (GitHub Pages) C, from the meta policy", () => {
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'"/>`;
    const result = observatoryScore({
      headers: { "content-type": "text/html; charset=utf-8" },
      html: meta,
      transport: secure,
    });
    expect([result.score, result.grade]).toEqual([55, "C"]);
  });

  it("takes 25 for a missing policy and reads a <meta> policy when there is no header", () => {
    expect(observatoryScore(without("content-security-policy")).rules[0]?.modifier).toBe(-25);
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; form-action 'self'"/>`;
    expect(modifiers({ ...without("content-security-policy"), html: meta })).toMatchObject({
      "content-security-policy": "csp-implemented-with-no-unsafe-default-src-none",
      "x-frame-options": "x-frame-options-sameorigin-or-deny",
    });
  });

  it.each([
    ["script-src 'self' 'unsafe-inline'", "csp-implemented-with-unsafe-inline"],
    [
      "default-src 'self'; script-src 'self' 'sha256-x' 'unsafe-inline'",
      "csp-implemented-with-no-unsafe",
    ],
    ["default-src 'self'; script-src https:", "csp-implemented-with-unsafe-inline"],
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", "csp-implemented-with-unsafe-eval"],
    ["default-src 'self'; img-src http://cdn.example", "csp-implemented-with-insecure-scheme"],
    [
      "default-src 'self'; style-src 'unsafe-inline'",
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    ],
    [" ; ", "csp-header-invalid"],
  ])("classifies the policy %s", (policy, result) => {
    const input = { ...strong, headers: { ...strong.headers, "content-security-policy": policy } };
    expect(modifiers(input)["content-security-policy"]).toBe(result);
  });

  it("scores cookies, CORS, HSTS, SRI and the plain headers", () => {
    expect(
      modifiers({
        ...strong,
        headers: {
          ...strong.headers,
          "set-cookie": "id=1; Path=/",
          "access-control-allow-origin": "https://evil.example",
          "access-control-allow-credentials": "true",
          "strict-transport-security": "max-age=300",
          "referrer-policy": "unsafe-url",
          "x-content-type-options": "sniff",
          "cross-origin-resource-policy": "nope",
        },
        html: '<script src="http://cdn.example/a.js"></script>',
        probeOrigin: "https://evil.example",
      }),
    ).toEqual({
      "content-security-policy": "csp-implemented-with-no-unsafe",
      cookies: "cookies-without-secure-flag-but-protected-by-hsts",
      "cross-origin-resource-sharing":
        "cross-origin-resource-sharing-implemented-with-universal-access",
      redirection: "redirection-to-https",
      "referrer-policy": "referrer-policy-unsafe",
      "strict-transport-security": "hsts-implemented-max-age-less-than-six-months",
      "subresource-integrity": "sri-not-implemented-and-external-scripts-not-loaded-securely",
      "x-content-type-options": "x-content-type-options-header-invalid",
      "x-frame-options": "x-frame-options-implemented-via-csp",
      "cross-origin-resource-policy": "cross-origin-resource-policy-header-invalid",
    });
    expect(observatoryScore(without("x-content-type-options")).score).toBe(95 + 25);
    expect(modifiers(without("x-frame-options"))["x-frame-options"]).toBe(
      "x-frame-options-implemented-via-csp",
    );
  });

  it("counts 180 days of HSTS as six months, as the Observatory does", () => {
    const hsts = (maxAge: number) =>
      modifiers({
        ...strong,
        headers: { ...strong.headers, "strict-transport-security": `max-age=${maxAge}` },
      })["strict-transport-security"];
    expect(hsts(15_552_000)).toBe("hsts-implemented-max-age-at-least-six-months");
    expect(hsts(15_551_999)).toBe("hsts-implemented-max-age-less-than-six-months");
  });

  it("credits cookies that are Secure, HttpOnly and SameSite", () => {
    const cookie = "id=1; Secure; HttpOnly; SameSite=Lax";
    const input = { ...strong, headers: { ...strong.headers, "set-cookie": cookie } };
    expect(modifiers(input).cookies).toBe("cookies-secure-with-httponly-sessions-and-samesite");
  });
});
