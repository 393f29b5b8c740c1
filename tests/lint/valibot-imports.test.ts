import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const app = new URL("../../app/", import.meta.url).pathname;

/** The app's own modules (tests left out) that import valibot. */
const valibotImporters = readdirSync(app, { recursive: true, encoding: "utf8" })
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
  .filter((path) => /from "valibot"/.test(readFileSync(join(app, path), "utf8")))
  .sort();

describe("valibot in the app (decision 022)", () => {
  it("is imported only by the build's content checks and the order pages' stored values", () => {
    // Anywhere else, a module in the "shared" chunk would bring its 1.8 KB of gzip to every page.
    expect(valibotImporters.filter((path) => !path.startsWith("content/"))).toEqual([
      "lib/order/stored-order-values.ts",
    ]);
  });
});
