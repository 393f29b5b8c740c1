import { afterEach, describe, expect, it, vi } from "vitest";
import type { shop as shopConfig } from "../data/shop";
import { locative } from "./bn-policies";

type Shop = typeof shopConfig;

/** Every fixed string of a bundle; texts that are functions are filled in at run time. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Both editions' messages, built afresh from a shop config changed by `change`. */
async function editionsWith(change: (shop: Shop) => unknown) {
  vi.resetModules();
  vi.doMock("../data/shop", async (importOriginal) => {
    const { shop } = await importOriginal<{ shop: Shop }>();
    return { shop: change(shop) };
  });
  // One after the other: imported at once, the second edition could reach the shop's module
  // while the first was still awaiting the mock's factory, and take the unchanged settings (an
  // English text with the new fee beside a Bangla one with the old, in one loaded run).
  const { en } = await import("./en");
  const { bn } = await import("./bn");
  return { en, bn };
}

/** Both editions' fixed text, built afresh from a shop config changed by `change`. */
async function textsWith(change: (shop: Shop) => unknown) {
  const { en, bn } = await editionsWith(change);
  return { en: strings(en).join("\n"), bn: strings(bn).join("\n") };
}

const count = (text: string, part: string) => text.split(part).length - 1;

afterEach(() => {
  vi.doUnmock("../data/shop");
});

describe("the texts of both editions read the shop's config", () => {
  it("quote a changed free-shipping threshold everywhere they quoted the old one", async () => {
    const before = await textsWith((shop) => shop);
    const after = await textsWith((shop) => ({
      ...shop,
      policies: { ...shop.policies, freeShippingThreshold: 3500 },
    }));
    expect(count(before.en, "৳2,000")).toBeGreaterThan(2);
    expect(count(before.bn, "২,০০০ টাকা")).toBeGreaterThan(2);
    expect(count(after.en, "৳3,500")).toBe(count(before.en, "৳2,000"));
    expect(count(after.bn, "৩,৫০০ টাকা")).toBe(count(before.bn, "২,০০০ টাকা"));
    expect(after.en).not.toMatch(/2,000|2000/);
    expect(after.bn).not.toMatch(/২,০০০|২০০০/);
  });

  it("list the payment methods the config holds, in each language's way", async () => {
    const after = await textsWith((shop) => ({
      ...shop,
      payments: { bKash: shop.payments.bKash, cod: shop.payments.cod },
    }));
    expect(after.en).toContain("Pay by bKash or Cash on Delivery.");
    expect(after.en).toContain("To pay it yourself, choose bKash.");
    expect(after.bn).toContain("টাকাটা আপনি নিজে দিতে চাইলে বিকাশ বেছে নিন।");
    expect(after.en).not.toContain("bKash, Nagad");
    expect(after.bn).toContain("বিকাশ বা ক্যাশ অন ডেলিভারিতে পেমেন্ট করুন");
    expect(after.bn).not.toContain("বিকাশ, নগদ");
    const reordered = await textsWith((shop) => ({
      ...shop,
      payments: { cod: shop.payments.cod, Rocket: shop.payments.Rocket },
    }));
    expect(reordered.en).toContain("Pay by Cash on Delivery or Rocket.");
    expect(reordered.bn).toContain("ক্যাশ অন ডেলিভারি বা রকেটে পেমেন্ট করুন");
  });

  it("quote each area's fee where the shop charges more outside Dhaka city", async () => {
    const after = await textsWith((shop) => ({
      ...shop,
      policies: { ...shop.policies, outsideCityFee: 150 },
    }));
    expect(after.en).toContain(
      "below that, delivery costs ৳100 inside Dhaka city and ৳150 outside Dhaka city.",
    );
    expect(after.en).toContain("Delivery outside Dhaka city costs ৳150");
    expect(after.bn).toContain("ডেলিভারি চার্জ ঢাকা শহরের ভেতরে ১০০ টাকা, বাইরে ১৫০ টাকা।");
    const before = await textsWith((shop) => shop);
    expect(before.en).toContain("below that, delivery costs ৳100.");
  });

  it("quote the return window and the customers the config holds", async () => {
    const after = await textsWith((shop) => ({
      ...shop,
      happyCustomers: 500,
      policies: { ...shop.policies, returnDays: 10 },
    }));
    expect(after.en).toContain("within 10 days");
    expect(after.en).toContain("500+ happy customers");
    expect(after.en).not.toMatch(/\b7 days|100\+/);
    expect(after.bn).toContain("১০ দিনের মধ্যে");
    expect(after.bn).toContain("৫০০ জনেরও বেশি গ্রাহকের");
    expect(after.bn).not.toMatch(/৭ দিনের|১০০\+/);
  });

  it("name the part of the day of any delivery window, night and dawn included", async () => {
    const { en, bn } = await editionsWith((shop) => ({
      ...shop,
      ordering: {
        ...shop.ordering,
        timeWindows: [
          { from: 2, to: 5 },
          { from: 10, to: 13 },
          { from: 18, to: 24 },
        ],
      },
    }));
    const windows = ["2-5", "10-13", "18-24"];
    expect(windows.map(bn.ordering.orderPage.timeChoice)).toEqual([
      "রাত ২টা – ভোর ৫টা",
      "সকাল ১০টা – দুপুর ১টা",
      "সন্ধ্যা ৬টা – রাত ১২টা",
    ]);
    expect(windows.map(en.ordering.orderPage.timeChoice)).toEqual([
      "2 am – 5 am",
      "10 am – 1 pm",
      "6 pm – 12 am",
    ]);
  });
});

describe("the Bangla payment sentence", () => {
  it("marks the last method's case as Bangla writes it, after a hyphen for a Latin name", () => {
    expect(locative("বিকাশ বা রকেট")).toBe("বিকাশ বা রকেটে");
    expect(locative("বিকাশ বা ক্যাশ অন ডেলিভারি")).toBe("বিকাশ বা ক্যাশ অন ডেলিভারিতে");
    expect(locative("বিকাশ বা Upay")).toBe("বিকাশ বা Upay-এ");
  });
});
