import { describe, expect, it } from "vitest";
import { localizePath, locales } from "../config/locale";
import { staticPages } from "../config/pages";
import { paths, pathsFor } from "../config/paths";
import { prerenderPaths } from "./prerender-paths";

describe("the table of pages", () => {
  it("gives every page a path in both editions", () => {
    for (const page of staticPages) {
      expect(paths[page.key]).toBe(page.path);
      expect(pathsFor("bn")[page.key]).toBe(localizePath(page.path, "bn"));
    }
  });

  it("prerenders every page, and each product and category, in both editions", () => {
    const prerendered = new Set(prerenderPaths());
    for (const locale of locales) {
      for (const page of staticPages)
        expect(prerendered).toContain(localizePath(page.path, locale));
      expect(prerendered).toContain(localizePath(paths.product(1), locale));
      expect(prerendered).toContain(localizePath(paths.category("birthday-gifts"), locale));
    }
  });
});
