// What the build changes in the HTML React Router prerenders, before each page's policy hashes
// its inline scripts (postbuild.ts). Decision 003 says why; what each rewrite expects of React
// Router's HTML is in app/framework/router-contracts.ts, and a page of another shape fails
// the build.
import {
  brokenContract,
  modulePreloadLink,
  parseRouteModulesScript,
  routeModulesScript,
} from "../../app/framework/router-contracts.ts";

/**
 * Drops the modulepreload hints React Router writes. On a slow connection the browser otherwise
 * downloads all the JavaScript before the first paint; the module script still loads every module,
 * just after the page is already visible. A page without hints, or with one written another way,
 * fails the build: React Router has changed how it loads the page's modules.
 */
export function dropModulePreloads(html: string): string {
  const hints = html.match(modulePreloadLink) ?? [];
  if (hints.length === 0) {
    throw brokenContract("modulePreloadLink", "the page has no modulepreload hint to drop");
  }
  const page = html.replace(modulePreloadLink, "");
  if (page.includes("modulepreload")) {
    throw brokenContract("modulePreloadLink", "the page has a modulepreload hint of another shape");
  }
  return page;
}

/**
 * Puts the early script (scripts/build/early-taps.ts) last in the page's head, after the stylesheet: it
 * then runs before any of the body is parsed, so before any control shows. Before the stylesheet,
 * the parser yielded after it with nothing yet blocking rendering, and the browser painted an
 * empty page first (layout.spec.ts checks that the first paint is contentful).
 */
export function insertEarlyScript(html: string, code: string): string {
  const at = html.indexOf("</head>");
  if (at === -1 || html.indexOf("</head>", at + 1) !== -1) {
    throw new Error("The page has no single </head> to put the early script before");
  }
  return `${html.slice(0, at)}<script>${code}</script>${html.slice(at)}`;
}

/** How long a page that never reports its first paint (opened in a background tab) waits. */
export const startWithoutPaintAfterMs = 5000;

/**
 * React Router's module script imports the route modules (and so every script the page needs) as
 * soon as the parser reaches it, which on a phone is while the stylesheet and the page's main
 * picture are still on their way: the scripts share the connection with them and the page paints
 * later. The prerendered page needs no script to be seen, so the app starts once the browser
 * reports the first contentful paint instead: the same imports, made after the shopper sees the
 * page. A browser that cannot report paints starts at once; a page that is never painted (a tab
 * opened in the background reports no paint) starts after a few seconds. A tap before the app
 * starts follows the link or waits for the app, as it would while the scripts download. A page
 * without exactly one such script fails the build.
 */
export function startAppAfterFirstPaint(html: string): string {
  const scripts = [...html.matchAll(routeModulesScript)];
  const [match] = scripts;
  if (scripts.length !== 1 || match?.[1] === undefined) {
    throw brokenContract(
      "routeModulesScript",
      `the page has ${scripts.length} module scripts of that shape, not one`,
    );
  }
  const { manifest, routes, assignment, entry } = parseRouteModulesScript(match[1]);
  const imports = [manifest, ...routes.map((route) => route.url)]
    .map((url) => `import(${JSON.stringify(url)})`)
    .join(", ");
  const names = ["", ...routes.map((route) => route.name)].join(", ");
  const script = [
    `const start = () => Promise.all([${imports}]).then(([${names}]) => {` +
      ` ${assignment} return import(${JSON.stringify(entry)}); });`,
    "let started = false;",
    "const startOnce = () => { if (!started) { started = true; start(); } };",
    'if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "  new PerformanceObserver((paints) => {",
    '    if (paints.getEntriesByName("first-contentful-paint").length > 0) startOnce();',
    '  }).observe({ type: "paint", buffered: true });',
    `  setTimeout(startOnce, ${startWithoutPaintAfterMs});`,
    "} else startOnce();",
  ].join("\n");
  return `${html.slice(0, match.index)}<script type="module">${script}</script>${html.slice(
    match.index + match[0].length,
  )}`;
}

