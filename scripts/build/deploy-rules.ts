// One description of how a host must serve the build, and its translation into each host's own
// configuration: `_headers` and `_redirects` (Netlify, Cloudflare Pages), `.htaccess` (Apache,
// LiteSpeed) and an nginx server block. Every file comes from the same rules, so no host can drift.
import { fallbackPage } from "../../app/framework/router-contracts.ts";
import { commonHeaders, formatHeadersFile } from "./headers.ts";

/**
 * A page, the file that answers it, its Content-Security-Policy and any common header it sends
 * otherwise (the admin's opener policy).
 */
export type PageRule = { path: string; file: string; csp: string; headers?: Record<string, string> };
export type DeployRules = ReturnType<typeof deployRules>;

/** Every path without a page of its own gets React Router's fallback page, which starts the app. */
export { fallbackPage };

/**
 * Files that configure a host; they describe the site's defences, so no host serves them. The
 * upload's mark (`.upohar-site`, scripts/deploy/upload.sh) names how the site is deployed and
 * lists its folders.
 */
export const configFiles = ["_headers", "_redirects", ".htaccess", ".nojekyll", ".upohar-site"];

/** Cloudflare Pages applies no more than this many `_headers` rules. */
export const cloudflareRuleLimit = 100;

/** Text files the build compresses; a host sends the `.br` or `.gz` copy when the browser takes it. */
export const compressibleExtensions = [
  "html",
  "js",
  "css",
  "svg",
  "json",
  "xml",
  "txt",
  "webmanifest",
  "data",
];

/** Each precompressed copy: its suffix and the Content-Encoding it is sent with, preferred first. */
export const encodings = [
  { suffix: ".br", encoding: "br" },
  { suffix: ".gz", encoding: "gzip" },
];

/** Types that some servers' own tables lack or get wrong for a shop page. */
export const contentTypes = { webmanifest: "application/manifest+json" };

/**
 * Hashed file names change with their content, so they may be kept for a year. One that is not
 * there is one an older build had (an open tab asks for it after an upload): every host answers it
 * 404, not with the fallback page and 200, which the browser and the service worker would take,
 * and keep, as that script.
 */
export const immutablePrefix = "/assets/";
export const immutableCache = "public, max-age=31536000, immutable";
export const revalidateCache = "public, max-age=0, must-revalidate";

/**
 * The rules for a build. `pages` lists every page with the file that answers it and its
 * Content-Security-Policy (which carries the hashes of that page's inline scripts).
 */
export function deployRules(pages: PageRule[]) {
  return { common: commonHeaders, pages };
}

/**
 * The common headers some page sends otherwise: each host sets them per page, with the common
 * value unless the page has its own.
 */
function perPageHeaders({ pages }: DeployRules): string[] {
  return [...new Set(pages.flatMap(({ headers = {} }) => Object.keys(headers)))];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const compressiblePattern = `\\.(${compressibleExtensions.join("|")})`;
const encodingPattern = `(${encodings.map(({ suffix }) => escapeRegex(suffix)).join("|")})?`;

/**
 * `_headers`: every path gets the common headers; each page also by its path with a slash. Netlify
 * and Cloudflare join the values of a header set by two matching rules, so Cache-Control is set on
 * the pages and on the assets, never on `/*`: an asset would get both and lose its year.
 */
export function formatHeaders({ common, pages }: DeployRules, { ruleLimit = Infinity } = {}) {
  const pageRules = pages.flatMap(({ path, csp, headers: own = {} }) => {
    // These hosts join the values of a header that two rules set: the admin's opener policy joined
    // to the common one ("same-origin, same-origin-allow-popups") is no valid policy, which a
    // browser reads as none, so GitHub's sign-in window can still report back to it there too.
    const headers = { ...own, "Content-Security-Policy": csp, "Cache-Control": revalidateCache };
  return path === "/" || path.endsWith(".html")
      ? [{ path, headers }]
      : [
          { path, headers },
          { path: `${path}/`, headers },
        ];
  });
  const assets = { path: `${immutablePrefix}*`, headers: { "Cache-Control": immutableCache } };
  if (pageRules.length + 2 <= ruleLimit) {
    return formatHeadersFile([{ path: "/*", headers: common }, assets, ...pageRules]);
  }
  // Past the host's limit the later rules would be dropped, and their pages sent with no policy
  // header. Every page instead gets the parts of its policy that only a header can carry, or that
  // no page loosens, and keeps its hashes in its <meta> policy; the browser enforces both. A page
  // with headers of its own (the admin) keeps its rules.
  const ownRules = pageRules.filter(({ path }) =>
    pages.some((page) => page.headers && (path === page.path || path === `${page.path}/`)),
  );
  return formatHeadersFile([
    { path: "/*", headers: { ...common, "Content-Security-Policy": headerOnlyPolicy } },
    assets,
    ...ownRules,
  ]);
}

/** What every page's policy says and a `<meta>` policy cannot (frame-ancestors) or need not repeat. */
export const headerOnlyPolicy = "frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/**
 * `_redirects`: files that exist win over rules, so only paths without a page get the fallback; a
 * missing asset is answered 404 (see immutablePrefix).
 */
export function formatRedirects() {
  return `${immutablePrefix}*  ${fallbackPage}  404\n/*  ${fallbackPage}  200\n`;
}

/**
 * `.htaccess`: the headers are chosen by the file finally served (`/products/index.html.br`), after
 * the rewrites, so a page's policy follows it into its compressed copy and the fallback keeps its own.
 */
export function formatHtaccess({ common, pages }: DeployRules) {
  const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;
  const served = (file: string) => `"expr=%{REQUEST_URI} =~ m#^${escapeRegex(file)}${encodingPattern}$#"`;
  return [
    "# Written by the build for Apache and LiteSpeed (mod_rewrite, mod_headers, mod_mime, mod_dir).",
    "# Upload it with the pages: each page's Content-Security-Policy changes with every build.",
    "Options -Indexes",
    "DirectoryIndex index.html",
    // A page is answered without a redirect whether its address has the slash or not.
    "DirectorySlash Off",
    `<FilesMatch "^(${configFiles.map(escapeRegex).join("|")})$">`,
    "  Require all denied",
    "</FilesMatch>",
    "",
    "AddDefaultCharset utf-8",
    ...Object.entries(contentTypes).map(([extension, type]) => `AddType ${type} .${extension}`),
    // mod_mime reads every extension: `.js.br` is JavaScript (from .js) encoded as br (from .br).
    `RemoveType ${encodings.map(({ suffix }) => suffix).join(" ")}`,
    ...encodings.map(({ suffix, encoding }) => `AddEncoding ${encoding} ${suffix}`),
    "",
    "RewriteEngine On",
    ...encodings.flatMap(({ suffix, encoding }) => [
      `RewriteCond %{HTTP:Accept-Encoding} \\b${encoding}\\b`,
      `RewriteCond %{REQUEST_FILENAME}${suffix} -f`,
      `RewriteRule ^(.+${compressiblePattern})$ /$1${suffix} [L]`,
    ]),
    "RewriteRule ^$ /index.html [L]",
    "RewriteCond %{REQUEST_FILENAME} -d",
    "RewriteCond %{REQUEST_FILENAME}/index.html -f",
    "RewriteRule ^(.+?)/?$ /$1/index.html [L]",
    `RewriteCond %{REQUEST_URI} !^${immutablePrefix}`,
    "RewriteCond %{REQUEST_FILENAME} !-f",
    `RewriteRule ^ ${fallbackPage} [L]`,
    "",
    ...Object.entries(common).map(([name, value]) => `Header always set ${name} ${quote(value)}`),
    `Header always set Cache-Control ${quote(revalidateCache)}`,
    `Header always set Cache-Control ${quote(immutableCache)} "expr=%{REQUEST_URI} =~ m#^${escapeRegex(immutablePrefix)}#"`,
    `Header always append Vary Accept-Encoding "expr=%{REQUEST_URI} =~ m#${compressiblePattern}${encodingPattern}$#"`,
    ...pages.map(
      ({ file, csp }) => `Header always set Content-Security-Policy ${quote(csp)} ${served(file)}`,
    ),
    // After the common value, which they replace for their page.
    ...pages.flatMap(({ file, headers = {} }) =>
      Object.entries(headers).map(
        ([name, value]) => `Header always set ${name} ${quote(value)} ${served(file)}`,
      ),
    ),
    "",
  ].join("\n");
}

const nginxQuote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * Where the build's nginx.conf includes the pages' policies from, relative to nginx's own folder
 * (/etc/nginx/upohar/policies.conf on Debian): the stand-in the upload replaces.
 */
export const nginxPoliciesInclude = "upohar/policies.conf";

/**
 * Each page's Content-Security-Policy as entries of nginx's `map $uri $upohar_csp`: the only part
 * of nginx's configuration that changes with every build, and so the only file the upload writes
 * on the server. Entries are all a `map` reads, so whoever can write the file sets header values
 * and nothing else of nginx's.
 */
export function formatNginxPolicies({ pages }: DeployRules) {
  return [
    "# Written by the build for nginx: each page's Content-Security-Policy, included by nginx.conf",
    "# inside its map. $uri is the file finally served, so a page's policy follows it into its",
    "# compressed copy.",
    ...pages.map(({ file, csp }) => `${nginxQuote(file)} ${nginxQuote(csp)};`),
    "",
  ].join("\n");
}

/**
 * An nginx `server` block (with the maps it reads), to include inside `http { }` after setting
 * `server_name` and `root`, and the pages' policies (formatNginxPolicies) where it includes them.
 * Precompressed copies need `brotli_static` (Debian: libnginx-mod-http-brotli-static) and
 * `gzip_static`.
 */
export function formatNginx(rules: DeployRules) {
  const { common, pages } = rules;
  const perPage = perPageHeaders(rules);
  const commonValues: Record<string,string> = common;
  const variable = (name: string) => `$upohar_${name.toLowerCase().replace(/-/g, "_")}`;
  const indent = (lines: string[]) => lines.map((line) => (line ? `  ${line}` : line));
  return [
    "# Written by the build for nginx: include inside http { }, with listen, server_name and root set",
    "# to the site's (TLS and the redirect from http:// are the host's). It changes only when this",
    "# repository's rules do; the pages' policies, which change with every build, are in",
    "# nginx-policies.conf, included below.",
    "map $uri $upohar_csp {",
    `  include ${nginxPoliciesInclude};`,
    "}",
    "",
    ...perPage.flatMap((name) => [
      `map $uri ${variable(name)} {`,
      `  default ${nginxQuote(commonValues[name] ?? "")};`,
      ...indent(
        pages.flatMap(({ file, headers = {} }) =>
          headers[name] === undefined ? [] : [`${nginxQuote(file)} ${nginxQuote(headers[name])};`],
        ),
      ),
      "}",
      "",
    ]),
    "map $uri $upohar_cache {",
    `  default ${nginxQuote(revalidateCache)};`,
    `  ~^${escapeRegex(immutablePrefix)} ${nginxQuote(immutableCache)};`,
    "}",
    "",
    "server {",
    ...indent([
      "listen 80;",
      "server_name _;",
      "root /var/www/upohar;",
      "charset utf-8;",
      "server_tokens off;",
      "brotli_static on;",
      "gzip_static on;",
      "gzip_vary on;",
      "",
      ...Object.entries(common).map(([name, value]) =>
        perPage.includes(name)
          ? `add_header ${name} ${variable(name)} always;`
          : `add_header ${name} ${nginxQuote(value)} always;`,
      ),
      "add_header Cache-Control $upohar_cache always;",
      // An empty value sends no header: files other than pages carry no policy.
      "add_header Content-Security-Policy $upohar_csp always;",
      "",
      `location ~ ^/(${configFiles.map(escapeRegex).join("|")})$ {`,
      "  return 404;",
      "}",
      // A trailing slash would otherwise make nginx look for a directory listing.
      "location ~ ^(?<page>.+)/$ {",
      `  try_files $page/index.html ${fallbackPage};`,
      "}",
      ...Object.entries(contentTypes).flatMap(([extension, type]) => [
        `location ~ \\.${extension}$ {`,
        `  default_type ${type};`,
        "}",
      ]),
      // Through try_files, like every page, so that $uri names the file and the policy is found.
      "location = / {",
      "  try_files /index.html =404;",
      "}",
      `location ^~ ${immutablePrefix} {`,
      "  try_files $uri =404;",
      "}",
      "location / {",
      `  try_files $uri $uri/index.html ${fallbackPage};`,
      "}",
    ]),
    "}",
    "",
  ].join("\n");
}
