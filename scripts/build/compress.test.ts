import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compressAll } from "./compress.ts";

let work: string;
let cache: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "upohar-compress-"));
  cache = join(work, "cache");
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A build folder with one page and one script of the given words, each well over 512 bytes. */
function site(name: string, words: string) {
  const root = join(work, name);
  mkdirSync(join(root, "assets"), { recursive: true });
  writeFileSync(join(root, "index.html"), `<p>${words.repeat(80)}</p>`);
  writeFileSync(join(root, "assets", "app.js"), `console.log(${JSON.stringify(words.repeat(80))});`);
  return root;
}

const brotliText = (file: string) => brotliDecompressSync(readFileSync(`${file}.br`)).toString();
const gzipText = (file: string) => gunzipSync(readFileSync(`${file}.gz`)).toString();
const keptCopies = () => readdirSync(cache, { recursive: true }).filter((name) => /\.(br|gz)$/.test(`${name}`));

describe("the build's compressed copies", () => {
  it("writes a .br and a .gz of each text file that decompress to its bytes", async () => {
    const root = site("a", "Gifts for Eid. ");
    await compressAll(root, cache);
    for (const file of [join(root, "index.html"), join(root, "assets", "app.js")]) {
      expect(brotliText(file)).toBe(readFileSync(file, "utf8"));
      expect(gzipText(file)).toBe(readFileSync(file, "utf8"));
    }
  });

  it("compresses a file with the same bytes once, however many builds write it", async () => {
    await compressAll(site("a", "Gifts for Eid. "), cache);
    expect(keptCopies()).toHaveLength(4);
    const again = site("b", "Gifts for Eid. ");
    await compressAll(again, cache);
    expect(keptCopies()).toHaveLength(4);
    expect(brotliText(join(again, "index.html"))).toBe(readFileSync(join(again, "index.html"), "utf8"));
  });

  it("never serves a changed file's old copy", async () => {
    const root = site("a", "Gifts for Eid. ");
    await compressAll(root, cache);
    writeFileSync(join(root, "index.html"), `<p>${"Gifts for Christmas. ".repeat(80)}</p>`);
    await compressAll(root, cache);
    expect(brotliText(join(root, "index.html"))).toContain("Christmas");
    expect(gzipText(join(root, "index.html"))).toContain("Christmas");
    expect(keptCopies()).toHaveLength(6);
  });
});
