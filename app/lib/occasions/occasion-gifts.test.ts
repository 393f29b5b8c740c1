import { describe, expect, it } from "vitest";
import { namesAnyOf, orderOccasionGifts } from "./occasion-gifts";

const gift = (name: string, inStock: boolean, personal = false) => ({
  name,
  inStock,
  ...(personal ? { personalisation: [{ key: "name" }] } : {}),
});

describe("orderOccasionGifts", () => {
  it("lists gifts in stock first, personalised ones first among them, else in the owner's order", () => {
    const listed = orderOccasionGifts([
      gift("Message in a Bottle", false, true),
      gift("Surprise Box", true),
      gift("Eternal Rose", true),
      gift("Photo Frame", true, true),
      gift("Old Mug", false),
      gift("Pen Set", true, true),
    ]);
    expect(listed.map((item) => item.name)).toEqual([
      "Photo Frame",
      "Pen Set",
      "Surprise Box",
      "Eternal Rose",
      "Message in a Bottle",
      "Old Mug",
    ]);
  });

  it("never leads with a sold-out gift while one is in stock", () => {
    const listed = orderOccasionGifts([gift("A", false, true), gift("B", false), gift("C", true)]);
    expect(listed[0]?.name).toBe("C");
  });
});

describe("namesAnyOf", () => {
  it("finds a gift's name in an intro whatever its case and punctuation, in both languages", () => {
    const intro = "Roses that last, a message in a bottle, a clock for two.";
    expect(namesAnyOf(intro, ["Message in a Bottle"])).toBe(true);
    expect(namesAnyOf(intro, ["Surprise Box", "Bottle Opener"])).toBe(false);
    expect(namesAnyOf("চিরসতেজ গোলাপ, বোতলবন্দি চিঠি, দুজনের ঘড়ি।", ["বোতলবন্দি চিঠি"])).toBe(true);
    expect(namesAnyOf("চিরসতেজ গোলাপ, দুজনের ঘড়ি।", ["বোতলবন্দি চিঠি"])).toBe(false);
  });

  it("does not take part of a word for a name", () => {
    expect(namesAnyOf("Roses for your rosebud", ["Rose"])).toBe(false);
    expect(namesAnyOf("Anything", [""])).toBe(false);
  });
});
