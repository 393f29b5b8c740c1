import { describe, expect, it } from "vitest";
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
