// What the build changes in the HTML React Router prerenders, before each page's policy hashes
// its inline scripts (postbuild.mjs). Decision 003 says why.

/**
 * Drops the modulepreload hints React Router writes. On a slow connection the browser otherwise
 * downloads all the JavaScript before the first paint; the module script still loads every module,
 * just after the page is already visible.
 */
export function dropModulePreloads(html) {
  return html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
}

/**
 * Puts the early script (scripts/build/early-taps.mjs) last in the page's head, after the stylesheet: it
 * then runs before any of the body is parsed, so before any control shows. Before the stylesheet,
 * the parser yielded after it with nothing yet blocking rendering, and the browser painted an
 * empty page first (layout.spec.ts checks that the first paint is contentful).
 */
export function insertEarlyScript(html, code) {
  const at = html.indexOf("</head>");
  if (at === -1 || html.indexOf("</head>", at + 1) !== -1) {
    throw new Error("The page has no single </head> to put the early script before");
  }
  return `${html.slice(0, at)}<script>${code}</script>${html.slice(at)}`;
}

const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

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
 * starts follows the link or waits for the app, as it would while the scripts download.
 */
export function startAppAfterFirstPaint(html) {
  const match = moduleScript.exec(html);
  if (!match) return html;
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

/**
 * The parts of the script React Router 7 writes:
 *   import "/assets/manifest-….js";
 *   import * as route0 from "/assets/root-….js"; …
 *   window.__reactRouterRouteModules = {"root":route0, …};
 *   import("/assets/entry.client-….js");
 * Anything else fails the build, so an upgrade that changes it is noticed, not shipped half-working.
 */
export function parseRouteModulesScript(script) {
  const lines = script
    .split(/;\s*/)
    .map((line) => line.trim())
    .filter(Boolean);
  const fail = (reason) => {
    throw new Error(`React Router's module script is not as expected (${reason}): ${script}`);
  };
  const [first, ...rest] = lines;
  const manifest = /^import "([^"]+)"$/.exec(first ?? "")?.[1] ?? fail("no manifest import");
  const routes = [];
  let line = rest.shift();
  for (let route; line && (route = /^import \* as (\w+) from "([^"]+)"$/.exec(line));) {
    routes.push({ name: route[1], url: route[2] });
    line = rest.shift();
  }
  if (routes.length === 0) fail("no route module imports");
  const assignment =
    line && /^window\.__reactRouterRouteModules = \{[^}]*\}$/.test(line)
      ? `${line};`
      : fail("no route modules assignment");
  const entry = /^import\("([^"]+)"\)$/.exec(rest.shift() ?? "")?.[1] ?? fail("no entry import");
  if (rest.length > 0) fail(`unexpected "${rest[0]}"`);
  return { manifest, routes, assignment, entry };
}
