/**
 * The contact form's rules and the message it hands to the shopper's own email or WhatsApp app.
 * The site sends nothing itself, so these are the only checks a message passes before it leaves.
 */
import { mailtoLink, whatsappLink } from "./contact-links";
import { contactLimits } from "../forms/limits";
import { isValidEmail } from "../forms/email";
import { textProblem, type FormRules } from "../forms/validation";

export const contactSubjects = [
  "general",
  "order",
  "product",
  "custom",
  "complaint",
  "partnership",
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

const contactFields = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
] as const satisfies readonly ContactField[];

export type ContactProblem = "required" | "invalid" | "tooShort" | "tooLong";

export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

export const emptyContactForm: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

// A leading '+', then digits (Latin or Bangla), spaces and dashes: how people write phone numbers.
const phonePattern = /^\+?[0-9০-৯][0-9০-৯ -]*$/;

export function isContactSubject(value: string): value is ContactSubject {
  return (contactSubjects as readonly string[]).includes(value);
}

function fieldProblem(field: ContactField, raw: string): ContactProblem | undefined {
  const value = raw.trim();
  switch (field) {
    case "name":
      return textProblem(raw, { required: true, max: contactLimits.nameMax });
    case "email":
      if (!value) return "required";
      return isValidEmail(value) ? undefined : "invalid";
    case "phone":
      if (!value) return undefined;
      if (!phonePattern.test(value)) return "invalid";
      if (value.length < contactLimits.phoneMin) return "tooShort";
      return value.length > contactLimits.phoneMax ? "tooLong" : undefined;
    case "subject":
      return isContactSubject(value) ? undefined : "required";
    case "message":
      if (!value) return "required";
      if (value.length < contactLimits.messageMin) return "tooShort";
      // The raw length, so the error appears exactly when the visible counter passes the limit.
      return raw.length > contactLimits.messageMax ? "tooLong" : undefined;
  }
}

export const contactRules: FormRules<ContactFormValues, ContactField, ContactProblem> = {
  fields: contactFields,
  problem: (field, values) => fieldProblem(field, values[field]),
};

export interface ContactMessage {
  subject: string;
  body: string;
}

/**
 * The message as the shop receives it: the shopper's words, then who they are, so the shop can
 * answer by email or phone. Labels-free, so it reads the same in any language edition.
 */
export function contactMessage(values: ContactFormValues, subjectLabel: string): ContactMessage {
  const name = values.name.trim();
  const signature = [name, values.email.trim(), values.phone.trim()].filter(Boolean);
  return {
    subject: `${subjectLabel}: ${name}`,
    body: `${values.message.trim()}\n\n${signature.join("\n")}`,
  };
}

export interface ContactSendLinks {
  email: string;
  whatsapp: string;
}

/** The two ways a ready message leaves: the shopper's email app, or WhatsApp to the shop's phone. */
export function contactSendLinks(
  message: ContactMessage,
  to: { email: string; phone: string },
): ContactSendLinks {
  return {
    email: mailtoLink(to.email, message.subject, message.body),
    whatsapp: whatsappLink(to.phone, `${message.subject}\n\n${message.body}`),
  };
}
