import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shop } from "../../data/shop";
import type { ProductSummary } from "../../data/types";
import { bn } from "../../i18n/bn";
import { en } from "../../i18n/en";
import { type Cart } from "../cart/cart";
import { summarizeCart, type CartSummary, type PricedLine } from "../cart/cart-summary";
import { banglaCatalog } from "../../content/bangla-catalog";
import { englishCatalog } from "../../content/english-catalog";
import { cleanText } from "../cart/choices";
import { smsLink, whatsappLink } from "../contact/contact-links";
import { buildOrderMessage, type OrderMessageText } from "./order-message";

const text = en.ordering.orderMessage;
const products = { products: englishCatalog.index(), extras: englishCatalog.extras };
const banglaProducts = {
  products: banglaCatalog.index(),
  extras: banglaCatalog.extras,
};

/** The demo's whole path: the frame engraved, the large rose, and a balloon bunch. */
const giftCart: Cart = [
  { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": "Rafi & Mitu 14.02.2020" } },
  { productId: 8, quantity: 1, choices: { size: "large" } },
  { extraId: "balloon-bunch", quantity: 1 },
];

function bodyOf(link: string, name: string): string | null {
  return new URLSearchParams(link.slice(link.indexOf("?") + 1)).get(name);
}

describe("buildOrderMessage", () => {
  it("lists each line with its choices, text and link, then the amounts and the closing question", () => {
    const summary = summarizeCart(
      [
        { productId: 1, quantity: 2, text: { "name-or-date-to-engrave": "Rafi & Mitu" } },
        { productId: 9, quantity: 1 },
      ],
      products,
    );
    expect(buildOrderMessage(summary, text)).toBe(
      [
        "Hello Upohar! I would like to order:",
        "",
        "1. Personalized Photo Frame × 2 = ৳2,400",
        "   Name or date to engrave: Rafi & Mitu",
        "https://upohar.com.bd/product/1",
        "",
        "2. Stylish Juice Bottle × 1 = ৳450",
        "https://upohar.com.bd/product/9",
        "",
        "Subtotal: ৳2,850",
        "Shipping: Free",
        "Total: ৳2,850",
        "",
        "Please call me about the delivery address and payment (bKash, Nagad, Rocket, or Cash on Delivery). Thank you!",
      ].join("\n"),
    );
  });

  it("charges shipping below the free-delivery threshold", () => {
    const message = buildOrderMessage(
      summarizeCart(
        [{ productId: 4, quantity: 1, text: { "name-to-engrave": "Nusrat" } }],
        products,
      ),
      text,
    );
    expect(message).toContain("1. Engraved Name Pen Set × 1 = ৳950\n   Name to engrave: Nusrat\n");
    expect(message).toContain("Subtotal: ৳950\nShipping: ৳100\nTotal: ৳1,050");
  });

  it("names every payment method the shop accepts", () => {
    const message = buildOrderMessage(
      summarizeCart([{ productId: 9, quantity: 1 }], products),
      text,
    );
    for (const method of en.shopText.paymentMethods) expect(message).toContain(method);
  });

  it("carries the engraving, the size and a little extra, which has no page", () => {
    expect(buildOrderMessage(summarizeCart(giftCart, products), text)).toBe(
      [
        "Hello Upohar! I would like to order:",
        "",
        "1. Personalized Photo Frame × 1 = ৳1,200",
        "   Name or date to engrave: Rafi & Mitu 14.02.2020",
        "https://upohar.com.bd/product/1",
        "",
        "2. Eternal Rose in Glass Dome × 1 = ৳3,000",
        "   Size: Large",
        "https://upohar.com.bd/product/8",
        "",
        "3. Balloon Bunch × 1 = ৳300",
        "",
        "Subtotal: ৳4,500",
        "Shipping: Free",
        "Total: ৳4,500",
        "",
        "Please call me about the delivery address and payment (bKash, Nagad, Rocket, or Cash on Delivery). Thank you!",
      ].join("\n"),
    );
  });

  it("carries them in Bangla, with the Bangla edition's words and links", () => {
    const message = buildOrderMessage(
      summarizeCart(giftCart, banglaProducts),
      bn.ordering.orderMessage,
      "bn",
    );
    const [frame, rose] = banglaProducts.products.filter(({ id }) => id === 1 || id === 8);
    expect(message).toContain(
      [
        `১. ${frame?.name} × ১ = ৳১,২০০`,
        "   খোদাই করার নাম বা তারিখ: Rafi & Mitu 14.02.2020",
        "https://upohar.com.bd/bn/product/1",
        "",
        `২. ${rose?.name} × ১ = ৳৩,০০০`,
        "   সাইজ: বড়",
        "https://upohar.com.bd/bn/product/8",
        "",
        "৩. বেলুনের গুচ্ছ × ১ = ৳৩০০",
        "",
        "সাবটোটাল: ৳৪,৫০০",
      ].join("\n"),
    );
  });

  it("leaves out a line whose choices have changed: it cannot be sent", () => {
    const summary = summarizeCart(
      [{ productId: 8, quantity: 1, choices: { size: "huge" } }, ...giftCart],
      products,
    );
    expect(buildOrderMessage(summary, text)).not.toContain("huge");
    expect(buildOrderMessage(summary, text)).toContain("1. Personalized Photo Frame");
  });
});

describe("the order message inside a link", () => {
  const tricky: ProductSummary = {
    id: 42,
    name: "উপহার বাক্স 🎁 Tea & Cake #1, 50% off? Yes",
    price: 1999,
    image: "/images/products/photo-frame.svg",
    category: "birthday-gifts",
    categoryName: "Birthday Gifts",
    rating: 5,
    reviewCount: 1,
    inStock: true,
    featured: false,
    personalisation: [{ id: "note", label: 'লেখা "Note" & #', maxLength: 100, required: true }],
  };
  const written = { note: "রাফি & মিতু 💍 #1 100% 'ভালো' \"বাসা\" a+b=c?\u200f" };
  const bangla: OrderMessageText = {
    greeting: "আসসালামু আলাইকুম উপহার! আমি অর্ডার করতে চাই:",
    line: (position, name, quantity, lineTotal) =>
      `${position}. ${name} × ${quantity} = ${lineTotal}`,
    detail: (label, value) => `   ${label}: ${value}`,
    subtotal: (amount) => `সাবটোটাল: ${amount}`,
    shipping: (amount) => `ডেলিভারি: ${amount}`,
    free: "ফ্রি",
    total: (amount) => `মোট: ${amount}`,
    closing: "ঠিকানা ও পেমেন্ট (বিকাশ/নগদ/রকেট) নিশ্চিত করুন। ধন্যবাদ! 🙏",
  };
  const english = buildOrderMessage(
    summarizeCart([{ productId: 42, quantity: 3, text: written }], {
      products: [tricky],
      extras: [],
    }),
    text,
  );
  const bengali = buildOrderMessage(
    summarizeCart([{ productId: 42, quantity: 1, text: written }], {
      products: [tricky],
      extras: [],
    }),
    bangla,
  );
  const messages: [string, string][] = [
    ["English", english],
    ["Bangla", bengali],
  ];

  it("keeps Bengali text, emoji, symbols and line breaks in the message itself", () => {
    expect(english).toContain("1. উপহার বাক্স 🎁 Tea & Cake #1, 50% off? Yes × 3 = ৳5,997");
    expect(english).toContain(`\n   লেখা "Note" & #: ${written.note}\n`);
    expect(bengali).toContain("ডেলিভারি: ৳100\nমোট: ৳2,099");
    expect(bengali).toContain("\n\nঠিকানা ও পেমেন্ট");
  });

  it.each(messages)("the %s message survives the WhatsApp link", (_, message) => {
    const link = whatsappLink(shop.whatsapp, message);
    expect(new URL(link).searchParams.get("text")).toBe(message);
  });

  it.each(messages)("the %s message survives the SMS link", (_, message) => {
    const link = smsLink(shop.phone, message);
    expect(bodyOf(link, "body")).toBe(message);
    expect(new URL(link).searchParams.get("body")).toBe(message);
  });

  it("carries any text written for a gift through both links, whatever it holds", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }).map(cleanText), (typed) => {
        fc.pre(typed !== "");
        const cart = [{ productId: 1, quantity: 1, text: { "name-or-date-to-engrave": typed } }];
        const message = buildOrderMessage(summarizeCart(cart, products), text);
        expect(message).toContain(`\n   Name or date to engrave: ${typed}\n`);
        const link = whatsappLink(shop.whatsapp, message);
        expect(decodeURIComponent(link.split("?text=")[1] ?? "")).toBe(message);
        expect(bodyOf(smsLink(shop.phone, message), "body")).toBe(message);
      }),
    );
  });

  it("carries any label and value of a line's details, line breaks included, in both editions", () => {
    const summaryWith = (label: string, value: string): CartSummary => {
      const line: PricedLine = {
        key: "frame",
        productId: 1,
        name: "Personalized Photo Frame",
        image: "/frame.jpg",
        unitPrice: 1200,
        quantity: 1,
        lineTotal: 1200,
        details: [{ label, value }],
      };
      return {
        lines: [line],
        changed: [],
        itemCount: 1,
        subtotal: 1200,
        shipping: 100,
        total: 1300,
      };
    };
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }),
        fc.string({ unit: "grapheme" }),
        (label, value) => {
          for (const [wording, locale] of [
            [text, "en"],
            [bn.ordering.orderMessage, "bn"],
          ] as const) {
            const message = buildOrderMessage(summaryWith(label, value), wording, locale);
            expect(message).toContain(`   ${label}: ${value}`);
            const link = whatsappLink(shop.whatsapp, message);
            expect(decodeURIComponent(link.split("?text=")[1] ?? "")).toBe(message);
            expect(decodeURIComponent(smsLink(shop.phone, message).split("?body=")[1] ?? "")).toBe(
              message,
            );
          }
        },
      ),
    );
  });
});
