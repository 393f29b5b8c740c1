import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mailtoLink, smsLink, telLink, whatsappLink } from "./contact-links";

const tricky = "উপহার 🎁 & #1 50% off? yes\nline two + three";

function queryParam(link: string, name: string): string | null {
  const query = link.slice(link.indexOf("?") + 1);
  return new URLSearchParams(query).get(name);
}

describe("telLink", () => {
  it("keeps the digits behind a single plus", () => {
    expect(telLink("+880 1712-345678")).toBe("tel:+8801712345678");
  });
});

describe("whatsappLink", () => {
  it("uses the number without the plus and round-trips the text", () => {
    const link = whatsappLink("+8801712345678", tricky);
    expect(link.startsWith("https://wa.me/8801712345678?text=")).toBe(true);
    expect(new URL(link).searchParams.get("text")).toBe(tricky);
    expect(link).not.toContain("+");
    expect(link).toContain("%20");
  });

  it("round-trips any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(new URL(whatsappLink("+8801712345678", text)).searchParams.get("text")).toBe(text);
      }),
    );
  });
});

describe("smsLink", () => {
  it("puts the text in the body parameter", () => {
    const link = smsLink("+8801712345678", tricky);
    expect(link.startsWith("sms:+8801712345678?body=")).toBe(true);
    expect(queryParam(link, "body")).toBe(tricky);
  });
});

describe("mailtoLink", () => {
  it("encodes subject and body with %20 for spaces", () => {
    const link = mailtoLink("hello@upohar.com.bd", "Order & question", tricky);
    expect(link.startsWith("mailto:hello@upohar.com.bd?subject=Order%20%26%20question&body=")).toBe(
      true,
    );
    expect(queryParam(link, "subject")).toBe("Order & question");
    expect(queryParam(link, "body")).toBe(tricky);
  });
});
