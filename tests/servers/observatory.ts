/**
 * The MDN HTTP Observatory's grading (github.com/mdn/mdn-http-observatory, src/grader/charts.js),
 * applied to one response: the penalties are taken from 100, and the bonuses are added only when
 * that leaves 90 or more. Whether the host serves HTTPS and redirects http:// to it is an input,
 * because TLS belongs to the host (Netlify, Cloudflare, cPanel's AutoSSL, certbot), not to the build.
 *
 * The Observatory's own package (@mdn/mdn-http-observatory 1.4.8) cannot grade the local servers:
 * its install downloads Mozilla's CA bundle and Chromium's HSTS preload list, which this network
 * refuses (so `npm ci` fails), and its scanner grades only what it fetches itself, over HTTPS with
 * a trusted certificate, where the test servers speak plain HTTP (C+ at best).
 */
export interface ObservatoryInput {
  /** The response headers of the page, names in lower case. */
  headers: Record<string, string>;
  html: string;
  transport: { https: boolean; redirectsHttpToHttps: boolean };
  /** The origin the Observatory sends in its CORS probe. */
  probeOrigin?: string;
}

export interface RuleResult {
  rule: string;
  result: string;
  modifier: number;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  rules: RuleResult[];
}

type Policy = Map<string, string[]>;

function parsePolicy(text: string | undefined): Policy | undefined {
  if (text === undefined) return undefined;
  const policy: Policy = new Map();
  for (const directive of text.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy.size > 0 ? policy : undefined;
}

function metaPolicy(html: string) {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1];
}

const broad = new Set(["*", "http:", "https:", "data:", "blob:", "filesystem:"]);
const sourcesFor = (policy: Policy, name: string) =>
  policy.get(name) ?? policy.get("default-src") ?? ["*"];

function contentSecurityPolicy({ headers, html }: ObservatoryInput): [string, number] {
  const text = headers["content-security-policy"] ?? metaPolicy(html);
  if (text === undefined) return ["csp-not-implemented", -25];
  const policy = parsePolicy(text);
  if (!policy) return ["csp-header-invalid", -25];
  const scripts = sourcesFor(policy, "script-src");
  const objects = sourcesFor(policy, "object-src");
  const scriptInline =
    scripts.includes("'unsafe-inline'") &&
    !scripts.some((source) => /^'(sha\d+-|nonce-|strict-dynamic)/.test(source));
  if (scriptInline || [...scripts, ...objects].some((source) => broad.has(source))) {
    return ["csp-implemented-with-unsafe-inline", -20];
  }
  if (scripts.includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  const allSources = [...policy.values()].flat();
  if (allSources.some((source) => source.startsWith("http:"))) {
    return ["csp-implemented-with-insecure-scheme", -20];
  }
  if (sourcesFor(policy, "style-src").some((s) => s === "'unsafe-inline'" || broad.has(s))) {
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  }
  const defaultNone = policy.get("default-src")?.join(" ") === "'none'";
  return defaultNone && policy.has("form-action")
    ? ["csp-implemented-with-no-unsafe-default-src-none", 10]
    : ["csp-implemented-with-no-unsafe", 5];
}

function cookies({ headers }: ObservatoryInput): [string, number] {
  const set = headers["set-cookie"];
  if (!set) return ["cookies-not-found", 0];
  const all = set.split("\n").map((cookie) => cookie.toLowerCase());
  const hsts = "strict-transport-security" in headers;
  if (!all.every((cookie) => /;\s*secure\b/.test(cookie))) {
    return hsts
      ? ["cookies-without-secure-flag-but-protected-by-hsts", -5]
      : ["cookies-without-secure-flag", -20];
  }
  const sameSite = all.map((cookie) => /;\s*samesite=(\w+)/.exec(cookie)?.[1]);
  if (sameSite.some((value) => value !== undefined && value !== "strict" && value !== "lax")) {
    return ["cookies-samesite-flag-invalid", -20];
  }
  const httpOnly = all.every((cookie) => /;\s*httponly\b/.test(cookie));
  return httpOnly && sameSite.every(Boolean)
    ? ["cookies-secure-with-httponly-sessions-and-samesite", 5]
    : ["cookies-secure-with-httponly-sessions", 0];
}

function crossOriginResourceSharing({ headers, probeOrigin }: ObservatoryInput): [string, number] {
  const origin = headers["access-control-allow-origin"];
  if (origin === undefined) return ["cross-origin-resource-sharing-not-implemented", 0];
  if (origin === "*") return ["cross-origin-resource-sharing-implemented-with-public-access", 0];
  return origin === probeOrigin && headers["access-control-allow-credentials"] === "true"
    ? ["cross-origin-resource-sharing-implemented-with-universal-access", -50]
    : ["cross-origin-resource-sharing-implemented-with-restricted-access", 0];
}

function redirection({ transport }: ObservatoryInput): [string, number] {
  return transport.redirectsHttpToHttps
    ? ["redirection-to-https", 0]
    : ["redirection-missing", -20];
}

const privateReferrers = [
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
];
const unsafeReferrers = [
  "origin",
  "origin-when-cross-origin",
  "unsafe-url",
  "no-referrer-when-downgrade",
];

function referrerPolicy({ headers }: ObservatoryInput): [string, number] {
  const header = headers["referrer-policy"];
  if (header === undefined) return ["referrer-policy-not-implemented", 0];
  // Browsers take the last value they understand.
  const policy = header
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter((value) => privateReferrers.includes(value) || unsafeReferrers.includes(value))
    .at(-1);
  if (!policy) return ["referrer-policy-header-invalid", -5];
  return privateReferrers.includes(policy)
    ? ["referrer-policy-private", 5]
    : ["referrer-policy-unsafe", -5];
}

function strictTransportSecurity({ headers, transport }: ObservatoryInput): [string, number] {
  if (!transport.https) return ["hsts-not-implemented-no-https", -20];
  const header = headers["strict-transport-security"];
  if (header === undefined) return ["hsts-not-implemented", -20];
  const maxAge = /(?:^|;)\s*max-age="?(\d+)"?\s*(?:;|$)/i.exec(header)?.[1];
  if (maxAge === undefined) return ["hsts-header-invalid", -20];
  // The Observatory counts the common 180 days (15,552,000 s) as six months.
  return Number(maxAge) >= 15_552_000
    ? ["hsts-implemented-max-age-at-least-six-months", 0]
    : ["hsts-implemented-max-age-less-than-six-months", -10];
}

function subresourceIntegrity({ headers, html }: ObservatoryInput): [string, number] {
  if (!headers["content-type"]?.startsWith("text/html")) {
    return ["sri-not-implemented-response-not-html", 0];
  }
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes = ""]) => ({
      src: /\bsrc="([^"]*)"/i.exec(attributes)?.[1],
      integrity: /\bintegrity=/i.test(attributes),
    }))
    .filter((script): script is { src: string; integrity: boolean } => script.src !== undefined);
  if (scripts.length === 0) return ["sri-not-implemented-but-no-scripts-loaded", 0];
  const external = scripts.filter(({ src }) => /^(https?:)?\/\//i.test(src));
  const insecure = external.some(({ src }) => !src.toLowerCase().startsWith("https:"));
  const allIntegrity = scripts.every(({ integrity }) => integrity);
  if (insecure) {
    return allIntegrity
      ? ["sri-implemented-but-external-scripts-not-loaded-securely", -20]
      : ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50];
  }
  if (allIntegrity) {
    return external.length === 0
      ? ["sri-implemented-and-all-scripts-loaded-securely", 5]
      : ["sri-implemented-and-external-scripts-loaded-securely", 5];
  }
  return external.length === 0
    ? ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0]
    : ["sri-not-implemented-but-external-scripts-loaded-securely", -5];
}

function xContentTypeOptions({ headers }: ObservatoryInput): [string, number] {
  const header = headers["x-content-type-options"];
  if (header === undefined) return ["x-content-type-options-not-implemented", -5];
  return header.trim().toLowerCase() === "nosniff"
    ? ["x-content-type-options-nosniff", 0]
    : ["x-content-type-options-header-invalid", -5];
}

function xFrameOptions({ headers }: ObservatoryInput): [string, number] {
  // Only a header policy counts: browsers ignore frame-ancestors in a <meta> policy.
  if (parsePolicy(headers["content-security-policy"])?.has("frame-ancestors")) {
    return ["x-frame-options-implemented-via-csp", 5];
  }
  const header = headers["x-frame-options"]?.trim().toLowerCase();
  if (header === undefined) return ["x-frame-options-not-implemented", -20];
  if (header === "deny" || header === "sameorigin") {
    return ["x-frame-options-sameorigin-or-deny", 0];
  }
  return header.startsWith("allow-from ")
    ? ["x-frame-options-allow-from-origin", 0]
    : ["x-frame-options-header-invalid", -20];
}

function crossOriginResourcePolicy({ headers }: ObservatoryInput): [string, number] {
  const header = headers["cross-origin-resource-policy"]?.trim().toLowerCase();
  if (header === undefined) return ["cross-origin-resource-policy-not-implemented", 0];
  if (header === "same-origin") {
    return ["cross-origin-resource-policy-implemented-with-same-origin", 10];
  }
  if (header === "same-site")
    return ["cross-origin-resource-policy-implemented-with-same-site", 10];
  return header === "cross-origin"
    ? ["cross-origin-resource-policy-implemented-with-cross-origin", 0]
    : ["cross-origin-resource-policy-header-invalid", -5];
}

const rules = {
  "content-security-policy": contentSecurityPolicy,
  cookies,
  "cross-origin-resource-sharing": crossOriginResourceSharing,
  redirection,
  "referrer-policy": referrerPolicy,
  "strict-transport-security": strictTransportSecurity,
  "subresource-integrity": subresourceIntegrity,
  "x-content-type-options": xContentTypeOptions,
  "x-frame-options": xFrameOptions,
  "cross-origin-resource-policy": crossOriginResourcePolicy,
};

const grades: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function observatoryScore(input: ObservatoryInput): ObservatoryScore {
  const results = Object.entries(rules).map(([rule, check]) => {
    const [result, modifier] = check(input);
    return { rule, result, modifier };
  });
  const sum = (modifiers: number[]) => modifiers.reduce((total, value) => total + value, 0);
  const penalised = Math.max(0, 100 + sum(results.map(({ modifier }) => Math.min(modifier, 0))));
  const score =
    penalised >= 90
      ? penalised + sum(results.map(({ modifier }) => Math.max(modifier, 0)))
      : penalised;
  const grade = grades.find(([minimum]) => score >= minimum)?.[1] ?? "F";
  return { score, grade, rules: results };
}
