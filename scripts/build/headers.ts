// Security headers for the static build: the policy for a page's inline code, and the `_headers`
// format (Netlify, Cloudflare Pages) that `npm start`'s server also reads. deploy-rules.ts turns
// them into every host's configuration.
import { createHash } from "node:crypto";

export type HeaderRule = { path: string; headers: Record<string, string> };
export type InlineHashes = ReturnType<typeof inlineHashes>;

export const commonHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Hashes of the inline scripts and styles a page runs; JSON-LD data blocks never run.
 */
export function inlineHashes(html: string) {
  // Every group takes part in every match: the empty defaults only tell the type checker so.
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body = ""]) => sha256(body));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = ""]) =>
    sha256(body),
  );
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

function directives({ scripts, styles }: InlineHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    `style-src 'self' ${styles.join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js); said outright rather than left to fall back to script-src.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ];
}

export function contentSecurityPolicy(hashes: InlineHashes) {
  return directives(hashes).join("; ");
}

/** Browsers ignore these in a `<meta>` policy; they only hold when a host sends them as a header. */
const headerOnlyDirectives = ["frame-ancestors", "report-uri", "sandbox"];

/**
 * The policy a page carries itself, for hosts that send no headers (GitHub Pages).
 */
export function metaContentSecurityPolicy(hashes: InlineHashes) {
  return directives(hashes)
    .filter((directive) => !headerOnlyDirectives.includes(directive.split(" ")[0] ?? ""))
    .join("; ");
}

const metaPolicyTag = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * Puts the page's policy right after its charset, before any script or style it governs; a page
 * that already carries one (the build was post-processed before) gets it replaced.
 */
export function withMetaPolicy(html: string, policy: string) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (metaPolicyTag.test(html)) return html.replace(metaPolicyTag, () => tag);
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error("A page without <meta charset> cannot carry its policy");
  return html.replace(charset, (match) => match + tag);
}

/**
 * Writes rules as `_headers` text: a path line, then indented `Name: value` lines.
 */
export function formatHeadersFile(rules: HeaderRule[]) {
  return rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

export function parseHeadersFile(text: string) {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && separator > 0) {
      rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
    }
  }
  return rules;
}

/**
 * The headers for a request path: every matching rule, the more specific ones last.
 */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string,string> {
  const matches = rules.filter(({ path }) =>
    path.endsWith("/*") ? pathname.startsWith(path.slice(0, -1)) : path === pathname,
  );
  return Object.assign({}, ...matches.map(({ headers }) => headers));
}
