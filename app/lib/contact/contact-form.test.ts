import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contactMessage,
  contactSendLinks,
  contactRules,
  contactSubjects,
  emptyContactForm,
  type ContactFormValues,
} from "./contact-form";
import { firstInvalidField, validateForm } from "../forms/validation";

const valid: ContactFormValues = {
  name: "Nusrat Jahan",
  email: "nusrat@example.com",
  phone: "",
  subject: "custom",
  message: "I would like a photo frame for my mother.",
};

const shopContact = { email: "hello@upohar.com.bd", phone: "+8801712345678" };

function mailtoParam(link: string, name: string): string | null {
  return new URLSearchParams(link.slice(link.indexOf("?") + 1)).get(name);
}

describe("the contact form's rules", () => {
  it("accepts a complete message without a phone number", () => {
    expect(validateForm(contactRules, valid)).toEqual({});
  });

  it("asks for every required field of an empty form, but not the phone", () => {
    expect(validateForm(contactRules, emptyContactForm)).toEqual({
      name: "required",
      email: "required",
      subject: "required",
      message: "required",
    });
  });

  it("treats whitespace alone as empty", () => {
    const errors = validateForm(contactRules, { ...valid, name: "   ", message: " \n " });
    expect(errors).toEqual({ name: "required", message: "required" });
  });

  it("checks the email address", () => {
    expect(validateForm(contactRules, { ...valid, email: "nusrat@" })).toEqual({
      email: "invalid",
    });
    expect(validateForm(contactRules, { ...valid, email: " nusrat@example.com " })).toEqual({});
  });

  it("accepts only the six subjects", () => {
    for (const subject of contactSubjects) {
      expect(validateForm(contactRules, { ...valid, subject })).toEqual({});
    }
    expect(validateForm(contactRules, { ...valid, subject: "sales" })).toEqual({
      subject: "required",
    });
  });

  it.each(["+880 1712-345678", "01712345678", "০১৭১২৩৪৫৬৭৮", "+8801712345678"])(
    "accepts the phone number %j",
    (phone) => {
      expect(validateForm(contactRules, { ...valid, phone })).toEqual({});
    },
  );

  it.each([
    ["12345", "tooShort"],
    ["1".repeat(21), "tooLong"],
    ["call me maybe", "invalid"],
    ["017-12+34567", "invalid"],
    ["-----------", "invalid"],
  ])("rejects the phone number %j as %s", (phone, problem) => {
    expect(validateForm(contactRules, { ...valid, phone })).toEqual({ phone: problem });
  });

  it("bounds the name and the message", () => {
    expect(validateForm(contactRules, { ...valid, name: "a".repeat(80) })).toEqual({});
    expect(validateForm(contactRules, { ...valid, name: "a".repeat(81) })).toEqual({
      name: "tooLong",
    });
    expect(validateForm(contactRules, { ...valid, message: "Too short" })).toEqual({
      message: "tooShort",
    });
    expect(validateForm(contactRules, { ...valid, message: "a".repeat(1000) })).toEqual({});
    expect(validateForm(contactRules, { ...valid, message: "a".repeat(1001) })).toEqual({
      message: "tooLong",
    });
  });
});

describe("one field's rule", () => {
  it("checks one field alone", () => {
    expect(contactRules.problem("email", { ...valid, email: "x" })).toBe("invalid");
    expect(contactRules.problem("name", { ...valid, email: "x" })).toBeUndefined();
  });
});

describe("firstInvalidField", () => {
  it("follows the order of the form, not of the errors object", () => {
    expect(firstInvalidField(contactRules, { message: "required", email: "invalid" })).toBe(
      "email",
    );
    expect(firstInvalidField(contactRules, {})).toBeUndefined();
  });
});

describe("contactMessage", () => {
  it("puts the subject and name in the subject line and signs the body", () => {
    const message = contactMessage({ ...valid, phone: " 01712345678 " }, "Custom Gift Request");
    expect(message.subject).toBe("Custom Gift Request: Nusrat Jahan");
    expect(message.body).toBe(
      "I would like a photo frame for my mother.\n\nNusrat Jahan\nnusrat@example.com\n01712345678",
    );
  });

  it("leaves out a phone number that was not given", () => {
    expect(contactMessage(valid, "General Inquiry").body.endsWith("nusrat@example.com")).toBe(true);
  });
});

describe("contactSendLinks", () => {
  const tricky: ContactFormValues = {
    ...valid,
    name: "নুসরাত জাহান 🎁",
    message: "উপহার 🎁 & #1 50% off? yes\nline two + three",
  };
  const message = contactMessage(tricky, "Order Support");
  const links = contactSendLinks(message, shopContact);

  it("addresses the shop's email with the subject and body intact", () => {
    expect(links.email.startsWith("mailto:hello@upohar.com.bd?subject=")).toBe(true);
    expect(mailtoParam(links.email, "subject")).toBe("Order Support: নুসরাত জাহান 🎁");
    expect(mailtoParam(links.email, "body")).toBe(message.body);
    expect(links.email).not.toContain("+");
  });

  it("sends WhatsApp text with the subject on top", () => {
    const url = new URL(links.whatsapp);
    expect(url.origin + url.pathname).toBe("https://wa.me/8801712345678");
    expect(url.searchParams.get("text")).toBe(`Order Support: নুসরাত জাহান 🎁\n\n${message.body}`);
    expect(message.body).toContain("উপহার 🎁 & #1 50% off? yes\nline two + three");
  });

  it("round-trips any message through both links", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", minLength: 1 }),
        fc.string({ unit: "grapheme", minLength: 1 }),
        (name, text) => {
          const sent = contactMessage({ ...valid, name, message: text }, "Complaint");
          const sentLinks = contactSendLinks(sent, shopContact);
          expect(mailtoParam(sentLinks.email, "subject")).toBe(sent.subject);
          expect(mailtoParam(sentLinks.email, "body")).toBe(sent.body);
          expect(new URL(sentLinks.whatsapp).searchParams.get("text")).toBe(
            `${sent.subject}\n\n${sent.body}`,
          );
        },
      ),
    );
  });
});
