import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readCatalogContent } from "../app/content/catalog-content";
import { demoGroups } from "../app/content/demo-items";
import { readShopSettings, readShopStory, readWrappingPhoto } from "../app/content/shop-settings";
import { ownerFilesUnder } from "./files-under.ts";
import { typeScriptNode } from "./typescript-node.ts";

/** `npm run blank-start` on a copy of the demo's content/, as an owner runs it. */
const root = mkdtempSync(join(tmpdir(), "blank-start-"));
for (const folder of ["content", "public"]) cpSync(folder, join(root, folder), { recursive: true });
execFileSync(
  process.execPath,
  [
    ...typeScriptNode,
    "scripts/blank-start.ts",
    "--root",
    root,
    "--name",
    "Kotha Gifts",
    "--name-bn",
    "কথা গিফটস",
  ],
  { stdio: "ignore" },
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const content = join(root, "content");
const paths = ownerFilesUnder(content).map((path) => relative(content, path).split(sep).join("/"));
const files = paths
  .filter((path) => path.endsWith(".yaml"))
  .map((path) => ({ path, text: readFileSync(join(content, path), "utf8") }));
const shopText = readFileSync(join(content, "shop.yaml"), "utf8");

describe("a blank start", () => {
  it("leaves one starter gift, no reviews, gift days, team, extras or testimonials, and builds", () => {
    const { catalog, occasions } = readCatalogContent(
      files,
      paths.filter((path) => !path.endsWith(".yaml")),
    );
    expect(catalog.products.map((product) => product.name.en)).toEqual(["Your first gift"]);
    expect([
      catalog.reviews,
      catalog.team,
      catalog.extras,
      catalog.testimonials,
      occasions,
    ]).toEqual([[], [], [], [], []]);
    expect(readdirSync(join(content, "categories"))).toHaveLength(6);
  });

  it("keeps no wallet, social page, customer count, story or wrapping photo of the demo's", () => {
    const shop = readShopSettings(shopText, []);
    expect(shop.name).toBe("Kotha Gifts");
    expect(shop.nameBn).toBe("কথা গিফটস");
    expect(shop.payments).toEqual({ cod: { kind: "cash" } });
    expect(shop.social).toEqual([]);
    expect(shop.happyCustomers).toBeUndefined();
    expect(readShopStory(shopText, [])).toEqual([]);
    expect(readWrappingPhoto(shopText, [])).toBeNull();
    expect(paths).not.toContain("wrapped-gift.jpg");
  });

  it("lists what is still the demo's: the starter gift and the settings not given", () => {
    expect(demoGroups(files)).toEqual([
      { label: "1 gift", names: ["Your first gift"] },
      {
        label: "9 settings",
        names: [
          "tagline",
          "brand_colour",
          "phone",
          "whatsapp",
          "email",
          "address",
          "web_address",
          "founded",
          "calls",
        ],
      },
    ]);
    expect((parse(shopText) as { still_demo: string[] }).still_demo).not.toContain("name");
  });
});
