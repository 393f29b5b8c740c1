import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { routerScript } from "../../app/framework/router-script.sample";
import { addedGzipBytes, bundleEarlyTaps } from "./early-taps.ts";
import {
  dropModulePreloads,
  insertEarlyScript,
  startAppAfterFirstPaint,
  startWithoutPaintAfterMs,
} from "./html-rewrites.ts";

const page = `<body><p>Gift</p><script type="module" async="">${routerScript}</script><script>x()</script></body>`;

describe("dropModulePreloads", () => {
  it("removes React Router's modulepreload hints and nothing else", () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>' +
      '<link href="/assets/b.js" rel="modulepreload"/>';
    expect(dropModulePreloads(html)).toBe('<link rel="stylesheet" href="/a.css"/>');
  });

  it("fails the build on a page whose hints it cannot find, naming the contract", () => {
    expect(() => dropModulePreloads('<link rel="stylesheet" href="/a.css"/>')).toThrow(
      /modulePreloadLink .*no modulepreload hint/,
    );
    expect(() =>
      dropModulePreloads(
        '<link rel="modulepreload" href="/assets/a.js"/><link rel=modulepreload href="/assets/b.js"/>',
      ),
    ).toThrow(/modulePreloadLink .*another shape/);
  });
});

/** Runs the rewritten script with a fake browser: what it imports, and the paints it waits for. */
function fakeBrowser(script: string, { reportsPaints }: { reportsPaints: boolean }) {
  const imported: string[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const timers: { run: () => void; ms: number }[] = [];
  const observers: ((paints: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  let loading: Promise<unknown> = Promise.resolve();
  class FakePerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ["mark", "paint"] : ["mark"];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  }
  // `import(` is syntax, so the script gets a function of another name in its place.
  const run = new Function(
    "load",
    "window",
    "PerformanceObserver",
    "setTimeout",
    script.replaceAll("import(", "load("),
  ) as (...args: unknown[]) => void;
  run(
    (url: string) => {
      imported.push(url);
      const module = { url };
      loading = loading.then(() => module);
      return Promise.resolve(module);
    },
    window,
    FakePerformanceObserver,
    (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
  );
  const paint = (name: string) =>
    observers.forEach((observer) =>
      observer({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }),
    );
  const settled = async () => {
    for (let turn = 0; turn < 5; turn += 1) await loading;
  };
  return { imported, window, timers, paint, settled };
}

const modules = [
  "/assets/manifest-b350810f.js",
  "/assets/root-BalO4R4P.js",
  "/assets/layout-bn-no2ZqZEj.js",
  "/assets/product-DRCWFdTd.js",
  "/assets/entry.client-C8tneV5L.js",
];

describe("startAppAfterFirstPaint", () => {
  const rewritten = startAppAfterFirstPaint(page);
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? "";

  it("replaces the module script and leaves the rest of the page as it was", () => {
    expect(rewritten).not.toContain('async=""');
    expect(rewritten.replace(/<script type="module">[\s\S]*?<\/script>/, "")).toBe(
      page.replace(/<script type="module" async="">[\s\S]*?<\/script>/, ""),
    );
    expect(script).not.toMatch(/^import /m);
  });

  it("imports nothing until the first contentful paint, then the same modules", async () => {
    const browser = fakeBrowser(script, { reportsPaints: true });
    browser.paint("first-paint");
    await browser.settled();
    expect(browser.imported).toEqual([]);
    browser.paint("first-contentful-paint");
    await browser.settled();
    expect(browser.imported).toEqual(modules);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-BalO4R4P.js" },
      "routes/layout-bn": { url: "/assets/layout-bn-no2ZqZEj.js" },
      "bn/product/:id": { url: "/assets/product-DRCWFdTd.js" },
    });
  });

  it("starts a page that is never painted after a few seconds, and only once", async () => {
    const browser = fakeBrowser(script, { reportsPaints: true });
    expect(browser.timers.map((timer) => timer.ms)).toEqual([startWithoutPaintAfterMs]);
    browser.timers.forEach((timer) => timer.run());
    browser.paint("first-contentful-paint");
    await browser.settled();
    expect(browser.imported).toEqual(modules);
  });

  it("starts at once in a browser that cannot report paints", async () => {
    const browser = fakeBrowser(script, { reportsPaints: false });
    await browser.settled();
    expect(browser.imported).toEqual(modules);
  });

  it("fails the build on a page without React Router's one module script, naming the contract", () => {
    expect(() => startAppAfterFirstPaint("<p>Offline</p>")).toThrow(
      /routeModulesScript .*0 module scripts/,
    );
    expect(() => startAppAfterFirstPaint(page.replace("<p>", `<p>${page}`))).toThrow(
      /routeModulesScript .*2 module scripts/,
    );
    expect(() =>
      startAppAfterFirstPaint(page.replace("window.", "globalThis.__early = 1;\nwindow.")),
    ).toThrow(/parseRouteModulesScript .*route modules assignment/);
  });
});

describe("insertEarlyScript", () => {
  const head = '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head>';

  it("puts the early script last in the head, after the stylesheet", () => {
    expect(insertEarlyScript(head, "go()")).toBe(
      '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/><script>go()</script></head>',
    );
  });

  it("fails loudly on a page without its one head", () => {
    expect(() => insertEarlyScript("<html><body></body>", "go()")).toThrow(/head/);
    expect(() => insertEarlyScript(head + head, "go()")).toThrow(/head/);
  });
});

describe("bundleEarlyTaps", () => {
  it("bundles the early script into one function", async () => {
    const { code } = await bundleEarlyTaps();
    expect(code.startsWith("(function")).toBe(true);
    expect(code).toContain("upoharEarlyTaps");
  });

  it("fails the build when it adds more than 2 KB of gzip to a page", () => {
    const page = "<html><head></head><body><p>Gift</p></body></html>";
    const noise = randomBytes(3000).toString("base64");
    expect(addedGzipBytes(page, page.replace("<p>", "<p>go()"), "/")).toBeLessThan(10);
    expect(() => addedGzipBytes(page, page.replace("<p>", `<p>${noise}`), "/")).toThrow(/2048 B/);
  });
});
