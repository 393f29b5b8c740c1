import { describe, expect, it } from "vitest";
import { ContentError, readCatalogContent } from "./catalog-content";
import type { ContentFile } from "./content-files";

const category = `id: 1
slug: birthday-gifts
product_count: 5
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
rating: 4.8
reviews: 124
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

const testimonials = `- rating: 5
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
    const { data, translation } = readCatalogContent(shop, pictures);
    expect(data.products).toEqual([
      expect.objectContaining({
        id: 1,
        name: "Photo Frame",
        price: 1200,
        originalPrice: 1500,
        featured: true,
        image: { src: "/content/products/photo-frame/IMG_2041.JPG", alt: "A frame on a table" },
      }),
    ]);
    expect(translation.products[1]).toMatchObject({ name: "ফটো ফ্রেম", keywords: "ফ্রেম" });
    expect(data.team[0]).toMatchObject({ id: "nusrat", name: "Nusrat Jahan" });
    expect(translation.team.nusrat?.role).toBe("প্রতিষ্ঠাতা");
    expect(data.testimonials[0]).toMatchObject({ id: "1", name: "Farhana", rating: 5 });
    expect(translation.categories["birthday-gifts"]?.name).toBe("জন্মদিনের উপহার");
  });

  it("counts a category's gifts unless the owner wrote how many it has", () => {
    const counted = readCatalogContent(
      [
        ...shop.filter((file) => !file.path.startsWith("categories/")),
        {
          path: "categories/birthday-gifts/category.yaml",
          text: category.replace("product_count: 5\n", ""),
        },
        { path: "products/mug/product.yaml", text: frame.replace("id: 1", "id: 2") },
      ],
      pictures.concat("products/mug/photo.png"),
    );
    expect(counted.data.categories[0]?.productCount).toBe(2);
    expect(readCatalogContent(shop, pictures).data.categories[0]?.productCount).toBe(5);
    expect(
      mistakes(withCategory(category.replace("product_count: 5", "product_count: -1"))),
    ).toEqual([
      "categories/birthday-gifts/category.yaml: product_count must be a whole number of gifts, 0 or more, found -1",
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
      .replace("rating: 4.8", "rating: 9")
      .replace("in_stock: true", "in_stock: maybe")
      .replace("reviews: 124", "reviews: -3");
    expect(mistakes(withProduct(broken))).toEqual([
      "products/photo-frame/product.yaml: rating must be a number from 0 to 5, such as 4.5, found 9",
      "products/photo-frame/product.yaml: reviews must be a whole number of reviews, 0 or more, found -3",
      'products/photo-frame/product.yaml: in_stock must be true or false (yes or no), found "maybe"',
    ]);
  });

  it("catches a misspelt field and lists the right ones", () => {
    const [problem] = mistakes(withProduct(frame.replace("featured:", "featurd:")));
    expect(problem).toMatch(
      /^products\/photo-frame\/product\.yaml: featurd is not a field here; check its spelling \(the fields are id, category, price, .*featured/,
    );
  });

  it("catches a misspelt field in every kind of file, before the field it leaves missing", () => {
    expect(
      mistakes(
        withFile("categories/birthday-gifts/category.yaml", category.replace("blurb:", "blurp:")),
      ),
    ).toEqual([
      "categories/birthday-gifts/category.yaml: blurp is not a field here; check its spelling (the fields are id, slug, product_count, name, blurb, photo_description, search_words)",
      "categories/birthday-gifts/category.yaml: blurb must have two lines under it, en: and bn:, found nothing",
    ]);
    expect(mistakes(withFile("team/nusrat/member.yaml", member.replace("role:", "rol:")))).toEqual([
      "team/nusrat/member.yaml: rol is not a field here; check its spelling (the fields are order, name, role, about, photo_description)",
      "team/nusrat/member.yaml: role must have two lines under it, en: and bn:, found nothing",
    ]);
    expect(
      mistakes(withFile("testimonials.yaml", testimonials.replace("location:", "place:"))),
    ).toEqual([
      "testimonials.yaml: entry 1.place is not a field here; check its spelling (the fields are rating, name, location, review)",
      "testimonials.yaml: entry 1.location must have two lines under it, en: and bn:, found nothing",
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

  it("wants exactly one photo beside a product's text", () => {
    expect(mistakes(shop, pictures.slice(0, 1).concat(pictures.slice(2)))).toEqual([
      "products/photo-frame/product.yaml: there is no photo beside it; put one JPEG, PNG, WebP or SVG picture in products/photo-frame/",
    ]);
    expect(mistakes(shop, [...pictures, "products/photo-frame/old.png"])).toEqual([
      "products/photo-frame/product.yaml: there are 2 pictures beside it (IMG_2041.JPG, old.png); keep only the one to show",
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
      "products/product.yaml: the build does not know this file; a product's text is products/<folder>/product.yaml, a little extra's extras/<folder>/extra.yaml, a category's categories/<folder>/category.yaml, a team member's team/<folder>/member.yaml",
      "products/photo-frame/notes.txt: the build reads only pictures here (JPEG, PNG, WebP, AVIF, HEIC or SVG); move this file elsewhere",
      "stray.jpg: this picture is in no product, extra, category or team folder (a folder with its .yaml file), so no page shows it",
    ]);
  });

  it("names a testimonial by its place in the list", () => {
    expect(
      mistakes([
        ...shop.filter((file) => file.path !== "testimonials.yaml"),
        { path: "testimonials.yaml", text: testimonials.replace("rating: 5", "rating: 6") },
      ]),
    ).toEqual([
      "testimonials.yaml: entry 1.rating must be a whole number of stars from 1 to 5, found 6",
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
