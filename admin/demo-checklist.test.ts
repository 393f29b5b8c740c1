import { describe, expect, it } from "vitest";
import { demoLines, settingsIn, ticked } from "./demo-checklist";

const gift = (slug: string, name: string, demo?: boolean) => ({
  slug: `${slug}/product`,
  data: { id: 1, name: { en: name, bn: name }, ...(demo === undefined ? {} : { demo }) },
});

describe("the admin's checklist of what is still the demo's", () => {
  it("groups the entries still marked demo, counted, in the build's words", () => {
    expect(
      demoLines([
        {
          collection: "products",
          hits: [
            gift("photo-frame", "Personalized Photo Frame", true),
            gift("lamp", "Brass Table Lamp"),
            gift("pen-set", "Engraved Name Pen Set", true),
            gift("clock", "Couple Clock", false),
          ],
        },
        {
          collection: "testimonials",
          hits: [
            {
              slug: "testimonials",
              data: {
                testimonials: [
                  { rating: 5, demo: true, name: { en: "Farhana Rahman", bn: "ফারহানা" } },
                  { rating: 5, name: { en: "A real customer", bn: "একজন" } },
                ],
              },
            },
          ],
        },
        { collection: "team", hits: [] },
      ]),
    ).toEqual([
      "2 gifts: Personalized Photo Frame, Engraved Name Pen Set",
      "1 testimonial: Farhana Rahman",
    ]);
  });

  it("has no line once every entry is the shop's own", () => {
    expect(
      demoLines([{ collection: "products", hits: [gift("lamp", "Brass Table Lamp")] }]),
    ).toEqual([]);
  });

  it("reads the settings still demo from a list of either kind, or from nothing", () => {
    expect(settingsIn(["phone", "email"])).toEqual(["phone", "email"]);
    expect(settingsIn({ toJS: () => ["phone"] })).toEqual(["phone"]);
    expect(settingsIn(undefined)).toEqual([]);
    expect(settingsIn("")).toEqual([]);
  });

  it("unticks a setting once it is replaced, and ticks it again, keeping the checklist's order", () => {
    const order = ["name", "phone", "email", "wallets"];
    expect(ticked(["name", "phone", "wallets"], "phone", false, order)).toEqual([
      "name",
      "wallets",
    ]);
    expect(ticked(["name", "wallets"], "phone", true, order)).toEqual(["name", "phone", "wallets"]);
  });
});
