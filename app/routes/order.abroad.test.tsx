import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { phoneInTimeZone, storeFilledOrder, storeRaw } from "../../tests/component/device";
import { pages } from "../../tests/component/pages";
import { descriptionOf, linkParam, saying } from "../../tests/component/reading";
import { write } from "../../tests/component/ordering";
import { editions, renderPage } from "../../tests/component/render";

/*
 * A sender abroad (docs/product.md 8.3), in both editions: their own number from abroad, which the
 * order names as such, and the shop's hours on their own clock as well as Bangladesh's.
 */

beforeEach(() => {
  // 12:50 in Dhaka, 06:50 in London: before the same-day cut-off.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T06:50:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

const today = "2026-11-23";

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

describe.each(editions)("a sender abroad ($locale)", ({ locale, t }) => {
  const text = t.ordering.orderPage;
  const earliestDay = t.ordering.giftOrderMessage.day(today);

  it("sends from a London number, which the order names as from abroad, on London's clock too", async () => {
    phoneInTimeZone("Europe/London");
    storeFilledOrder({ senderPhone: "" });
    const { user } = renderPage(pages.order, { locale });
    await screen.findByLabelText(text.labels.senderPhone);
    // The same-day cut-off, 3 pm in Dhaka, is 9 am in London in November.
    expect(descriptionOf(field(text.labels.date))).toContain(
      text.dateInsideCity(earliestDay, { hour: 9, minute: 0, day: "same" }),
    );

    await write(user, text.labels.senderPhone, "+44 7400 123456");
    await user.click(screen.getByRole("button", { name: text.review }));
    await screen.findByRole("heading", { name: text.readyHeading });
    const ready = screen.getByRole("region", { name: text.readyHeading });
    const whatsapp = within(ready).getByRole("link", { name: t.ordering.summary.orderOnWhatsapp });
    const message = linkParam(whatsapp, "text");
    expect(message).toContain(
      `\n${t.ordering.giftOrderMessage.senderPhoneAbroad("+447400123456", "GB")}\n`,
    );
    expect(message).toContain(locale === "bn" ? "যুক্তরাজ্য" : "United Kingdom");

    await user.click(screen.getByRole("button", { name: text.copyOrder }));
    const ask = await screen.findByRole("region", { name: text.sentAsk.copy });
    await user.click(within(ask).getByRole("button", { name: text.sentYes }));
    // Sent at 12:50 in Dhaka: called by 3 pm there, 9 am in London.
    const promise = text.callBy({ date: today, hour: 15 }, today, t.shopText.phone, {
      at: { date: today, hour: 9, minute: 0 },
      today,
    });
    expect(promise).toContain(
      locale === "bn"
        ? "বাংলাদেশ সময় আজ বিকেল ৩টার (আপনার সময় আজ সকাল ৯টার) মধ্যে"
        : "by 3 pm today Bangladesh time (9 am today your time)",
    );
    expect(await screen.findByText(saying(promise))).toBeInTheDocument();
  });

  it("tells a wrong number from abroad, and one without its country code, how to write it", async () => {
    storeFilledOrder({ senderPhone: "+44 7400 1234" });
    const { user } = renderPage(pages.order, { locale });
    await screen.findByLabelText(text.labels.senderPhone);
    await user.click(screen.getByRole("button", { name: text.review }));
    const phone = field(text.labels.senderPhone);
    expect(await screen.findByText(text.errors.senderPhone.abroad)).toBeInTheDocument();
    expect(document.activeElement).toBe(phone);

    await write(user, text.labels.senderPhone, "07400 123456");
    expect(await screen.findByText(text.errors.senderPhone.invalid)).toBeInTheDocument();
    expect(text.errors.senderPhone.invalid).toContain("+");
    expect(screen.queryByRole("heading", { name: text.readyHeading })).toBeNull();
  });

  it("offers a remembered sender from abroad again, and their order reaches the send step", async () => {
    storeRaw(
      "upohar.sender",
      JSON.stringify({ v: 1, data: { name: "Rahim Uddin", phone: "+971 50 123 4567" } }),
    );
    storeFilledOrder({ senderPhone: "+971 50 123 4567" });
    const { user } = renderPage(pages.order, { locale });
    expect(await screen.findByText(text.senderPhone("+971 50 123 4567"))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: text.review }));
    await screen.findByRole("heading", { name: text.readyHeading });
    const ready = screen.getByRole("region", { name: text.readyHeading });
    const whatsapp = within(ready).getByRole("link", { name: t.ordering.summary.orderOnWhatsapp });
    expect(linkParam(whatsapp, "text")).toContain(
      t.ordering.giftOrderMessage.senderPhoneAbroad("+971501234567", "AE"),
    );
  });

  it("says Bangladesh time alone on a phone in Dhaka, and takes a Bangladeshi number as before", async () => {
    storeFilledOrder({ senderPhone: "০১৭১২-৩৪৫৬৭৮" });
    const { user } = renderPage(pages.order, { locale });
    await screen.findByLabelText(text.labels.senderPhone);
    expect(descriptionOf(field(text.labels.date))).toContain(
      text.dateInsideCity(earliestDay, null),
    );
    expect(document.body.textContent).not.toMatch(locale === "bn" ? /আপনার সময়/ : /your time/);
    await user.click(screen.getByRole("button", { name: text.review }));
    await screen.findByRole("heading", { name: text.readyHeading });
    const ready = screen.getByRole("region", { name: text.readyHeading });
    const whatsapp = within(ready).getByRole("link", { name: t.ordering.summary.orderOnWhatsapp });
    expect(linkParam(whatsapp, "text")).toContain(
      `\n${t.ordering.giftOrderMessage.senderPhone("+8801712345678")}\n`,
    );
  });
});
