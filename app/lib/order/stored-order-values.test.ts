import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyOrderDraft, withoutStaleDetails } from "./order-form";
import {
  parseOrderDraft,
  parsePastOrders,
  parseRememberedRecipients,
  parseRememberedSender,
} from "./stored-order-values";

const now = new Date("2026-12-10T06:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe("the order pages' stored values, read by their schemas", () => {
  it("read anything at all without throwing", () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        expect(typeof parseOrderDraft(stored).values.senderName).toBe("string");
        expect(Array.isArray(parsePastOrders(stored))).toBe(true);
        expect([null, "unreadable"]).toContain(parseRememberedSender(stored));
        expect(Array.isArray(parseRememberedRecipients(stored))).toBe(true);
      }),
    );
  });

  it("read a sender that is neither nobody nor a name and number as unreadable", () => {
    expect(parseRememberedSender(undefined)).toBeNull();
    for (const stored of ["Karim", 7, [], { name: "Karim" }, { name: 7, phone: "01712345679" }]) {
      expect(parseRememberedSender(stored), JSON.stringify(stored)).toBe("unreadable");
    }
  });
});

describe("the visit's clean-up of a draft as stored, unchecked", () => {
  const text = fc.oneof(fc.constant(""), fc.string(), fc.anything());
  const storedDraft = fc.record(
    {
      reference: fc.oneof(fc.constant("UP-KEPT22"), fc.anything()),
      values: fc.oneof(
        fc.record(
          {
            senderName: text,
            recipientName: text,
            recipientPhone: text,
            address: text,
            cardMessage: text,
            transactionId: text,
            time: text,
            leaveNameOff: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        fc.anything(),
      ),
      changedAt: fc.oneof(
        fc.integer({ min: -10, max: 10 }).map((days) => daysAgo(days)),
        fc.constant(""),
        fc.anything(),
      ),
    },
    { requiredKeys: [] },
  );

  it("leaves what the order page reads as the clean-up of the checked draft would", () => {
    fc.assert(
      fc.property(storedDraft, (stored) => {
        expect(parseOrderDraft(withoutStaleDetails(stored, now, 3))).toEqual(
          withoutStaleDetails(parseOrderDraft(stored), now, 3),
        );
      }),
    );
  });

  it("counts only a text as typed, and only a text as the day it was typed", () => {
    const notTyped = { values: { recipientName: 7, cardMessage: "" }, changedAt: daysAgo(5) };
    expect(withoutStaleDetails(notTyped, now, 3)).toBe(notTyped);
    const stampedByNumber = { values: { cardMessage: "Happy birthday" }, changedAt: 1_700_000_000 };
    expect(withoutStaleDetails(stampedByNumber, now, 3).changedAt).toBe(now.toISOString());
    for (const damaged of [{}, { values: "Nusrat" }, { values: null }, emptyOrderDraft]) {
      expect(withoutStaleDetails(damaged, now, 3)).toBe(damaged);
    }
  });
});
