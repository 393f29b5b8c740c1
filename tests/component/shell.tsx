import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import type { Locale } from "../../app/config/locale";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { hrefOf, saying, sayingPart } from "./reading";
import { type PageRoute, renderPage, type Texts } from "./render";

/** The help pages' closing panel's words: the spec's in English, the Bangla edition's own. */
const reachUsWords = {
  en: {
    call: "Call +880 1712-345678",
    email: "Email us",
    whatsapp: "WhatsApp us",
    greeting: "Hello Upohar! I have a question.",
  },
  bn: {
    call: bn.help.reachUs.call,
    email: bn.help.reachUs.email,
    whatsapp: bn.help.reachUs.whatsapp,
    greeting: bn.help.reachUs.whatsappGreeting,
  },
};

/** A help page ends with a way to ask a person: a call, an email and a WhatsApp chat. */
export function expectWaysToAsk(main: HTMLElement, locale: Locale): void {
  const words = reachUsWords[locale];
  expect(hrefOf(within(main).getByRole("link", { name: words.call }))).toBe("tel:+8801712345678");
  expect(hrefOf(within(main).getByRole("link", { name: words.email }))).toBe(
    "mailto:hello@upohar.com.bd",
  );
  const chat = within(main).getByRole("link", { name: new RegExp(`^${words.whatsapp}`) });
  const whatsapp = new URL(hrefOf(chat));
  expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/8801712345678");
  expect(whatsapp.searchParams.get("text")).toBe(words.greeting);
  expect(chat.getAttribute("target")).toBe("_blank");
}

/** The short policy pages, by their key in the edition's words (`t.help.shipping`). */
export type InfoPageKey = "shipping" | "returns" | "privacy" | "terms";

/**
 * One of the short policy pages in one edition: its title, each of its sections with its words,
 * the facts a test names (the spec's, in English), and the ways to ask at its end.
 */
export async function expectInfoPage(
  route: PageRoute,
  key: InfoPageKey,
  locale: Locale,
  { title, facts = [] }: { title: string; facts?: readonly (string | RegExp)[] },
): Promise<void> {
  const t = locale === "bn" ? bn : en;
  renderPage(route, { locale });
  expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  const main = screen.getByRole("main");
  const text = t.help[key];
  expect(within(main).getByText(saying(text.intro))).toBeInTheDocument();
  // A page's own sections between its plain ones (Shipping's wrapping) and those after them.
  const sections = [
    ...text.sections,
    ...("wrapping" in text ? [text.wrapping] : []),
    ...("laterSections" in text ? text.laterSections : []),
  ];
  for (const section of sections) {
    expect(
      within(main).getByRole("heading", { level: 2, name: section.heading }),
    ).toBeInTheDocument();
    for (const paragraph of section.text) {
      expect(within(main).getByText(saying(paragraph))).toBeInTheDocument();
    }
  }
  for (const fact of facts) {
    expect(within(main).getAllByText(sayingPart(fact)).length, String(fact)).toBeGreaterThan(0);
  }
  expectWaysToAsk(main, locale);
}

/**
 * The FAQ's answers, each behind its question as a disclosure: every answer in the page, closed
 * until its question is pressed; pressed again, it closes.
 */
export async function expectFaqDisclosures(
  main: HTMLElement,
  t: Texts,
  user: ReturnType<typeof userEvent.setup>,
): Promise<void> {
  for (const { question, answer } of t.help.faq.items) {
    const summary = within(main).getByText((_, element) => element?.textContent === question, {
      selector: "summary",
    });
    const item = summary.closest("details");
    expect(item?.open, question).toBe(false);
    expect(within(item ?? main).getByText(saying(answer))).toBeInTheDocument();
    await user.click(summary);
    expect(item?.open, question).toBe(true);
    await user.click(summary);
    expect(item?.open, question).toBe(false);
  }
}
