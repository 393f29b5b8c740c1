// A throwaway copy of the site whose catalog holds the shop's products plus `count` generated ones:
// the scale benchmark builds and measures such copies. Nothing in the app knows about it.
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { generateProducts } from "./catalog-generator.mjs";

const projectRoot = resolve(new URL("..", import.meta.url).pathname);
const skipped = ["node_modules", ".git", "reports", "playwright-report", ".react-router"];

/** Copies the project (without installs, builds or reports) and adds `count` products. */
export function makeCatalogCopy(count) {
  const copy = mkdtempSync(join(tmpdir(), `upohar-${count}-`));
  const entries = readdirSync(projectRoot).filter(
    (name) => !skipped.includes(name) && !/^(build|test-results)/.test(name),
  );
  execFileSync("cp", ["-r", ...entries.map((name) => join(projectRoot, name)), copy]);
  symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"));

  const dataDir = join(copy, "app", "data");
  const existingIds = [
    ...readFileSync(join(dataDir, "products.ts"), "utf8").matchAll(/\bid: (\d+),/g),
  ];
  const firstId = Math.max(...existingIds.map((match) => Number(match[1]))) + 1;
  const images = readdirSync(join(copy, "public", "images", "products")).map(
    (name) => `/images/products/${name}`,
  );
  const { products, productsBn } = generateProducts({ count, firstId, images });
  writeFileSync(join(dataDir, "generated-products.json"), JSON.stringify(products));
  writeFileSync(join(dataDir, "generated-products-bn.json"), JSON.stringify(productsBn));
  // The build does not type-check, and these modules are only read at build time.
  appendFileSync(
    join(dataDir, "products.ts"),
    '\nimport generatedProducts from "./generated-products.json";\n' +
      "(products as unknown as Product[]).push(...(generatedProducts as Product[]));\n",
  );
  appendFileSync(
    join(dataDir, "catalog-bn.ts"),
    '\nimport generatedProductsBn from "./generated-products-bn.json";\n' +
      "Object.assign(productsBn, generatedProductsBn);\n",
  );
  return { dir: copy, total: existingIds.length + count };
}
