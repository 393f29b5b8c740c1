import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "~/i18n/en";
import { bn } from "~/i18n/bn";
import { addDays, dhakaNow } from "~/lib/calendar/dhaka-calendar";
import { phoneInTimeZone, storeCart, storedCart, storeRaw } from "../../tests/component/device";
import { announced, catalogOf } from "../../tests/component/ordering";
import { pages } from "../../tests/component/pages";
import { editions, renderPage } from "../../tests/component/render";
import { sayingPart } from "../../tests/component/reading";

afterEach(() => {
  vi.useRealTimers();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** An order as an earlier version of the site kept it, with whatever else it stored. */
function kept(reference: string, extra: Record<string, unknown> = {}) {
  return {
    reference,
    placedAt: daysAgo(7),
    lines: [{ name: "Personalized Photo Frame", quantity: 1, lineTotal: 1200 }],
    total: 1300,
    message: `Hello Upohar! Gift order ${reference}`,
    ...extra,
  };
}

const stored = [
  kept("UP-22AB3C"),
  kept("UP-X4Y5Z6", { status: "prepared" }),
  kept("UP-K7M8N9", { status: "delivered" }),
  kept("UP-P2Q3R4", { status: "sent" }),
  { reference: 5 },
];

describe("My Orders", () => {
  it("reads the orders an earlier version kept, and tells one only prepared from one marked as sent", async () => {
    storeRaw("upohar.orders", JSON.stringify({ v: 1, data: stored }));
    renderPage(pages.orders);
    const text = en.ordering.ordersPage;
    await screen.findByRole("article", { name: "UP-22AB3C" });
    expect(screen.getAllByRole("article")).toHaveLength(4);
    for (const reference of ["UP-22AB3C", "UP-K7M8N9"]) {
      // Kept before the site told the two apart, or with a status it does not know: no claim either way.
      const order = screen.getByRole("article", { name: reference });
      expect(order.textContent).toContain("Personalized Photo Frame × 1");
      expect(order.textContent).not.toContain(text.status);
      const again = within(order).getByRole("link", {
        name: `Send order ${reference} again on WhatsApp`,
      });
      expect(new URL(again.getAttribute("href") ?? "").searchParams.get("text")).toBe(
        `Hello Upohar! Gift order ${reference}`,
      );
    }
    const prepared = screen.getByRole("article", { name: "UP-X4Y5Z6" });
    expect(prepared.textContent).toContain("Prepared, not marked as sent");
    expect(
      within(prepared).getByRole("link", { name: "Send order UP-X4Y5Z6 now on WhatsApp" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "UP-P2Q3R4" }).textContent).toContain(
      "You marked it as sent",
    );
  });

  it("says in Bangla which order is only prepared, and offers to send it now", async () => {
    storeRaw("upohar.orders", JSON.stringify({ v: 1, data: stored }));
    renderPage(pages.orders, { locale: "bn" });
    const prepared = await screen.findByRole("article", { name: "UP-X4Y5Z6" });
    expect(prepared.textContent).toContain("প্রস্তুত, ‘হ্যাঁ, পাঠিয়েছি’ চাপা হয়নি");
    expect(
      within(prepared).getByRole("link", { name: "অর্ডার UP-X4Y5Z6 এখনই WhatsApp-এ পাঠান" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "UP-P2Q3R4" }).textContent).toContain(
      bn.ordering.ordersPage.statusSent,
    );
  });

  it("deletes one order after one question, and keeps it when the answer is 'Keep'", async () => {
    storeRaw("upohar.orders", JSON.stringify({ v: 1, data: stored }));
    const { user } = renderPage(pages.orders);
    const text = en.ordering.ordersPage;
    const order = await screen.findByRole("article", { name: "UP-X4Y5Z6" });
    const deleteButton = within(order).getByRole("button", {
      name: "Delete order UP-X4Y5Z6 from this device",
    });

    await user.click(deleteButton);
    const question = within(order).getByRole("group", { name: text.confirmOne("UP-X4Y5Z6") });
    expect(document.activeElement?.textContent).toBe(text.confirmOne("UP-X4Y5Z6"));
    await user.click(within(question).getByRole("button", { name: "Keep" }));
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(storedReferences()).toContain("UP-X4Y5Z6");
    const again = within(order).getByRole("button", {
      name: "Delete order UP-X4Y5Z6 from this device",
    });
    expect(document.activeElement).toBe(again);

    await user.click(again);
    await user.click(within(order).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "UP-X4Y5Z6" })).toBeNull());
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(storedReferences()).toEqual(["UP-22AB3C", "UP-K7M8N9", "UP-P2Q3R4"]);
    expect(await screen.findByText("Order UP-X4Y5Z6 deleted.")).toBeInTheDocument();
  });

  it("deletes every order after one question, in Bangla", async () => {
    storeRaw("upohar.orders", JSON.stringify({ v: 1, data: stored }));
    const { user } = renderPage(pages.orders, { locale: "bn" });
    const text = bn.ordering.ordersPage;
    await screen.findByRole("article", { name: "UP-22AB3C" });

    await user.click(screen.getByRole("button", { name: "সব অর্ডার মুছুন" }));
    const question = screen.getByRole("group", {
      name: "এই ডিভাইসের ৪টি অর্ডারই মুছে ফেলবেন? মুছলে আর ফেরত আনা যাবে না।",
    });
    expect(screen.getAllByRole("article")).toHaveLength(4);
    await user.click(within(question).getByRole("button", { name: "হ্যাঁ, মুছুন" }));

    expect(await screen.findByRole("heading", { name: text.emptyTitle })).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(storedReferences()).toEqual([]);
    expect(await screen.findByText(text.allDeleted)).toBeInTheDocument();
  });

  it("says by when the shop will call about a sent order, in both editions, until that day has passed", async () => {
    const today = dhakaNow(new Date()).date;
    const yesterday = addDays(today, -1);
    storeRaw(
      "upohar.orders",
      JSON.stringify({
        v: 1,
        data: [
          kept("UP-22AB3C", { status: "sent", callBy: { date: today, hour: 14 } }),
          kept("UP-X4Y5Z6", { status: "sent", callBy: { date: yesterday, hour: 14 } }),
          kept("UP-P2Q3R4", { status: "prepared", callBy: { date: today, hour: 14 } }),
        ],
      }),
    );
    for (const [locale, t] of [
      ["en", en],
      ["bn", bn],
    ] as const) {
      const { unmount } = renderPage(pages.orders, { locale });
      const text = t.ordering.ordersPage;
      const promised = await screen.findByRole("article", { name: "UP-22AB3C" });
      const line = text.callBy({ date: today, hour: 14 }, today, null);
      expect(line).toBe(
        locale === "en" ? "We will call you by 2 pm today" : "আজ দুপুর ২টার মধ্যে আমরা ফোন করব",
      );
      expect(promised.textContent).toContain(line);
      for (const reference of ["UP-X4Y5Z6", "UP-P2Q3R4"]) {
        expect(screen.getByRole("article", { name: reference }).textContent).not.toContain(
          text.call,
        );
      }
      unmount();
    }
  });

  it("says the call's hour on the phone's own clock too, when it is not Dhaka's", async () => {
    // 9 am in Dhaka is 3 am in London, in winter.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-02T03:00:00Z"));
    phoneInTimeZone("Europe/London");
    storeRaw(
      "upohar.orders",
      JSON.stringify({
        v: 1,
        data: [kept("UP-22AB3C", { status: "sent", callBy: { date: "2026-12-02", hour: 14 } })],
      }),
    );
    for (const [locale, said] of [
      ["en", "We will call you by 2 pm today Bangladesh time (8 am today your time)"],
      ["bn", "বাংলাদেশ সময় আজ দুপুর ২টার (আপনার সময় আজ সকাল ৮টার) মধ্যে আমরা ফোন করব"],
    ] as const) {
      const { unmount } = renderPage(pages.orders, { locale });
      const promised = await screen.findByRole("article", { name: "UP-22AB3C" });
      expect(promised.textContent).toContain(said);
      unmount();
    }
  });

  it("says how long orders are kept, and shows none kept longer", async () => {
    storeRaw(
      "upohar.orders",
      JSON.stringify({
        v: 1,
        data: [
          kept("UP-22AB3C", { placedAt: daysAgo(1) }),
          kept("UP-X4Y5Z6", { placedAt: daysAgo(91) }),
        ],
      }),
    );
    renderPage(pages.orders);
    await screen.findByRole("article", { name: "UP-22AB3C" });
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(
      screen.getByText(sayingPart(/Each is kept here for 90 days, then deleted\./)),
    ).toBeInTheDocument();
  });
});

describe.each(editions)(
  "My Orders: for whom, for when, and 'Order again' ($locale)",
  ({ locale, t }) => {
    const text = t.ordering.ordersPage;
    const { product } = catalogOf(locale);
    const frame = { productId: 1, quantity: 2, text: { "name-or-date-to-engrave": "Rafi & Mitu" } };
    const bottle = { productId: 6, quantity: 1 };
    const balloons = { extraId: "balloon-bunch", quantity: 1 };
    const line = (name: string) => ({ name, quantity: 1, lineTotal: 1200, details: [] });
    const withGifts = kept("UP-22AB3C", {
      status: "sent",
      lines: [line(product(1).name), line("Balloon Bunch")],
      items: [frame, balloons],
      recipientName: "Nusrat Jahan",
      deliveryDate: "2026-12-14",
    });
    const orderAgain = (order: HTMLElement) =>
      within(order).findByRole("button", { name: text.orderAgainLabel("UP-22AB3C") });

    it("shows each order's recipient and delivery day, none for an order kept before them", async () => {
      storeRaw("upohar.orders", JSON.stringify({ v: 1, data: [withGifts, kept("UP-X4Y5Z6")] }));
      renderPage(pages.orders, { locale });
      const order = await screen.findByRole("article", { name: "UP-22AB3C" });
      expect(order.textContent).toContain(`${text.recipient}Nusrat Jahan`);
      expect(order.textContent).toContain(`${text.deliveryDate}${text.day("2026-12-14")}`);
      const before = screen.getByRole("article", { name: "UP-X4Y5Z6" });
      expect(within(before).queryByText(text.recipient)).toBeNull();
      expect(within(before).queryByText(text.deliveryDate)).toBeNull();
      // The gifts it came from were not kept with it: nothing to order again.
      expect(await orderAgain(order)).toBeInTheDocument();
      expect(
        within(before).queryByRole("button", { name: text.orderAgainLabel("UP-X4Y5Z6") }),
      ).toBeNull();
    });

    it("puts the same gifts, with their choices, back in an empty cart and opens the order form", async () => {
      storeRaw("upohar.orders", JSON.stringify({ v: 1, data: [withGifts] }));
      const { user } = renderPage(pages.orders, { locale, also: [pages.order] });
      await user.click(await orderAgain(await screen.findByRole("article", { name: "UP-22AB3C" })));
      expect(
        await screen.findByRole("heading", { level: 1, name: t.pages.order }),
      ).toBeInTheDocument();
      expect(storedCart()).toEqual([frame, balloons]);
      expect(announced()).toBe(text.orderedAgain("UP-22AB3C"));
    });

    it("goes to the cart when it held other gifts, so nothing joins the order unseen", async () => {
      storeCart([{ productId: 2, quantity: 1 }]);
      storeRaw("upohar.orders", JSON.stringify({ v: 1, data: [withGifts] }));
      const { user } = renderPage(pages.orders, { locale, also: [pages.cart] });
      await user.click(await orderAgain(await screen.findByRole("article", { name: "UP-22AB3C" })));
      expect(
        await screen.findByRole("heading", { level: 1, name: t.pages.cart }),
      ).toBeInTheDocument();
      expect(storedCart()).toEqual([{ productId: 2, quantity: 1 }, frame, balloons]);
    });

    it("says which gifts are sold out or no longer sold, and puts the rest in the cart", async () => {
      const gone = { productId: 999, quantity: 1 };
      const mixed = {
        ...withGifts,
        lines: [line(product(1).name), line(product(6).name), line("Crystal Swan")],
        items: [frame, bottle, gone],
      };
      storeRaw("upohar.orders", JSON.stringify({ v: 1, data: [mixed] }));
      const { user } = renderPage(pages.orders, { locale });
      const order = await screen.findByRole("article", { name: "UP-22AB3C" });
      await user.click(await orderAgain(order));
      expect(within(order).getByText(text.soldOut(product(6).name))).toBeInTheDocument();
      expect(within(order).getByText(text.gone("Crystal Swan"))).toBeInTheDocument();
      expect(within(order).getByText(text.restInCart)).toBeInTheDocument();
      expect(within(order).getByRole("link", { name: text.viewCart })).toBeInTheDocument();
      expect(storedCart()).toEqual([frame]);
    });

    it("says so when nothing of the order can be ordered now", async () => {
      const soldOut = { ...withGifts, lines: [line(product(6).name)], items: [bottle] };
      storeRaw("upohar.orders", JSON.stringify({ v: 1, data: [soldOut] }));
      const { user } = renderPage(pages.orders, { locale });
      const order = await screen.findByRole("article", { name: "UP-22AB3C" });
      await user.click(await orderAgain(order));
      expect(within(order).getByText(text.noneInCart)).toBeInTheDocument();
      expect(within(order).queryByRole("link", { name: text.viewCart })).toBeNull();
      expect(storedCart()).toBeNull();
    });
  },
);

/** The references of the orders the device now keeps. */
function storedReferences(): string[] {
  const raw = window.localStorage.getItem("upohar.orders");
  const orders = raw === null ? [] : (JSON.parse(raw) as { data: { reference: string }[] }).data;
  return orders.map((order) => order.reference);
}
