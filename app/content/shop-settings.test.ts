import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { ContentError } from "./content-files";
import {
  hourOf,
  readShopSettings,
  readShopStory,
  readWrappingPhoto,
  windowOf,
} from "./shop-settings";

const demo = readFileSync(new URL("../../content/shop.yaml", import.meta.url), "utf8");
/** The pictures beside the demo's file: the photo of a gift as it arrives wrapped. */
const beside = ["wrapped-gift.jpg"];

/** The demo's settings with one field set anew, as an owner would edit it. */
function edited(path: (string | number)[], value: unknown): string {
  const document = parseDocument(demo);
  document.setIn(path, value);
  return document.toString();
}

function problems(text: string, otherFiles: string[] = beside): string[] {
  try {
    readShopSettings(text, otherFiles);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("the shop's settings", () => {
  it("read the demo's file into the numbers and links the pages use", () => {
    const shop = readShopSettings(demo, beside);
    expect(shop.name).toBe("Upohar");
    expect(shop.nameBn).toBe("উপহার");
    expect(shop.phone).toBe("+8801712345678");
    expect(shop.phoneDisplay).toBe("+880 1712-345678");
    expect(shop.whatsapp).toBe("+8801712345678");
    expect(shop.siteUrl).toBe("https://upohar.com.bd");
    expect(Object.keys(shop.payments)).toEqual(["bKash", "Nagad", "Rocket", "cod"]);
    expect(shop.payments.Rocket).toEqual({ number: "017123456789", kind: "personal" });
    expect(shop.policies).toMatchObject({
      freeShippingThreshold: 2000,
      shippingFee: 100,
      returnDays: 7,
    });
    expect(shop.policies.outsideDistricts).toBe("all");
    expect(shop.policies.nonBusinessWeekdays).toEqual([5]);
    expect(shop.ordering.timeWindows).toEqual([
      { from: 10, to: 13 },
      { from: 13, to: 17 },
      { from: 17, to: 21 },
    ]);
    expect(shop.callHours).toEqual({ from: 0, to: 24 });
    expect(readShopStory(demo, beside)[0]?.en).toContain("We started in Dhaka in 2025");
    expect(readShopStory(demo, beside)[0]?.bn).toMatch(/^‘উপহার’ নামটা/);
  });

  it("charge the city's fee outside it too, unless the owner sets another", () => {
    expect(readShopSettings(demo, beside).policies.outsideCityFee).toBe(100);
    const shop = readShopSettings(edited(["delivery", "outside_city", "fee"], 150), beside);
    expect(shop.policies).toMatchObject({ shippingFee: 100, outsideCityFee: 150 });
  });

  it("deliver a gift day that follows the moon the evening before, unless the owner says otherwise", () => {
    expect(readShopSettings(demo, beside).ordering.moonDayDeliverDaysBefore).toBe(1);
    const document = parseDocument(demo);
    document.deleteIn(["delivery", "moon_day_deliver_days_before"]);
    expect(readShopSettings(document.toString(), beside).ordering.moonDayDeliverDaysBefore).toBe(1);
    const onTheDay = edited(["delivery", "moon_day_deliver_days_before"], 0);
    expect(readShopSettings(onTheDay, beside).ordering.moonDayDeliverDaysBefore).toBe(0);
    expect(problems(edited(["delivery", "moon_day_deliver_days_before"], 9))).toEqual([
      "shop.yaml: delivery.moon_day_deliver_days_before must be a whole number of days from 0 to 7, such as 1, found 9",
    ]);
  });

  it("take numbers as people write them, in Bengali digits too", () => {
    const shop = readShopSettings(edited(["phone"], "০১৮১২-০০০১১১"), beside);
    expect(shop.phone).toBe("+8801812000111");
    // Typed without quotes or dashes, YAML reads a number and drops its leading 0.
    const typed = readShopSettings(
      demo.replace("phone: +880 1712-345678", "phone: 01812000111"),
      beside,
    );
    expect(typed.phone).toBe("+8801812000111");
  });

  it("name the file and the field of each mistake in one sentence", () => {
    expect(problems(edited(["wallets", 0, "number"], "12345"))).toEqual([
      'shop.yaml: wallets.entry 1.number must be a Bangladeshi mobile number such as 01XXX-XXXXXX (11 digits from 013 to 019), found "12345"',
    ]);
    expect(problems(edited(["delivery", "same_day_cutoff"], "3 in the afternoon"))).toEqual([
      'shop.yaml: delivery.same_day_cutoff must be the time same-day orders close inside Dhaka city, a time on the hour such as "15:00", found "3 in the afternoon"',
    ]);
    expect(
      problems(edited(["delivery", "outside_city", "districts"], ["Gazipur", "Dhakka"])),
    ).toEqual([
      'shop.yaml: delivery.outside_city.districts.entry 2 must be one of Bangladesh\'s 64 districts, such as Gazipur or Chattogram, found "Dhakka"',
    ]);
    expect(problems(edited(["phone"], "+44 20 7946 0000"))[0]).toMatch(
      /^shop\.yaml: phone must be a Bangladeshi mobile/,
    );
  });

  it("refuse a brand colour white words cannot be read on, and name a darker one", () => {
    const [sentence] = problems(edited(["brand_colour"], "#f9a8d4"));
    expect(sentence).toMatch(
      /^shop\.yaml: brand_colour must be dark enough for white words on a button to be read \(contrast 4\.5:1, WCAG AA\), found "#f9a8d4" \(1\.\d:1\); try "#[0-9a-f]{6}", the same colour darker$/,
    );
  });

  it("refuse a logo that is not beside the file", () => {
    expect(problems(edited(["logo"], "logo.png"))).toEqual([
      'shop.yaml: logo must be the name of a picture beside it in content/, found "logo.png"; put the picture there or leave logo empty',
    ]);
    expect(readShopSettings(edited(["logo"], "logo.png"), [...beside, "logo.png"]).logo).toBe(
      "/content/logo.png",
    );
  });

  it("read the photo of a gift as it arrives wrapped, with what it shows in both languages", () => {
    expect(readWrappingPhoto(demo, beside)).toEqual({
      src: "/content/wrapped-gift.jpg",
      alt: {
        en: "A gift as it arrives: wrapped in red paper and tied with a gold satin ribbon and bow, with a message card",
        bn: "উপহার যেভাবে পৌঁছায়: লাল কাগজে মোড়া, সোনালি সাটিনের ফিতা আর বো দিয়ে বাঁধা, সাথে একটি মেসেজ কার্ড",
      },
    });
    // Left empty, the promise stands alone, whatever description is left beside it.
    expect(readWrappingPhoto(edited(["wrapping_photo"], null), [])).toBeNull();
    expect(readWrappingPhoto(edited(["wrapping_photo"], ""), [])).toBeNull();
  });

  it("refuse a wrapping photo without what it shows, not beside the file, or not a picture", () => {
    expect(problems(edited(["wrapping_photo_description"], null))).toEqual([
      "shop.yaml: wrapping_photo_description must say what the wrapping photo shows, in English and in Bangla (en: and bn:), for shoppers who cannot see it; it is needed whenever wrapping_photo names a picture",
    ]);
    expect(problems(edited(["wrapping_photo_description", "bn"], null))).toEqual([
      "shop.yaml: wrapping_photo_description.bn must be the description of the wrapping photo in Bangla, found nothing",
    ]);
    expect(problems(demo, [])).toEqual([
      'shop.yaml: wrapping_photo must be the name of a picture beside it in content/, found "wrapped-gift.jpg"; put the picture there or leave wrapping_photo empty',
    ]);
    expect(problems(edited(["wrapping_photo"], "wrapped.gif"), ["wrapped.gif"])).toEqual([
      'shop.yaml: wrapping_photo must be a PNG, JPEG, WebP or SVG picture, found "wrapped.gif"',
    ]);
    expect(problems(edited(["wrapping_photo"], ["a.jpg", "b.jpg"]))[0]).toMatch(
      /^shop\.yaml: wrapping_photo must be the file name of a picture beside it, such as photo\.jpg/,
    );
    expect(problems(edited(["wrapping_photo_description"], "A red box"))[0]).toMatch(
      /^shop\.yaml: wrapping_photo_description must have two lines under it, en: and bn:/,
    );
  });

  it("make no claim the owner leaves out, and take a shop with cash on delivery alone", () => {
    let text = edited(["happy_customers"], null);
    text = parseDocument(text).toString();
    const document = parseDocument(text);
    document.set("story", null);
    document.set("wallets", []);
    const shop = readShopSettings(document.toString(), beside);
    expect(shop.happyCustomers).toBeUndefined();
    expect(readShopStory(document.toString(), beside)).toEqual([]);
    expect(Object.keys(shop.payments)).toEqual(["cod"]);
    document.set("cash_on_delivery", false);
    expect(problems(document.toString())).toEqual([
      "shop.yaml: cash_on_delivery must be yes when no wallet is listed, or shoppers have no way to pay",
    ]);
  });
});

describe("times as the settings write them", () => {
  it("read whole hours, and nothing else", () => {
    expect(hourOf("15:00")).toBe(15);
    expect(hourOf("9")).toBe(9);
    expect(hourOf("24:00")).toBe(24);
    expect(hourOf("15:30")).toBeNull();
    expect(hourOf("25:00")).toBeNull();
    expect(windowOf("10:00-13:00")).toEqual({ from: 10, to: 13 });
    expect(windowOf("13:00-10:00")).toBeNull();
  });
});
