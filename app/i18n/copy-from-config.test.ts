import { afterEach, describe, expect, it, vi } from "vitest";
import type { shop as shopConfig } from "../config/shop";

type Shop = typeof shopConfig;

/** Every fixed string of a bundle; texts that are functions are filled in at run time. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Both editions' text, built afresh from a shop config changed by `change`. */
async function textsWith(change: (shop: Shop) => unknown) {
  vi.resetModules();
  vi.doMock("../config/shop", async (importOriginal) => {
    const { shop } = await importOriginal<{ shop: Shop }>();
    return { shop: change(shop) };
  });
  const [{ en }, { bn }] = await Promise.all([import("./en"), import("./bn")]);
  return { en: strings(en).join("\n"), bn: strings(bn).join("\n") };
}

const count = (text: string, part: string) => text.split(part).length - 1;

afterEach(() => {
  vi.doUnmock("../config/shop");
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
      paymentMethods: ["bKash", "Upay"],
      ordering: { ...shop.ordering, wallets: { bKash: shop.ordering.wallets.bKash } },
    }));
    expect(after.en).toContain("Pay by bKash or Upay.");
    expect(after.en).toContain("To pay it yourself, choose bKash.");
    expect(after.bn).toContain("টাকা আপনি নিজে দিতে চাইলে বিকাশ বেছে নিন।");
    expect(after.en).not.toContain("bKash, Nagad");
    expect(after.bn).toContain("বিকাশ বা Upay-এ পেমেন্ট করুন");
    expect(after.bn).not.toContain("বিকাশ, নগদ");
    const reordered = await textsWith((shop) => ({
      ...shop,
      paymentMethods: ["Cash on Delivery", "Rocket"],
    }));
    expect(reordered.bn).toContain("ক্যাশ অন ডেলিভারি বা রকেটে পেমেন্ট করুন");
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
});
