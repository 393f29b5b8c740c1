import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { bn } from "~/i18n/bn";
import { storeRaw } from "../../tests/component/device";
import { pages } from "../../tests/component/pages";
import { renderPage } from "../../tests/component/render";

/** An order as an earlier version of the site kept it, with whatever else it stored. */
function kept(reference: string, extra: Record<string, unknown> = {}) {
  return {
    reference,
    placedAt: "2026-11-20T06:00:00.000Z",
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
    ).toBeTruthy();
    expect(screen.getByRole("article", { name: "UP-P2Q3R4" }).textContent).toContain(
      "You marked it as sent",
    );
  });

  it("says in Bangla which order is only prepared, and offers to send it now", async () => {
    storeRaw("upohar.orders", JSON.stringify({ v: 1, data: stored }));
    renderPage(pages.orders, { locale: "bn" });
    const prepared = await screen.findByRole("article", { name: "UP-X4Y5Z6" });
    expect(prepared.textContent).toContain("প্রস্তুত, ‘পাঠিয়েছি’ চাপা হয়নি");
    expect(
      within(prepared).getByRole("link", { name: "অর্ডার UP-X4Y5Z6 এখনই WhatsApp-এ পাঠান" }),
    ).toBeTruthy();
    expect(screen.getByRole("article", { name: "UP-P2Q3R4" }).textContent).toContain(
      bn.ordering.ordersPage.statusSent,
    );
  });
});
