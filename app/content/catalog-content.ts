import * as v from "valibot";
import { parseDocument } from "yaml";
import type { Category, Product, TeamMember, Testimonial } from "../data/types";
import type { CatalogData, CatalogTranslation } from "../lib/catalog/localize-catalog";

/**
 * The catalog as the owner keeps it: YAML files under content/, one folder per product with its
 * text in both languages side by side and its photo next to it (decision 008). This module turns
 * those files into the catalog, or into one plain sentence per mistake, naming the file, the field,
 * what is there and what is expected. It runs when the site is built, never in a shopper's browser.
 */

/** A file under content/, by its path there (`products/photo-frame/product.yaml`). */
export interface ContentFile {
  path: string;
  text: string;
}

/** The picture formats a photo may come in; HEIC only where the image library can read it. */
const PICTURE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "heic", "heif", "svg"];
const picturePattern = new RegExp(`\\.(?:${PICTURE_EXTENSIONS.join("|")})$`, "i");

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The catalog in content/ has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}:\n` +
        problems.map((problem) => `  ${problem}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

const text = (what: string) =>
  v.pipe(v.string(`must be ${what}`), v.trim(), v.nonEmpty(`must be ${what}`));

/** The same words in English and in Bangla, side by side: `en:` and `bn:` lines. */
const bothLanguages = (what: string) =>
  v.object(
    { en: text(`the ${what} in English`), bn: text(`the ${what} in Bangla`) },
    "must have two lines under it, en: and bn:",
  );

const optionalWords = v.optional(
  v.object(
    { en: v.optional(text("words in English")), bn: v.optional(text("words in Bangla")) },
    "must have an en: or a bn: line under it",
  ),
);

const wholeTaka = v.pipe(
  v.number("must be a whole number of taka"),
  v.integer("must be a whole number of taka"),
  v.minValue(1, "must be a whole number of taka above 0"),
);

const count = (what: string) =>
  v.pipe(
    v.number(`must be ${what}`),
    v.integer(`must be ${what}`),
    v.minValue(0, `must be ${what}`),
  );

/** YAML reads `true`/`false`; an owner may well write yes or no, which mean the same. */
const yesOrNo = v.pipe(
  v.unknown(),
  v.transform((value) => (value === "yes" ? true : value === "no" ? false : value)),
  v.boolean("must be true or false (yes or no)"),
);

const productSchema = v.object(
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
);

const categorySchema = v.object(
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
);

const memberSchema = v.object(
  {
    order: count("a whole number (team members are shown in its order)"),
    name: bothLanguages("name"),
    role: bothLanguages("role"),
    about: bothLanguages("text about them"),
    photo_description: bothLanguages("description of the photo"),
  },
  "must be a list of fields, one per line (order: 1, name: …)",
);

const testimonialsSchema = v.array(
  v.object(
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
);

/** How a value the owner wrote reads in a message: as they typed it, or "nothing". */
function shown(value: unknown): string {
  if (value === undefined || value === null) return "nothing";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "object") return Array.isArray(value) ? "a list" : "a group of fields";
  return String(value);
}

function fieldName(path: v.IssuePathItem[] | undefined): string {
  return (path ?? [])
    .map((item) => (typeof item.key === "number" ? `entry ${item.key + 1}` : String(item.key)))
    .join(".");
}

/**
 * The parts of a schema the messages need. Valibot's exported schema types are unions too wide to
 * walk generically, so the walk reads these optional properties, which its schemas carry.
 */
interface SchemaNode {
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  pipe?: readonly SchemaNode[];
  message?: unknown;
}

function unwrap(schema: SchemaNode): SchemaNode {
  if (schema.wrapped) return unwrap(schema.wrapped);
  const first = schema.pipe?.[0];
  return first && first !== schema ? unwrap(first) : schema;
}

/** What a field expects, in the words of its own schema: for a field that is missing. */
function expectation(schema: SchemaNode, keys: readonly (string | number)[]): string | undefined {
  let node = unwrap(schema);
  for (const key of keys) {
    const next = typeof key === "number" ? node.item : node.entries?.[key];
    if (!next) return undefined;
    node = unwrap(next);
  }
  return typeof node.message === "string" ? node.message : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A misspelt field would otherwise be skipped silently: each one is named, at any depth. */
function unknownFields(
  file: string,
  schema: SchemaNode,
  value: unknown,
  at: string[],
  problems: string[],
) {
  const node = unwrap(schema);
  if (node.item && Array.isArray(value)) {
    value.forEach((item, index) =>
      unknownFields(file, node.item as SchemaNode, item, [...at, `entry ${index + 1}`], problems),
    );
  }
  if (!node.entries || !isRecord(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    const entry = node.entries[key];
    if (entry) unknownFields(file, entry, inner, [...at, key], problems);
    else {
      problems.push(
        `${file}: ${[...at, key].join(".")} is not a field here; check its spelling ` +
          `(the fields are ${Object.keys(node.entries).join(", ")})`,
      );
    }
  }
}

/** One sentence per issue: `file: field must be …, found …`. */
function checked<T extends v.GenericSchema>(
  file: string,
  schema: T,
  value: unknown,
  problems: string[],
): v.InferOutput<T> | undefined {
  // Valibot's schemas are objects with the properties SchemaNode names.
  const node = schema as unknown as SchemaNode;
  const before = problems.length;
  unknownFields(file, node, value, [], problems);
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return problems.length === before ? result.output : undefined;
  for (const issue of result.issues) {
    const keys = (issue.path ?? []).map((item) => item.key as string | number);
    const field = fieldName(issue.path);
    // A missing field is reported by its parent; the field's own schema says what belongs there.
    const missing = issue.input === undefined ? expectation(node, keys) : undefined;
    problems.push(
      `${file}: ${field ? `${field} ` : ""}${missing ?? issue.message}, found ${shown(issue.input)}`,
    );
  }
  return undefined;
}

/** The YAML of a file, or a sentence saying where it cannot be read. */
function parseYaml(file: ContentFile, problems: string[]): unknown {
  const document = parseDocument(file.text, { prettyErrors: true });
  if (document.errors.length === 0) return document.toJS();
  for (const error of document.errors) {
    const line = error.linePos?.[0].line;
    const reason = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "");
    problems.push(
      `${file.path}${line === undefined ? "" : `, line ${line}`}: the file cannot be read (${reason}); ` +
        "check the colons, the indentation and the quotes",
    );
  }
  return undefined;
}

function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/"));
}

/** The one picture in a folder, as the URL pages name it, or a sentence saying what is wrong. */
function pictureIn(
  folder: string,
  yamlFile: string,
  otherFiles: readonly string[],
  problems: string[],
): string {
  const found = otherFiles.filter((path) => folderOf(path) === folder && picturePattern.test(path));
  if (found.length === 1) return `/content/${found[0]}`;
  problems.push(
    found.length === 0
      ? `${yamlFile}: there is no photo beside it; put one JPEG, PNG, WebP or SVG picture in ${folder}/`
      : `${yamlFile}: there are ${found.length} pictures beside it (${found
          .map((path) => path.slice(folder.length + 1))
          .join(", ")}); keep only the one to show`,
  );
  return "";
}

/** Only the files the catalog is made of: a YAML file or picture elsewhere is a mistake to name. */
function sortFiles(
  files: readonly ContentFile[],
  otherFiles: readonly string[],
  problems: string[],
) {
  const products: ContentFile[] = [];
  const categories: ContentFile[] = [];
  const members: ContentFile[] = [];
  let testimonials: ContentFile | undefined;
  for (const file of files) {
    if (/^products\/[^/]+\/product\.yaml$/.test(file.path)) products.push(file);
    else if (/^categories\/[^/]+\/category\.yaml$/.test(file.path)) categories.push(file);
    else if (/^team\/[^/]+\/member\.yaml$/.test(file.path)) members.push(file);
    else if (file.path === "testimonials.yaml") testimonials = file;
    else {
      problems.push(
        `${file.path}: the build does not know this file; a product's text is products/<folder>/product.yaml, ` +
          "a category's categories/<folder>/category.yaml, a team member's team/<folder>/member.yaml",
      );
    }
  }
  const known = new Set(
    [...products, ...categories, ...members].map((file) => folderOf(file.path)),
  );
  for (const picture of otherFiles) {
    if (!picturePattern.test(picture)) {
      problems.push(
        `${picture}: the build reads only pictures here (JPEG, PNG, WebP, AVIF, HEIC or SVG); move this file elsewhere`,
      );
    } else if (!known.has(folderOf(picture))) {
      problems.push(
        `${picture}: this picture is in no product, category or team folder (a folder with its .yaml file), so no page shows it`,
      );
    }
  }
  return { products, categories, members, testimonials };
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
  const problems: string[] = [];
  const sorted = sortFiles(files, otherFiles, problems);
  const translation: CatalogTranslation = {
    products: {},
    categories: {},
    testimonials: {},
    team: {},
  };

  const categories: Category[] = [];
  const categoryFiles = new Map<string, string>();
  const categoryIds = new Map<number, string>();
  /** The counts an owner wrote, which may include gifts sold only by phone. */
  const writtenCounts = new Map<string, number>();
  for (const file of sorted.categories) {
    const entry = checked(file.path, categorySchema, parseYaml(file, problems), problems);
    const src = pictureIn(folderOf(file.path), file.path, otherFiles, problems);
    if (!entry) continue;
    const sameSlug = categoryFiles.get(entry.slug);
    if (sameSlug) {
      problems.push(
        `${file.path}: slug "${entry.slug}" is already used by ${sameSlug}; give each category its own`,
      );
    }
    const sameId = categoryIds.get(entry.id);
    if (sameId) {
      problems.push(
        `${file.path}: id ${entry.id} is already used by ${sameId}; give each category its own`,
      );
    }
    categoryFiles.set(entry.slug, file.path);
    categoryIds.set(entry.id, file.path);
    if (entry.product_count !== undefined) writtenCounts.set(entry.slug, entry.product_count);
    categories.push({
      id: entry.id,
      name: entry.name.en,
      slug: entry.slug,
      image: { src, alt: entry.photo_description.en },
      productCount: 0,
      blurb: entry.blurb.en,
    });
    translation.categories[entry.slug] = {
      name: entry.name.bn,
      ...(entry.search_words?.bn ? { keywords: entry.search_words.bn } : {}),
      blurb: entry.blurb.bn,
      imageAlt: entry.photo_description.bn,
    };
  }

  const products: Product[] = [];
  const productFiles = new Map<number, string>();
  const clashes: { file: string; id: number; other: string }[] = [];
  for (const file of sorted.products) {
    const entry = checked(file.path, productSchema, parseYaml(file, problems), problems);
    const src = pictureIn(folderOf(file.path), file.path, otherFiles, problems);
    if (!entry) continue;
    const sameId = productFiles.get(entry.id);
    if (sameId) clashes.push({ file: file.path, id: entry.id, other: sameId });
    else productFiles.set(entry.id, file.path);
    if (categories.length > 0 && !categoryFiles.has(entry.category)) {
      problems.push(
        `${file.path}: category must be the slug of a category (${[...categoryFiles.keys()].join(", ")}), found ${shown(entry.category)}`,
      );
    }
    if (entry.original_price !== undefined && entry.original_price < entry.price) {
      problems.push(
        `${file.path}: original_price must not be below the price (${entry.price}), found ${entry.original_price}`,
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
    translation.products[entry.id] = {
      name: entry.name.bn,
      ...(entry.search_words?.bn ? { keywords: entry.search_words.bn } : {}),
      description: entry.description.bn,
      imageAlt: entry.photo_description.bn,
    };
  }
  for (const category of categories) {
    category.productCount =
      writtenCounts.get(category.slug) ??
      products.filter((product) => product.category === category.slug).length;
  }
  // A copied folder keeps the id it was copied from: the message names the number to use instead.
  const nextFree = Math.max(0, ...productFiles.keys()) + 1;
  clashes.forEach(({ file, id, other }, index) => {
    problems.push(
      `${file}: id ${id} is already used by ${other}; give this product its own number, such as ${nextFree + index}`,
    );
  });

  const team: (TeamMember & { order: number })[] = [];
  for (const file of sorted.members) {
    const entry = checked(file.path, memberSchema, parseYaml(file, problems), problems);
    const src = pictureIn(folderOf(file.path), file.path, otherFiles, problems);
    if (!entry) continue;
    // The folder's name identifies the member: it keys their Bangla text.
    const id = folderOf(file.path).slice("team/".length);
    team.push({
      id,
      order: entry.order,
      name: entry.name.en,
      role: entry.role.en,
      image: { src, alt: entry.photo_description.en },
      description: entry.about.en,
    });
    translation.team[id] = {
      name: entry.name.bn,
      role: entry.role.bn,
      description: entry.about.bn,
      imageAlt: entry.photo_description.bn,
    };
  }

  const testimonials: Testimonial[] = [];
  if (sorted.testimonials) {
    const file = sorted.testimonials;
    const entries = checked(file.path, testimonialsSchema, parseYaml(file, problems), problems);
    entries?.forEach((entry, index) => {
      const id = String(index + 1);
      testimonials.push({
        id,
        name: entry.name.en,
        location: entry.location.en,
        review: entry.review.en,
        rating: entry.rating,
      });
      translation.testimonials[id] = {
        name: entry.name.bn,
        location: entry.location.bn,
        review: entry.review.bn,
      };
    });
  }

  if (categories.length === 0 && !problems.some((problem) => problem.startsWith("categories/"))) {
    problems.push("categories/: there are no categories; each is a folder with a category.yaml");
  }
  if (problems.length > 0) throw new ContentError(problems);
  return {
    data: {
      products: products.sort((a, b) => a.id - b.id),
      categories: categories.sort((a, b) => a.id - b.id),
      testimonials,
      team: team.sort((a, b) => a.order - b.order).map(({ order, ...member }) => member),
    },
    translation,
  };
}
