import {
  ContentError,
  folderOf,
  picturePattern,
  type ContentFile,
  type Reading,
} from "./content-files";
import type { BilingualCatalog } from "../lib/catalog/catalog-in-edition";
import type { Occasion } from "../data/types";
import { countByCategory } from "../lib/catalog/occasions";
import { ratingFrom } from "../lib/catalog/reviews";
import { occasionFiles, readOccasions, type SearchedOccasion } from "./occasion-content";
import { categoryFiles, readCategories } from "./read-categories";
import { extraFiles, readExtras } from "./read-extras";
import { productFiles, readProducts } from "./read-products";
import { readReviews, reviewFiles } from "./read-reviews";
import { memberFiles, readTeam } from "./read-team";
import { readTestimonials, testimonialsFile } from "./read-testimonials";
import { shopPicturesNamedIn, shopSettingsKind } from "./shop-settings";

/**
 * The catalog as the owner keeps it: YAML files under content/, one folder per product with its
 * text in both languages side by side and its photo next to it (decision 008). Each kind of file
 * has its fields and its reader in a file of its own (read-products.ts, read-categories.ts, …),
 * which turns its entries into the catalog's, each text in both languages as the owner wrote it;
 * every mistake becomes one plain sentence. Here they are read together and checked against each
 * other. It runs when the site is built, never in a shopper's browser.
 */

/** Each kind of file's fields, by the owner's admin's name for its collection (admin/config.yml). */
export const contentSchemas = {
  products: productFiles.schema,
  categories: categoryFiles.schema,
  extras: extraFiles.schema,
  team: memberFiles.schema,
  testimonials: testimonialsFile.schema,
  reviews: reviewFiles.schema,
  occasions: occasionFiles.schema,
};

/**
 * A product's, extra's, category's or team member's own folder. The owner's admin deletes an
 * entry's file but leaves its folder and photos (Decap CMS #3615): those are left unread, not a
 * mistake, or deleting a gift would stop the build.
 */
const isEntryFolder = (folder: string) =>
  /^(products|extras|categories|team|reviews|occasions)\/[^/]+$/.test(folder);

/**
 * Only the files the catalog is made of: a YAML file or picture elsewhere is a mistake to name.
 * The owner's admin names a second entry whose folder is taken `product-1.yaml` beside the first
 * (Decap CMS), which is read like any other: each names its own photos.
 */
function checkStrayFiles({ files, otherFiles, problems }: Reading) {
  const kindOf = (file: ContentFile) =>
    [
      categoryFiles,
      productFiles,
      extraFiles,
      memberFiles,
      testimonialsFile,
      reviewFiles,
      occasionFiles,
      shopSettingsKind,
    ].find((kind) => kind.file.test(file.path));
  for (const file of files) {
    if (!kindOf(file)) {
      problems.push(
        `${file.path}: the build does not know this file; a product's text is products/<folder>/product.yaml, ` +
          "a little extra's extras/<folder>/extra.yaml, a category's categories/<folder>/category.yaml, " +
          "a team member's team/<folder>/member.yaml, a review's reviews/<folder>/review.yaml, an occasion's occasions/<folder>/occasion.yaml",
      );
    }
  }
  const pictured = new Set(
    files
      .filter((file) => (kindOf(file)?.pictures ?? "none") !== "none")
      .map((file) => folderOf(file.path)),
  );
  const shopPictures = shopPicturesNamedIn(files);
  for (const picture of otherFiles) {
    if (shopPictures.includes(picture)) continue;
    if (!picturePattern.test(picture)) {
      problems.push(
        `${picture}: the build reads only pictures here (JPEG, PNG, WebP, AVIF, HEIC or SVG); move this file elsewhere`,
      );
    } else if (!pictured.has(folderOf(picture)) && !isEntryFolder(folderOf(picture))) {
      problems.push(
        `${picture}: this picture is in no product, extra, category, team, review or occasion folder (a folder with its .yaml file), so no page shows it`,
      );
    }
  }
}

/**
 * The catalog from the YAML files under content/ (their paths relative to it) and the paths of
 * every other file there: the pictures, and anything else, which is named as a mistake. Its texts
 * are in both languages, as written; `catalogInEdition` makes each edition's catalog of it.
 * Throws a ContentError listing every mistake; the build stops on it.
 */
export function readCatalogContent(
  files: readonly ContentFile[],
  otherFiles: readonly string[],
): {
  catalog: BilingualCatalog;
  occasions: Occasion[];
  searchedOccasions: SearchedOccasion[];
} {
  const reading: Reading = { files, otherFiles, problems: [] };
  checkStrayFiles(reading);
  const { categories, slugs } = readCategories(reading);
  const products = readProducts(reading, slugs);
  const extras = readExtras(reading);
  const team = readTeam(reading);
  const testimonials = readTestimonials(reading);
  const reviews = readReviews(reading, new Set(products.map((product) => product.id)));
  const byId = [...products].sort((a, b) => a.id - b.id);
  const { occasions, searched } = readOccasions(reading, byId, slugs);

  const { problems } = reading;
  if (categories.length === 0 && !problems.some((problem) => problem.startsWith("categories/"))) {
    problems.push("categories/: there are no categories; each is a folder with a category.yaml");
  }
  if (products.length === 0 && !problems.some((problem) => problem.startsWith("products/"))) {
    problems.push(
      "products/: there are no gifts yet; add the first in the admin (Gifts, then New Gift) or as products/<folder>/product.yaml with its photo",
    );
  }
  if (problems.length > 0) throw new ContentError(problems);
  const counts = countByCategory(products, slugs);
  const counted = categories.map((category) => ({
    ...category,
    productCount: counts.get(category.slug) ?? 0,
  }));
  const rated = byId.map((product) => ({
    ...product,
    ...ratingFrom(
      reviews.filter((review) => review.productId === product.id).map(({ stars }) => stars),
    ),
  }));
  return {
    catalog: {
      products: rated,
      reviews,
      extras,
      categories: counted.sort((a, b) => a.id - b.id),
      testimonials,
      team,
    },
    occasions,
    searchedOccasions: searched,
  };
}
