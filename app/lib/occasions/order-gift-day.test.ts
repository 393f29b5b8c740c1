import { describe, expect, it } from "vitest";
import { orderGiftDay, type OrderOccasion } from "./order-gift-day";
import type { DeliveryRules } from "./order-deadlines";

const rules: DeliveryRules = {
  sameDayCutoffHour: 15,
  occasionCutoffDaysBefore: 0,
  moonDayDeliverDaysBefore: 1,
  outsideDhakaDays: 3,
  nonBusinessWeekdays: [5],
};

const valentines: OrderOccasion = {
  slug: "valentines-day",
  date: { kind: "fixed", month: 2, day: 14 },
  showDaysBefore: 12,
  productIds: [8, 6, 3],
};
const christmas: OrderOccasion = {
  slug: "christmas",
  date: { kind: "fixed", month: 12, day: 25 },
  showDaysBefore: 12,
  productIds: [5, 2, 3, 9],
};
const eid: OrderOccasion = {
  slug: "eid-al-fitr",
  date: { kind: "set", days: ["2026-03-20"] },
  showDaysBefore: 12,
  productIds: [4],
};
const occasions = [valentines, christmas, eid];

const dhaka = (local: string) => new Date(`${local}+06:00`);
const february6 = dhaka("2027-02-06T12:00");
const december2 = dhaka("2026-12-02T11:00");

describe("orderGiftDay", () => {
  it("is Valentine's Day, Sunday 14 February 2027, for its rose ordered on 6 February", () => {
    expect(orderGiftDay(occasions, { slug: null, productIds: [8] }, february6, rules)).toEqual({
      occasion: valentines,
      day: "2027-02-14",
      deliverOn: "2027-02-14",
    });
  });

  it("is the occasion a link names, however far ahead, whatever the gifts", () => {
    expect(
      orderGiftDay(occasions, { slug: "valentines-day", productIds: [7] }, december2, rules),
    ).toEqual({ occasion: valentines, day: "2027-02-14", deliverOn: "2027-02-14" });
  });

  it("is none on 2 December for a Christmas gift, before Christmas is shown", () => {
    expect(orderGiftDay(occasions, { slug: null, productIds: [5] }, december2, rules)).toBeNull();
    // From 13 December it is.
    expect(
      orderGiftDay(occasions, { slug: null, productIds: [5] }, dhaka("2026-12-13T09:00"), rules),
    ).toEqual({ occasion: christmas, day: "2026-12-25", deliverOn: "2026-12-25" });
  });

  it("falls back quietly from a link naming no occasion, or one with no day ahead", () => {
    for (const slug of ["no-such-day", "eid-al-fitr", ""]) {
      expect(orderGiftDay(occasions, { slug, productIds: [7] }, december2, rules)).toBeNull();
      expect(orderGiftDay(occasions, { slug, productIds: [8] }, february6, rules)).toEqual({
        occasion: valentines,
        day: "2027-02-14",
        deliverOn: "2027-02-14",
      });
    }
  });

  it("is none for gifts no occasion on now features", () => {
    expect(orderGiftDay(occasions, { slug: null, productIds: [7] }, february6, rules)).toBeNull();
    expect(orderGiftDay(occasions, { slug: null, productIds: [] }, february6, rules)).toBeNull();
  });

  it("is delivered the evening before a moon day, by the shop's rule or the occasion's own", () => {
    const moonEid: OrderOccasion = {
      ...eid,
      date: { kind: "set", days: ["2027-03-10"] },
      moon: true,
    };
    const march1 = dhaka("2027-03-01T10:00");
    expect(orderGiftDay([moonEid], { slug: null, productIds: [4] }, march1, rules)).toEqual({
      occasion: moonEid,
      day: "2027-03-10",
      deliverOn: "2027-03-09",
    });
    const onTheDay = { ...moonEid, deliverDaysBefore: 0 };
    expect(
      orderGiftDay([onTheDay], { slug: "eid-al-fitr", productIds: [] }, march1, rules)?.deliverOn,
    ).toBe("2027-03-10");
  });

  it("leads with Valentine's Day over Pohela Falgun, the same day, for a gift both feature", () => {
    const falgun: OrderOccasion = {
      slug: "pohela-falgun",
      date: { kind: "fixed", month: 2, day: 14 },
      showDaysBefore: 7,
      productIds: [8],
    };
    for (const listed of [
      [falgun, valentines],
      [valentines, falgun],
    ]) {
      expect(
        orderGiftDay(listed, { slug: null, productIds: [8] }, february6, rules)?.occasion.slug,
      ).toBe("valentines-day");
      expect(
        orderGiftDay(listed, { slug: "pohela-falgun", productIds: [8] }, february6, rules)?.occasion
          .slug,
      ).toBe("pohela-falgun");
    }
  });
});
