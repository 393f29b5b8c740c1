import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ownerFilesUnder } from "../../scripts/files-under.ts";
import { readCatalogContent } from "./catalog-content";
import type { ContentFile } from "./content-files";
import { demoGroups, type DemoGroup } from "./demo-items";
import type { Occasion } from "../data/types";
import type { SearchedOccasion } from "./occasion-content";
import type { BilingualCatalog } from "../lib/catalog/catalog-in-edition";

/**
 * The shop's catalog, read from content/ when the site is built (or served by `react-router dev`,
 * or tested): the files are the only source, so nothing is generated before typecheck, lint or the
 * unit tests. The `.server` name keeps it out of every browser bundle.
 */
const projectRoot = process.cwd();
const contentRoot = join(projectRoot, "content");

/**
 * The blurred placeholders scripts/build/build-images.ts made, by source URL. Missing before the first
 * image build (typecheck, unit tests): pages then show the cream background while a photo loads.
 */
function placeholderManifestPath(root: string): string {
  const project = createHash("sha256").update(root).digest("hex").slice(0, 16);
  return join(root, "node_modules", ".cache", "upohar-images", `placeholders-${project}.json`);
}

function readPlaceholders(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(placeholderManifestPath(projectRoot), "utf8")) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

function readContent(): {
  /** Each text in both languages; `catalogInEdition` makes an edition's catalog of it. */
  catalog: BilingualCatalog;
  occasions: Occasion[];
  /** Every occasion, its day set or not yet, as the search index reads it. */
  searchedOccasions: SearchedOccasion[];
  stillDemo: DemoGroup[];
} {
  // The walk the image build makes of content/ too, so both leave out the same hidden files.
  const paths = ownerFilesUnder(contentRoot).map((path) =>
    relative(contentRoot, path).split(sep).join("/"),
  );
  const files: ContentFile[] = paths
    .filter((path) => /\.ya?ml$/i.test(path))
    .map((path) => ({ path, text: readFileSync(join(contentRoot, path), "utf8") }));
  const others = paths.filter((path) => !/\.ya?ml$/i.test(path));
  const { catalog, occasions, searchedOccasions } = readCatalogContent(files, others);
  const placeholders = readPlaceholders();
  // Only a product's own page shows its placeholder, under the page's largest picture. Cards
  // show the cream background instead: every placeholder costs each listing ~130 bytes twice
  // (in the HTML and in its data), and Home must stay within its HTML budget.
  return {
    catalog: {
      ...catalog,
      products: catalog.products.map((product) => {
        const placeholder = placeholders[product.image.src];
        return placeholder ? { ...product, image: { ...product.image, placeholder } } : product;
      }),
    },
    occasions,
    searchedOccasions,
    stillDemo: demoGroups(files),
  };
}

export const catalogContent = readContent();
