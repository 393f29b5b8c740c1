import { describe, expect, it } from "vitest";
import {
  buildCaches,
  editionShell,
  fileKey,
  filesAhead,
  pagesNeededAhead,
  filesOfPage,
  filesOfVisit,
  isKeptAsFile,
  matchesPattern,
  staleCaches,
  type RouteFiles,
} from "./offline";

describe("fileKey", () => {
  it("keeps one copy of a file, whatever the query string or a trailing slash", () => {
    expect(fileKey("https://upohar.example/products?page=2")).toBe(
      "https://upohar.example/products",
    );
    expect(fileKey("https://upohar.example/product/1.data?_routes=en%2Fproduct%2F%3Aid")).toBe(
      "https://upohar.example/product/1.data",
    );
    expect(fileKey("https://upohar.example/bn/products/")).toBe(
      "https://upohar.example/bn/products",
    );
    expect(fileKey("https://upohar.example/")).toBe("https://upohar.example/");
  });
});

describe("filesOfVisit", () => {
  const origin = "https://upohar.example";
  const at = (path: string) => `${origin}${path}`;
  /** The owner's admin, as scripts/build/service-worker.ts gives it to the worker. */
  const admin = /^\/admin(?:[/?]|$)/;

  it("saves every page the tab opened, each with its data file and its edition's catalog index", () => {
    const files = filesOfVisit(
      origin,
      {
        fetched: [],
        opened: [at("/"), at("/products"), at("/bn/product/3")],
      },
      admin,
    );
    expect(files.pages).toEqual([at("/"), at("/products"), at("/bn/product/3")]);
    expect(files.data).toEqual([
      at("/_root.data"),
      at("/catalog/en.json"),
      at("/products.data"),
      at("/bn/product/3.data"),
      at("/catalog/bn.json"),
    ]);
  });

  it("asks again for what this document fetched at the address it used, so the HTTP cache has it", () => {
    const files = filesOfVisit(
      origin,
      {
        fetched: [
          at("/products"),
          at("/product/1.data?_routes=en%2Fproduct%2F%3Aid"),
          at("/catalog/en.json"),
          at("/assets/entry.client-abc123.js"),
          at("/img/products/photo-frame/photo-640.webp"),
        ],
        opened: [at("/products?category=birthday-gifts"), at("/product/1")],
      },
      admin,
    );
    expect(files.pages).toEqual([at("/products"), at("/product/1")]);
    expect(files.data).toEqual([
      at("/product/1.data?_routes=en%2Fproduct%2F%3Aid"),
      at("/catalog/en.json"),
      at("/products.data"),
    ]);
  });

  it("reads an earlier page's address without the filters the app wrote into it", () => {
    const files = filesOfVisit(
      origin,
      {
        fetched: [],
        opened: [at("/products?category=birthday-gifts#top")],
      },
      admin,
    );
    expect(files.pages).toEqual([at("/products")]);
  });

  it("counts a page reached by a link from the data file the app fetched for it", () => {
    const files = filesOfVisit(
      origin,
      {
        fetched: [at("/_root.data"), at("/bn.data?_routes=bn")],
        opened: [],
      },
      admin,
    );
    expect(files.pages).toEqual([at("/"), at("/bn")]);
    expect(files.data).toEqual([
      at("/_root.data"),
      at("/bn.data?_routes=bn"),
      at("/catalog/en.json"),
      at("/catalog/bn.json"),
    ]);
  });

  it("keeps one address a file", () => {
    const files = filesOfVisit(
      origin,
      {
        fetched: [at("/products/")],
        opened: [at("/products"), at("/products/"), at("/products?page=2")],
      },
      admin,
    );
    expect(files.pages).toEqual([at("/products/")]);
    expect(files.data).toEqual([at("/products.data"), at("/catalog/en.json")]);
  });

  it("leaves the owner's admin to the network, whatever its query", () => {
    const files = filesOfVisit(
      origin,
      { fetched: [at("/admin/")], opened: [at("/admin"), at("/admin?login"), at("/admin/#/")] },
      admin,
    );
    expect(files).toEqual({ pages: [], data: [] });
    expect(
      filesOfVisit(origin, { fetched: [], opened: [at("/administration")] }, admin).pages,
    ).toEqual([at("/administration")]);
  });

  it("leaves other sites, files that are not pages and what is not an address", () => {
    const files = filesOfVisit(
      origin,
      {
        fetched: ["https://wa.me/8801712345678", at("/sw.js"), at("/manifest.webmanifest")],
        opened: ["https://other.example/products", "not an address", ""],
      },
      admin,
    );
    expect(files).toEqual({ pages: [], data: [] });
  });
});

describe("caches per deploy", () => {
  it("names each deploy's caches after its build", () => {
    expect(buildCaches("abc123")).toEqual({
      pages: "upohar-pages-abc123",
      data: "upohar-data-abc123",
    });
  });

  it("refuses a build id that could name another cache", () => {
    expect(() => buildCaches("a-b")).toThrow(/lower-case letters and digits/);
  });

  it("deletes an earlier deploy's pages and data, and nothing else", () => {
    const names = [
      "upohar-pages-old1",
      "upohar-data-old1",
      "upohar-pages-new2",
      "upohar-data-new2",
      "upohar-images",
      "workbox-precache-v2-http://localhost/",
    ];
    expect(staleCaches(names, "new2")).toEqual(["upohar-pages-old1", "upohar-data-old1"]);
  });
});

describe("matchesPattern", () => {
  it("reads :name as one segment and a last * as any rest, and nothing else loosely", () => {
    expect(matchesPattern("/product/12", "/product/:id")).toBe(true);
    expect(matchesPattern("/product", "/product/:id")).toBe(false);
    expect(matchesPattern("/product/12/photos", "/product/:id")).toBe(false);
    expect(matchesPattern("/bn/anything/at/all", "/bn/*")).toBe(true);
    expect(matchesPattern("/cart", "/cart")).toBe(true);
    expect(matchesPattern("/cart", "/carts")).toBe(false);
    expect(matchesPattern("/", "/")).toBe(true);
    expect(matchesPattern("/", "/cart")).toBe(false);
  });
});

// As the build lists them: most specific first, each edition's catch-all last.
const routeFiles: RouteFiles = [
  ["/cart", ["/assets/layout-en.js", "/assets/cart.js"]],
  ["/order", ["/assets/layout-en.js", "/assets/order.js", "/assets/forms.js"]],
  ["/wishlist", ["/assets/layout-en.js", "/assets/wishlist.js"]],
  ["/orders", ["/assets/layout-en.js", "/assets/orders.js"]],
  ["/bn/cart", ["/assets/layout-bn.js", "/assets/cart.js"]],
  ["/bn/order", ["/assets/layout-bn.js", "/assets/order.js", "/assets/forms.js"]],
  ["/bn/wishlist", ["/assets/layout-bn.js", "/assets/wishlist.js"]],
  ["/bn/orders", ["/assets/layout-bn.js", "/assets/orders.js"]],
  ["/product/:id", ["/assets/layout-en.js", "/assets/product.js"]],
  ["/bn/*", ["/assets/layout-bn.js", "/assets/unknown-path.js"]],
  ["/*", ["/assets/layout-en.js", "/assets/unknown-path.js"]],
];
const devicePages = ["/cart", "/wishlist", "/order", "/orders"];

describe("filesOfPage", () => {
  it("gives a page the files of the first pattern that matches it, the catch-all last", () => {
    expect(filesOfPage("/product/3", routeFiles)).toEqual([
      "/assets/layout-en.js",
      "/assets/product.js",
    ]);
    expect(filesOfPage("/bn/about", routeFiles)).toEqual([
      "/assets/layout-bn.js",
      "/assets/unknown-path.js",
    ]);
    expect(filesOfPage("/about", [])).toEqual([]);
  });
});

describe("pagesNeededAhead", () => {
  it("leaves My Orders out until the device holds an order, and keeps the other pages' order", () => {
    expect(pagesNeededAhead(devicePages, { holdsOrders: false })).toEqual([
      "/cart",
      "/wishlist",
      "/order",
    ]);
    expect(pagesNeededAhead(devicePages, { holdsOrders: true })).toEqual(devicePages);
  });
});

describe("filesAhead", () => {
  it("fetches the shopper's edition: its offline page, and its device pages with their data and catalog index", () => {
    const ahead = filesAhead(editionShell("bn", devicePages, routeFiles), routeFiles, {
      saveData: false,
    });
    expect(ahead.assets.sort()).toEqual([
      "/assets/cart.js",
      "/assets/forms.js",
      "/assets/layout-bn.js",
      "/assets/order.js",
      "/assets/orders.js",
      "/assets/unknown-path.js",
      "/assets/wishlist.js",
    ]);
    expect(ahead.data).toEqual([
      "/bn/cart.data",
      "/bn/wishlist.data",
      "/bn/order.data",
      "/bn/orders.data",
      "/catalog/bn.json",
    ]);
  });

  it("nothing of the other edition", () => {
    const ahead = filesAhead(editionShell("en", devicePages, routeFiles), routeFiles, {
      saveData: false,
    });
    expect(ahead.assets).not.toContain("/assets/layout-bn.js");
    expect(ahead.data.every((path) => !path.startsWith("/bn") && !path.endsWith("bn.json"))).toBe(
      true,
    );
  });

  it("on a phone that saves data, only the offline page, and no data", () => {
    expect(
      filesAhead(editionShell("en", devicePages, routeFiles), routeFiles, { saveData: true }),
    ).toEqual({ assets: ["/assets/layout-en.js", "/assets/unknown-path.js"], data: [] });
  });
});

describe("what is kept under a file's name", () => {
  it("is the file, not a host's fallback page answered in its place", () => {
    expect(isKeptAsFile(200, "text/javascript")).toBe(true);
    expect(isKeptAsFile(200, "image/avif")).toBe(true);
    expect(isKeptAsFile(200, null)).toBe(true);
    expect(isKeptAsFile(200, "text/html; charset=utf-8")).toBe(false);
    expect(isKeptAsFile(200, " Text/HTML")).toBe(false);
    expect(isKeptAsFile(404, "text/javascript")).toBe(false);
  });
});
