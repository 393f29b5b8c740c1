import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { en } from "~/i18n/en";
import { bn } from "~/i18n/bn";
import { dhakaNow } from "~/lib/calendar/dhaka-calendar";
import { storeCart, storeRaw } from "../../tests/component/device";
import { cartBadge, catalogOf, write } from "../../tests/component/ordering";
import { pages } from "../../tests/component/pages";
import { descriptionOf, linkParam } from "../../tests/component/reading";
import { editions, renderPage } from "../../tests/component/render";

/*
 * The gift order form and what follows it, in both editions: each mistake said beside its field,
 * every keystroke kept on the device, the wallet's steps, the one message every way carries, and
 * 'Yes, I sent it'. The browser's journeys (tests/e2e/order.spec.ts) go through it once each.
 */

const route = pages.order;

beforeEach(() => {
  // 12:50 in Dhaka, before the same-day cut-off: the earliest day and the shop's call follow it.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T06:50:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

/** A gift's name and line total as the edition's catalog gives them. */
function gift(locale: "en" | "bn", productId: number, quantity: number) {
  const product = catalogOf(locale).product(productId);
  return { name: product.name, lineTotal: product.price * quantity, quantity };
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

/** The earliest delivery day the form offers, chosen. */
async function chooseEarliestDate(user: UserEvent, label: string): Promise<string> {
  const date = field(label);
  const earliest = date.getAttribute("min") ?? "";
  await write(user, label, earliest);
  return earliest;
}

/** Puts an order form on the device, as one typed before a reload left it. */
function storeDraft(values: Record<string, unknown>, reference = "") {
  storeRaw("upohar.order-draft", JSON.stringify({ v: 1, data: { reference, values } }));
}

describe("the order page", () => {
  it("is reached from the cart's 'Place Order' with the gifts, the total and a reference", async () => {
    const { taka } = catalogOf("en");
    const cushion = gift("en", 7, 2);
    const bottle = gift("en", 9, 1);
    const subtotal = cushion.lineTotal + bottle.lineTotal;
    storeCart([
      { productId: 7, quantity: 2 },
      { productId: 9, quantity: 1 },
    ]);
    const { user } = renderPage(pages.cart, { also: [route] });
    // The summary's, or the bar that keeps it at the foot of a phone's screen: either leads on.
    const [placeOrder] = await screen.findAllByRole("link", { name: "Place Order" });
    await user.click(placeOrder as HTMLElement);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Place Your Order" }),
    ).toBeInTheDocument();
    const totals = await screen.findByRole("region", { name: "Order Summary" });
    expect(totals.textContent).toContain(`${cushion.name} × 2`);
    expect(totals.textContent).toContain(taka(subtotal >= 2000 ? subtotal : subtotal + 100));
    expect((await within(totals).findByText(/^UP-/)).textContent).toMatch(/^UP-[2-9A-HJ-NP-Z]{6}$/);
  });

  it("says each mistake beside its field, moves to the first, and keeps what was typed (en)", async () => {
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(route);
    await screen.findByLabelText("Your name");
    await write(user, "Your name", "Rahim Uddin");
    await write(user, "Your mobile number", "01212-345678");
    await write(user, "Card message (optional)", "🎂".repeat(251));
    expect(screen.getByText("251 / 250")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Review order" }));

    const phone = field("Your mobile number");
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(phone)).toMatch(
      /Enter a Bangladeshi mobile number: 11 digits starting with 013 to 019/,
    );
    expect(descriptionOf(field("Delivery address"))).toMatch(/Enter the delivery address/);
    const card = field("Card message (optional)");
    expect(descriptionOf(card)).toMatch(/Shorten the card message to 250 characters/);
    expect(field("Your name").value).toBe("Rahim Uddin");
    expect(card.value).toBe("🎂".repeat(251));

    // Once flagged, a field's message follows the fix as it is typed.
    await write(user, "Your mobile number", "০১৭১২-৩৪৫৬৭৮");
    expect(phone.getAttribute("aria-invalid")).toBe("false");
  });

  it("says each mistake beside its field in Bangla, and moves to the first", async () => {
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(route, { locale: "bn" });
    await screen.findByLabelText("আপনার নাম");
    await write(user, "আপনার নাম", "রহিম উদ্দিন");
    await write(user, "আপনার মোবাইল নম্বর", "০১২১২৩৪৫৬৭৮");
    await user.click(screen.getByRole("button", { name: "অর্ডার দেখে নিন" }));
    const phone = field("আপনার মোবাইল নম্বর");
    expect(document.activeElement).toBe(phone);
    expect(descriptionOf(phone)).toMatch(/০১৩ থেকে ০১৯ দিয়ে শুরু ১১ অঙ্কের নম্বর/);
    expect(descriptionOf(field("ডেলিভারির ঠিকানা"))).toMatch(/ডেলিভারির ঠিকানা লিখুন/);
  });

  it("keeps every keystroke on the device: opened again, the form and its reference are as left", async () => {
    storeCart([{ productId: 7, quantity: 1 }]);
    const first = renderPage(route);
    const { user } = first;
    await screen.findByLabelText("Your name");
    const reference = (await screen.findByText(/^UP-/)).textContent;
    await write(user, "Your mobile number", "০১৭১২-৩৪৫৬৭৮");
    await write(user, "Delivery address", "House 5 & 7, Road #2\nFlat 50%? Banani");
    await user.selectOptions(field("Delivery area"), "Inside Dhaka city");
    const cardMessage = "Happy birthday! 🎂\nলাভ you 100% & more? #family";
    await write(user, "Card message (optional)", cardMessage);
    first.unmount();

    renderPage(route);
    expect((await screen.findByLabelText<HTMLInputElement>("Your mobile number")).value).toBe(
      "০১৭১২-৩৪৫৬৭৮",
    );
    expect(field("Delivery address").value).toBe("House 5 & 7, Road #2\nFlat 50%? Banani");
    expect(field("Delivery area").value).toBe("dhaka-city");
    expect(field("Card message (optional)").value).toBe(cardMessage);
    expect(screen.getByText("45 / 250")).toBeInTheDocument();
    expect(screen.getByText(reference ?? "")).toBeInTheDocument();
  });

  for (const [locale, label, problem, hint] of [
    ["en", "Your email (optional)", /Check your email address/, /tracking number by email too/],
    ["bn", "আপনার ইমেইল (ঐচ্ছিক)", /ইমেইল ঠিকানাটি দেখে নিন/, /ট্র্যাকিং নম্বর ইমেইলেও/],
  ] as const) {
    it(`asks for an optional email for tracking, says when it is malformed, and keeps it (${locale})`, async () => {
      storeCart([{ productId: 7, quantity: 1 }]);
      const first = renderPage(route, { locale });
      const { user } = first;
      await screen.findByLabelText(label);
      expect(field(label).required).toBe(false);
      expect(descriptionOf(field(label))).toMatch(hint);
      await write(user, label, "rahim.example.com");
      await user.click(
        screen.getByRole("button", { name: locale === "bn" ? "অর্ডার দেখে নিন" : "Review order" }),
      );
      expect(field(label).getAttribute("aria-invalid")).toBe("true");
      expect(descriptionOf(field(label))).toMatch(problem);
      first.unmount();

      renderPage(route, { locale });
      expect((await screen.findByLabelText<HTMLInputElement>(label)).value).toBe(
        "rahim.example.com",
      );
    });
  }

  it("starts afresh from a damaged draft, and My Orders from damaged orders", async () => {
    storeRaw("upohar.order-draft", '{"v":1,"data":{"values":[1,2]},"x":');
    storeRaw("upohar.orders", JSON.stringify({ v: 1, data: [{ reference: 5 }] }));
    storeCart([{ productId: 7, quantity: 1 }]);
    const orders = renderPage(pages.orders, { locale: "bn" });
    expect(await screen.findByRole("heading", { name: "এখনো কোনো অর্ডার নেই" })).toBeInTheDocument();
    orders.unmount();

    renderPage(route, { locale: "bn" });
    expect(await screen.findByRole("heading", { level: 1, name: "অর্ডার করুন" })).toBeInTheDocument();
    expect((await screen.findByLabelText<HTMLInputElement>("আপনার নাম")).value).toBe("");
    expect((await screen.findByText(/^UP-/)).textContent).toMatch(/^UP-[2-9A-HJ-NP-Z]{6}$/);
  });

  it("shows how to pay by bKash: the number to copy, the exact amount, the steps, the Transaction ID in capitals", async () => {
    const { taka } = catalogOf("en");
    const cushion = gift("en", 7, 2);
    const total = cushion.lineTotal >= 2000 ? cushion.lineTotal : cushion.lineTotal + 100;
    storeCart([{ productId: 7, quantity: 2 }]);
    const { user } = renderPage(route);
    await user.click(await screen.findByRole("radio", { name: "bKash" }));
    const reference = (await screen.findByText(/^UP-/)).textContent ?? "";
    expect(screen.getByText("Upohar's bKash number (merchant number)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy Upohar's bKash number" }));
    expect(await navigator.clipboard.readText()).toBe("01712345678");
    expect(screen.getByText(`Write ${reference} as the reference.`)).toBeInTheDocument();
    expect(screen.getByText("Open bKash and choose Payment.")).toBeInTheDocument();
    expect(screen.getByText(`Enter the amount ${taka(total)}.`)).toBeInTheDocument();
    await write(user, "Transaction ID (optional)", "8n7a6b5c4d");
    expect(field("Transaction ID (optional)").value).toBe("8N7A6B5C4D");
  });

  it("takes cash on delivery by default, with who pays at the door and no Transaction ID (bn)", async () => {
    storeCart([{ productId: 7, quantity: 1 }]);
    renderPage(route, { locale: "bn" });
    const cash = await screen.findByRole<HTMLInputElement>("radio", { name: "ক্যাশ অন ডেলিভারি" });
    expect(cash.checked).toBe(true);
    expect(
      screen.getByText(/উপহারটি যিনি হাতে নেবেন \(অনেক সময় প্রাপক নিজেই\), ডেলিভারিম্যান/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("ট্রানজেকশন আইডি (ঐচ্ছিক)")).toBeNull();
  });

  it("writes the whole order into one message, the same on WhatsApp, by SMS and copied, and keeps it in My Orders as prepared", async () => {
    const text = en.ordering;
    const { taka } = catalogOf("en");
    const cushion = gift("en", 7, 2);
    const bottle = gift("en", 9, 1);
    const subtotal = cushion.lineTotal + bottle.lineTotal;
    const shipping = subtotal >= 2000 ? 0 : 100;
    const total = subtotal + shipping;
    storeCart([
      { productId: 7, quantity: 2 },
      { productId: 9, quantity: 1 },
    ]);
    const orderPage = renderPage(route);
    const { user } = orderPage;
    await screen.findByLabelText("Your name");
    const reference = (await screen.findByText(/^UP-/)).textContent ?? "";
    await write(user, "Your name", "Rahim Uddin");
    await write(user, "Your mobile number", "০১৭১২-৩৪৫৬৭৮");
    await write(user, "Recipient's name", "Nusrat Jahan");
    await write(user, "Recipient's mobile number", "+880 1912 345678");
    await write(user, "Delivery address", "House 5 & 7, Road #2\nFlat 50%? Banani");
    await user.selectOptions(field("Delivery area"), "Inside Dhaka city");
    const earliest = await chooseEarliestDate(user, "Delivery date");
    await user.selectOptions(field("Delivery time"), "10 am – 1 pm");
    const cardMessage = "Happy birthday! 🎂\nলাভ you 100% & more? #family";
    await write(user, "Card message (optional)", cardMessage);
    await user.click(field("Leave my name off the card"));
    await user.click(screen.getByRole("radio", { name: "bKash" }));
    await write(user, "Transaction ID (optional)", "8n7a6b5c4d");
    await user.click(screen.getByRole("button", { name: "Review order" }));

    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Your order is ready to send" }),
    );
    const message = linkParam(screen.getByRole("link", { name: "Order on WhatsApp" }), "text");
    expect(message).toBe(
      [
        `Hello Upohar! Gift order ${reference}`,
        "",
        `1. ${cushion.name}`,
        `   × 2 = ${taka(cushion.lineTotal)}`,
        `2. ${bottle.name}`,
        `   × 1 = ${taka(bottle.lineTotal)}`,
        "",
        `Subtotal: ${taka(subtotal)}`,
        `Shipping: ${shipping === 0 ? "Free" : taka(shipping)}`,
        `Total: ${taka(total)}`,
        "",
        "From: Rahim Uddin",
        "Sender's mobile: +8801712345678",
        "To: Nusrat Jahan",
        "Recipient's mobile: +8801912345678",
        "Address: House 5 & 7, Road #2\nFlat 50%? Banani",
        "Area: Inside Dhaka city",
        `Delivery date: ${text.giftOrderMessage.day(earliest)}`,
        "Time: 10 am – 1 pm",
        "",
        "Card message:",
        cardMessage,
        "Sender's name on the card: no, leave it off",
        "",
        "Payment: bKash",
        "Transaction ID: 8N7A6B5C4D",
      ].join("\n"),
    );
    expect(linkParam(screen.getByRole("link", { name: "Send as SMS" }), "body")).toBe(message);
    const ready = screen.getByRole("region", { name: "Your order is ready to send" });
    // WhatsApp is the one main way; the others are grouped below it.
    const otherWays = within(ready).getByRole("group", { name: "Or send it another way" });
    expect(within(otherWays).getByRole("link", { name: "Send as SMS" })).toBeInTheDocument();
    expect(within(otherWays).getByRole("button", { name: "Copy order" })).toBeInTheDocument();
    expect(within(otherWays).getByRole("link", { name: "Call to Order" })).toBeInTheDocument();
    expect(within(otherWays).queryByRole("link", { name: "Order on WhatsApp" })).toBeNull();
    expect(within(ready).getByRole("link", { name: "Call to Order" }).getAttribute("href")).toBe(
      "tel:+8801712345678",
    );
    await user.click(screen.getByRole("button", { name: "Copy order" }));
    expect(await screen.findByRole("button", { name: "Order copied" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(message);
    orderPage.unmount();

    // Copying recorded the order as prepared, not as sent; nothing has emptied the cart or the form.
    const ordersPage = renderPage(pages.orders);
    expect(await screen.findByRole("heading", { level: 1, name: "My Orders" })).toBeInTheDocument();
    const kept = await screen.findByRole("article", { name: reference });
    expect(kept.textContent).toContain(`${cushion.name} × 2`);
    expect(kept.textContent).toContain(taka(total));
    expect(kept.textContent).toContain(text.ordersPage.day(dhakaNow(new Date()).date));
    expect(kept.textContent).toContain(
      "Prepared, not marked as sent: if it did not go, send it now",
    );
    const now = within(kept).getByRole("link", { name: `Send order ${reference} now on WhatsApp` });
    expect(now.textContent).toBe("Send now");
    expect(linkParam(now, "text")).toBe(message);
    expect(cartBadge(en, 3)).toBeInTheDocument();
    ordersPage.unmount();

    renderPage(route);
    expect((await screen.findByLabelText<HTMLInputElement>("Recipient's name")).value).toBe(
      "Nusrat Jahan",
    );
  });

  it("sends a Bangla order outside Dhaka, paid in cash, in words the shop reads at once", async () => {
    const text = bn.ordering;
    const { taka } = catalogOf("bn");
    const cushion = gift("bn", 7, 1);
    const total = cushion.lineTotal + (cushion.lineTotal >= 2000 ? 0 : 100);
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.cart, { locale: "bn", also: [route] });
    const [placeOrder] = await screen.findAllByRole("link", { name: "অর্ডার করুন" });
    await user.click(placeOrder as HTMLElement);
    await screen.findByLabelText("আপনার নাম");
    const reference = (await screen.findByText(/^UP-/)).textContent ?? "";

    await write(user, "আপনার নাম", "রহিম উদ্দিন");
    await write(user, "আপনার মোবাইল নম্বর", "+৮৮০ ১৮১২-৩৪৫৬৭৮");
    await write(user, "প্রাপকের নাম", "নুসরাত জাহান");
    await write(user, "প্রাপকের মোবাইল নম্বর", "8801512345678");
    await write(user, "ডেলিভারির ঠিকানা", "বাড়ি ১২, জিন্দাবাজার");
    await user.selectOptions(field("ডেলিভারি এলাকা"), "সিলেট");
    // Outside the city the shopper picks the day it arrives by; the shop works out when it leaves.
    expect(descriptionOf(field("কবের মধ্যে পৌঁছাবে"))).toMatch(
      /রওনা হবে মঙ্গলবার, ২৪ নভেম্বর; .*ঢাকা শহরের বাইরে পার্সেল পৌঁছাতে ১–৩ কার্যদিবস লাগে/,
    );
    const earliest = await chooseEarliestDate(user, "কবের মধ্যে পৌঁছাবে");
    expect(earliest).toBe("2026-11-28");
    await write(user, "কার্ডের বার্তা (ঐচ্ছিক)", "শুভ জন্মদিন 🎉");
    expect(screen.getByText("৯ / ২৫০")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "অর্ডার দেখে নিন" }));

    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "আপনার অর্ডার পাঠানোর জন্য প্রস্তুত" }),
    );
    const message = linkParam(screen.getByRole("link", { name: "এসএমএসে পাঠান" }), "body");
    expect(message).toBe(
      [
        `হ্যালো ‘উপহার’! নতুন অর্ডার, নম্বর: ${reference}`,
        "",
        `১. ${cushion.name}`,
        `   × ১ = ${taka(cushion.lineTotal)}`,
        "",
        `সাবটোটাল: ${taka(cushion.lineTotal)}`,
        `ডেলিভারি চার্জ: ${taka(total - cushion.lineTotal)}`,
        `সর্বমোট: ${taka(total)}`,
        "",
        "প্রেরক: রহিম উদ্দিন",
        "প্রেরকের মোবাইল: +8801812345678",
        "প্রাপক: নুসরাত জাহান",
        "প্রাপকের মোবাইল: +8801512345678",
        "ঠিকানা: বাড়ি ১২, জিন্দাবাজার",
        "এলাকা: সিলেট",
        `কবের মধ্যে পৌঁছাবে: ${text.giftOrderMessage.day(earliest)}`,
        "দোকান থেকে রওনা: মঙ্গলবার, ২৪ নভেম্বর ২০২৬",
        "সময়: যেকোনো সময়",
        "",
        "কার্ডের বার্তা:",
        "শুভ জন্মদিন 🎉",
        "কার্ডে প্রেরকের নাম: থাকবে",
        "",
        "পেমেন্ট: ক্যাশ অন ডেলিভারি",
      ].join("\n"),
    );
    const whatsapp = screen.getByRole("link", { name: "WhatsApp-এ অর্ডার করুন" });
    expect(linkParam(whatsapp, "text")).toBe(message);
  });
});

describe.each(editions)("'Yes, I sent it' ($locale)", ({ locale, t }) => {
  const text = t.ordering.orderPage;
  const { taka } = catalogOf(locale);
  const cushion = gift(locale, 7, 1);
  const total = cushion.lineTotal + (cushion.lineTotal >= 2000 ? 0 : 100);

  it("thanks the shopper, says by when the shop will call, empties the cart and the form, and My Orders says it was sent", async () => {
    storeCart([{ productId: 7, quantity: 1 }]);
    // A draft typed before: all but the day, which the form offers from today.
    storeDraft({
      senderName: "Rahim Uddin",
      senderPhone: "01712345678",
      recipientName: "Nusrat Jahan",
      recipientPhone: "01912345678",
      address: "House 5, Road 2, Banani",
      area: "dhaka-city",
      time: "17-21",
    });
    const orderPage = renderPage(route, { locale, also: [pages.orders] });
    const { user } = orderPage;
    await screen.findByLabelText(text.labels.senderName);
    const reference = (await screen.findByText(/^UP-/)).textContent ?? "";
    const earliest = await chooseEarliestDate(user, text.labels.date);
    await user.click(screen.getByRole("button", { name: text.review }));
    // Offered once a way of sending was opened; the page can only take the shopper's word for it.
    expect(screen.queryByRole("button", { name: text.sentYes })).toBeNull();
    await user.click(screen.getByRole("button", { name: text.copyOrder }));
    const ask = await screen.findByRole("region", { name: text.sentAsk.copy });
    await user.click(within(ask).getByRole("button", { name: text.sentYes }));

    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: text.thanksHeading(reference) }),
    );
    // The site cannot know the order arrived, so it never says it did.
    expect(screen.queryByText(locale === "bn" ? /আমাদের কাছে আছে/ : /is with us/)).toBeNull();
    expect(screen.getByText(text.thanksText)).toBeInTheDocument();
    // Sent at 12:50 for the evening: called within two hours, by 3 pm, not at the delivery.
    expect(earliest).toBe("2026-11-23");
    const callBy = { date: "2026-11-23", hour: 15 };
    const promise = text.callBy(callBy, earliest, t.shopText.phone, null);
    expect(promise).toContain(locale === "bn" ? "আজ বিকেল ৩টার মধ্যে" : "by 3 pm today");
    const said = screen.getByText((_, element) => element?.textContent === promise, {
      selector: "p",
    });
    // The shop's number stays on one line (both editions broke it after the dash).
    const number = within(said).getByText(t.shopText.phone, { exact: false });
    expect(number.className).toContain("whitespace-nowrap");
    expect(
      within(screen.getByRole("main"))
        .getByRole("link", { name: t.help.reachUs.call })
        .getAttribute("href"),
    ).toBe("tel:+8801712345678");
    expect(cartBadge(t, 0)).toBeInTheDocument();

    await user.click(within(screen.getByRole("main")).getByRole("link", { name: text.myOrders }));
    const sent = await screen.findByRole("article", { name: reference });
    expect(sent.textContent).toContain(t.ordering.ordersPage.line(cushion.name, 1));
    expect(sent.textContent).toContain(taka(total));
    expect(sent.textContent).toContain(t.ordering.ordersPage.statusSent);
    expect(sent.textContent).toContain(t.ordering.ordersPage.callBy(callBy, earliest, null));
    expect(
      within(sent).getByRole("link", { name: t.ordering.ordersPage.sendAgainLabel(reference) })
        .textContent,
    ).toBe(t.ordering.ordersPage.sendAgain);
    orderPage.unmount();

    renderPage(route, { locale });
    expect(await screen.findByRole("heading", { name: text.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: text.browse }).getAttribute("href")).toBe(
      locale === "bn" ? "/bn/products" : "/products",
    );
    const draft = JSON.parse(window.localStorage.getItem("upohar.order-draft") ?? "null") as {
      data: { reference: string; values: { senderName: string } };
    };
    expect(draft.data.values.senderName).toBe("");
    expect(draft.data.reference).not.toBe(reference);
  });
});

describe.each(editions)("an order of personalised gifts ($locale)", ({ locale, t }) => {
  const { product, extra, taka } = catalogOf(locale);
  const frame = product(1);
  const engraving = frame.personalisation?.[0];
  if (!engraving) throw new Error("The frame asks for no engraving: check content/products");

  it("lists each gift's choices beside the form, and offers the little extras there too", async () => {
    const chocolates = extra("chocolate-box");
    storeCart([{ productId: 1, quantity: 1, text: { [engraving.id]: "Rafi & Mitu" } }]);
    const { user } = renderPage(route, { locale });
    const totals = await screen.findByRole("region", { name: t.ordering.summary.heading });
    expect(totals.textContent).toContain(`${engraving.label}: Rafi & Mitu`);
    const extras = await screen.findByRole("region", { name: t.ordering.extras.heading });
    await user.click(
      within(extras).getByRole("button", { name: t.ordering.extras.addLabel(chocolates.name) }),
    );
    expect(totals.textContent).toContain(chocolates.name);
    const subtotal = frame.price + chocolates.price;
    expect(within(totals).getAllByRole("definition").at(-1)?.textContent).toBe(
      taka(subtotal + (subtotal >= 2000 ? 0 : 100)),
    );
  });
});
