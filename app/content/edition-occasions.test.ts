import { describe, expect, it } from "vitest";
import { occasionPage, occasionPageGifts } from "./edition-occasions";

describe("an occasion's page", () => {
  it("shows every gift of an occasion that has no more than a page holds", () => {
    const page = occasionPage("en", "valentines-day");
    expect(page?.gifts.length).toBe(page?.total);
    expect(page?.total).toBeLessThanOrEqual(occasionPageGifts);
    expect(page?.moreIn).toEqual([]);
  });

  it("shows the first gifts of a bigger one, and the categories that hold the others", () => {
    const whole = occasionPage("bn", "valentines-day");
    const page = occasionPage("bn", "valentines-day", 2);
    expect(whole && whole.total).toBeGreaterThan(2);
    expect(page?.gifts).toEqual(whole?.gifts.slice(0, 2));
    expect(page?.total).toBe(whole?.total);
    expect(page?.moreIn).toEqual([{ slug: "anniversary-gifts", name: "বিবাহবার্ষিকীর উপহার" }]);
  });

  it("is null for a slug that is no occasion", () => {
    expect(occasionPage("en", "no-such-day")).toBeNull();
  });
});
