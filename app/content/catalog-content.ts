import * as v from "valibot";
import type {
  Category,
  Extra,
  Occasion,
  PersonalisationField,
  Product,
  ProductOption,
  ProductView,
  Review,
  TeamMember,
  Testimonial,
} from "../data/types";
import type { CatalogData, CatalogTranslation } from "../lib/catalog/localize-catalog";
import { personalisationMax } from "../lib/forms/limits";
import { countByCategory } from "../lib/catalog/occasions";
import { isCalendarDate, newestFirst, ratingFrom } from "../lib/catalog/reviews";
import {
  bothLanguages,
  count,
  demoMark,
  fields,
  optional,
  optionalWords,
  pictureName,
  slug,
  text,
  wholeNumberFrom,
  wholeTaka,
  yesOrNo,
} from "./content-fields";
import {
  ContentError,
  entriesOf,
  folderOf,
  picturePattern,
  shown,
  type ContentFile,
  type Kind,
  type Reading,
} from "./content-files";
import { occasionFiles, readOccasions, type SearchedOccasion } from "./occasion-content";
import { logoNamedIn, shopSettingsKind } from "./shop-settings";

/**
 * The catalog as the owner keeps it: YAML files under content/, one folder per product with its
 * text in both languages side by side and its photo next to it (decision 008). Each kind of file
 * has its fields and its reader here, which turns its entries into the catalog's; every mistake
 * becomes one plain sentence. It runs when the site is built, never in a shopper's browser.
 */

const categoryFiles = {
  file: /^categories\/[^/]+\/category(?:-\d+)?\.yaml$/,
  pictures: "one",
  schema: fields(
    {
      id: count("a whole number (the categories are shown in its order)"),
      slug: slug("birthday-gifts"),
      name: bothLanguages("name"),
      blurb: bothLanguages("blurb"),
      photo: optional(pictureName),
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
  return { data: categories, translation, slugs: [...slugFiles.keys()] };
}

/** A text the shopper writes for a gift, such as the name to engrave. */
const characterLimit = `must be a whole number of characters from 1 to ${personalisationMax}, such as 30 (longer words belong in the card message)`;

const personalisationField = fields(
  {
    label: bothLanguages("label"),
    max_characters: wholeNumberFrom(1, personalisationMax, characterLimit),
    required: yesOrNo,
  },
  "must be a text to ask for: label (en: and bn:), max_characters and required",
);

const optionChoice = fields(
  {
    name: bothLanguages("name of the choice"),
    adds: count("a whole number of taka, 0 or more"),
  },
  "must be a choice: name (en: and bn:) and adds",
);

const productOption = fields(
  {
    name: bothLanguages("name of the option"),
    choices: v.array(optionChoice, "must be a list of choices, each starting with - name:"),
  },
  "must be an option: name (en: and bn:) and choices",
);

/** As Shopify allows: a gift with more is better offered as several gifts. */
const MAX_OPTIONS = 3;

/** Plenty for one gift, and within the 10 texts a stored cart line keeps (`parseCart`). */
const MAX_PERSONALISATION = 5;

/** The longest id a stored cart keeps (`parseCart`): a longer one would drop the shopper's line. */
const MAX_ID_LENGTH = 80;

const productFiles = {
  file: /^products\/[^/]+\/product(?:-\d+)?\.yaml$/,
  pictures: "several",
  schema: fields(
    {
      id: v.pipe(
        v.number("must be a whole number from 1 (the number in the product's web address)"),
        v.integer("must be a whole number from 1 (the number in the product's web address)"),
        v.minValue(1, "must be a whole number from 1 (the number in the product's web address)"),
        v.maxValue(999_999_999, "must be a number of at most 9 digits"),
      ),
      category: text("the slug of a category, such as birthday-gifts"),
      also_in: optional(
        v.array(
          text("the slug of a category, such as birthday-gifts"),
          "must be a list of category slugs, each starting with - ",
        ),
      ),
      price: wholeTaka,
      original_price: optional(wholeTaka),
      in_stock: yesOrNo,
      featured: yesOrNo,
      name: bothLanguages("name"),
      description: bothLanguages("description"),
      photo: optional(pictureName),
      photo_description: bothLanguages("description of the photo"),
      more_photos: optional(
        v.array(pictureName, "must be a list of file names, each starting with - "),
      ),
      more_photo_descriptions: optional(
        v.array(
          bothLanguages("description of the photo"),
          "must be a list of descriptions, one for each photo after the main one, each starting with - en:",
        ),
      ),
      search_words: optionalWords,
      personalisation: optional(
        v.array(
          personalisationField,
          "must be a list of texts to ask for, each starting with - label:",
        ),
      ),
      options: optional(
        v.array(productOption, "must be a list of options, each starting with - name:"),
      ),
      demo: demoMark,
    },
    "must be a list of fields, one per line (id: 1, price: 950, …)",
  ),
} satisfies Kind<v.GenericSchema>;

/**
 * The id a cart keeps for a text, an option or a choice, made from its English name: lower-case
 * letters and digits, in words joined by - ("Name or date to engrave" is name-or-date-to-engrave).
 */
function idOf(english: string): string {
  return english
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Each entry of a list with its id, made from its English name. An entry whose name makes no id,
 * or the id of an entry before it, is a mistake: a cart could not tell which one was chosen.
 */
function withIds<T extends { [key in K]: { en: string } }, K extends string>(
  entries: readonly T[],
  key: K,
  where: { file: string; list: string; kind: string },
  problems: string[],
): { entry: T; id: string }[] {
  const named = entries.map((entry) => ({ entry, id: idOf(entry[key].en) }));
  named.forEach(({ entry, id }, index) => {
    const field = `${where.file}: ${where.list}.entry ${index + 1}.${key}.en`;
    const first = named.findIndex((other) => other.id === id);
    if (id === "") {
      problems.push(
        `${field} must have a letter or a digit (a to z, 0 to 9), from which the build makes its id, found ${shown(entry[key].en)}`,
      );
    } else if (id.length > MAX_ID_LENGTH) {
      problems.push(
        `${field} must make an id of at most ${MAX_ID_LENGTH} characters, as a cart keeps no longer ones; shorten the English ${key} (its id has ${id.length})`,
      );
    } else if (first < index) {
      problems.push(
        `${field} must differ from entry ${first + 1}'s (${shown(named[first]?.entry[key].en)}), as a cart tells ${where.kind} apart by their English ${key}s, found ${shown(entry[key].en)}`,
      );
    }
  });
  return named;
}

type ProductEntry = v.InferOutput<typeof productFiles.schema>;
type ProductTranslation = CatalogTranslation["products"][number];

/**
 * The texts a gift asks for and its options, in English, with their Bangla words keyed by id,
 * never by position; only what the product declares.
 */
function readPersonalised(entry: ProductEntry, file: string, problems: string[]) {
  const product: Pick<Product, "personalisation" | "options"> = {};
  const translation: Pick<ProductTranslation, "personalisation" | "options"> = {};
  const fields = withIds(
    entry.personalisation ?? [],
    "label",
    { file, list: "personalisation", kind: "the texts" },
    problems,
  );
  if (fields.length > MAX_PERSONALISATION) {
    problems.push(
      `${file}: personalisation must be at most ${MAX_PERSONALISATION} texts to ask for (anything more belongs in the card message), found ${fields.length}`,
    );
  }
  if (fields.length > 0) {
    product.personalisation = fields.map(({ entry: field, id }): PersonalisationField => ({
      id,
      label: field.label.en,
      maxLength: field.max_characters,
      required: field.required,
    }));
    translation.personalisation = Object.fromEntries(
      fields.map(({ entry: field, id }) => [id, field.label.bn]),
    );
  }

  const options = withIds(
    entry.options ?? [],
    "name",
    { file, list: "options", kind: "options" },
    problems,
  );
  if (options.length > MAX_OPTIONS) {
    problems.push(
      `${file}: options must be at most ${MAX_OPTIONS} (such as a size, a colour and a material), found ${options.length}`,
    );
  }
  const readOptions = options.map(({ entry: option, id }, index) => {
    const list = `options.entry ${index + 1}.choices`;
    const choices = withIds(option.choices, "name", { file, list, kind: "choices" }, problems);
    if (choices.length < 2) {
      problems.push(
        `${file}: ${list} must have at least 2 choices to pick from (a single one belongs in the description), found ${choices.length}`,
      );
    }
    if (choices.length > 0 && !choices.some(({ entry: choice }) => choice.adds === 0)) {
      problems.push(
        `${file}: ${list} must have one choice that adds 0, as the price above is the gift's lowest, found adds of ${choices.map(({ entry: choice }) => choice.adds).join(", ")}`,
      );
    }
    return { option, id, choices };
  });
  if (readOptions.length > 0) {
    product.options = readOptions.map(({ option, id, choices }): ProductOption => ({
      id,
      name: option.name.en,
      choices: choices.map(({ entry: choice, id: choiceId }) => ({
        id: choiceId,
        name: choice.name.en,
        surcharge: choice.adds,
      })),
    }));
    translation.options = Object.fromEntries(
      readOptions.map(({ option, id, choices }) => [
        id,
        {
          name: option.name.bn,
          choices: Object.fromEntries(
            choices.map(({ entry: choice, id: choiceId }) => [choiceId, choice.name.bn]),
          ),
        },
      ]),
    );
  }
  return { product, translation };
}

/**
 * A gift's photos after its main one, each with what the owner wrote it shows, in the photos'
 * order; one left undescribed is named on the page by its place. More descriptions than photos is
 * a mistake: a photo was probably removed, or not yet added.
 */
function readViews(entry: ProductEntry, file: string, more: readonly string[], problems: string[]) {
  const described = entry.more_photo_descriptions ?? [];
  if (described.length > more.length) {
    const names = more.map((src) => src.slice(src.lastIndexOf("/") + 1)).join(", ");
    problems.push(
      more.length === 0
        ? `${file}: more_photo_descriptions must be left out while the folder has a single photo, found ${described.length === 1 ? "1 description" : `${described.length} descriptions`}`
        : `${file}: more_photo_descriptions must have at most one description for each photo after the main one (${names}), found ${described.length}`,
    );
  }
  const views = more.map((src, index): ProductView => {
    const alt = described[index]?.en;
    return alt === undefined ? { src } : { src, alt };
  });
  const alts = Object.fromEntries(
    more.flatMap((src, index) => {
      const alt = described[index]?.bn;
      return alt === undefined ? [] : [[src, alt]];
    }),
  );
  return {
    product: views.length > 0 ? { views } : {},
    translation: Object.keys(alts).length > 0 ? { viewAlts: alts } : {},
  };
}

/**
 * The other categories a gift is in, each a category there is, named once, and not its primary
 * one (which it is in already).
 */
function readAlsoIn(
  entry: ProductEntry,
  file: string,
  categorySlugs: readonly string[],
  problems: string[],
): string[] {
  const named = entry.also_in ?? [];
  named.forEach((slug, index) => {
    const field = `${file}: also_in.entry ${index + 1}`;
    if (categorySlugs.length > 0 && !categorySlugs.includes(slug)) {
      problems.push(
        `${field} must be the slug of a category (${categorySlugs.join(", ")}), found ${shown(slug)}`,
      );
    } else if (slug === entry.category) {
      problems.push(
        `${field} must be another category than the gift's own (category: ${entry.category}), which it is in already; remove it`,
      );
    } else if (named.indexOf(slug) < index) {
      problems.push(`${field} names ${shown(slug)} a second time; name each category once`);
    }
  });
  return [...new Set(named)].filter((slug) => slug !== entry.category);
}

/** The products, each with its own id and in a category there is. */
function readProducts(reading: Reading, categorySlugs: readonly string[]) {
  const products: Product[] = [];
  const translation: CatalogTranslation["products"] = {};
  const idFiles = new Map<number, string>();
  const clashes: { file: string; id: number; other: string }[] = [];
  for (const { entry, file, src, more } of entriesOf(productFiles, reading)) {
    const sameId = idFiles.get(entry.id);
    if (sameId) clashes.push({ file, id: entry.id, other: sameId });
    else idFiles.set(entry.id, file);
    if (categorySlugs.length > 0 && !categorySlugs.includes(entry.category)) {
      reading.problems.push(
        `${file}: category must be the slug of a category (${categorySlugs.join(", ")}), found ${shown(entry.category)}`,
      );
    }
    const alsoIn = readAlsoIn(entry, file, categorySlugs, reading.problems);
    if (entry.original_price !== undefined && entry.original_price < entry.price) {
      reading.problems.push(
        `${file}: original_price must not be below the price (${entry.price}), found ${entry.original_price}`,
      );
    }
    const personalised = readPersonalised(entry, file, reading.problems);
    const views = readViews(entry, file, more, reading.problems);
    products.push({
      id: entry.id,
      name: entry.name.en,
      price: entry.price,
      ...(entry.original_price === undefined ? {} : { originalPrice: entry.original_price }),
      image: { src, alt: entry.photo_description.en },
      ...views.product,
      category: entry.category,
      ...(alsoIn.length > 0 ? { alsoIn } : {}),
      description: entry.description.en,
      rating: 0,
      reviewCount: 0,
      inStock: entry.in_stock,
      featured: entry.featured,
      ...(entry.search_words?.en ? { keywords: entry.search_words.en } : {}),
      ...personalised.product,
    });
    translation[entry.id] = {
      name: entry.name.bn,
      ...(entry.search_words?.bn ? { keywords: entry.search_words.bn } : {}),
      description: entry.description.bn,
      imageAlt: entry.photo_description.bn,
      ...views.translation,
      ...personalised.translation,
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

const extraFiles = {
  file: /^extras\/[^/]+\/extra(?:-\d+)?\.yaml$/,
  pictures: "one",
  schema: fields(
    {
      id: slug("chocolate-box"),
      price: wholeTaka,
      in_stock: yesOrNo,
      name: bothLanguages("name"),
      photo: optional(pictureName),
      photo_description: bothLanguages("description of the photo"),
      demo: demoMark,
    },
    "must be a list of fields, one per line (id: chocolate-box, price: 350, …)",
  ),
} satisfies Kind<v.GenericSchema>;

/**
 * The little extras, offered beside the gifts and never listed among them, each with its own id,
 * cheapest first: the order of both editions, so it follows the English names.
 */
function readExtras(reading: Reading) {
  const extras: Extra[] = [];
  const translation: CatalogTranslation["extras"] = {};
  const idFiles = new Map<string, string>();
  for (const { entry, file, src } of entriesOf(extraFiles, reading)) {
    const sameId = idFiles.get(entry.id);
    if (sameId) {
      reading.problems.push(
        `${file}: id "${entry.id}" is already used by ${sameId}; give each extra its own`,
      );
      continue;
    }
    idFiles.set(entry.id, file);
    if (entry.id.length > MAX_ID_LENGTH) {
      reading.problems.push(
        `${file}: id must be at most ${MAX_ID_LENGTH} characters, as a cart keeps no longer ones; shorten it (it has ${entry.id.length})`,
      );
    }
    extras.push({
      id: entry.id,
      name: entry.name.en,
      price: entry.price,
      image: { src, alt: entry.photo_description.en },
      inStock: entry.in_stock,
    });
    translation[entry.id] = { name: entry.name.bn, imageAlt: entry.photo_description.bn };
  }
  const cheapestFirst = extras.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
  return { data: cheapestFirst, translation };
}

const memberFiles = {
  file: /^team\/[^/]+\/member(?:-\d+)?\.yaml$/,
  pictures: "one",
  schema: fields(
    {
      order: count("a whole number (team members are shown in its order)"),
      name: bothLanguages("name"),
      role: bothLanguages("role"),
      about: bothLanguages("text about them"),
      photo: optional(pictureName),
      photo_description: bothLanguages("description of the photo"),
      demo: demoMark,
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
  pictures: "none",
  schema: fields(
    {
      testimonials: v.array(
        fields(
          {
            rating: wholeNumberFrom(1, 5, "must be a whole number of stars from 1 to 5"),
            name: bothLanguages("name"),
            location: bothLanguages("place"),
            review: bothLanguages("review"),
            demo: demoMark,
          },
          "must be a testimonial: rating, name, location and review",
        ),
        "must be a list of testimonials, each starting with - rating:",
      ),
    },
    "must start with testimonials: and list them under it, each starting with - rating:",
  ),
} satisfies Kind<v.GenericSchema>;

/** The testimonials, known by their place in the list. */
function readTestimonials(reading: Reading) {
  const testimonials: Testimonial[] = [];
  const translation: CatalogTranslation["testimonials"] = {};
  for (const { entry: file } of entriesOf(testimonialsFile, reading)) {
    file.testimonials.forEach((entry, index) => {
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

const reviewFiles = {
  file: /^reviews\/[^/]+\/review(?:-\d+)?\.yaml$/,
  pictures: "optional",
  schema: fields(
    {
      product: v.pipe(
        v.number("must be the number of the gift it is about (the number in its web address)"),
        v.integer("must be the number of the gift it is about (the number in its web address)"),
      ),
      stars: wholeNumberFrom(1, 5, "must be a whole number of stars from 1 to 5"),
      date: v.pipe(
        v.string("must be the day it was written, year-month-day, such as 2026-11-02"),
        v.check(
          isCalendarDate,
          "must be the day it was written, year-month-day, such as 2026-11-02",
        ),
      ),
      name: bothLanguages("name of who wrote it"),
      place: bothLanguages("place they live (city or district)"),
      language: v.picklist(
        ["en", "bn"],
        "must be the language the words are written in: en (English) or bn (Bangla)",
      ),
      words: text("what the customer wrote, as they wrote it"),
      photo: optional(pictureName),
      photo_description: optional(bothLanguages("description of the photo")),
      demo: demoMark,
    },
    "must be a list of fields, one per line (product: 1, stars: 5, …)",
  ),
} satisfies Kind<v.GenericSchema>;

/**
 * The reviews, each of a gift there is, known by their folder's name. A photo a customer sent
 * comes with what it shows, for shoppers who cannot see it.
 */
function readReviews(reading: Reading, productIds: ReadonlySet<number>) {
  const reviews: Review[] = [];
  const translation: CatalogTranslation["reviews"] = {};
  for (const { entry, file, src } of entriesOf(reviewFiles, reading)) {
    const id = folderOf(file).slice("reviews/".length);
    if (productIds.size > 0 && !productIds.has(entry.product)) {
      reading.problems.push(
        `${file}: product must be the number of a gift there is (${[...productIds].sort((a, b) => a - b).join(", ")}), found ${entry.product}`,
      );
    }
    if (src && !entry.photo_description) {
      reading.problems.push(
        `${file}: photo_description must say what the photo shows, in English and in Bangla (en: and bn:), for shoppers who cannot see it`,
      );
    }
    reviews.push({
      id,
      productId: entry.product,
      name: entry.name.en,
      place: entry.place.en,
      date: entry.date,
      stars: entry.stars,
      text: entry.words,
      lang: entry.language,
      ...(src ? { photo: { src, alt: entry.photo_description?.en ?? "" } } : {}),
    });
    translation[id] = {
      name: entry.name.bn,
      place: entry.place.bn,
      ...(src && entry.photo_description ? { imageAlt: entry.photo_description.bn } : {}),
    };
  }
  return { data: newestFirst(reviews), translation };
}

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
  const logo = logoNamedIn(files);
  for (const picture of otherFiles) {
    if (picture === logo) continue;
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
 * every other file there: the pictures, and anything else, which is named as a mistake.
 * Throws a ContentError listing every mistake; the build stops on it.
 */
export function readCatalogContent(
  files: readonly ContentFile[],
  otherFiles: readonly string[],
): {
  data: CatalogData;
  translation: CatalogTranslation;
  occasions: Occasion[];
  searchedOccasions: SearchedOccasion[];
} {
  const reading: Reading = { files, otherFiles, problems: [] };
  checkStrayFiles(reading);
  const categories = readCategories(reading);
  const products = readProducts(reading, categories.slugs);
  const extras = readExtras(reading);
  const team = readTeam(reading);
  const testimonials = readTestimonials(reading);
  const reviews = readReviews(reading, new Set(products.data.map((product) => product.id)));
  const byId = [...products.data].sort((a, b) => a.id - b.id);
  const { occasions, searched } = readOccasions(reading, byId, categories.slugs);

  const { problems } = reading;
  if (
    categories.data.length === 0 &&
    !problems.some((problem) => problem.startsWith("categories/"))
  ) {
    problems.push("categories/: there are no categories; each is a folder with a category.yaml");
  }
  if (products.data.length === 0 && !problems.some((problem) => problem.startsWith("products/"))) {
    problems.push(
      "products/: there are no gifts yet; add the first in the admin (Gifts, then New Gift) or as products/<folder>/product.yaml with its photo",
    );
  }
  if (problems.length > 0) throw new ContentError(problems);
  const counts = countByCategory(products.data, categories.slugs);
  const counted = categories.data.map((category) => ({
    ...category,
    productCount: counts.get(category.slug) ?? 0,
  }));
  const rated = products.data.map((product) => ({
    ...product,
    ...ratingFrom(
      reviews.data.filter((review) => review.productId === product.id).map(({ stars }) => stars),
    ),
  }));
  return {
    data: {
      products: rated.sort((a, b) => a.id - b.id),
      reviews: reviews.data,
      extras: extras.data,
      categories: counted.sort((a, b) => a.id - b.id),
      testimonials: testimonials.data,
      team: team.data,
    },
    translation: {
      products: products.translation,
      extras: extras.translation,
      categories: categories.translation,
      testimonials: testimonials.translation,
      team: team.translation,
      reviews: reviews.translation,
    },
    occasions,
    searchedOccasions: searched,
  };
}
