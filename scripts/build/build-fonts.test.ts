import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editionCatalog } from "../../app/content/edition-catalog";
import { en } from "../../app/i18n/en";
import { englishPageBengali } from "./build-fonts.ts";

/** Every string a value holds, functions called with sample arguments as the pages call them. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const samples = [1, 2, "Rahim", 1200, "2026-11-27", "10-13"];
    try {
      return strings((value as (...args: unknown[]) => unknown)(...samples));
    } catch {
      return [];
    }
  }
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const bengali = (text: string) => [...text].filter((character) => /[\u0980-\u09FF]/.test(character));

describe("the Bengali characters of English pages", () => {
  it("are all in the cut of the Bengali font English pages fetch", () => {
    const catalog = editionCatalog("en");
    const shown = [...strings(en), ...strings(catalog.products), ...strings(catalog.categories)];
    const missing = [...new Set(shown.flatMap(bengali))].filter(
      (character) => !englishPageBengali.includes(character),
    );
    expect(missing).toEqual([]);
  });

  it("are the characters the stylesheet asks that cut for", () => {
    const css = readFileSync("app/styles/bengali-font.css", "utf8");
    const faces = css.split("@font-face").filter((face) => face.includes(`font-family: "Bengali Marks"`));
    const asked = [...new Set([...englishPageBengali])]
      .map((character) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`)
      .sort();
    expect(faces.length).toBe(2);
    for (const face of faces) {
      const range = /unicode-range:([^;]+);/.exec(face)?.[1] ?? "";
      expect(range.split(",").map((part) => part.trim()).sort()).toEqual(asked);
    }
  });

  it("include the taka sign and বাংলা, which every English page shows", () => {
    expect(bengali(en.header.otherLanguage).every((c) => englishPageBengali.includes(c))).toBe(
      true,
    );
    expect(englishPageBengali).toContain("৳");
  });
});
