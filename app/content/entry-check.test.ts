import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { problemsInEntry } from "./entry-check";

const lamp = {
  id: 10,
  category: "birthday-gifts",
  price: 1450,
  in_stock: true,
  featured: false,
  name: { en: "Brass Table Lamp", bn: "পিতলের টেবিল ল্যাম্প" },
  description: { en: "A lamp.", bn: "একটি ল্যাম্প।" },
  photo: "IMG_2041.JPG",
  photo_description: { en: "A lamp", bn: "একটি ল্যাম্প" },
  more_photos: [],
  personalisation: [],
  options: [],
};

describe("the checker on one entry of the admin", () => {
  it("finds nothing in a gift that builds", () => {
    expect(problemsInEntry("products", lamp)).toEqual([]);
  });

  it("says what the build would say, without the file's place", () => {
    expect(problemsInEntry("products", { ...lamp, original_price: 1200 })).toEqual([
      "original_price must not be below the price (1450), found 1200",
    ]);
    expect(
      problemsInEntry("products", {
        ...lamp,
        options: [
          {
            name: { en: "Size", bn: "সাইজ" },
            choices: [
              { name: { en: "Small", bn: "ছোট" }, adds: 100 },
              { name: { en: "Large", bn: "বড়" }, adds: 800 },
            ],
          },
        ],
      }),
    ).toEqual([
      "options.entry 1.choices must have one choice that adds 0, as the price above is the gift's lowest, found adds of 100, 800",
    ]);
  });

  it("wants the Bangla beside the English", () => {
    expect(problemsInEntry("products", { ...lamp, name: { en: "Lamp", bn: "" } })).toEqual([
      'name.bn must be the name in Bangla, found ""',
    ]);
  });

  it("checks every collection the admin edits", () => {
    expect(
      problemsInEntry("testimonials", {
        testimonials: [
          {
            rating: 6,
            name: { en: "Farhana", bn: "ফারহানা" },
            location: { en: "Dhaka", bn: "ঢাকা" },
            review: { en: "Lovely.", bn: "দারুণ।" },
          },
        ],
      }),
    ).toEqual(["testimonials.entry 1.rating must be a whole number of stars from 1 to 5, found 6"]);
    expect(
      problemsInEntry("extras", {
        id: "Chocolate Box",
        price: 350,
        in_stock: true,
        name: { en: "Chocolate Box", bn: "চকলেটের বাক্স" },
        photo: "photo.jpg",
        photo_description: { en: "A box", bn: "একটি বাক্স" },
      }),
    ).toEqual([
      'id must be lower-case words joined by -, such as chocolate-box, found "Chocolate Box"',
    ]);
  });
});

describe("the checker on the admin's Shop settings", () => {
  const shop = parse(
    readFileSync(new URL("../../content/shop.yaml", import.meta.url), "utf8"),
  ) as Record<string, unknown> & {
    wallets: Record<string, unknown>[];
    delivery: { outside_city: Record<string, unknown> };
  };
  const withDistricts = (districts: unknown) => ({
    ...shop,
    delivery: { ...shop.delivery, outside_city: { ...shop.delivery.outside_city, districts } },
  });

  it("finds nothing in the demo shop's settings", () => {
    expect(problemsInEntry("shop", shop)).toEqual([]);
  });

  it("names a wallet's number that is no mobile number", () => {
    const [bkash, ...others] = shop.wallets;
    expect(
      problemsInEntry("shop", { ...shop, wallets: [{ ...bkash, number: "12345" }, ...others] }),
    ).toEqual([
      'wallets.entry 1.number must be a Bangladeshi mobile number such as 01XXX-XXXXXX (11 digits from 013 to 019), found "12345"',
    ]);
  });

  it("refuses a brand colour too light for white words, naming a darker one", () => {
    const [problem, ...others] = problemsInEntry("shop", { ...shop, brand_colour: "#f9a8d4" });
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^brand_colour must be dark enough for white words on a button to be read .* found "#f9a8d4" .*; try "#[0-9a-f]{6}", the same colour darker$/,
    );
  });

  it("refuses a district Bangladesh does not have", () => {
    expect(problemsInEntry("shop", withDistricts(["Gazipur", "Gotham"]))).toEqual([
      'delivery.outside_city.districts.entry 2 must be one of Bangladesh\'s 64 districts, such as Gazipur or Chattogram, found "Gotham"',
    ]);
  });

  it("takes the logo the admin puts beside the settings, if it is a picture", () => {
    expect(problemsInEntry("shop", { ...shop, logo: "logo.png" })).toEqual([]);
    expect(problemsInEntry("shop", { ...shop, logo: "logo.gif" })).toEqual([
      'logo must be a PNG, JPEG, WebP or SVG picture, found "logo.gif"',
    ]);
  });

  it("takes the wrapping photo the admin puts beside the settings, with what it shows", () => {
    expect(problemsInEntry("shop", { ...shop, wrapping_photo: "IMG_0420.JPG" })).toEqual([]);
    expect(problemsInEntry("shop", { ...shop, wrapping_photo_description: null })).toEqual([
      "wrapping_photo_description must say what the wrapping photo shows, in English and in Bangla (en: and bn:), for shoppers who cannot see it; it is needed whenever wrapping_photo names a picture",
    ]);
    // Emptied in the admin, the photo takes nothing else with it.
    expect(
      problemsInEntry("shop", { ...shop, wrapping_photo: "", wrapping_photo_description: null }),
    ).toEqual([]);
  });

  it("reads all, as the word or typed alone in the admin's list, as every district", () => {
    expect(problemsInEntry("shop", withDistricts("all"))).toEqual([]);
    expect(problemsInEntry("shop", withDistricts([" All "]))).toEqual([]);
    expect(problemsInEntry("shop", withDistricts(["Gazipur", "all"]))).toEqual([
      'delivery.outside_city.districts.entry 2 must be one of Bangladesh\'s 64 districts, such as Gazipur or Chattogram, found "all"',
    ]);
  });
});
