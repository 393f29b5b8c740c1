import { stringify } from "yaml";
import { readCatalogContent } from "./catalog-content";
import { ContentError } from "./content-files";
import { namedPhotos, namedShopPictures } from "./photo-order";
import { readShopSettings, shopFile } from "./shop-settings";

/**
 * The content checker, run by the owner's admin (admin/admin.ts) on one entry before it is saved,
 * so that what the admin accepts builds: the same reader and the same sentences as the build's,
 * without the file's place in content/, which the owner never sees. What one entry cannot show,
 * another gift's number or a category that is not there, the admin's fields check
 * (the product-id widget, the lists of categories and of gifts).
 */

/** The admin's collections (admin/config.yml), each the kind of file it writes. */
export const entryFiles = {
  shop: shopFile,
  products: "products/entry/product.yaml",
  categories: "categories/entry/category.yaml",
  extras: "extras/entry/extra.yaml",
  team: "team/entry/member.yaml",
  testimonials: "testimonials.yaml",
  reviews: "reviews/entry/review.yaml",
  occasions: "occasions/entry/occasion.yaml",
} as const;

export type Collection = keyof typeof entryFiles;

export const isCollection = (name: string): name is Collection => name in entryFiles;

/**
 * The checker's sentences about an entry of `collection`, as the admin will write it; none when
 * it builds.
 */
export function problemsInEntry(collection: Collection, data: Record<string, unknown>): string[] {
  if (collection === "shop") return problemsInShopSettings(data);
  const path = entryFiles[collection];
  const folder = path.slice(0, path.lastIndexOf("/"));
  const pictures =
    collection === "testimonials" ? [] : namedPhotos(data).map((name) => `${folder}/${name}`);
  try {
    readCatalogContent([{ path, text: stringify(data) }], pictures);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // Alone, an entry has no categories or gifts beside it: those the admin's lists check.
    return error.problems
      .filter((problem) => !/^(categories|products)\/: there are no /.test(problem))
      .map((problem) => problem.replace(`${path}: `, ""));
  }
}

function problemsInShopSettings(data: Record<string, unknown>): string[] {
  try {
    // The pictures the settings name sit beside shop.yaml, where the admin puts them.
    readShopSettings(stringify(data), namedShopPictures(data));
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((problem) => problem.replace(`${shopFile}: `, ""));
  }
}
