import { describe, expect, it } from "vitest";
import { bnOccasionMessages as o } from "./bn-occasions";

/*
 * What the Bangla deadlines promise (the Bangla review of 1 December, M1 and M2): outside Dhaka
 * city a parcel arrives by the day, not on it, and "outside the city" is every place the order
 * form sends by the districts' rules, Savar and Keraniganj in Dhaka district included.
 */
const city = { day: "2027-02-14", hour: 15 };
const elsewhere = { day: "2027-02-09", hour: null };

describe("the Bangla gift-day deadlines", () => {
  it("name the city and everywhere outside it, and the last day to send with its weekday", () => {
    expect(o.deadlines(city, elsewhere)).toBe(
      "ঢাকা শহরের ভেতরে দিনটিতেই পৌঁছাতে অর্ডার করুন ১৪ ফেব্রুয়ারি বিকেল ৩টার আগে; ঢাকা শহরের বাইরে পাঠাতে ৯ ফেব্রুয়ারির (মঙ্গলবার) মধ্যে।",
    );
    expect(o.giftLine("ভালোবাসা দিবস", "2027-02-14", city, elsewhere)).toBe(
      "ভালোবাসা দিবস (১৪ ফেব্রুয়ারি): ঢাকা শহরের ভেতরে অর্ডার করুন ১৪ ফেব্রুয়ারি বিকেল ৩টার আগে; বাইরে ৯ ফেব্রুয়ারির (মঙ্গলবার) মধ্যে।",
    );
    const texts = [
      o.deadlines(city, elsewhere),
      o.deadlines(city, null),
      o.giftLine("ভালোবাসা দিবস", "2027-02-14", city, elsewhere),
      o.giftLine("ভালোবাসা দিবস", "2027-02-14", city, null),
    ];
    for (const text of texts) expect(text).not.toMatch(/অন্য জেলা|ঢাকা শহরে অর্ডার/);
  });

  it("say the earliest day once the day itself is too late, instead of pointing at a field", () => {
    expect(o.tooLateCity("বড়দিন", "2026-12-26")).toBe(
      "ঢাকা শহরের ভেতরে বড়দিনে পৌঁছানোর সময় আর নেই; এখন সবচেয়ে আগে পৌঁছাতে পারি শনিবার, ২৬ ডিসেম্বর।",
    );
  });

  it("say 'on the day' as Bangla says it of each day, never 'দিবসের দিনে' or 'বড়দিনের দিনে'", () => {
    // The Bangla review of 1 December, item 8: দিবস is দিন, and বড়দিন ends in it.
    expect(o.offerCity("ভালোবাসা দিবস", "2027-02-14")).toBe(
      "ভালোবাসা দিবসেই পৌঁছে দিন (১৪ ফেব্রুয়ারি)",
    );
    expect(o.giftLine("বড়দিন", "2026-12-25", null, null)).toBe(
      "বড়দিনে (২৫ ডিসেম্বর) পৌঁছানোর সময় আর নেই।",
    );
    expect(o.tooLateCity("মা দিবস", "2027-05-10")).toMatch(/^ঢাকা শহরের ভেতরে মা দিবসে পৌঁছানোর/);
    expect(o.offerCity("ঈদুল ফিতর", "2027-03-10")).toBe("ঈদুল ফিতরের দিনেই পৌঁছে দিন (১০ মার্চ)");
    const texts = ["ভালোবাসা দিবস", "মা দিবস", "বড়দিন"].flatMap((name) => [
      o.offerCity(name, "2027-05-09"),
      o.giftLine(name, "2027-05-09", null, null),
      o.tooLateCity(name, "2027-05-10"),
      o.tooLateElsewhere(name),
    ]);
    for (const text of texts) expect(text).not.toMatch(/দিবসের দিন|বড়দিনের দিন/);
  });

  it("say it is too late outside the city for a parcel to arrive by the day, as the English does", () => {
    expect(o.tooLateElsewhere("মা দিবস")).toBe(
      "ঢাকা শহরের বাইরে মা দিবসের মধ্যে পৌঁছানোর সময় আর নেই।",
    );
  });

  it("say a gift day's next date is not given here yet, never that it is not announced", () => {
    // The Bangla review of 1 December, M4: in December "এ বছর" is a year whose Puja has passed,
    // and the panjika fixes the Puja a year ahead.
    expect(o.notSetYet).not.toMatch(/এ বছর|ঘোষণা/);
  });

  it("promise a parcel sent outside the city by the day, never on it", () => {
    expect(o.offerElsewhere("ভালোবাসা দিবস", "2027-02-14")).toBe(
      "ভালোবাসা দিবসের মধ্যে পৌঁছে দিন (১৪ ফেব্রুয়ারি)",
    );
    expect(o.offerElsewhere("ঈদুল ফিতর", "2027-03-10")).not.toMatch(/দিনে পৌঁছ/);
  });
});
