import { describe, expect, it } from "vitest";
import { buildCaches, catalogIndexOf, dataPathOf, isNetworkFailure, staleCaches } from "./offline";

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

  it("finds each edition's catalog index", () => {
    expect(catalogIndexOf("en")).toBe("/catalog/en.json");
    expect(catalogIndexOf("bn")).toBe("/catalog/bn.json");
  });
});

describe("isNetworkFailure", () => {
  it("knows each browser's words for a request that never arrived", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(
      true,
    );
    expect(isNetworkFailure(new TypeError("Load failed"))).toBe(true);
  });

  it("leaves a bug, or any other failure, to the error page", () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isNetworkFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isNetworkFailure("Failed to fetch")).toBe(false);
  });
});
