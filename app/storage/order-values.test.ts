import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shop } from "../data/shop";
import { emptyOrderForm } from "../lib/order/order-form";
import { createDeviceStore } from "./device-store";
import { forgetExpiredOrders, forgetStaleDraft } from "./order-clean-up";
import {
  orderDraftValue,
  pastOrdersValue,
  rememberedRecipientsValue,
  rememberedSenderValue,
} from "./order-values";

const items = new Map<string, string>();
const now = new Date("2027-03-01T10:00:00Z");
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** An order as the site stores it, placed `days` before now. */
const order = (reference: string, days: number) => ({
  reference,
  placedAt: daysBefore(days),
  lines: [{ name: "Personalized Photo Frame", quantity: 1, lineTotal: 1200, details: [] }],
  total: 1300,
  message: `Hello Upohar! Gift order ${reference}. To: Mitu, 01812345678, Road 5, Dhanmondi`,
  status: "sent",
});

const storedReferences = () =>
  (JSON.parse(items.get("upohar.orders") ?? "null") as { data: { reference: string }[] }).data.map(
    (kept) => kept.reference,
  );

beforeEach(() => {
  items.clear();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    },
  });
  vi.useFakeTimers({ now });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the orders kept on the device", () => {
  const days = shop.ordering.ordersKeptDays;

  it("lose, at the start of a visit, those past their days, and only those", () => {
    items.set(
      "upohar.orders",
      JSON.stringify({ v: 1, data: [order("UP-22AB3C", 2), order("UP-X4Y5Z6", days + 1)] }),
    );
    forgetExpiredOrders(new Date());
    expect(storedReferences()).toEqual(["UP-22AB3C"]);

    // A day before its last, the next is kept; the visit after its last day deletes it.
    forgetExpiredOrders(new Date(now.getTime() + (days - 3) * 86_400_000));
    expect(storedReferences()).toEqual(["UP-22AB3C"]);
    forgetExpiredOrders(new Date(now.getTime() + (days - 2) * 86_400_000));
    expect(storedReferences()).toEqual([]);
  });

  it("are not written at all when none is past its days, nor when a newer version wrote them", () => {
    const current = JSON.stringify({ v: 1, data: [order("UP-22AB3C", 2)] });
    items.set("upohar.orders", current);
    const setItem = vi.spyOn(window.localStorage, "setItem");
    forgetExpiredOrders(new Date());
    const newer = JSON.stringify({ v: 2, data: [order("UP-X4Y5Z6", days + 10)] });
    items.set("upohar.orders", newer);
    forgetExpiredOrders(new Date());
    expect(setItem).not.toHaveBeenCalled();
    expect(items.get("upohar.orders")).toBe(newer);
  });

  it("read without those past their days, even before the visit's clean-up ran", () => {
    items.set(
      "upohar.orders",
      JSON.stringify({ v: 1, data: [order("UP-22AB3C", days + 1), order("UP-X4Y5Z6", 1)] }),
    );
    const orders = createDeviceStore(pastOrdersValue).getSnapshot();
    expect(orders.map((kept) => kept.reference)).toEqual(["UP-X4Y5Z6"]);
  });
});

describe("the sender and recipients kept on the device", () => {
  const nusrat = {
    name: "Nusrat Jahan",
    phone: "01912-345678",
    address: "House 5, Road 2, Banani",
    area: "dhaka-city",
  };
  const read = <T>(value: Parameters<typeof createDeviceStore<T>>[0], raw: string) => {
    items.set(value.key, raw);
    return createDeviceStore(value).getSnapshot();
  };

  it("read back what was kept", () => {
    const sender = { name: "Karim Ahmed", phone: "01712-345679" };
    expect(read(rememberedSenderValue, JSON.stringify({ v: 1, data: sender }))).toEqual(sender);
    expect(read(rememberedRecipientsValue, JSON.stringify({ v: 1, data: [nusrat] }))).toEqual([
      nusrat,
    ]);
  });

  it("read a corrupted or foreign sender as one the form cannot use, never as the shopper's", () => {
    for (const raw of [
      JSON.stringify({ v: 1, data: { name: "Karim", phone: "12" } }),
      JSON.stringify({ v: 1, data: "Karim Ahmed" }),
      JSON.stringify({ v: 1, data: [{ name: "Karim Ahmed", phone: "01712345679" }] }),
    ]) {
      expect(read(rememberedSenderValue, raw), raw).toBe("unreadable");
    }
    for (const raw of ["{not json", "null", JSON.stringify({ v: 1, data: null })]) {
      expect(read(rememberedSenderValue, raw), raw).toBeNull();
    }
  });

  it("read corrupted or foreign recipients as none, keeping whichever entries are whole", () => {
    for (const raw of [
      "{not json",
      "[]",
      JSON.stringify({ v: 1, data: { nusrat } }),
      JSON.stringify({ v: 1, data: "Nusrat" }),
      JSON.stringify({ data: [nusrat] }),
    ]) {
      expect(read(rememberedRecipientsValue, raw), raw).toEqual([]);
    }
    const mixed = [{ ...nusrat, phone: "0191" }, null, 7, { ...nusrat, area: 3 }, nusrat];
    expect(read(rememberedRecipientsValue, JSON.stringify({ v: 1, data: mixed }))).toEqual([
      nusrat,
    ]);
  });
});

describe("an unsent order form kept on the phone", () => {
  const draft = (changedAt: string) =>
    JSON.stringify({
      v: 1,
      data: {
        reference: "UP-22AB3C",
        values: {
          senderName: "Karim Ahmed",
          senderPhone: "01712345679",
          recipientName: "Nusrat Jahan",
          recipientPhone: "01912345678",
          address: "House 5, Road 2, Banani",
          cardMessage: "Happy birthday",
          transactionId: "8N7A6B5C4D",
        },
        dateStartedOn: "",
        changedAt,
      },
    });
  const storedValues = () =>
    (JSON.parse(items.get("upohar.order-draft") ?? "{}") as { data: { values: object } }).data
      .values;

  it("loses the recipient, the card and the transaction ID at the first visit past its days", () => {
    const days = shop.ordering.draftKeptDays;
    items.set("upohar.order-draft", draft(daysBefore(days - 0.5)));
    forgetStaleDraft(now);
    expect(storedValues()).toMatchObject({
      recipientName: "Nusrat Jahan",
      transactionId: "8N7A6B5C4D",
    });

    items.set("upohar.order-draft", draft(daysBefore(days)));
    forgetStaleDraft(now);
    expect(storedValues()).toMatchObject({
      senderName: "Karim Ahmed",
      recipientName: "",
      recipientPhone: "",
      address: "",
      cardMessage: "",
      transactionId: "",
    });
  });

  it("is cleaned as stored, unchecked: damage stays for the order page's check to repair", () => {
    const untyped = JSON.stringify({ v: 1, data: { values: "Nusrat Jahan", changedAt: 5 } });
    items.set("upohar.order-draft", untyped);
    const setItem = vi.spyOn(window.localStorage, "setItem");
    forgetStaleDraft(now);
    expect(setItem).not.toHaveBeenCalled();

    const values = { recipientName: "Nusrat Jahan", senderPhone: 1712345679, payment: "cheque" };
    const stale = { values, changedAt: daysBefore(shop.ordering.draftKeptDays) };
    items.set("upohar.order-draft", JSON.stringify({ v: 1, data: stale }));
    forgetStaleDraft(now);
    expect(storedValues()).toEqual({
      ...values,
      recipientName: "",
      recipientPhone: "",
      address: "",
      cardMessage: "",
      transactionId: "",
    });
    expect(createDeviceStore(orderDraftValue).getSnapshot().values).toEqual(emptyOrderForm);
  });
});
