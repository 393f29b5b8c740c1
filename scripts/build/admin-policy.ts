// Where the owner's admin is served and the policy it is served with: read by the build, the
// service worker's build and, with no package installed, the upload job that checks the build's
// host files (scripts/deploy/host-files.ts), so it imports nothing.

/** Where the admin is served; the service worker and the deploy rules name it from here. */
export const adminPath = "/admin/";
export const adminPage = `${adminPath}index.html`;

/**
 * What Decap CMS needs, on /admin alone: its config's validator compiles schemas with `new
 * Function` ('unsafe-eval'), its styles are written at run time ('unsafe-inline'), it shows photos
 * from memory before they are saved (blob:), and it talks to GitHub's API, or to `decap-server` on
 * the owner's own computer (localhost). GitHub's sign-in opens in a window of its own, which a
 * policy does not govern.
 */
export const adminDirectives = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:*",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const adminContentSecurityPolicy = [...adminDirectives, "frame-ancestors 'none'"].join("; ");

/**
 * Headers the admin's page needs in place of the shop's: GitHub's sign-in window reports back to
 * the page that opened it, which the shop's `same-origin` opener policy would cut off.
 */
export const adminHeaders = { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" };
