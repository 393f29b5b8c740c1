import {
  isRouteErrorResponse,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as singleFetchDataStrategy,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dataPathOf,
  dataTwinOf,
  isNetworkFailure,
  modulePreloadLink,
  pageOfDataPath,
  parseRouteManifest,
  parseRouteModulesScript,
  routeManifestChunk,
  routeModulesScript,
} from "./router-contracts";
import { prerenderedOr } from "./prerendered-data";
import { routerScript } from "./router-script.sample";

const origin = "https://upohar.example";
const notFound = { product: null };

/**
 * A prerendered shop (`ssr: false`) as React Router's own client data layer runs it: the root and
 * a product page whose clientLoader reads its prerendered data through prerenderedOr, as
 * routes/product.tsx does. Every data request goes to `answer`.
 */
async function navigate(path: string, answer: (url: URL) => Promise<Response>) {
  const fetched: URL[] = [];
  vi.stubGlobal("window", { location: new URL(origin) });
  vi.stubGlobal("fetch", (url: URL) => {
    fetched.push(url);
    return answer(url);
  });
  const route = { hasAction: false, hasClientAction: false, hasClientMiddleware: false };
  const manifest = {
    routes: {
      root: {
        ...route,
        id: "root",
        path: "",
        module: "",
        hasLoader: false,
        hasClientLoader: false,
      },
      product: {
        ...route,
        id: "product",
        parentId: "root",
        path: "product/:id",
        module: "",
        hasLoader: true,
        hasClientLoader: true,
      },
    },
  };
  const routeModules = {
    root: { default: () => null },
    product: {
      default: () => null,
      clientLoader: ({ serverLoader }: { serverLoader: () => Promise<unknown> }) =>
        prerenderedOr(serverLoader, notFound),
    },
  };
  const routes = createClientRoutes(
    manifest.routes as unknown as Parameters<typeof createClientRoutes>[0],
    routeModules as unknown as Parameters<typeof createClientRoutes>[1],
    null,
    false,
    false,
  );
  // Its data strategy needs the router it belongs to, which needs the strategy first.
  const router: ReturnType<typeof createRouter> = createRouter({
    routes,
    history: createMemoryHistory({ initialEntries: ["/"] }),
    dataStrategy: singleFetchDataStrategy(
      () => router,
      manifest as unknown as Parameters<typeof singleFetchDataStrategy>[1],
      routeModules as unknown as Parameters<typeof singleFetchDataStrategy>[2],
      false,
      "/",
      false,
    ),
  }).initialize();
  await router.navigate(path);
  const { loaderData, errors } = router.state;
  router.dispose();
  // The error reaches the nearest ErrorBoundary, here React Router's default at the root.
  return { fetched, data: loaderData.product as unknown, error: errors?.root as unknown };
}

const html = (status: number) =>
  Promise.resolve(
    new Response("<!DOCTYPE html><html><body>Loading…</body></html>", {
      status,
      headers: { "Content-Type": "text/html" },
    }),
  );

describe("React Router's data files, as its own data layer asks for them", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the data file dataPathOf names, whatever query it adds", async () => {
    for (const path of ["/product/3", "/product/3/"]) {
      const { fetched } = await navigate(path, () => html(404));
      expect(fetched.map((url) => url.pathname)).toEqual([dataPathOf(path)]);
    }
  });

  it("reads a data file the host does not have as a missing page", async () => {
    // GitHub Pages answers with its 404 page; the other hosts with the fallback page.
    expect((await navigate("/product/999", () => html(404))).data).toEqual(notFound);
    expect((await navigate("/product/999", () => html(200))).data).toEqual(notFound);
  });

  it("passes a request that got no answer through as a network failure", async () => {
    const offline = new TypeError("Failed to fetch");
    const { data, error } = await navigate("/product/3", () => Promise.reject(offline));
    expect(data).toBeUndefined();
    expect(error).toBe(offline);
    expect(isNetworkFailure(error)).toBe(true);
    expect(isRouteErrorResponse(error)).toBe(false);
  });
});

describe("dataPathOf", () => {
  it("names the data file React Router fetches for a page", () => {
    expect(dataPathOf("/")).toBe("/_root.data");
    expect(dataPathOf("/products")).toBe("/products.data");
    expect(dataPathOf("/bn")).toBe("/bn.data");
    expect(dataPathOf("/bn/product/3")).toBe("/bn/product/3.data");
  });

  it("reads a trailing slash as the same page", () => {
    expect(dataPathOf("/products/")).toBe("/products.data");
    expect(dataPathOf("/bn/")).toBe("/bn.data");
  });
});

describe("pageOfDataPath", () => {
  it("names the page of each data file, and no page for another file", () => {
    for (const page of ["/", "/products", "/bn", "/bn/product/3"]) {
      expect(pageOfDataPath(dataPathOf(page))).toBe(page);
    }
    expect(pageOfDataPath("/catalog/en.json")).toBeUndefined();
  });
});

describe("dataTwinOf", () => {
  it("names the data file beside a resource route's file", () => {
    expect(dataTwinOf("/catalog/en.json")).toBe("/catalog/en.json.data");
  });
});

describe("modulePreloadLink", () => {
  it("finds React Router's hints in any attribute order, and no other link", () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/a.css"/>' +
      '<link href="/assets/b.js" rel="modulepreload" crossorigin=""/><link rel="preload" as="image"/>';
    expect(html.match(modulePreloadLink)).toEqual([
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<link href="/assets/b.js" rel="modulepreload" crossorigin=""/>',
    ]);
  });
});

describe("routeModulesScript", () => {
  it("finds React Router's module script and its text", () => {
    const page = `<p>Gift</p><script type="module" async="">${routerScript}</script><script>x()</script>`;
    expect([...page.matchAll(routeModulesScript)].map((match) => match[1])).toEqual([routerScript]);
  });
});

describe("parseRouteModulesScript", () => {
  it("reads the manifest, the route modules in order, their table and the entry", () => {
    expect(parseRouteModulesScript(routerScript)).toEqual({
      manifest: "/assets/manifest-b350810f.js",
      routes: [
        { name: "route0", url: "/assets/root-BalO4R4P.js" },
        { name: "route1", url: "/assets/layout-bn-no2ZqZEj.js" },
        { name: "route2", url: "/assets/product-DRCWFdTd.js" },
      ],
      assignment:
        'window.__reactRouterRouteModules = {"root":route0,"routes/layout-bn":route1,"bn/product/:id":route2};',
      entry: "/assets/entry.client-C8tneV5L.js",
    });
  });

  it("fails loudly on a script of another shape, so an upgrade is noticed", () => {
    expect(() => parseRouteModulesScript('import("/assets/entry.js");')).toThrow(/manifest/);
    expect(() => parseRouteModulesScript('import "/m.js";\nimport("/e.js");')).toThrow(
      /route module imports/,
    );
    expect(() =>
      parseRouteModulesScript(
        'import "/m.js";\nimport * as route0 from "/r.js";\nimport("/e.js");',
      ),
    ).toThrow(/route modules assignment/);
    expect(() =>
      parseRouteModulesScript(routerScript.replace('import("', 'import(/* late */ "')),
    ).toThrow(/entry import/);
    expect(() => parseRouteModulesScript(`${routerScript}\nwindow.extra = 1;`)).toThrow(
      /unexpected "window.extra = 1"/,
    );
  });
});

describe("routeManifestChunk", () => {
  it("tells React Router's route manifest from the bundler's chunks", () => {
    expect(routeManifestChunk.test("/site/assets/manifest-b350810f.js")).toBe(true);
    expect(routeManifestChunk.test("/site/assets/entry.client-C8tneV5L.js")).toBe(false);
  });
});

describe("parseRouteManifest", () => {
  const manifest = {
    entry: { module: "/assets/entry.client-1.js", imports: ["/assets/framework-2.js"] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root-3.js", imports: [], css: ["/a.css"] },
      "routes/cart": {
        id: "routes/cart",
        parentId: "root",
        path: "cart",
        module: "/assets/cart-4.js",
        imports: ["/assets/shared-5.js"],
      },
    },
    url: "/assets/manifest-6.js",
  };
  const chunk = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

  it("reads each route's parent, path and files, and the entry's", () => {
    const parsed = parseRouteManifest(chunk);
    expect(parsed.entry.imports).toEqual(["/assets/framework-2.js"]);
    expect(parsed.routes["routes/cart"]).toMatchObject({ parentId: "root", path: "cart" });
  });

  it("fails loudly on a chunk of another shape, so an upgrade is noticed", () => {
    expect(() => parseRouteManifest(`export default ${JSON.stringify(manifest)};`)).toThrow(
      /not one assignment/,
    );
    const noEntry = { ...manifest, entry: undefined };
    expect(() =>
      parseRouteManifest(`window.__reactRouterManifest=${JSON.stringify(noEntry)};`),
    ).toThrow(/no entry or routes of that shape/);
    const moduleless = { ...manifest, routes: { root: { id: "root", imports: [] } } };
    expect(() =>
      parseRouteManifest(`window.__reactRouterManifest=${JSON.stringify(moduleless)};`),
    ).toThrow(/no entry or routes of that shape/);
  });
});

describe("isNetworkFailure", () => {
  it("recognises a failed request in each browser's words", () => {
    for (const message of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
      "The network connection was lost.",
    ]) {
      expect(isNetworkFailure(new TypeError(message))).toBe(true);
    }
  });

  it("does not take a bug or another error for one", () => {
    expect(isNetworkFailure(new TypeError("x is not a function"))).toBe(false);
    expect(isNetworkFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isNetworkFailure("Failed to fetch")).toBe(false);
  });
});
