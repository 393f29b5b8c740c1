import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bn } from "../../i18n/bn";
import { en } from "../../i18n/en";
import { type Cart } from "../cart/cart";
import { summarizeCart, type CartSummary } from "../cart/cart-summary";
import { smsLink, whatsappLink } from "../contact/contact-links";
import { banglaCatalog } from "../../content/bangla-catalog";
import { englishCatalog } from "../../content/english-catalog";
import { buildGiftOrderMessage, type GiftOrder } from "./gift-order-message";
import type { OrderDetails } from "./order-form";

const products = { products: englishCatalog.index(), extras: englishCatalog.extras };
const bangla = {
  products: banglaCatalog.index().map((product) => ({ ...product, name: `উপহার ${product.id}` })),
  extras: banglaCatalog.extras,
};

const details: OrderDetails = {
  senderName: "Rahim Uddin",
  senderPhone: "+8801712345678",
  senderEmail: "",
  recipientName: "Nusrat Jahan",
  recipientPhone: "+8801912345678",
  address: "House 5, Road 2, Banani",
  area: "dhaka-city",
  date: "2026-11-23",
  time: "10-13",
  cardMessage: "Happy birthday! 🎂",
  leaveNameOff: false,
  payment: "bKash",
  transactionId: "8N7A6B5C4D",
  senderCountry: null,
};

const cart: Cart = [
  { productId: 1, quantity: 2, text: { "name-or-date-to-engrave": "Rafi & Mitu" } },
  { productId: 9, quantity: 1 },
];

function order(overrides: Partial<OrderDetails> = {}, areaName = "Inside Dhaka city"): GiftOrder {
  return {
    reference: "UP-7K3M9Q",
    summary: summarizeCart(cart, products),
    details: { ...details, ...overrides },
    areaName,
  };
}

function decoded(link: string, name: string): string | null {
  return new URLSearchParams(link.slice(link.indexOf("?") + 1)).get(name);
}

describe("buildGiftOrderMessage", () => {
  it("carries the sender's email for tracking, in both editions, only when one was given", () => {
    const withEmail = order({ senderEmail: "rahim@example.com" });
    const english = buildGiftOrderMessage(withEmail, en.ordering.giftOrderMessage, "en");
    expect(english).toContain(
      "Sender's mobile: +8801712345678\nSender's email (for tracking): rahim@example.com\nTo:",
    );
    const bangla = buildGiftOrderMessage(withEmail, bn.ordering.giftOrderMessage, "bn");
    expect(bangla).toContain("প্রেরকের ইমেইল (ট্র্যাকিংয়ের জন্য): rahim@example.com");
    const without = buildGiftOrderMessage(order(), en.ordering.giftOrderMessage, "en");
    expect(without).not.toContain("email");
  });

  it("says a sender's number is from abroad and names its country, in both editions", () => {
    const london = order({ senderPhone: "+447400123456", senderCountry: "GB" });
    expect(buildGiftOrderMessage(london, en.ordering.giftOrderMessage, "en")).toContain(
      "From: Rahim Uddin\nSender's mobile (from abroad: United Kingdom): +447400123456\nTo:",
    );
    expect(buildGiftOrderMessage(london, bn.ordering.giftOrderMessage, "bn")).toContain(
      "প্রেরকের মোবাইল (বিদেশের নম্বর: যুক্তরাজ্য): +447400123456",
    );
  });

  it("gives the shop every detail in English, one short line each", () => {
    expect(buildGiftOrderMessage(order(), en.ordering.giftOrderMessage, "en")).toBe(
      [
        "Hello Upohar! Gift order UP-7K3M9Q",
        "",
        "1. Personalized Photo Frame",
        "   Name or date to engrave: Rafi & Mitu",
        "   × 2 = ৳2,400",
        "2. Stylish Juice Bottle",
        "   × 1 = ৳450",
        "",
        "Subtotal: ৳2,850",
        "Shipping: Free",
        "Total: ৳2,850",
        "",
        "From: Rahim Uddin",
        "Sender's mobile: +8801712345678",
        "To: Nusrat Jahan",
        "Recipient's mobile: +8801912345678",
        "Address: House 5, Road 2, Banani",
        "Area: Inside Dhaka city",
        "Delivery date: Mon 23 Nov 2026",
        "Time: 10 am – 1 pm",
        "",
        "Card message:",
        "Happy birthday! 🎂",
        "Sender's name on the card: yes",
        "",
        "Payment: bKash",
        "Transaction ID: 8N7A6B5C4D",
      ].join("\n"),
    );
  });

  it("gives the shop every detail in Bangla, with Bengali digits for amounts and dates", () => {
    const message = buildGiftOrderMessage(
      {
        ...order(
          { area: "sylhet", time: "any", leaveNameOff: true, payment: "cod", transactionId: null },
          "সিলেট",
        ),
        summary: summarizeCart(
          [
            { productId: 4, quantity: 1, text: { "name-to-engrave": "নুসরাত" } },
            { productId: 8, quantity: 1, choices: { size: "large" } },
            { extraId: "balloon-bunch", quantity: 2 },
          ],
          bangla,
        ),
      },
      bn.ordering.giftOrderMessage,
      "bn",
    );
    expect(message).toBe(
      [
        "হ্যালো ‘উপহার’! নতুন অর্ডার, নম্বর: UP-7K3M9Q",
        "",
        "১. উপহার 4",
        "   খোদাই করার নাম: নুসরাত",
        "   × ১ = ৳৯৫০",
        "২. উপহার 8",
        "   সাইজ: বড়",
        "   × ১ = ৳৩,০০০",
        "৩. বেলুনের গুচ্ছ",
        "   × ২ = ৳৬০০",
        "",
        "সাবটোটাল: ৳৪,৫৫০",
        "ডেলিভারি চার্জ: ফ্রি",
        "সর্বমোট: ৳৪,৫৫০",
        "",
        "প্রেরক: Rahim Uddin",
        "প্রেরকের মোবাইল: +8801712345678",
        "প্রাপক: Nusrat Jahan",
        "প্রাপকের মোবাইল: +8801912345678",
        "ঠিকানা: House 5, Road 2, Banani",
        "এলাকা: সিলেট",
        "কবের মধ্যে পৌঁছাবে: সোমবার, ২৩ নভেম্বর ২০২৬",
        "দোকান থেকে রওনা: বৃহস্পতিবার, ১৯ নভেম্বর ২০২৬",
        "সময়: যেকোনো সময়",
        "",
        "কার্ডের বার্তা:",
        "Happy birthday! 🎂",
        "কার্ডে প্রেরকের নাম: থাকবে না",
        "",
        "পেমেন্ট: ক্যাশ অন ডেলিভারি",
      ].join("\n"),
    );
  });

  it("names the engraving, the size and the little extra the clerk is to pack", () => {
    const message = buildGiftOrderMessage(
      {
        ...order(),
        summary: summarizeCart(
          [
            {
              productId: 1,
              quantity: 1,
              text: { "name-or-date-to-engrave": "Rafi & Mitu 14.02.2020" },
            },
            { productId: 8, quantity: 1, choices: { size: "large" } },
            { extraId: "balloon-bunch", quantity: 1 },
          ],
          products,
        ),
      },
      en.ordering.giftOrderMessage,
      "en",
    );
    expect(message).toContain(
      [
        "1. Personalized Photo Frame",
        "   Name or date to engrave: Rafi & Mitu 14.02.2020",
        "   × 1 = ৳1,200",
        "2. Eternal Rose in Glass Dome",
        "   Size: Large",
        "   × 1 = ৳3,000",
        "3. Balloon Bunch",
        "   × 1 = ৳300",
        "",
        "Subtotal: ৳4,500",
      ].join("\n"),
    );
  });

  it("says when there is no card message, and when a wallet order is not paid yet", () => {
    const message = buildGiftOrderMessage(
      order({ cardMessage: "", payment: "Nagad", transactionId: null }),
      en.ordering.giftOrderMessage,
      "en",
    );
    expect(message).toContain("Card message: none\nSender's name on the card: yes");
    expect(message).toMatch(/Payment: Nagad\nTransaction ID: not paid yet$/);
  });

  it("says whose mobile number is whose, and outside the city the day it arrives by and the day it leaves", () => {
    const message = buildGiftOrderMessage(
      order({ area: "sylhet" }, "Sylhet"),
      en.ordering.giftOrderMessage,
      "en",
    );
    expect(message).toContain(
      [
        "From: Rahim Uddin",
        "Sender's mobile: +8801712345678",
        "To: Nusrat Jahan",
        "Recipient's mobile: +8801912345678",
        "Address: House 5, Road 2, Banani",
        "Area: Sylhet",
        // Back from Monday 23 over three business days (Mon, Sun, Sat), past the closed Friday.
        "Arrives by: Mon 23 Nov 2026",
        "Leaves our shop: Thu 19 Nov 2026",
      ].join("\n"),
    );
  });

  it("keeps every line short enough to read on a phone", () => {
    for (const area of ["dhaka-city", "sylhet"]) {
      const message = buildGiftOrderMessage(order({ area }), en.ordering.giftOrderMessage, "en");
      for (const line of message.split("\n")) expect(line.length).toBeLessThanOrEqual(40);
    }
  });
});

describe("the gift order inside a WhatsApp or SMS link", () => {
  const tricky = order({
    senderName: "রহিম & Sons #1",
    address: "বাড়ি ৫, রোড ২?\nFlat 50% off & more #B",
    cardMessage: "শুভ জন্মদিন 🎂👨‍👩‍👧\n100% love & hugs? #family",
  });

  it("arrives exactly as written: Bangla, emoji, & # % ? and line breaks", () => {
    for (const text of [en.ordering.giftOrderMessage, bn.ordering.giftOrderMessage]) {
      const message = buildGiftOrderMessage(tricky, text, "bn");
      expect(decoded(whatsappLink("+8801712345678", message), "text")).toBe(message);
      expect(decoded(smsLink("+8801712345678", message), "body")).toBe(message);
      expect(
        decodeURIComponent(whatsappLink("+8801712345678", message).split("?text=")[1] ?? ""),
      ).toBe(message);
    }
  });

  it("round-trips any card message and address", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }),
        fc.string({ unit: "grapheme" }),
        (card, address) => {
          const message = buildGiftOrderMessage(
            order({ cardMessage: card, address }),
            en.ordering.giftOrderMessage,
            "en",
          );
          expect(decoded(whatsappLink("+8801712345678", message), "text")).toBe(message);
          expect(decoded(smsLink("+8801712345678", message), "body")).toBe(message);
        },
      ),
    );
  });

  it("round-trips any text in a line's details, line breaks included, in both editions", () => {
    const withDetail = (label: string, value: string): CartSummary => {
      const summary = summarizeCart(cart, products);
      const [first, ...rest] = summary.lines;
      if (!first) throw new Error("The test cart has no line: put a gift in it.");
      return { ...summary, lines: [{ ...first, details: [{ label, value }] }, ...rest] };
    };
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }),
        fc.string({ unit: "grapheme" }),
        (label, value) => {
          for (const [text, locale] of [
            [en.ordering.giftOrderMessage, "en"],
            [bn.ordering.giftOrderMessage, "bn"],
          ] as const) {
            const message = buildGiftOrderMessage(
              { ...order(), summary: withDetail(label, value) },
              text,
              locale,
            );
            expect(message).toContain(`\n   ${label}: ${value}\n`);
            const link = whatsappLink("+8801712345678", message);
            expect(decodeURIComponent(link.split("?text=")[1] ?? "")).toBe(message);
            expect(decoded(smsLink("+8801712345678", message), "body")).toBe(message);
          }
        },
      ),
    );
  });
});
