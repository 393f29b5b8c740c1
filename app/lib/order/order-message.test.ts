import { describe, expect, it } from "vitest";
import { shop } from "../../config/shop";
import type { ProductSummary } from "../../data/types";
import { en } from "../../i18n/en";
import { summarizeCart } from "../cart/cart";
import { englishCatalog } from "../../content/english-catalog";
import { smsLink, whatsappLink } from "../contact/contact-links";
import { buildOrderMessage, type OrderMessageText } from "./order-message";

const text = en.ordering.orderMessage;
const products = englishCatalog.index();

function bodyOf(link: string, name: string): string | null {
  return new URLSearchParams(link.slice(link.indexOf("?") + 1)).get(name);
}

describe("buildOrderMessage", () => {
  it("lists each line with its link, then the amounts and the closing question", () => {
    const summary = summarizeCart(
      [
        { productId: 1, quantity: 2 },
        { productId: 9, quantity: 1 },
      ],
      products,
    );
    expect(buildOrderMessage(summary, text)).toBe(
      [
        "Hello Upohar! I would like to order:",
        "",
        "1. Personalized Photo Frame × 2 = ৳2,400",
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
      summarizeCart([{ productId: 4, quantity: 1 }], products),
      text,
    );
    expect(message).toContain("1. Engraved Name Pen Set × 1 = ৳950");
    expect(message).toContain("Subtotal: ৳950\nShipping: ৳100\nTotal: ৳1,050");
  });

  it("names every payment method the shop accepts", () => {
    const message = buildOrderMessage(
      summarizeCart([{ productId: 1, quantity: 1 }], products),
      text,
    );
    for (const method of en.shopText.paymentMethods) expect(message).toContain(method);
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
    reviews: 1,
    inStock: true,
    featured: false,
  };
  const bangla: OrderMessageText = {
    greeting: "আসসালামু আলাইকুম উপহার! আমি অর্ডার করতে চাই:",
    line: (position, name, quantity, lineTotal) =>
      `${position}. ${name} × ${quantity} = ${lineTotal}`,
    subtotal: (amount) => `সাবটোটাল: ${amount}`,
    shipping: (amount) => `ডেলিভারি: ${amount}`,
    free: "ফ্রি",
    total: (amount) => `মোট: ${amount}`,
    closing: "ঠিকানা ও পেমেন্ট (বিকাশ/নগদ/রকেট) নিশ্চিত করুন। ধন্যবাদ! 🙏",
  };
  const english = buildOrderMessage(
    summarizeCart([{ productId: 42, quantity: 3 }], [tricky]),
    text,
  );
  const bengali = buildOrderMessage(
    summarizeCart([{ productId: 42, quantity: 1 }], [tricky]),
    bangla,
  );
  const messages: [string, string][] = [
    ["English", english],
    ["Bangla", bengali],
  ];

  it("keeps Bengali text, emoji, symbols and line breaks in the message itself", () => {
    expect(english).toContain("1. উপহার বাক্স 🎁 Tea & Cake #1, 50% off? Yes × 3 = ৳5,997");
    expect(bengali).toContain("ডেলিভারি: ৳100\nমোট: ৳2,099");
    expect(bengali).toContain("\n\nঠিকানা ও পেমেন্ট");
  });

  it.each(messages)("the %s message survives the WhatsApp link", (_, message) => {
    const link = whatsappLink(shop.phone, message);
    expect(new URL(link).searchParams.get("text")).toBe(message);
  });

  it.each(messages)("the %s message survives the SMS link", (_, message) => {
    const link = smsLink(shop.phone, message);
    expect(bodyOf(link, "body")).toBe(message);
    expect(new URL(link).searchParams.get("body")).toBe(message);
  });
});
