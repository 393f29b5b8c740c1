import { describe, expect, it } from "vitest";
import { bn } from "./bn";
import { en } from "./en";
import { shop } from "../data/shop";
import { shippingFor } from "../lib/prices/shipping";

/** Every key path with the kind of value behind it: a string, a function, a list or an object. */
function shape(value: unknown, path = ""): string[] {
  if (typeof value === "function") return [`${path}:function/${value.length}`];
  if (typeof value === "string") return [`${path}:string`];
  if (Array.isArray(value)) {
    return [
      `${path}:list/${value.length}`,
      ...value.flatMap((item, index) => shape(item, `${path}[${index}]`)),
    ];
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      shape(child, path ? `${path}.${key}` : key),
    );
  }
  return [`${path}:${typeof value}`];
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe("the Bangla messages", () => {
  it("have exactly the keys, lists and function arities of the English ones", () => {
    expect(shape(bn).sort()).toEqual(shape(en).sort());
  });

  it("are written in Bangla, with brand names as they are", () => {
    // X stands for any digit in an example number: no example may be a number that rings.
    const allowedLatin =
      /X{3,}|bKash|Nagad|Rocket|WhatsApp|Facebook|Instagram|YouTube|Upohar|English|SMS|Email|FAQ|hello@upohar\.com\.bd|\S+@example\.com|upohar\.com\.bd|https?:\/\/\S+|\+880[\d -]+|৳/g;
    const untranslated = strings(bn).filter((text) =>
      /[A-Za-z]{3,}/.test(text.replace(allowedLatin, "")),
    );
    expect(untranslated).toEqual([]);
  });

  it("say an empty cart and a full list the way a person would", () => {
    expect(bn.header.badgeItems("কার্ট", 0)).toBe("কার্ট খালি");
    expect(bn.header.badgeItems("কার্ট", 3)).toBe("কার্ট, ৩টি পণ্য");
  });

  it("write numbers with Bengali digits", () => {
    expect(bn.productsPage.showing(9, 9)).toBe("৯টি পণ্য দেখানো হচ্ছে");
    expect(bn.productsPage.showing(3, 9)).toBe("৯টির মধ্যে ৩টি পণ্য দেখানো হচ্ছে");
    expect(bn.product.discountBadge(20)).toContain("২০");
  });

  it("say outside Dhaka city the earliest day a gift can arrive by, and that the shop sends it in time", () => {
    expect(en.ordering.orderPage.dateOutsideCity("Sat 28 Nov 2026")).toBe(
      "Earliest Sat 28 Nov 2026. Outside Dhaka city a parcel takes 1–3 business days: we send it in time.",
    );
    expect(bn.ordering.orderPage.dateOutsideCity("শনিবার, ২৮ নভেম্বর ২০২৬")).toBe(
      "সবচেয়ে আগের তারিখ: শনিবার, ২৮ নভেম্বর ২০২৬। ঢাকা শহরের বাইরে পার্সেল পৌঁছাতে ১–৩ কার্যদিবস লাগে, আমরা সময়মতো পাঠাব।",
    );
  });

  it("say who pays cash on delivery: whoever takes the gift at the door", () => {
    expect(en.ordering.orderPage.codNote).toBe(
      "The courier collects the total in cash from whoever takes the gift at the door, often the recipient. To pay it yourself, choose bKash, Nagad, or Rocket. Nothing more to do now.",
    );
    expect(bn.ordering.orderPage.codNote).toBe(
      "উপহারটি যিনি হাতে নেবেন (অনেক সময় প্রাপক নিজেই), ডেলিভারিম্যান তাঁর কাছ থেকেই ক্যাশে টাকা নেবেন। টাকাটা আপনি নিজে দিতে চাইলে বিকাশ, নগদ বা রকেট বেছে নিন। এখন আর কিছু করতে হবে না।",
    );
  });

  it("write an amount inside a Bangla sentence in টাকা, keeping ৳ for price tags", () => {
    expect(bn.ordering.summary.amountToFree(500)).toBe(
      "আর মাত্র ৫০০ টাকার কেনাকাটা করলেই ডেলিভারি ফ্রি",
    );
    expect(bn.home.benefits[0]?.text).toBe("২,০০০ টাকা বা তার বেশি অর্ডারে সারা দেশে ডেলিভারি ফ্রি");
    expect(en.ordering.summary.amountToFree(500)).toBe("Add ৳500 more for free delivery");
  });

  it("promise free delivery wherever the shop gives it, not only in Dhaka", () => {
    // The Bangla review of 1 December, item 30: the fee rule reads only the order's amount, so an
    // order of the threshold ships free to every district, as the product page and FAQ say.
    const threshold = shop.policies.freeShippingThreshold;
    expect(shippingFor(threshold, false)).toBe(0);
    for (const t of [en, bn]) {
      for (const text of [t.home.benefits[0]?.text, t.ordering.cart.metaDescription]) {
        expect(text).not.toMatch(/Dhaka|ঢাকা/);
      }
    }
  });

  it("end no Home promise with a full stop, as none of the others does", () => {
    for (const t of [en, bn]) {
      for (const benefit of t.home.benefits) expect(benefit.text).not.toMatch(/[.।]$/);
    }
  });

  it("name the order in the thank-you heading as the order's own name, not an aside", () => {
    expect(bn.ordering.orderPage.thanksHeading("UP-6VU8CN")).toBe(
      "অর্ডার UP-6VU8CN পাঠানোর জন্য ধন্যবাদ!",
    );
  });

  it("write a rating with its decimal, as the English page does", () => {
    expect(bn.product.ratingValue(4.8)).toBe("৪.৮");
    expect(bn.product.ratingLabel(4.5)).toBe("৫-এর মধ্যে ৪.৫ রেটিং");
    expect(bn.product.ratingValue(5)).toBe("৫");
  });

  it("say what to fix in a gift's text, naming the field, with the limit and the count", () => {
    expect(en.productPage.textRequired("Name or date to engrave")).toBe(
      "Please fill in “Name or date to engrave”.",
    );
    expect(en.productPage.textRequired("Your name")).toBe("Please fill in “Your name”.");
    expect(en.productPage.textTooLong(30, 34)).toBe("Keep it to 30 characters or fewer (now 34).");
    expect(bn.productPage.textRequired("খোদাই করার নাম বা তারিখ")).toBe(
      "“খোদাই করার নাম বা তারিখ” ঘরটি পূরণ করুন।",
    );
    expect(bn.productPage.textRequired("কার নাম লিখবেন?")).toBe("“কার নাম লিখবেন?” ঘরটি পূরণ করুন।");
    expect(bn.productPage.textTooLong(30, 34)).toBe("লেখাটি ৩০ অক্ষরের মধ্যে রাখুন (এখন ৩৪টি)।");
    expect(bn.productPage.counter(3, 30)).toBe("৩ / ৩০");
  });

  it("put each choice and text of a gift on its own line of the WhatsApp order", () => {
    const details = [
      { label: "Size", value: "Large" },
      { label: "Name to engrave", value: "Rafi & Mitu" },
    ];
    expect(
      en.product.whatsappMessage("Eternal Rose", "৳3,000", "https://x.bd/product/8", details),
    ).toBe(
      "Hello Upohar! I would like to order: Eternal Rose (৳3,000).\nSize: Large\nName to engrave: Rafi & Mitu\nhttps://x.bd/product/8",
    );
    expect(bn.product.whatsappMessage("গোলাপ", "৳৩,০০০", "https://x.bd/bn/product/8", [])).toBe(
      "হ্যালো ‘উপহার’! আমি এটি অর্ডার করতে চাই: গোলাপ (৳৩,০০০)।\nhttps://x.bd/bn/product/8",
    );
  });
});

describe("the privacy page", () => {
  // The order form keeps the sender's email for tracking (the Bangla review of 1 December, M5).
  it("names the email among what the order form and My Orders keep, in both editions", () => {
    expect(en.help.privacy.kept.orderDraft.holds).toMatch(/email/);
    expect(en.help.privacy.kept.pastOrders.holds).toMatch(/email/);
    expect(bn.help.privacy.kept.orderDraft.holds).toMatch(/ইমেইল/);
    expect(bn.help.privacy.kept.pastOrders.holds).toMatch(/ইমেইল/);
    expect(bn.help.privacy.kept.orderDraft.holds).toMatch(/কার্ডের বার্তা.*ট্রানজেকশন/);
  });
});
