// A throwaway copy of the site whose catalog holds the shop's products plus `count` generated ones,
// each written as the owner adds one: a folder in content/products with its product.yaml and a
// picture (a copy of one of the shop's card photos, or with `photos`, a 3000 × 3000 phone-like JPEG). The
// scale benchmark and the paged browser-test site build such copies. Nothing in the app knows.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { execSync } from "node:child_process";
import { tmpdir } from "node:os";
import { basename, extname, join, resolve } from "node:path";
import { parse, stringify } from "yaml";
import { generateProducts } from "./catalog-generator.ts";
import { phonePhoto } from "../test/photo-fixture.ts";
import { eachAtMost } from "../at-most.ts";
import { pictureExtensions } from "../../app/content/photo-order.ts";

const projectRoot = resolve(new URL("../..", import.meta.url).pathname);
const picture = new RegExp(`\\.(?:${pictureExtensions.join("|")})$`, "i");
const skipped = ["node_modules", ".git", "reports", "playwright-report", ".react-router"];
/** Made once per seed and kept: a photo takes about a second to make. */
const fixtureCache = join(projectRoot, "node_modules", ".cache", "upohar-fixture-photos");
export const GENERATED_PHOTO_SIZE = 3000;

async function fixturePhoto(seed: number) {
  const path = join(fixtureCache, `photo-${GENERATED_PHOTO_SIZE}-${seed}.jpg`);
  if (!existsSync(path)) {
    mkdirSync(fixtureCache, { recursive: true });
    const size = GENERATED_PHOTO_SIZE;
    const bytes = await phonePhoto({ width: size, height: size, seed });
    writeFileSync(`${path}.partial`, bytes);
    renameSync(`${path}.partial`, path);
  }
  return path;
}

/**
 * Copies the project (without installs, builds or reports) and adds `count` products, each with a
 * phone-like photo when `photos` is set, else with a copy of one of the shop's card photos.
 */
export async function makeCatalogCopy(count: number, { photos = false } = {}) {
  const copy = mkdtempSync(join(tmpdir(), `upohar-${count}${photos ? "-photos" : ""}-`));
  const entries = readdirSync(projectRoot).filter(
    (name) => !skipped.includes(name) && !/^(build|test-results)/.test(name),
  );
  for (const name of entries) {
    cpSync(join(projectRoot, name), join(copy, name), {
      recursive: true,
      filter: (path) => basename(path) !== "node_modules",
    });
  }
  // The shop's packages, and the admin's and the benchmarks' own where they are installed.
  for (const folder of ["", "admin", "scripts/bench"]) {
    const installed = join(projectRoot, folder, "node_modules");
    if (existsSync(installed)) symlinkSync(installed, join(copy, folder, "node_modules"));
  }

  // The demo's counts include gifts sold only by phone; a copy shows what its catalog holds.
  const categoriesDir = join(copy, "content", "categories");
  for (const folder of readdirSync(categoriesDir)) {
    const file = join(categoriesDir, folder, "category.yaml");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace(/^(#[^\n]*\n)*product_count: .*\n/m, ""));
  }

  const productsDir = join(copy, "content", "products");
  const shopFolders = readdirSync(productsDir);
  const ids = shopFolders.map(
    (folder) => parse(readFileSync(join(productsDir, folder, "product.yaml"), "utf8")).id,
  );
  // A product's first picture by file name is its card's photo.
  const cardPhotos = shopFolders.flatMap((folder) => {
    const first = readdirSync(join(productsDir, folder))
      .filter((name) => picture.test(name))
      .sort()[0];
    return first ? [join(productsDir, folder, first)] : [];
  });
  const products = generateProducts({ count, firstId: Math.max(...ids) + 1 });
  // Two at a time: making a photo keeps one core busy.
  await eachAtMost(products, 2, async (product, index) => {
    const folder = join(productsDir, `generated-${product.id}`);
    mkdirSync(folder);
    writeFileSync(join(folder, "product.yaml"), stringify(product));
    if (photos) copyFileSync(await fixturePhoto(index + 1), join(folder, "photo.jpg"));
    else {
      const photo = cardPhotos[index % cardPhotos.length] ?? "";
      copyFileSync(photo, join(folder, `photo${extname(photo)}`));
    }
  });
  return { dir: copy, total: ids.length + count, firstGeneratedId: Math.max(...ids) + 1 };
}

/**
 * Builds a copy made by makeCatalogCopy into `target` (a `build-*` folder the browser tests serve)
 * once `prepare` has changed it, then removes the copy, whether the build passed or not.
 * @param dir the copy
 */
export function buildCopyInto(dir: string, target: string, prepare: () => void = () => {}) {
  try {
    prepare();
    rmSync(target, { recursive: true, force: true });
    execSync("npm run build --silent", {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, BUILD_DIR: target },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
