import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { bn } from "../i18n/bn";
import { en } from "../i18n/en";
import { keptOnDevice } from "../config/device-inventory";

/** Every value module of app/storage/, as the app imports them. */
const storageModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

const isDeviceValue = (value: unknown): value is { key: string; version: number } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { key?: unknown }).key === "string" &&
  typeof (value as { version?: unknown }).version === "number" &&
  typeof (value as { parse?: unknown }).parse === "function";

/** The keys the storage modules' values are stored under, with the export that names each. */
const storedKeys = new Map<string, string>();
for (const [file, exports] of Object.entries(storageModules)) {
  for (const [name, value] of Object.entries(exports)) {
    if (isDeviceValue(value)) storedKeys.set(value.key, `${file} › ${name}`);
  }
}

const root = join(__dirname, "..", "..");

/** The site's own code, tests left out: the app, the early script and the service worker. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => join(root, folder, path));
}
const sources = [...sourceFiles("app"), ...sourceFiles("service-worker")].map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, "utf8"),
}));

const inventoryKeys = keptOnDevice.flatMap((entry) => ("keys" in entry ? entry.keys : []));

describe("the list of what the device keeps", () => {
  it("names every value the site stores", () => {
    expect(storedKeys.size).toBeGreaterThanOrEqual(5);
    for (const [key, where] of storedKeys) expect(inventoryKeys, where).toContain(key);
  });

  it("names every key of the site's that any of its code mentions", () => {
    for (const { path, text } of sources) {
      for (const [key] of text.matchAll(/(?<=["'`])upohar\.[\w.-]+(?=["'`])/g)) {
        expect(inventoryKeys, `${key} in ${path}`).toContain(key);
      }
    }
  });

  it("names no key that nothing stores, and each thing once", () => {
    for (const key of inventoryKeys) expect([...storedKeys.keys()]).toContain(key);
    const ids = keptOnDevice.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(inventoryKeys).size).toBe(inventoryKeys.length);
  });

  it("is the whole of it: no code but app/storage/ touches localStorage, and none keeps anything by other means", () => {
    for (const { path, text } of sources) {
      // Code, not words: a comment may name localStorage.
      if (!path.startsWith("app/storage/")) {
        expect(text, path).not.toMatch(/\blocalStorage\s*[.[]|\["localStorage"\]/);
      }
      expect(text, path).not.toMatch(/sessionStorage|indexedDB|document\.cookie|cookieStore/);
    }
    // The worker's caches are the offline copy, which the list names.
    expect(sources.some(({ text }) => /caches\.open\(/.test(text))).toBe(true);
    expect(keptOnDevice.some((entry) => entry.id === "offlineCopy")).toBe(true);
  });

  it("is described in both editions, thing by thing, and nothing else is", () => {
    const ids = keptOnDevice.map((entry) => entry.id).sort();
    for (const t of [en, bn]) expect(Object.keys(t.help.privacy.kept).sort()).toEqual(ids);
  });
});
