import { describe, expect, it } from "vitest";
import { readCatalogContent } from "./catalog-content";
import { ContentError } from "./content-files";
import type { ContentFile } from "./content-files";

const category = `id: 1
slug: birthday-gifts
name:
  en: Birthday Gifts
  bn: জন্মদিনের উপহার
blurb:
  en: Treats for the big day.
  bn: বিশেষ দিনের চমক।
photo_description:
  en: A cake
  bn: একটি কেক
`;

const frame = `id: 1
category: birthday-gifts
price: 1200
original_price: 1500
in_stock: true
featured: yes
name:
  en: Photo Frame
  bn: ফটো ফ্রেম
description:
  en: A wooden frame.
  bn: কাঠের ফ্রেম।
photo_description:
  en: A frame on a table
  bn: টেবিলে একটি ফ্রেম
search_words:
  bn: ফ্রেম
`;

const member = `order: 1
name:
  en: Nusrat Jahan
  bn: নুসরাত জাহান
role:
  en: Founder
  bn: প্রতিষ্ঠাতা
about:
  en: She chooses every gift.
  bn: তিনি প্রতিটি উপহার বেছে নেন।
photo_description:
  en: Portrait of Nusrat
  bn: নুসরাতের ছবি
`;

const testimonials = `testimonials:
  - rating: 5
    name:
      en: Farhana
      bn: ফারহানা
    location:
      en: Dhaka
      bn: ঢাকা
    review:
      en: Lovely.
      bn: দারুণ।
`;

const shop: ContentFile[] = [
  { path: "categories/birthday-gifts/category.yaml", text: category },
  { path: "products/photo-frame/product.yaml", text: frame },
  { path: "team/nusrat/member.yaml", text: member },
  { path: "testimonials.yaml", text: testimonials },
];
const pictures = [
  "categories/birthday-gifts/photo.svg",
  "products/photo-frame/IMG_2041.JPG",
  "team/nusrat/photo.png",
];

/** The sentences the build prints for a catalog, or none when it reads. */
function mistakes(files: ContentFile[], pictureFiles: string[] = pictures): string[] {
  try {
    readCatalogContent(files, pictureFiles);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** The shop with one file's text in place of its own, or added. */
function withFile(path: string, text: string): ContentFile[] {
  return [...shop.filter((file) => file.path !== path), { path, text }];
}

const withCategory = (text: string) => withFile("categories/birthday-gifts/category.yaml", text);
const withProduct = (text: string) => withFile("products/photo-frame/product.yaml", text);

describe("reading the catalog from content/", () => {
  it("reads both languages side by side, with the photo beside the text", () => {
    const { catalog } = readCatalogContent(shop, pictures);
    expect(catalog.products).toEqual([
      expect.objectContaining({
        id: 1,
        name: { en: "Photo Frame", bn: "ফটো ফ্রেম" },
        price: 1200,
        originalPrice: 1500,
        featured: true,
        image: {
          src: "/content/products/photo-frame/IMG_2041.JPG",
          alt: { en: "A frame on a table", bn: "টেবিলে একটি ফ্রেম" },
        },
        searchWords: { bn: "ফ্রেম" },
      }),
    ]);
    expect(catalog.team[0]).toMatchObject({
      id: "nusrat",
      name: { en: "Nusrat Jahan", bn: "নুসরাত জাহান" },
      role: { en: "Founder", bn: "প্রতিষ্ঠাতা" },
    });
    expect(catalog.testimonials[0]).toMatchObject({
      id: "1",
      name: { en: "Farhana", bn: "ফারহানা" },
      rating: 5,
    });
    expect(catalog.categories[0]?.name).toEqual({ en: "Birthday Gifts", bn: "জন্মদিনের উপহার" });
  });

  it("counts every gift that names a category, as its own or as another it is in", () => {
    const anniversary = category
      .replace("id: 1", "id: 2")
      .replace("slug: birthday-gifts", "slug: anniversary-gifts");
    const counted = readCatalogContent(
      [
        ...shop,
        { path: "categories/anniversary-gifts/category.yaml", text: anniversary },
        {
          path: "categories/wedding-gifts/category.yaml",
          text: category
            .replace("id: 1", "id: 3")
            .replace("slug: birthday-gifts", "slug: wedding-gifts"),
        },
        {
          path: "products/mug/product.yaml",
          text: frame
            .replace("id: 1", "id: 2")
            .replace(
              "category: birthday-gifts",
              "category: anniversary-gifts\nalso_in:\n  - birthday-gifts",
            ),
        },
      ],
      pictures.concat(
        "products/mug/photo.png",
        "categories/anniversary-gifts/photo.svg",
        "categories/wedding-gifts/photo.svg",
      ),
    );
    expect(
      counted.catalog.categories.map(({ slug, productCount }) => [slug, productCount]),
    ).toEqual([
      ["birthday-gifts", 2],
      ["anniversary-gifts", 1],
      ["wedding-gifts", 0],
    ]);
    expect(counted.catalog.products[1]).toMatchObject({
      category: "anniversary-gifts",
      alsoIn: ["birthday-gifts"],
    });
    expect(counted.catalog.products[0]).not.toHaveProperty("alsoIn");
  });

  it("takes no count from the owner: a tile's count is what its page lists", () => {
    expect(
      mistakes(
        withCategory(
          category.replace("slug: birthday-gifts", "slug: birthday-gifts\nproduct_count: 5"),
        ),
      ),
    ).toEqual([
      "categories/birthday-gifts/category.yaml: product_count is not a field here; check its spelling (the fields are id, slug, name, blurb, photo, photo_description, search_words)",
    ]);
  });

  it("names an unknown, repeated or own category in also_in, one sentence each", () => {
    const alsoIn = (lines: string) =>
      mistakes(
        withProduct(
          frame.replace("category: birthday-gifts", `category: birthday-gifts\nalso_in:\n${lines}`),
        ),
      );
    expect(alsoIn("  - wedding-gift\n")).toEqual([
      'products/photo-frame/product.yaml: also_in.entry 1 must be the slug of a category (birthday-gifts), found "wedding-gift"',
    ]);
    expect(alsoIn("  - birthday-gifts\n")).toEqual([
      "products/photo-frame/product.yaml: also_in.entry 1 must be another category than the gift's own (category: birthday-gifts), which it is in already; remove it",
    ]);
    expect(alsoIn("  - 3\n")).toEqual([
      "products/photo-frame/product.yaml: also_in.entry 1 must be the slug of a category, such as birthday-gifts, found 3",
    ]);
    expect(
      mistakes(
        withProduct(
          frame.replace(
            "category: birthday-gifts",
            "category: birthday-gifts\nalso_in: wedding-gifts",
          ),
        ),
      ),
    ).toEqual([
      'products/photo-frame/product.yaml: also_in must be a list of category slugs, each starting with - , found "wedding-gifts"',
    ]);
  });

  it("says a price is a whole number of taka, quoting what was typed", () => {
    expect(mistakes(withProduct(frame.replace("price: 1200", 'price: "1,200tk"')))).toEqual([
      'products/photo-frame/product.yaml: price must be a whole number of taka, found "1,200tk"',
    ]);
    expect(mistakes(withProduct(frame.replace("price: 1200", "price: 1200.50")))).toEqual([
      "products/photo-frame/product.yaml: price must be a whole number of taka, found 1200.5",
    ]);
  });

  it("names a missing Bangla text by its field", () => {
    expect(mistakes(withProduct(frame.replace("  bn: ফটো ফ্রেম\n", "")))).toEqual([
      "products/photo-frame/product.yaml: name.bn must be the name in Bangla, found nothing",
    ]);
  });

  it("names every mistake of a file, not only the first", () => {
    const broken = frame
      .replace("price: 1200", "price: -5")
      .replace("in_stock: true", "in_stock: maybe");
    expect(mistakes(withProduct(broken))).toEqual([
      "products/photo-frame/product.yaml: price must be a whole number of taka above 0, found -5",
      'products/photo-frame/product.yaml: in_stock must be true or false (yes or no), found "maybe"',
    ]);
  });

  it("catches a misspelt field and lists the right ones", () => {
    const [problem] = mistakes(withProduct(frame.replace("featured:", "featurd:")));
    expect(problem).toMatch(
      /^products\/photo-frame\/product\.yaml: featurd is not a field here; check its spelling \(the fields are id, category, also_in, price, .*featured/,
    );
  });

  it("catches a misspelt field in every kind of file, before the field it leaves missing", () => {
    expect(
      mistakes(
        withFile("categories/birthday-gifts/category.yaml", category.replace("blurb:", "blurp:")),
      ),
    ).toEqual([
      "categories/birthday-gifts/category.yaml: blurp is not a field here; check its spelling (the fields are id, slug, name, blurb, photo, photo_description, search_words)",
      "categories/birthday-gifts/category.yaml: blurb must have two lines under it, en: and bn:, found nothing",
    ]);
    expect(mistakes(withFile("team/nusrat/member.yaml", member.replace("role:", "rol:")))).toEqual([
      "team/nusrat/member.yaml: rol is not a field here; check its spelling (the fields are order, name, role, about, photo, photo_description, demo)",
      "team/nusrat/member.yaml: role must have two lines under it, en: and bn:, found nothing",
    ]);
    expect(
      mistakes(withFile("testimonials.yaml", testimonials.replace("location:", "place:"))),
    ).toEqual([
      "testimonials.yaml: testimonials.entry 1.place is not a field here; check its spelling (the fields are rating, name, location, review, demo)",
      "testimonials.yaml: testimonials.entry 1.location must have two lines under it, en: and bn:, found nothing",
    ]);
  });

  it("names every misspelt field, at any depth, in the file's order", () => {
    const misspelt = `colour: red\n${frame.replace("  bn: ফটো ফ্রেম\n", "  bn: ফটো ফ্রেম\n  fr: Cadre\n")}sizez: 2\n`;
    expect(mistakes(withProduct(misspelt.replace("price: 1200", "price: free")))).toEqual([
      expect.stringMatching(
        /^products\/photo-frame\/product\.yaml: colour is not a field here; check its spelling \(the fields are id, category, /,
      ),
      "products/photo-frame/product.yaml: name.fr is not a field here; check its spelling (the fields are en, bn)",
      expect.stringMatching(/^products\/photo-frame\/product\.yaml: sizez is not a field here;/),
      'products/photo-frame/product.yaml: price must be a whole number of taka, found "free"',
    ]);
  });

  it("tells a list written for a pair of languages by the lines it lacks", () => {
    const listed = frame.replace("  en: Photo Frame\n  bn: ফটো ফ্রেম\n", "  - Photo Frame\n");
    expect(mistakes(withProduct(listed))).toEqual([
      "products/photo-frame/product.yaml: name.en must be the name in English, found nothing",
      "products/photo-frame/product.yaml: name.bn must be the name in Bangla, found nothing",
    ]);
  });

  it("says what a missing field must be, in its own words", () => {
    expect(mistakes(withProduct(frame.replace("in_stock: true\n", "")))).toEqual([
      "products/photo-frame/product.yaml: in_stock must be true or false (yes or no), found nothing",
    ]);
    expect(mistakes(withProduct(frame.replace("price: 1200\n", "")))).toEqual([
      "products/photo-frame/product.yaml: price must be a whole number of taka, found nothing",
    ]);
  });

  it("names an unknown category and the ones there are", () => {
    expect(
      mistakes(withProduct(frame.replace("category: birthday-gifts", "category: Birthday Gifts"))),
    ).toEqual([
      'products/photo-frame/product.yaml: category must be the slug of a category (birthday-gifts), found "Birthday Gifts"',
    ]);
  });

  it("gives a copied folder's repeated id a free number", () => {
    const copy = { path: "products/new-mug/product.yaml", text: frame };
    expect(mistakes([...shop, copy], [...pictures, "products/new-mug/mug.jpg"])).toEqual([
      "products/new-mug/product.yaml: id 1 is already used by products/photo-frame/product.yaml; give this product its own number, such as 2",
    ]);
  });

  it("wants a photo beside a product's text", () => {
    expect(mistakes(shop, pictures.slice(0, 1).concat(pictures.slice(2)))).toEqual([
      "products/photo-frame/product.yaml: there is no photo beside it; put one or more JPEG, PNG, WebP or SVG photos in products/photo-frame/ (the first by name is the main one)",
    ]);
  });

  it("wants exactly one picture beside a category's or a team member's text", () => {
    expect(mistakes(shop, [...pictures, "categories/birthday-gifts/2-cake.png"])).toEqual([
      "categories/birthday-gifts/category.yaml: there are 2 pictures beside it (2-cake.png, photo.svg); keep only the one to show",
    ]);
    expect(mistakes(shop, [...pictures, "team/nusrat/old.jpg"])).toEqual([
      "team/nusrat/member.yaml: there are 2 pictures beside it (old.jpg, photo.png); keep only the one to show",
    ]);
  });

  it("says where a file cannot be read as YAML", () => {
    const [problem] = mistakes(withProduct(frame.replace("price: 1200", "price 1200")));
    expect(problem).toMatch(
      /^products\/photo-frame\/product\.yaml, line \d+: the file cannot be read \(.+\); check the colons, the indentation and the quotes$/,
    );
  });

  it("points out an original price below the price", () => {
    expect(
      mistakes(withProduct(frame.replace("original_price: 1500", "original_price: 1000"))),
    ).toEqual([
      "products/photo-frame/product.yaml: original_price must not be below the price (1200), found 1000",
    ]);
  });

  it("names files and pictures the build does not know", () => {
    expect(
      mistakes(
        [...shop, { path: "products/product.yaml", text: frame }],
        [...pictures, "products/photo-frame/notes.txt", "stray.jpg"],
      ),
    ).toEqual([
      "products/product.yaml: the build does not know this file; a product's text is products/<folder>/product.yaml, a little extra's extras/<folder>/extra.yaml, a category's categories/<folder>/category.yaml, a team member's team/<folder>/member.yaml, a review's reviews/<folder>/review.yaml, an occasion's occasions/<folder>/occasion.yaml",
      "products/photo-frame/notes.txt: the build reads only pictures here (JPEG, PNG, WebP, AVIF, HEIC or SVG); move this file elsewhere",
      "stray.jpg: this picture is in no product, extra, category, team, review or occasion folder (a folder with its .yaml file), so no page shows it",
    ]);
  });

  it("names a testimonial by its place in the list", () => {
    expect(
      mistakes([
        ...shop.filter((file) => file.path !== "testimonials.yaml"),
        { path: "testimonials.yaml", text: testimonials.replace("rating: 5", "rating: 6") },
      ]),
    ).toEqual([
      "testimonials.yaml: testimonials.entry 1.rating must be a whole number of stars from 1 to 5, found 6",
    ]);
  });

  it("stops with one message listing every mistake", () => {
    expect(() =>
      readCatalogContent(withProduct(frame.replace("price: 1200", "price: free")), pictures),
    ).toThrow(
      'The catalog in content/ has a mistake:\n  products/photo-frame/product.yaml: price must be a whole number of taka, found "free"',
    );
  });
});

const engraving = `personalisation:
  - label:
      en: Name or date to engrave
      bn: খোদাই করার নাম বা তারিখ
    max_characters: 30
    required: true
  - label:
      en: A word for the back
      bn: পেছনে লেখার কথা
    max_characters: 12
    required: no
`;

const sizes = `options:
  - name:
      en: Size
      bn: সাইজ
    choices:
      - name:
          en: Small
          bn: ছোট
        adds: 0
      - name:
          en: Large
          bn: বড়
        adds: 800
`;

const balloons = `id: balloon-bunch
price: 300
in_stock: true
name:
  en: Balloon Bunch
  bn: বেলুনের গুচ্ছ
photo_description:
  en: Five balloons
  bn: পাঁচটি বেলুন
`;

/** The shop with the frame asking for `asked` (its engraving, its sizes), and the extras given. */
function shopWith(asked: string, extras: Record<string, string> = {}): ContentFile[] {
  return [
    ...withProduct(frame + asked),
    ...Object.entries(extras).map(([folder, text]) => ({
      path: `extras/${folder}/extra.yaml`,
      text,
    })),
  ];
}

const extraPictures = (...folders: string[]) => [
  ...pictures,
  ...folders.map((folder) => `extras/${folder}/photo.svg`),
];

/** The sentences for the frame asking for `asked`, where `change` has made one mistake in it. */
const askedMistakes = (asked: string, change: (text: string) => string) =>
  mistakes(shopWith(change(asked)));

const frameFile = "products/photo-frame/product.yaml";

describe("a gift's photos", () => {
  const framePhotos = (...names: string[]) => [
    ...pictures.filter((path) => !path.startsWith("products/")),
    ...names.map((name) => `products/photo-frame/${name}`),
  ];
  const described = frame.replace(
    "search_words:",
    `more_photo_descriptions:
  - en: The frame from behind, its stand folded out
    bn: পেছন থেকে ফ্রেম, স্ট্যান্ড খোলা
search_words:`,
  );

  it("shows them in the order of their names, numbers compared as numbers, the first the main one", () => {
    const { catalog } = readCatalogContent(
      shop,
      framePhotos("10-box.jpg", "2-back.jpg", "1-front.jpg", "9-side.png"),
    );
    expect(catalog.products[0]?.image).toEqual({
      src: "/content/products/photo-frame/1-front.jpg",
      alt: { en: "A frame on a table", bn: "টেবিলে একটি ফ্রেম" },
    });
    expect(catalog.products[0]?.views?.map((view) => view.src)).toEqual([
      "/content/products/photo-frame/2-back.jpg",
      "/content/products/photo-frame/9-side.png",
      "/content/products/photo-frame/10-box.jpg",
    ]);
  });

  it("gives a gift with one photo no further views", () => {
    expect(readCatalogContent(shop, pictures).catalog.products[0]).not.toHaveProperty("views");
  });

  it("describes further photos in both languages, in their order, and leaves the rest to the page", () => {
    const { catalog } = readCatalogContent(
      withProduct(described),
      framePhotos("1-front.jpg", "2-back.jpg", "3-box.jpg"),
    );
    expect(catalog.products[0]?.views).toEqual([
      {
        src: "/content/products/photo-frame/2-back.jpg",
        alt: {
          en: "The frame from behind, its stand folded out",
          bn: "পেছন থেকে ফ্রেম, স্ট্যান্ড খোলা",
        },
      },
      { src: "/content/products/photo-frame/3-box.jpg" },
    ]);
  });

  it("wants no more descriptions than further photos", () => {
    expect(mistakes(withProduct(described), framePhotos("photo.jpg"))).toEqual([
      "products/photo-frame/product.yaml: more_photo_descriptions must be left out while the folder has a single photo, found 1 description",
    ]);
    const twice = described.replace(
      "search_words:",
      `  - en: The box
    bn: বাক্স
search_words:`,
    );
    expect(mistakes(withProduct(twice), framePhotos("1-front.jpg", "2-back.jpg"))).toEqual([
      "products/photo-frame/product.yaml: more_photo_descriptions must have at most one description for each photo after the main one (2-back.jpg), found 2",
    ]);
  });

  it("wants each description in both languages", () => {
    const english = described.replace("    bn: পেছন থেকে ফ্রেম, স্ট্যান্ড খোলা\n", "");
    expect(mistakes(withProduct(english), framePhotos("1-front.jpg", "2-back.jpg"))).toEqual([
      "products/photo-frame/product.yaml: more_photo_descriptions.entry 1.bn must be the description of the photo in Bangla, found nothing",
    ]);
  });

  it("names two photos the build would name alike", () => {
    expect(mistakes(shop, framePhotos("photo.jpg", "Photo.png", "2-back.jpg"))).toEqual([
      "products/photo-frame/product.yaml: the photos photo.jpg and Photo.png have the same name but for the ending, which the site cannot tell apart; rename or remove one",
    ]);
  });
});

describe("what a gift asks the shopper for", () => {
  it("reads texts and options in both languages, with ids made from the English", () => {
    const { catalog } = readCatalogContent(shopWith(engraving + sizes), pictures);
    expect(catalog.products[0]?.personalisation).toEqual([
      {
        id: "name-or-date-to-engrave",
        label: { en: "Name or date to engrave", bn: "খোদাই করার নাম বা তারিখ" },
        maxLength: 30,
        required: true,
      },
      {
        id: "a-word-for-the-back",
        label: { en: "A word for the back", bn: "পেছনে লেখার কথা" },
        maxLength: 12,
        required: false,
      },
    ]);
    expect(catalog.products[0]?.options).toEqual([
      {
        id: "size",
        name: { en: "Size", bn: "সাইজ" },
        choices: [
          { id: "small", name: { en: "Small", bn: "ছোট" }, surcharge: 0 },
          { id: "large", name: { en: "Large", bn: "বড়" }, surcharge: 800 },
        ],
      },
    ]);
  });

  it("gives a gift that asks for nothing neither texts nor options", () => {
    const { catalog } = readCatalogContent(
      shopWith("personalisation: []\noptions: []\n"),
      pictures,
    );
    expect(catalog.products[0]).not.toHaveProperty("personalisation");
    expect(catalog.products[0]).not.toHaveProperty("options");
  });

  it("makes ids of lower-case letters and digits from the English names", () => {
    const named = sizes
      .replace("en: Size", 'en: "Café Size (cm)"')
      .replace("en: Large", "en: 30 × 40 Large!");
    const { catalog } = readCatalogContent(shopWith(named), pictures);
    expect(catalog.products[0]?.options?.[0]?.id).toBe("cafe-size-cm");
    expect(catalog.products[0]?.options?.[0]?.choices.map((choice) => choice.id)).toEqual([
      "small",
      "30-40-large",
    ]);
  });

  it("names a label, an option or a choice without its Bangla or English words", () => {
    expect(
      askedMistakes(engraving, (text) => text.replace("      bn: খোদাই করার নাম বা তারিখ\n", "")),
    ).toEqual([
      `${frameFile}: personalisation.entry 1.label.bn must be the label in Bangla, found nothing`,
    ]);
    expect(
      askedMistakes(engraving, (text) => text.replace("      en: A word for the back\n", "")),
    ).toEqual([
      `${frameFile}: personalisation.entry 2.label.en must be the label in English, found nothing`,
    ]);
    expect(askedMistakes(sizes, (text) => text.replace("      bn: সাইজ\n", ""))).toEqual([
      `${frameFile}: options.entry 1.name.bn must be the name of the option in Bangla, found nothing`,
    ]);
    expect(askedMistakes(sizes, (text) => text.replace("          bn: বড়\n", ""))).toEqual([
      `${frameFile}: options.entry 1.choices.entry 2.name.bn must be the name of the choice in Bangla, found nothing`,
    ]);
    expect(askedMistakes(sizes, (text) => text.replace("          en: Small\n", ""))).toEqual([
      `${frameFile}: options.entry 1.choices.entry 1.name.en must be the name of the choice in English, found nothing`,
    ]);
  });

  it("wants a limit of whole characters from 1 to 100", () => {
    for (const limit of ["0", "-3", "2.5", '"thirty"', "101"]) {
      expect(
        askedMistakes(engraving, (text) =>
          text.replace("max_characters: 30", `max_characters: ${limit}`),
        ),
      ).toEqual([
        `${frameFile}: personalisation.entry 1.max_characters must be a whole number of characters from 1 to 100, such as 30 (longer words belong in the card message), found ${limit}`,
      ]);
    }
    expect(
      askedMistakes(engraving, (text) => text.replace("    max_characters: 30\n", "")),
    ).toEqual([
      `${frameFile}: personalisation.entry 1.max_characters must be a whole number of characters from 1 to 100, such as 30 (longer words belong in the card message), found nothing`,
    ]);
  });

  it("wants required to be yes or no", () => {
    expect(
      askedMistakes(engraving, (text) => text.replace("required: true", "required: maybe")),
    ).toEqual([
      `${frameFile}: personalisation.entry 1.required must be true or false (yes or no), found "maybe"`,
    ]);
  });

  it("wants what a choice adds in whole taka, 0 or more", () => {
    expect(askedMistakes(sizes, (text) => text.replace("adds: 800", "adds: -800"))).toEqual([
      `${frameFile}: options.entry 1.choices.entry 2.adds must be a whole number of taka, 0 or more, found -800`,
    ]);
    expect(askedMistakes(sizes, (text) => text.replace("adds: 800", "adds: 799.5"))).toEqual([
      `${frameFile}: options.entry 1.choices.entry 2.adds must be a whole number of taka, 0 or more, found 799.5`,
    ]);
  });

  it("allows at most 3 options", () => {
    const option = sizes.slice("options:\n".length);
    const four = ["Size", "Colour", "Wood", "Card"]
      .map((name) => option.replace("en: Size", `en: ${name}`))
      .join("");
    expect(mistakes(shopWith(`options:\n${four}`))).toEqual([
      `${frameFile}: options must be at most 3 (such as a size, a colour and a material), found 4`,
    ]);
  });

  it("allows at most 5 texts to ask for", () => {
    const field = engraving.slice("personalisation:\n".length).split("  - label:")[2];
    const six = ["One", "Two", "Three", "Four", "Five", "Six"]
      .map((name) => `  - label:${field?.replace("en: A word for the back", `en: Line ${name}`)}`)
      .join("");
    expect(mistakes(shopWith(`personalisation:\n${six}`))).toEqual([
      `${frameFile}: personalisation must be at most 5 texts to ask for (anything more belongs in the card message), found 6`,
    ]);
  });

  it("wants at least 2 choices in an option", () => {
    const single = sizes.replace(/ {6}- name:\n {10}en: Large\n.*\n.*\n/, "");
    expect(mistakes(shopWith(single))).toEqual([
      `${frameFile}: options.entry 1.choices must have at least 2 choices to pick from (a single one belongs in the description), found 1`,
    ]);
  });

  it("wants one choice of each option to add 0, so that the price is the gift's lowest", () => {
    expect(askedMistakes(sizes, (text) => text.replace("adds: 0", "adds: 200"))).toEqual([
      `${frameFile}: options.entry 1.choices must have one choice that adds 0, as the price above is the gift's lowest, found adds of 200, 800`,
    ]);
  });

  it("tells apart choices, options and texts by their English names", () => {
    expect(askedMistakes(sizes, (text) => text.replace("en: Large", "en: small!"))).toEqual([
      `${frameFile}: options.entry 1.choices.entry 2.name.en must differ from entry 1's ("Small"), as a cart tells choices apart by their English names, found "small!"`,
    ]);
    const twice = `${sizes}${sizes.slice("options:\n".length)}`;
    expect(mistakes(shopWith(twice))).toEqual([
      `${frameFile}: options.entry 2.name.en must differ from entry 1's ("Size"), as a cart tells options apart by their English names, found "Size"`,
    ]);
    expect(
      askedMistakes(engraving, (text) =>
        text.replace("en: A word for the back", "en: Name or Date to Engrave"),
      ),
    ).toEqual([
      `${frameFile}: personalisation.entry 2.label.en must differ from entry 1's ("Name or date to engrave"), as a cart tells the texts apart by their English labels, found "Name or Date to Engrave"`,
    ]);
  });

  it("wants a letter or a digit in an English name, to make its id", () => {
    expect(askedMistakes(sizes, (text) => text.replace("en: Size", 'en: "★"'))).toEqual([
      `${frameFile}: options.entry 1.name.en must have a letter or a digit (a to z, 0 to 9), from which the build makes its id, found "★"`,
    ]);
  });

  it("wants an English name short enough for the id a cart keeps", () => {
    const long = "Name ".repeat(17).trim();
    expect(askedMistakes(sizes, (text) => text.replace("en: Large", `en: ${long}`))).toEqual([
      `${frameFile}: options.entry 1.choices.entry 2.name.en must make an id of at most 80 characters, as a cart keeps no longer ones; shorten the English name (its id has 84)`,
    ]);
    expect(
      askedMistakes(engraving, (text) => text.replace("en: A word for the back", `en: ${long}`)),
    ).toEqual([
      `${frameFile}: personalisation.entry 2.label.en must make an id of at most 80 characters, as a cart keeps no longer ones; shorten the English label (its id has 84)`,
    ]);
  });

  it("says what an entry of a list must be", () => {
    expect(
      askedMistakes(sizes, (text) =>
        text.replace("    choices:\n", "    choices:\n      - Medium\n"),
      ),
    ).toEqual([
      `${frameFile}: options.entry 1.choices.entry 1 must be a choice: name (en: and bn:) and adds, found "Medium"`,
    ]);
    expect(mistakes(shopWith("options: Size\n"))).toEqual([
      `${frameFile}: options must be a list of options, each starting with - name:, found "Size"`,
    ]);
    expect(mistakes(shopWith("personalisation:\n  - Name\n"))).toEqual([
      `${frameFile}: personalisation.entry 1 must be a text to ask for: label (en: and bn:), max_characters and required, found "Name"`,
    ]);
    expect(mistakes(shopWith("personalisation: Name\n"))).toEqual([
      `${frameFile}: personalisation must be a list of texts to ask for, each starting with - label:, found "Name"`,
    ]);
    expect(
      askedMistakes(sizes, (text) =>
        text.replace("    choices:\n", "    choices: Small\n    others:\n"),
      ),
    ).toEqual([
      `${frameFile}: options.entry 1.others is not a field here; check its spelling (the fields are name, choices)`,
      `${frameFile}: options.entry 1.choices must be a list of choices, each starting with - name:, found "Small"`,
    ]);
  });
});

describe("little extras", () => {
  it("reads them apart from the products, cheapest first, in both languages", () => {
    const chocolates = balloons
      .replace("id: balloon-bunch", "id: chocolate-box")
      .replace("price: 300", "price: 350")
      .replace("en: Balloon Bunch", "en: Chocolate Box")
      .replace("bn: বেলুনের গুচ্ছ", "bn: চকলেটের বাক্স");
    const cards = balloons
      .replace("id: balloon-bunch", "id: card")
      .replace("en: Balloon Bunch", "en: A Card")
      .replace("in_stock: true", "in_stock: no");
    const { catalog } = readCatalogContent(
      shopWith("", { chocolates, balloons, cards }),
      extraPictures("chocolates", "balloons", "cards"),
    );
    expect(catalog.extras).toEqual([
      {
        id: "card",
        name: { en: "A Card", bn: "বেলুনের গুচ্ছ" },
        price: 300,
        image: {
          src: "/content/extras/cards/photo.svg",
          alt: { en: "Five balloons", bn: "পাঁচটি বেলুন" },
        },
        inStock: false,
      },
      expect.objectContaining({ id: "balloon-bunch", price: 300, inStock: true }),
      expect.objectContaining({
        id: "chocolate-box",
        name: { en: "Chocolate Box", bn: "চকলেটের বাক্স" },
        price: 350,
      }),
    ]);
    expect(catalog.products.map((product) => product.id)).toEqual([1]);
    expect(catalog.categories[0]?.productCount).toBe(1);
  });

  it("gives each extra its own id", () => {
    expect(
      mistakes(shopWith("", { balloons, more: balloons }), extraPictures("balloons", "more")),
    ).toEqual([
      'extras/more/extra.yaml: id "balloon-bunch" is already used by extras/balloons/extra.yaml; give each extra its own',
    ]);
  });

  it("wants an id of lower-case words joined by -", () => {
    const named = balloons.replace("id: balloon-bunch", "id: Balloon Bunch");
    expect(mistakes(shopWith("", { balloons: named }), extraPictures("balloons"))).toEqual([
      'extras/balloons/extra.yaml: id must be lower-case words joined by -, such as chocolate-box, found "Balloon Bunch"',
    ]);
  });

  it("wants an id of at most 80 characters", () => {
    const named = balloons.replace("id: balloon-bunch", `id: ${"balloon-".repeat(10)}bunch`);
    expect(mistakes(shopWith("", { balloons: named }), extraPictures("balloons"))).toEqual([
      "extras/balloons/extra.yaml: id must be at most 80 characters, as a cart keeps no longer ones; shorten it (it has 85)",
    ]);
  });

  it("wants a photo beside it", () => {
    expect(mistakes(shopWith("", { balloons }))).toEqual([
      "extras/balloons/extra.yaml: there is no photo beside it; put one JPEG, PNG, WebP or SVG picture in extras/balloons/",
    ]);
  });

  it("wants a price in whole taka above 0", () => {
    const priced = (price: string) => ({
      balloons: balloons.replace("price: 300", `price: ${price}`),
    });
    expect(mistakes(shopWith("", priced("0")), extraPictures("balloons"))).toEqual([
      "extras/balloons/extra.yaml: price must be a whole number of taka above 0, found 0",
    ]);
    expect(mistakes(shopWith("", priced('"300tk"')), extraPictures("balloons"))).toEqual([
      'extras/balloons/extra.yaml: price must be a whole number of taka, found "300tk"',
    ]);
  });

  it("wants in_stock, a name and a photo description, in both languages", () => {
    const broken = balloons
      .replace("in_stock: true", "in_stock: soon")
      .replace("  bn: বেলুনের গুচ্ছ\n", "")
      .replace("  en: Five balloons\n", "");
    expect(mistakes(shopWith("", { balloons: broken }), extraPictures("balloons"))).toEqual([
      'extras/balloons/extra.yaml: in_stock must be true or false (yes or no), found "soon"',
      "extras/balloons/extra.yaml: name.bn must be the name in Bangla, found nothing",
      "extras/balloons/extra.yaml: photo_description.en must be the description of the photo in English, found nothing",
    ]);
  });

  it("names a misspelt field of an extra", () => {
    const misspelt = balloons.replace("price:", "prize:");
    expect(mistakes(shopWith("", { balloons: misspelt }), extraPictures("balloons"))).toEqual([
      "extras/balloons/extra.yaml: prize is not a field here; check its spelling (the fields are id, price, in_stock, name, photo, photo_description, demo)",
      "extras/balloons/extra.yaml: price must be a whole number of taka, found nothing",
    ]);
  });
});

/** The frame as Decap CMS writes it: its config's key order, quoted text, emptied fields. */
const written = `id: 1
category: "birthday-gifts"
price: 1200
original_price: 1500
in_stock: true
featured: true
name:
  en: "Photo Frame"
  bn: 'ফটো ফ্রেম'
description:
  en: >-
    A wooden
    frame.
  bn: "কাঠের ফ্রেম।"
photo: IMG_2041.JPG
photo_description:
  en: A frame on a table
  bn: টেবিলে একটি ফ্রেম
more_photos: []
more_photo_descriptions: []
search_words:
  en: ""
  bn: ফ্রেম
personalisation: []
options: []
`;

describe("what the owner's admin writes", () => {
  it("reads the same catalog as the file written by hand", () => {
    const byHand = readCatalogContent(shop, pictures);
    const byAdmin = readCatalogContent(withProduct(written), [
      ...pictures,
      // The photo it replaced stays in the folder: only the named one is shown.
      "products/photo-frame/old-photo.jpg",
    ]);
    expect(byAdmin).toEqual(byHand);
  });

  it("takes an emptied optional field as left out", () => {
    const { catalog } = readCatalogContent(
      withProduct(written.replace("original_price: 1500", "original_price:")),
      pictures,
    );
    expect(catalog.products[0]).not.toHaveProperty("originalPrice");
    expect(
      mistakes(withProduct(written.replace("original_price: 1500", 'original_price: ""'))),
    ).toEqual([]);
  });

  it("shows the photos it names, in its order, the main one first", () => {
    const { catalog } = readCatalogContent(
      withProduct(written.replace("more_photos: []", "more_photos:\n  - 1-open.jpg")),
      [...pictures, "products/photo-frame/1-open.jpg"],
    );
    expect(catalog.products[0]?.image.src).toBe("/content/products/photo-frame/IMG_2041.JPG");
    expect(catalog.products[0]?.views).toEqual([
      { src: "/content/products/photo-frame/1-open.jpg" },
    ]);
  });

  it("names a photo that is not in the folder, and the ones that are", () => {
    expect(
      mistakes(withProduct(written.replace("photo: IMG_2041.JPG", "photo: lamp.jpg"))),
    ).toEqual([
      "products/photo-frame/product.yaml: the photo lamp.jpg is not in products/photo-frame/; put it there or name one that is (IMG_2041.JPG)",
    ]);
  });

  it("leaves the folder of a deleted gift unread, its photos and all", () => {
    const { catalog } = readCatalogContent(shop, [...pictures, "products/sold-lamp/IMG_1.jpg"]);
    expect(catalog.products.map((product) => product.id)).toEqual([1]);
    expect(mistakes(shop, [...pictures, "products/IMG_1.jpg"])).toEqual([
      "products/IMG_1.jpg: this picture is in no product, extra, category, team, review or occasion folder (a folder with its .yaml file), so no page shows it",
    ]);
  });
});

describe("two entries the admin put in one folder", () => {
  it("reads each, with the photos it names", () => {
    const second = written
      .replace("id: 1", "id: 2")
      .replace('en: "Photo Frame"', 'en: "Photo Frame Large"')
      .replace("photo: IMG_2041.JPG", "photo: img_2042.jpg");
    const { catalog } = readCatalogContent(
      [...withProduct(written), { path: "products/photo-frame/product-1.yaml", text: second }],
      [...pictures, "products/photo-frame/img_2042.jpg"],
    );
    expect(catalog.products.map((product) => [product.id, product.image.src])).toEqual([
      [1, "/content/products/photo-frame/IMG_2041.JPG"],
      [2, "/content/products/photo-frame/img_2042.jpg"],
    ]);
  });
});

const review = `product: 1
stars: 4
date: 2026-10-21
name:
  en: Tanvir Hasan
  bn: তানভীর হাসান
place:
  en: Chattogram
  bn: চট্টগ্রাম
language: bn
words: ফ্রেমটা সুন্দর।
`;

const reviewPath = (folder: string) => `reviews/${folder}/review.yaml`;

describe("reviews", () => {
  const withReviews = (...texts: string[]) => [
    ...shop,
    ...texts.map((text, index) => ({ path: reviewPath(`r${index + 1}`), text })),
  ];

  it("works out a gift's rating and count from its reviews, and keeps the words as written", () => {
    const { catalog } = readCatalogContent(
      withReviews(
        review,
        review.replace("stars: 4", "stars: 5").replace("2026-10-21", "2026-11-02"),
      ),
      pictures,
    );
    expect(catalog.products[0]).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(catalog.reviews).toEqual([
      {
        id: "r2",
        productId: 1,
        name: { en: "Tanvir Hasan", bn: "তানভীর হাসান" },
        place: { en: "Chattogram", bn: "চট্টগ্রাম" },
        date: "2026-11-02",
        stars: 5,
        text: "ফ্রেমটা সুন্দর।",
        lang: "bn",
      },
      expect.objectContaining({ id: "r1", stars: 4, date: "2026-10-21" }),
    ]);
  });

  it("gives a gift without reviews no rating and no count", () => {
    expect(readCatalogContent(shop, pictures).catalog.products[0]).toMatchObject({
      rating: 0,
      reviewCount: 0,
    });
  });

  it("names a gift that is not there, and the ones there are", () => {
    expect(mistakes(withReviews(review.replace("product: 1", "product: 7")))).toEqual([
      "reviews/r1/review.yaml: product must be the number of a gift there is (1), found 7",
    ]);
  });

  it("wants stars from 1 to 5, a real day and the language of the words, one sentence each", () => {
    const broken = review
      .replace("stars: 4", "stars: 6")
      .replace("date: 2026-10-21", "date: 2026-02-30")
      .replace("language: bn", "language: bangla");
    expect(mistakes(withReviews(broken))).toEqual([
      "reviews/r1/review.yaml: stars must be a whole number of stars from 1 to 5, found 6",
      'reviews/r1/review.yaml: date must be the day it was written, year-month-day, such as 2026-11-02, found "2026-02-30"',
      'reviews/r1/review.yaml: language must be the language the words are written in: en (English) or bn (Bangla), found "bangla"',
    ]);
    expect(mistakes(withReviews(review.replace("words: ফ্রেমটা সুন্দর।\n", "")))).toEqual([
      "reviews/r1/review.yaml: words must be what the customer wrote, as they wrote it, found nothing",
    ]);
  });

  it("shows a photo the customer sent, with what it shows in both languages", () => {
    const withPhoto = `${review}photo: arrived.jpg
photo_description:
  en: The frame unwrapped on a bed
  bn: বিছানায় খোলা ফ্রেম
`;
    const { catalog } = readCatalogContent(
      withReviews(withPhoto),
      pictures.concat("reviews/r1/arrived.jpg"),
    );
    expect(catalog.reviews[0]?.photo).toEqual({
      src: "/content/reviews/r1/arrived.jpg",
      alt: { en: "The frame unwrapped on a bed", bn: "বিছানায় খোলা ফ্রেম" },
    });
    expect(
      mistakes(
        withReviews(`${review}photo: arrived.jpg\n`),
        pictures.concat("reviews/r1/arrived.jpg"),
      ),
    ).toEqual([
      "reviews/r1/review.yaml: photo_description must say what the photo shows, in English and in Bangla (en: and bn:), for shoppers who cannot see it",
    ]);
    expect(mistakes(withReviews(`${review}photo: arrived.jpg\n`))).toEqual([
      "reviews/r1/review.yaml: the photo arrived.jpg is not in reviews/r1/; put it there or name one that is (there is none)",
    ]);
  });
});
