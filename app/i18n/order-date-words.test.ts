import { describe, expect, it } from "vitest";
import { bn } from "./bn";
import { en } from "./en";

/*
 * The order's date in words, in each edition: the echo under the field, the gift day the form
 * starts on, the day a parcel leaves, and why the date moved. Digits are Bengali in Bangla.
 */
const journey = { leaves: "2027-02-10", arrivesFrom: "2027-02-11", arrivesTo: "2027-02-14" };

describe("the order's date in words", () => {
  it("says any date whole, whatever format the phone's date field uses", () => {
    expect(en.ordering.orderPage.dayInWords("2027-02-14")).toBe("Sunday 14 February 2027");
    expect(en.ordering.orderPage.dayInWords("2027-05-02")).toBe("Sunday 2 May 2027");
    expect(bn.ordering.orderPage.dayInWords("2027-02-14")).toBe("রবিবার, ১৪ ফেব্রুয়ারি ২০২৭");
  });

  it("names the gift day the form starts on", () => {
    expect(en.ordering.orderPage.giftDay("2027-02-14", "Valentine's Day")).toBe(
      "Sunday 14 February, Valentine's Day",
    );
    expect(bn.ordering.orderPage.giftDay("2027-02-14", "ভালোবাসা দিবস")).toBe(
      "রবিবার, ১৪ ফেব্রুয়ারি, ভালোবাসা দিবস",
    );
  });

  it("says when a parcel leaves the shop and the days it arrives between", () => {
    expect(en.ordering.orderPage.leavesShop(journey)).toBe(
      "It leaves our shop on Wednesday 10 February and arrives Thursday 11 to Sunday 14 February.",
    );
    expect(bn.ordering.orderPage.leavesShop(journey)).toBe(
      "আমাদের দোকান থেকে রওনা হবে বুধবার, ১০ ফেব্রুয়ারি; পৌঁছাবে বৃহস্পতিবার, ১১ থেকে রবিবার, ১৪ ফেব্রুয়ারির মধ্যে।",
    );
    // Across a month's end, both months are said.
    const across = { leaves: "2027-02-26", arrivesFrom: "2027-02-27", arrivesTo: "2027-03-02" };
    expect(en.ordering.orderPage.leavesShop(across)).toContain(
      "arrives Saturday 27 February to Tuesday 2 March.",
    );
    const oneDay = { ...journey, arrivesFrom: "2027-02-14" };
    expect(en.ordering.orderPage.leavesShop(oneDay)).toBe(
      "It leaves our shop on Wednesday 10 February and arrives on Sunday 14 February.",
    );
  });

  it("says why the date moved, naming the new day", () => {
    expect(en.ordering.orderPage.dateMoved("2026-12-07", false, "Chattogram")).toBe(
      "The earliest it can arrive in Chattogram is Monday 7 December 2026, so the date is now that day.",
    );
    expect(bn.ordering.orderPage.dateMoved("2026-12-07", false, "চট্টগ্রাম")).toBe(
      "চট্টগ্রামে সবচেয়ে আগে পৌঁছাতে পারে সোমবার, ৭ ডিসেম্বর ২০২৬, তাই তারিখটি সেদিনে সরিয়ে দেওয়া হলো।",
    );
    expect(bn.ordering.orderPage.dateMoved("2026-12-07", false, "খুলনা")).toMatch(/^খুলনায় /);
    expect(bn.ordering.orderPage.dateMoved("2026-12-07", false, "নীলফামারী")).toMatch(
      /^নীলফামারীতে /,
    );
    expect(en.ordering.orderPage.datePassed("2026-11-30", "2026-12-02")).toContain(
      "Monday 30 November 2026, has passed",
    );
    expect(bn.ordering.orderPage.datePassed("2026-11-30", "2026-12-02")).toMatch(/৩০ নভেম্বর/);
  });

  it("point the right way: the earliest date is shown above the message", () => {
    expect(en.ordering.orderPage.errors.date.tooEarly).toBe(
      "Choose the earliest date shown above, or a later one.",
    );
    expect(bn.ordering.orderPage.errors.date.tooEarly).toMatch(/^ওপরে দেখানো/);
  });
});
