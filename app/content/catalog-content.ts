import * as v from "valibot";
import type { Category, Product, TeamMember, Testimonial } from "../data/types";
import type { CatalogData, CatalogTranslation } from "../lib/catalog/localize-catalog";
import {
  bothLanguages,
  count,
  fields,
  optionalWords,
  text,
  wholeTaka,
  yesOrNo,
} from "./content-fields";
import {
  entriesOf,
  folderOf,
  picturePattern,
  shown,
  type ContentFile,
  type Kind,
  type Reading,
} from "./content-files";

/**
 * The catalog as the owner keeps it: YAML files under content/, one folder per product with its
 * text in both languages side by side and its photo next to it (decision 008). Each kind of file
 * has its fields and its reader here, which turns its entries into the catalog's; every mistake
 * becomes one plain sentence. It runs when the site is built, never in a shopper's browser.
 */

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The catalog in content/ has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}:\n` +
        problems.map((problem) => `  ${problem}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

const categoryFiles = {
  file: /^categories\/[^/]+\/category\.yaml$/,
  pictured: true,
  schema: fields(
    {
      id: count("a whole number (the categories are shown in its order)"),
      slug: v.pipe(
        text("lower-case words joined by -, such as birthday-gifts"),
        v.regex(
          /^[a-z0-9]+(-[a-z0-9]+)*$/,
          "must be lower-case words joined by -, such as birthday-gifts",
        ),
      ),
      product_count: v.optional(count("a whole number of gifts, 0 or more")),
      name: bothLanguages("name"),
      blurb: bothLanguages("blurb"),
      photo_description: bothLanguages("description of the picture"),
      search_words: optionalWords,
    },
    "must be a list of fields, one per line (id: 1, slug: birthday-gifts, …)",
  ),
} satisfies Kind<v.GenericSchema>;

/** The categories, each with its own slug and id; their gifts are counted once products are read. */
function readCategories(reading: Reading) {
  const categories: Category[] = [];
  const translation: CatalogTranslation["categories"] = {};
  const slugFiles = new Map<string, string>();
  const idFiles = new Map<number, string>();
  /** The counts an owner wrote, which may include gifts sold only by phone. */
  const writtenCounts = new Map<string, number>();
  for (const { entry, file, src } of entriesOf(categoryFiles, reading)) {
    const sameSlug = slugFiles.get(entry.slug);
    if (sameSlug) {
      reading.problems.push(
        `${file}: slug "${entry.slug}" is already used by ${sameSlug}; give each category its own`,
      );
    }
    const sameId = idFiles.get(entry.id);
    if (sameId) {
      reading.problems.push(
        `${file}: id ${entry.id} is already used by ${sameId}; give each category its own`,
      );
    }
    slugFiles.set(entry.slug, file);
    idFiles.set(entry.id, file);
    if (entry.product_count !== undefined) writtenCounts.set(entry.slug, entry.product_count);
    categories.push({
      id: entry.id,
      name: entry.name.en,
      slug: entry.slug,
      image: { src, alt: entry.photo_description.en },
      productCount: 0,
      blurb: entry.blurb.en,
    });
    translation[entry.slug] = {
      name: entry.name.bn,
      ...(entry.search_words?.bn ? { keywords: entry.search_words.bn } : {}),
      blurb: entry.blurb.bn,
      imageAlt: entry.photo_description.bn,
    };
  }
  return { data: categories, translation, slugs: [...slugFiles.keys()], writtenCounts };
}

const productFiles = {
  file: /^products\/[^/]+\/product\.yaml$/,
  pictured: true,
  schema: fields(
    {
      id: v.pipe(
        v.number("must be a whole number from 1 (the number in the product's web address)"),
        v.integer("must be a whole number from 1 (the number in the product's web address)"),
        v.minValue(1, "must be a whole number from 1 (the number in the product's web address)"),
        v.maxValue(999_999_999, "must be a number of at most 9 digits"),
      ),
      category: text("the slug of a category, such as birthday-gifts"),
      price: wholeTaka,
      original_price: v.optional(wholeTaka),
      rating: v.pipe(
        v.number("must be a number from 0 to 5, such as 4.5"),
        v.minValue(0, "must be a number from 0 to 5, such as 4.5"),
        v.maxValue(5, "must be a number from 0 to 5, such as 4.5"),
      ),
      reviews: count("a whole number of reviews, 0 or more"),
      in_stock: yesOrNo,
      featured: yesOrNo,
      name: bothLanguages("name"),
      description: bothLanguages("description"),
      photo_description: bothLanguages("description of the photo"),
      search_words: optionalWords,
    },
    "must be a list of fields, one per line (id: 1, price: 950, …)",
  ),
} satisfies Kind<v.GenericSchema>;

/** The products, each with its own id and in a category there is. */
function readProducts(reading: Reading, categorySlugs: readonly string[]) {
  const products: Product[] = [];
  const translation: CatalogTranslation["products"] = {};
  const idFiles = new Map<number, string>();
  const clashes: { file: string; id: number; other: string }[] = [];
  for (const { entry, file, src } of entriesOf(productFiles, reading)) {
    const sameId = idFiles.get(entry.id);
    if (sameId) clashes.push({ file, id: entry.id, other: sameId });
    else idFiles.set(entry.id, file);
    if (categorySlugs.length > 0 && !categorySlugs.includes(entry.category)) {
      reading.problems.push(
        `${file}: category must be the slug of a category (${categorySlugs.join(", ")}), found ${shown(entry.category)}`,
      );
    }
    if (entry.original_price !== undefined && entry.original_price < entry.price) {
      reading.problems.push(
        `${file}: original_price must not be below the price (${entry.price}), found ${entry.original_price}`,
      );
    }
    products.push({
      id: entry.id,
      name: entry.name.en,
      price: entry.price,
      ...(entry.original_price === undefined ? {} : { originalPrice: entry.original_price }),
      image: { src, alt: entry.photo_description.en },
      category: entry.category,
      description: entry.description.en,
      rating: entry.rating,
      reviews: entry.reviews,
      inStock: entry.in_stock,
      featured: entry.featured,
      ...(entry.search_words?.en ? { keywords: entry.search_words.en } : {}),
    });
    translation[entry.id] = {
      name: entry.name.bn,
      ...(entry.search_words?.bn ? { keywords: entry.search_words.bn } : {}),
      description: entry.description.bn,
      imageAlt: entry.photo_description.bn,
    };
  }
  // A copied folder keeps the id it was copied from: the message names the number to use instead.
  const nextFree = Math.max(0, ...idFiles.keys()) + 1;
  clashes.forEach(({ file, id, other }, index) => {
    reading.problems.push(
      `${file}: id ${id} is already used by ${other}; give this product its own number, such as ${nextFree + index}`,
    );
  });
  return { data: products, translation };
}

const memberFiles = {
  file: /^team\/[^/]+\/member\.yaml$/,
  pictured: true,
  schema: fields(
    {
      order: count("a whole number (team members are shown in its order)"),
      name: bothLanguages("name"),
      role: bothLanguages("role"),
      about: bothLanguages("text about them"),
      photo_description: bothLanguages("description of the photo"),
    },
    "must be a list of fields, one per line (order: 1, name: …)",
  ),
} satisfies Kind<v.GenericSchema>;

/** The team, in the order their files give, each known by their folder's name. */
function readTeam(reading: Reading) {
  const team: (TeamMember & { order: number })[] = [];
  const translation: CatalogTranslation["team"] = {};
  for (const { entry, file, src } of entriesOf(memberFiles, reading)) {
    // The folder's name identifies the member: it keys their Bangla text.
    const id = folderOf(file).slice("team/".length);
    team.push({
      id,
      order: entry.order,
      name: entry.name.en,
      role: entry.role.en,
      image: { src, alt: entry.photo_description.en },
      description: entry.about.en,
    });
    translation[id] = {
      name: entry.name.bn,
      role: entry.role.bn,
      description: entry.about.bn,
      imageAlt: entry.photo_description.bn,
    };
  }
  const inOrder = team.sort((a, b) => a.order - b.order).map(({ order, ...member }) => member);
  return { data: inOrder, translation };
}

const testimonialsFile = {
  file: /^testimonials\.yaml$/,
  pictured: false,
  schema: v.array(
    fields(
      {
        rating: v.pipe(
          v.number("must be a whole number of stars from 1 to 5"),
          v.integer("must be a whole number of stars from 1 to 5"),
          v.minValue(1, "must be a whole number of stars from 1 to 5"),
          v.maxValue(5, "must be a whole number of stars from 1 to 5"),
        ),
        name: bothLanguages("name"),
        location: bothLanguages("place"),
        review: bothLanguages("review"),
      },
      "must be a testimonial: rating, name, location and review",
    ),
    "must be a list of testimonials, each starting with - rating:",
  ),
} satisfies Kind<v.GenericSchema>;

/** The testimonials, known by their place in the list. */
function readTestimonials(reading: Reading) {
  const testimonials: Testimonial[] = [];
  const translation: CatalogTranslation["testimonials"] = {};
  for (const { entry: list } of entriesOf(testimonialsFile, reading)) {
    list.forEach((entry, index) => {
      const id = String(index + 1);
      testimonials.push({
        id,
        name: entry.name.en,
        location: entry.location.en,
        review: entry.review.en,
        rating: entry.rating,
      });
      translation[id] = {
        name: entry.name.bn,
        location: entry.location.bn,
        review: entry.review.bn,
      };
    });
  }
  return { data: testimonials, translation };
}

/** Only the files the catalog is made of: a YAML file or picture elsewhere is a mistake to name. */
function checkStrayFiles({ files, otherFiles, problems }: Reading) {
  const kindOf = (file: ContentFile) =>
    [categoryFiles, productFiles, memberFiles, testimonialsFile].find((kind) =>
      kind.file.test(file.path),
    );
  for (const file of files) {
    if (!kindOf(file)) {
      problems.push(
        `${file.path}: the build does not know this file; a product's text is products/<folder>/product.yaml, ` +
          "a category's categories/<folder>/category.yaml, a team member's team/<folder>/member.yaml",
      );
    }
  }
  const pictured = new Set(
    files.filter((file) => kindOf(file)?.pictured).map((file) => folderOf(file.path)),
  );
  for (const picture of otherFiles) {
    if (!picturePattern.test(picture)) {
      problems.push(
        `${picture}: the build reads only pictures here (JPEG, PNG, WebP, AVIF, HEIC or SVG); move this file elsewhere`,
      );
    } else if (!pictured.has(folderOf(picture))) {
      problems.push(
        `${picture}: this picture is in no product, category or team folder (a folder with its .yaml file), so no page shows it`,
      );
    }
  }
}

/**
 * The catalog from the YAML files under content/ (their paths relative to it) and the paths of
 * every other file there: the pictures, and anything else, which is named as a mistake.
 * Throws a ContentError listing every mistake; the build stops on it.
 */
export function readCatalogContent(
  files: readonly ContentFile[],
  otherFiles: readonly string[],
): { data: CatalogData; translation: CatalogTranslation } {
  const reading: Reading = { files, otherFiles, problems: [] };
  checkStrayFiles(reading);
  const categories = readCategories(reading);
  const products = readProducts(reading, categories.slugs);
  const team = readTeam(reading);
  const testimonials = readTestimonials(reading);

  const { problems } = reading;
  if (
    categories.data.length === 0 &&
    !problems.some((problem) => problem.startsWith("categories/"))
  ) {
    problems.push("categories/: there are no categories; each is a folder with a category.yaml");
  }
  if (problems.length > 0) throw new ContentError(problems);
  const counted = categories.data.map((category) => ({
    ...category,
    productCount:
      categories.writtenCounts.get(category.slug) ??
      products.data.filter((product) => product.category === category.slug).length,
  }));
  return {
    data: {
      products: products.data.sort((a, b) => a.id - b.id),
      categories: counted.sort((a, b) => a.id - b.id),
      testimonials: testimonials.data,
      team: team.data,
    },
    translation: {
      products: products.translation,
      categories: categories.translation,
      testimonials: testimonials.translation,
      team: team.translation,
    },
  };
}
