// The host files (nginx.conf, .htaccess, _headers, _redirects) as this repository's rules make
// them from a built site's pages. The build writes them (postbuild.ts); the upload job, which
// holds the server's keys, makes them again from the pages it was handed, with no package
// installed, and refuses a build whose files differ (scripts/deploy/check-build.ts). So this
// imports only Node's own modules and the repository's package-free rules.
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { filesUnder } from "../files-under.ts";
import { adminContentSecurityPolicy, adminHeaders, adminPage } from "./admin-policy.ts";
import {
  deployRules,
  fallbackPage,
  formatHeaders,
  formatHtaccess,
  formatNginx,
  formatNginxPolicies,
  formatRedirects,
} from "./deploy-rules.ts";
import { contentSecurityPolicy, inlineHashes } from "./headers.ts";

/**
 * GitHub Pages answers an unknown path with `404.html` (status 404, but the app then shows Home),
 * and reads none of the host files; the build makes it a copy of the fallback.
 */
export const githubPagesNotFound = "/404.html";

/**
 * Every page of the built site in `root` by its address and its file, the fallbacks last; not the
 * admin's, which has a policy of its own.
 */
export function builtPages(root: string) {
  const pages = filesUnder(root)
    .map((file) => `/${relative(root, file).split(sep).join("/")}`)
    .filter((file) => file.endsWith("/index.html") && file !== adminPage)
    .map((file) => ({ path: file.replace(/\/?index\.html$/, "") || "/", file }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const fallbacks = [fallbackPage, githubPagesNotFound].map((file) => ({ path: file, file }));
  return [...pages, ...fallbacks];
}

/**
 * The rules for the built site in `root`: each page's policy with the hashes of its inline
 * scripts, as the page holds them, and the admin's own.
 */
export function hostRules(root: string) {
  const pages = builtPages(root).map(({ path, file }) => ({
    path,
    file,
    csp: contentSecurityPolicy(inlineHashes(readFileSync(join(root, file), "utf8"))),
  }));
  const admin = {
    path: adminPage.slice(0, -"/index.html".length),
    file: adminPage,
    csp: adminContentSecurityPolicy,
    headers: adminHeaders,
  };
  return deployRules([admin, ...pages]);
}

/**
 * Each host file by its place in the build (`client/…` is served, `deploy/…` is not).
 * @param options how many `_headers` rules the host applies
 */
export function hostFiles(rules: ReturnType<typeof hostRules>, options?: { ruleLimit?: number }) {
  return {
    "client/_headers": formatHeaders(rules, options),
    "client/_redirects": formatRedirects(),
    "client/.htaccess": formatHtaccess(rules),
    "deploy/nginx.conf": formatNginx(rules),
    "deploy/nginx-policies.conf": formatNginxPolicies(rules),
  };
}
