import { describe, expect, it } from "vitest";
import { locales } from "./locale";
import { catalogFileAt, catalogFilePaths, catalogFolder } from "./paths";

describe("catalog files", () => {
  it("keeps every edition's files in the catalog folder", () => {
    for (const locale of locales) {
      for (const path of Object.values(catalogFilePaths(locale))) {
        expect(path.startsWith(catalogFolder)).toBe(true);
      }
    }
  });

  it("reads each file's address back, and nothing else", () => {
    expect(catalogFileAt("/catalog/bn.json")).toEqual({ locale: "bn", file: "index" });
    expect(catalogFileAt("/catalog/home-en.json")).toEqual({ locale: "en", file: "home" });
    expect(catalogFileAt("/catalog/fr.json")).toBeUndefined();
    expect(catalogFileAt("/catalog/en.json.data")).toBeUndefined();
  });
});
