import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder, ownerFilesUnder } from "./files-under.ts";

const dir = mkdtempSync(join(tmpdir(), "upohar-files-under-"));
for (const file of [
  "index.html",
  ".htaccess",
  "bn/cart/index.html",
  "products/gift/photo.jpg",
  "products/gift/.DS_Store",
  "products/.swap/photo.jpg",
]) {
  mkdirSync(join(dir, file, ".."), { recursive: true });
  writeFileSync(join(dir, file), "");
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const found = (paths: string[]) => paths.map((path) => relative(dir, path)).sort();

describe("filesUnder", () => {
  it("finds every file at every depth, hidden ones included, by its path under the folder", () => {
    expect(found(filesUnder(dir))).toEqual([
      ".htaccess",
      "bn/cart/index.html",
      "index.html",
      "products/.swap/photo.jpg",
      "products/gift/.DS_Store",
      "products/gift/photo.jpg",
    ]);
  });
});

describe("ownerFilesUnder", () => {
  it("leaves out hidden files and everything in hidden folders", () => {
    expect(found(ownerFilesUnder(dir))).toEqual([
      "bn/cart/index.html",
      "index.html",
      "products/gift/photo.jpg",
    ]);
  });
});
