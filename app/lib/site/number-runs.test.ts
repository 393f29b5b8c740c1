import { describe, expect, it } from "vitest";
import { shop } from "../../data/shop";
import { bnDigits } from "../../i18n/bn-format";
import { numberRuns } from "./number-runs";

/** The shop's number as each edition shows it (content/shop.yaml). */
const phone = shop.phoneDisplay;
const phoneBn = bnDigits(phone);

/** The parts kept whole. */
const whole = (text: string) =>
  numberRuns(text)
    .filter((part) => part.whole)
    .map((part) => part.text);

describe("numberRuns", () => {
  it("keeps a phone number whole, with its spaces and dashes, in both editions", () => {
    expect(whole(`If not, call us on ${phone}. Open 24/7.`)).toEqual([`${phone}.`, "24/7."]);
    expect(whole(`${phoneBn} নম্বরে কল করুন।`)).toEqual([phoneBn]);
  });

  it("keeps an hour, a date and a price with the words that belong to them", () => {
    expect(whole("We will call you by 2 pm on Sun 14 Feb 2027, before ৳1,200 is due.")).toEqual([
      "2 pm",
      "Sun 14 Feb 2027,",
      "৳1,200",
    ]);
    expect(whole("শনিবার, ৬ ফেব্রুয়ারি ২০২৭, দুপুর ২টার মধ্যে আমরা ফোন করব। ১,২০০ টাকা")).toEqual([
      "৬ ফেব্রুয়ারি ২০২৭,",
      "দুপুর ২টার",
      "১,২০০ টাকা",
    ]);
  });

  it("keeps an order reference whole, digits or none", () => {
    expect(whole("Thank you for sending order UP-ABCDEF!")).toEqual(["UP-ABCDEF!"]);
    expect(whole("অর্ডার (UP-7K3M9Q) পাঠানোর জন্য ধন্যবাদ!")).toEqual(["(UP-7K3M9Q)"]);
  });

  it("gives back the sentence unchanged, and a month or weekday alone as plain words", () => {
    const sentence = `May we call you on Sat 6 Feb at 10 am? Call ${phone}.`;
    expect(
      numberRuns(sentence)
        .map((part) => part.text)
        .join(""),
    ).toBe(sentence);
    expect(whole(sentence)).toEqual(["Sat 6 Feb", "10 am?", `${phone}.`]);
    expect(numberRuns("May we call?")).toEqual([{ text: "May we call?", whole: false }]);
  });
});
