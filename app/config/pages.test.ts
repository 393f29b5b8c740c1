import { describe, expect, it } from "vitest";
import { devicePages } from "./device-pages";
import { staticPages } from "./pages";

describe("device-pages.ts", () => {
  it("names pages of the table with one URL, by their paths", () => {
    const paths: string[] = staticPages.map((page) => page.path);
    expect(devicePages.length).toBeGreaterThan(0);
    for (const path of devicePages) expect(paths).toContain(path);
  });
});
