import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { earliestDateFor } from "~/lib/order/order-form";
import {
  storeCart,
  stored,
  storedCart,
  storeFilledForm,
  storeFilledOrder,
  storeRaw,
} from "../../tests/component/device";
import { announced, catalogOf, pageButton, write } from "../../tests/component/ordering";
import { pages } from "../../tests/component/pages";
import { editions, renderPage } from "../../tests/component/render";

/*
 * The shorter way to a sent order, in both editions: 'Order this gift' orders one gift with its
 * choices without touching the cart; the send step asks at the foot of the screen whether the
 * order went only once it was opened somewhere, and its one 'Yes, I sent it' empties it; the shopper's own name and number are
 * kept only when they ask, and forgotten when they say so; the area and the day start filled.
 */

beforeEach(() => {
  // 12:50 in Dhaka, before the same-day cut-off: the earliest day is today.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T06:50:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

const singleOrder = () => (stored("upohar.single-order") as { lines: unknown } | null)?.lines;

describe.each(editions)("'Order this gift' ($locale)", ({ locale, t }) => {
  const { product } = catalogOf(locale);
  const frame = product(1);
  const engraving = frame.personalisation?.[0];
  if (!engraving) throw new Error("The frame asks for no engraving: check content/products");
  const text = t.ordering.orderPage;

  it("takes the engraved frame alone to the order form, and leaves the cart as it was", async () => {
    const inCart = [{ productId: 2, quantity: 3 }];
    storeCart(inCart);
    const { user } = renderPage(pages.product, { locale, path: "/product/1", also: [pages.order] });
    const field = await screen.findByRole("textbox", { name: engraving.label });

    // Asked first, as 'Add to Cart' asks: nothing is ordered without the engraving.
    await user.click(pageButton(t.product.orderThisGift));
    expect(document.activeElement).toBe(field);
    expect(singleOrder()).toBeUndefined();

    await user.type(field, "Rafi & Mitu");
    await user.click(pageButton(t.product.orderThisGift));
    expect(
      await screen.findByRole("heading", { level: 1, name: t.pages.order }),
    ).toBeInTheDocument();
    // The order shows once the catalog's prices have come, after the page's heading.
    expect(await screen.findByText(text.singleGift)).toBeInTheDocument();
    const totals = await screen.findByRole("region", { name: t.ordering.summary.heading });
    expect(totals.textContent).toContain(frame.name);
    expect(totals.textContent).toContain(`${engraving.label}: Rafi & Mitu`);
    expect(totals.textContent).not.toContain(product(2).name);
    expect(storedCart()).toEqual(inCart);
    expect(singleOrder()).toEqual([
      { productId: 1, quantity: 1, text: { [engraving.id]: "Rafi & Mitu" } },
    ]);
  });

  it("adds a little extra to the single gift's order, not to the cart, and 'Yes, I sent it' clears only that order", async () => {
    const chocolates = catalogOf(locale).extra("chocolate-box");
    const inCart = [{ productId: 2, quantity: 1 }];
    storeCart(inCart);
    storeRaw(
      "upohar.single-order",
      JSON.stringify({ v: 1, data: { lines: [{ productId: 7, quantity: 1 }] } }),
    );
    storeFilledForm({ senderPhone: "01712345678" });
    const { user } = renderPage(pages.order, { locale, path: "/order?gift" });
    const extras = await screen.findByRole("region", { name: t.ordering.extras.heading });
    await user.click(
      within(extras).getByRole("button", {
        name: t.ordering.extras.addToOrderLabel(chocolates.name),
      }),
    );
    expect(announced()).toBe(t.ordering.extras.addedToOrder(chocolates.name));
    expect(singleOrder()).toEqual([
      { productId: 7, quantity: 1 },
      { extraId: "chocolate-box", quantity: 1 },
    ]);
    expect(storedCart()).toEqual(inCart);

    await user.click(screen.getByRole("button", { name: text.review }));
    await user.click(await screen.findByRole("button", { name: text.copyOrder }));
    expect(screen.getByText(text.sentNoteSingle)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: text.sentYes }));
    expect(await screen.findByText(text.thanksText)).toBeInTheDocument();
    expect(singleOrder()).toEqual([]);
    expect(storedCart()).toEqual(inCart);
  });
});

describe.each(editions)("the send step ($locale)", ({ locale, t }) => {
  const text = t.ordering.orderPage;

  async function readyToSend() {
    storeFilledOrder({ senderPhone: "01712345678" });
    const rendered = renderPage(pages.order, { locale });
    await screen.findByLabelText(text.labels.senderName);
    await rendered.user.click(screen.getByRole("button", { name: text.review }));
    await screen.findByRole("heading", { name: text.readyHeading });
    return rendered;
  }

  it("makes WhatsApp the one main way, and asks whether it worked only once the order was opened", async () => {
    const { user } = await readyToSend();
    const ready = screen.getByRole("region", { name: text.readyHeading });
    const whatsapp = within(ready).getByRole("link", { name: t.ordering.summary.orderOnWhatsapp });
    expect(whatsapp.className).toContain("w-full");
    const others = within(ready).getByRole("group", { name: text.otherWays });
    expect(
      within(others)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([t.ordering.summary.sendSms, t.ordering.summary.callToOrder]);
    expect(screen.queryByRole("button", { name: text.sentYes })).toBeNull();

    await user.click(within(others).getByRole("link", { name: t.ordering.summary.callToOrder }));
    const ask = screen.getByRole("region", { name: text.sentAsk.call });
    expect(within(ask).getByRole("button", { name: text.sentYesCall })).toBeInTheDocument();
  });

  it("empties the cart with one tap on the bar's 'Yes, I sent it', and keeps everything until then", async () => {
    const { user } = await readyToSend();
    await user.click(screen.getByRole("button", { name: text.copyOrder }));
    const ask = await screen.findByRole("region", { name: text.sentAsk.copy });
    expect(storedCart()).toEqual([{ productId: 7, quantity: 1 }]);

    await user.click(within(ask).getByRole("button", { name: text.sentYes }));
    expect(await screen.findByText(text.thanksText)).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });
});

describe.each(editions)("the shopper's own name and number ($locale)", ({ locale, t }) => {
  const text = t.ordering.orderPage;
  const labels = text.labels;

  async function sendOrder(user: UserEvent) {
    await user.click(screen.getByRole("button", { name: text.review }));
    await user.click(await screen.findByRole("button", { name: text.copyOrder }));
    await user.click(await screen.findByRole("button", { name: text.sentYes }));
    await screen.findByText(text.thanksText);
  }

  async function fillRecipient(user: UserEvent) {
    await write(user, labels.recipientName, "Nusrat Jahan");
    await write(user, labels.recipientPhone, "01912345678");
    await write(user, labels.address, "House 5, Road 2, Banani");
  }

  it("starts a new order inside Dhaka city on the earliest day, and keeps no name unless asked", async () => {
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    await screen.findByLabelText(labels.senderName);
    const area = screen.getByLabelText<HTMLSelectElement>(labels.area);
    await waitFor(() => expect(area.value).toBe("dhaka-city"));
    const earliest = earliestDateFor("dhaka-city", new Date());
    expect(screen.getByLabelText<HTMLInputElement>(labels.date).value).toBe(earliest);
    // Nothing about the recipient is filled in.
    expect(screen.getByLabelText<HTMLInputElement>(labels.recipientName).value).toBe("");
    const remember = screen.getByRole("checkbox", { name: text.rememberSender });
    expect((remember as HTMLInputElement).checked).toBe(false);

    await write(user, labels.senderName, "Rahim Uddin");
    await write(user, labels.senderPhone, "01712-345678");
    await fillRecipient(user);
    await sendOrder(user);
    expect(stored("upohar.sender")).toBeNull();
  });

  it("offers the name and number from the last order once asked, and forgets them when told", async () => {
    storeCart([{ productId: 7, quantity: 1 }]);
    const first = renderPage(pages.order, { locale });
    await screen.findByLabelText(labels.senderName);
    await write(first.user, labels.senderName, "Rahim Uddin");
    await write(first.user, labels.senderPhone, "01712-345678");
    await first.user.click(screen.getByRole("checkbox", { name: text.rememberSender }));
    await fillRecipient(first.user);
    await sendOrder(first.user);
    expect(stored("upohar.sender")).toEqual({ name: "Rahim Uddin", phone: "01712-345678" });
    first.unmount();

    storeCart([{ productId: 7, quantity: 1 }]);
    const next = renderPage(pages.order, { locale });
    // Folded to one line until 'Change', which opens it on the name.
    const change = await screen.findByRole("button", { name: text.changeSenderLabel });
    expect(screen.queryByLabelText(labels.senderName)).toBeNull();
    await next.user.click(change);
    const name = screen.getByLabelText<HTMLInputElement>(labels.senderName);
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe("Rahim Uddin");
    expect(screen.getByLabelText<HTMLInputElement>(labels.senderPhone).value).toBe("01712-345678");
    expect(
      (screen.getByRole("checkbox", { name: text.rememberSender }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(labels.recipientName).value).toBe("");

    await next.user.click(screen.getByRole("button", { name: text.forgetSender }));
    expect(stored("upohar.sender")).toBeNull();
    expect(announced()).toBe(text.senderForgottenHere);
    expect(name.value).toBe("");
    expect(screen.queryByRole("button", { name: text.forgetSender })).toBeNull();
    expect(
      (screen.getByRole("checkbox", { name: text.rememberSender }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it("never offers a damaged or foreign stored sender as the shopper's, and says it could not read it", async () => {
    storeRaw("upohar.sender", JSON.stringify({ v: 1, data: { name: "", phone: "12" } }));
    storeCart([{ productId: 7, quantity: 1 }]);
    renderPage(pages.order, { locale });
    const name = await screen.findByLabelText<HTMLInputElement>(labels.senderName);
    expect(name.value).toBe("");
    expect(screen.getByText(text.senderUnreadable)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: text.changeSenderLabel })).toBeNull();
  });
});
