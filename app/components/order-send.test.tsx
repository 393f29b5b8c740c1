import { screen, within } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrderSend } from "./order-send";
import { editions, renderInEdition } from "../../tests/component/render";

/*
 * The send step's states, in both editions: the message folded until asked for; after a way of
 * sending was opened, a question at the foot of the screen whose 'Yes, I sent it' is the one tap
 * that finishes, and whose 'Open again' opens the same way once more.
 */

const message = "Hello Upohar! Gift order UP-ABC234\n1. Personalized Photo Frame";

function renderSend(locale: "en" | "bn") {
  const handlers = { onSend: vi.fn(), onSent: vi.fn(), onEdit: vi.fn() };
  const rendered = renderInEdition(
    <OrderSend single={false} message={message} headingRef={createRef()} {...handlers} />,
    { locale, path: "/order" },
  );
  return { ...rendered, ...handlers };
}

// The apps the links open are not reached from a test: a link's tap is taken, its opening is not.
const stayOnPage = (event: MouseEvent) => event.preventDefault();
beforeEach(() => window.addEventListener("click", stayOnPage));
afterEach(() => window.removeEventListener("click", stayOnPage));

const footBar = () => document.documentElement.hasAttribute("data-foot-bar");

describe.each(editions)("the send step ($locale)", ({ locale, t }) => {
  const text = t.ordering.orderPage;
  const summary = t.ordering.summary;

  it("folds the long message behind 'Show the message', and asks nothing before a way is opened", async () => {
    const { user } = renderSend(locale);
    const disclosure = screen.getByText(text.showMessage).closest("details");
    expect(disclosure?.open).toBe(false);
    expect(disclosure?.querySelector("pre")?.textContent).toBe(message);
    expect(screen.queryByRole("button", { name: text.sentYes })).toBeNull();
    expect(footBar()).toBe(false);

    await user.click(screen.getByText(text.showMessage));
    expect(disclosure?.open).toBe(true);
  });

  it("keeps the order's reference on one line in the message shown, and each of its lines", () => {
    // The Bangla review of 1 December, item 26: "নম্বর: UP- / 6VU8CN" at a phone's line end.
    renderSend(locale);
    const shown = screen.getByText(text.showMessage).closest("details")?.querySelector("pre");
    const kept = [...(shown?.querySelectorAll(".whitespace-nowrap") ?? [])];
    expect(kept.map((element) => element.textContent)).toContain("UP-ABC234");
    expect(kept.every((element) => !element.textContent?.includes("\n"))).toBe(true);
    expect(shown?.textContent).toBe(message);
  });

  it("asks at the foot of the screen whether WhatsApp opened: 'Yes, I sent it' finishes in one tap", async () => {
    const { user, onSend, onSent } = renderSend(locale);
    const whatsapp = screen.getByRole("link", { name: summary.orderOnWhatsapp });
    await user.click(whatsapp);
    expect(onSend).toHaveBeenCalledTimes(1);

    const ask = screen.getByRole("region", { name: text.sentAsk.whatsapp });
    expect(ask.className).toContain("fixed");
    expect(ask.className).toContain("bottom-0");
    // The page keeps the bar's height free at its end from the bar's first paint.
    expect(footBar()).toBe(true);
    // Next in the keyboard's order after the ways of sending.
    const others = screen.getByRole("group", { name: text.otherWays });
    expect(others.compareDocumentPosition(ask) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const again = within(ask).getByRole("link", { name: text.sendAgain.whatsapp });
    expect(again.getAttribute("href")).toBe(whatsapp.getAttribute("href"));
    expect(again.getAttribute("target")).toBe("_blank");
    await user.click(again);
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(onSent).not.toHaveBeenCalled();

    await user.click(within(ask).getByRole("button", { name: text.sentYes }));
    expect(onSent).toHaveBeenCalledTimes(1);
    // No second box asks again.
    expect(screen.getAllByRole("button", { name: text.sentYes })).toHaveLength(1);
  });

  it("asks in the SMS's words after an SMS, and opens the same SMS again", async () => {
    const { user } = renderSend(locale);
    const sms = screen.getByRole("link", { name: summary.sendSms });
    await user.click(sms);
    const ask = screen.getByRole("region", { name: text.sentAsk.sms });
    expect(within(ask).getByRole("link", { name: text.sendAgain.sms }).getAttribute("href")).toBe(
      sms.getAttribute("href"),
    );
    expect(within(ask).getByRole("button", { name: text.sentYes })).toBeInTheDocument();
  });

  it("shows the message once it is copied, for a phone that copies by hand", async () => {
    const { user } = renderSend(locale);
    await user.click(screen.getByRole("button", { name: text.copyOrder }));
    expect(screen.getByRole("region", { name: text.sentAsk.copy })).toBeInTheDocument();
    expect(screen.getByText(text.showMessage).closest("details")?.open).toBe(true);
  });

  it("gives the page's end back when it leaves", async () => {
    const { user, unmount } = renderSend(locale);
    await user.click(screen.getByRole("link", { name: summary.orderOnWhatsapp }));
    expect(footBar()).toBe(true);
    unmount();
    expect(footBar()).toBe(false);
  });
});
