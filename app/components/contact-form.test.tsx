import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bn } from "~/i18n/bn";
import { ContactForm } from "./contact-form";
import { descriptionOf, hrefOf, queryOf } from "../../tests/component/reading";
import { editions, renderInEdition } from "../../tests/component/render";

/** The form's words: the spec's in English, the Bangla edition's own in Bangla. */
const words = {
  en: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
    review: "Review Message",
    subjects: [
      ["general", "General Inquiry"],
      ["order", "Order Support"],
      ["product", "Product Question"],
      ["custom", "Custom Gift Request"],
      ["complaint", "Complaint"],
      ["partnership", "Partnership"],
    ],
    missing: {
      name: "Please enter your name.",
      email: "Please enter your email address, so we can reply.",
      subject: "Please choose a subject.",
      message: "Please write your message.",
    },
    invalidEmail: /^Please enter a valid email address/,
    invalidPhone: /^Please use only digits, spaces, dashes/,
    tooShort: /^Please write at least 10 characters/,
    tooLong: /^Please shorten your message to 1000 characters/,
    counter: (count: number) => `${count} / 1,000`,
    ready: "Your message is ready to send",
    readyText: /^This website does not send anything itself\./,
    sendEmail: "Send by email",
    sendWhatsapp: /^Send on WhatsApp/,
    edit: "Edit message",
  },
  bn: {
    ...bn.help.form,
    review: bn.help.form.submit,
    subjects: Object.entries(bn.help.form.subjects),
    missing: {
      name: bn.help.form.errors.name.required,
      email: bn.help.form.errors.email.required,
      subject: bn.help.form.errors.subject.required,
      message: bn.help.form.errors.message.required,
    },
    invalidEmail: bn.help.form.errors.email.invalid,
    invalidPhone: bn.help.form.errors.phone.invalid,
    tooShort: bn.help.form.errors.message.tooShort,
    tooLong: bn.help.form.errors.message.tooLong,
    ready: bn.help.form.confirmHeading,
    readyText: bn.help.form.confirmText,
    sendWhatsapp: new RegExp(`^${bn.help.form.sendWhatsapp}`),
  },
};

for (const { locale } of editions) {
  const word = words[locale];
  const field = (label: string) =>
    screen.getByLabelText<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(label);

  function showForm() {
    return renderInEdition(<ContactForm />, { locale, path: "/contact" });
  }

  describe(`the contact form (${locale})`, () => {
    it("offers the six subjects after a placeholder, and asks for an email address", () => {
      showForm();
      const options = [...(field(word.subject) as HTMLSelectElement).options];
      expect(options).toHaveLength(7);
      expect(options[0]?.value).toBe("");
      expect(options.slice(1).map((option) => [option.value, option.textContent])).toEqual(
        word.subjects,
      );
      expect(field(word.email).getAttribute("type")).toBe("email");
    });

    it("explains each missing field beside it and focuses the first", async () => {
      const { user } = showForm();
      await user.click(screen.getByRole("button", { name: word.review }));

      for (const [label, message] of [
        [word.name, word.missing.name],
        [word.email, word.missing.email],
        [word.subject, word.missing.subject],
        [word.message, word.missing.message],
      ] as const) {
        expect(field(label).getAttribute("aria-invalid"), label).toBe("true");
        expect(descriptionOf(field(label)), label).toContain(message);
        expect(screen.getByText(message)).toBeInTheDocument();
      }
      expect(field(word.phone).getAttribute("aria-invalid")).toBe("false");
      expect(document.activeElement).toBe(field(word.name));

      await user.type(field(word.name), "Rahim Uddin");
      expect(screen.queryByText(word.missing.name)).toBeNull();
      expect(field(word.name).getAttribute("aria-invalid")).toBe("false");
      await user.click(screen.getByRole("button", { name: word.review }));
      expect(document.activeElement).toBe(field(word.email));
    });

    it("keeps what was typed and checks the email, phone and length", async () => {
      const { user } = showForm();
      await user.type(field(word.name), "Rahim Uddin");
      await user.type(field(word.email), "rahim@");
      await user.type(field(word.phone), "call me");
      await user.selectOptions(field(word.subject), "order");
      await user.type(field(word.message), "Too short");
      expect(screen.getByText(word.counter(9))).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: word.review }));

      expect(document.activeElement).toBe(field(word.email));
      expect(screen.getByText(word.invalidEmail)).toBeInTheDocument();
      expect(screen.getByText(word.invalidPhone)).toBeInTheDocument();
      expect(screen.getByText(word.tooShort)).toBeInTheDocument();
      expect(field(word.name).value).toBe("Rahim Uddin");
      expect(field(word.email).value).toBe("rahim@");
      expect(field(word.phone).value).toBe("call me");
      expect(field(word.subject).value).toBe("order");
      expect(field(word.message).value).toBe("Too short");

      await user.clear(field(word.message));
      await user.click(field(word.message));
      await user.paste("x".repeat(1001));
      expect(screen.getByText(word.counter(1001))).toBeInTheDocument();
      expect(screen.getByText(word.tooLong)).toBeInTheDocument();
    });

    it("shows a valid message with links to send it by email or WhatsApp, and takes it back to edit", async () => {
      const name = "নুসরাত জাহান";
      const message = "উপহার 🎁 & #1 50% off? yes\nSecond line + more";
      const custom = word.subjects.find(([value]) => value === "custom")?.[1] ?? "";
      const { user } = showForm();
      await user.type(field(word.name), name);
      await user.type(field(word.email), "nusrat@example.com");
      await user.type(field(word.phone), "+880 1812-345678");
      await user.selectOptions(field(word.subject), custom);
      await user.click(field(word.message));
      await user.paste(message);
      await user.click(screen.getByRole("button", { name: word.review }));

      const heading = screen.getByRole("heading", { name: word.ready });
      expect(document.activeElement).toBe(heading);
      expect(screen.getByText(word.readyText)).toBeInTheDocument();
      expect(screen.getByText(`${custom}: ${name}`)).toBeInTheDocument();

      const body = `${message}\n\n${name}\nnusrat@example.com\n+880 1812-345678`;
      const mailto = hrefOf(screen.getByRole("link", { name: word.sendEmail }));
      expect(mailto.startsWith("mailto:hello@upohar.com.bd?")).toBe(true);
      // A mail app may show '+' as it is: spaces must come as %20.
      expect(mailto).not.toContain("+");
      expect(queryOf(mailto).get("subject")).toBe(`${custom}: ${name}`);
      expect(queryOf(mailto).get("body")).toBe(body);

      const whatsapp = new URL(hrefOf(screen.getByRole("link", { name: word.sendWhatsapp })));
      expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/8801712345678");
      expect(whatsapp.searchParams.get("text")).toBe(`${custom}: ${name}\n\n${body}`);

      await user.click(screen.getByRole("button", { name: word.edit }));
      expect(document.activeElement).toBe(field(word.message));
      expect(field(word.message).value).toBe(message);
      expect(field(word.name).value).toBe(name);
      expect(field(word.subject).value).toBe("custom");
    });

    it("can be filled and sent by keyboard alone", async () => {
      const { user } = showForm();
      field(word.name).focus();
      await user.keyboard("Rahim Uddin");
      await user.tab();
      expect(document.activeElement).toBe(field(word.email));
      await user.keyboard("rahim@example.com");
      field(word.subject).focus();
      await user.selectOptions(field(word.subject), "order");
      field(word.message).focus();
      await user.keyboard("Where is my parcel? It was ordered on Friday.");
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole("button", { name: word.review }));
      await user.keyboard("{Enter}");
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: word.ready }));
    });
  });
}
