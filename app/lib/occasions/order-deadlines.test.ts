import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateParts } from "../calendar/dhaka-calendar";
import { earliestDeliveryDate } from "../order/delivery-date";
import {
  canStillOrder,
  latestArrival,
  latestSendDay,
  orderDeadlines,
  type DeliveryRules,
} from "./order-deadlines";

const rules: DeliveryRules = {
  sameDayCutoffHour: 15,
  occasionCutoffDaysBefore: 0,
  moonDayDeliverDaysBefore: 1,
  outsideDhakaDays: 3,
  nonBusinessWeekdays: [5],
};

const iso = (instant: number) => new Date(instant).toISOString();

describe("orderDeadlines", () => {
  it("closes Dhaka city at the cut-off on the day, and elsewhere three business days before, skipping Friday", () => {
    // Sunday 14 February 2027. Back from it: Sat 13, (Fri 12 closed), Thu 11, Wed 10 are the three
    // business days of the journey, so it is sent on Wed 10 and ordered by the end of Tue 9.
    const deadlines = orderDeadlines("2027-02-14", rules);
    expect(iso(deadlines.dhakaCity.before)).toBe("2027-02-14T09:00:00.000Z");
    expect(deadlines.dhakaCity).toMatchObject({ day: "2027-02-14", hour: 15 });
    expect(deadlines.elsewhere).toMatchObject({
      day: "2027-02-09",
      hour: null,
      sendDay: "2027-02-10",
    });
    // Midnight in Dhaka is 18:00 UTC the evening before.
    expect(iso(deadlines.elsewhere.before)).toBe("2027-02-09T18:00:00.000Z");
  });

  it("moves the Dhaka city cut-off to the day before when the shop says so", () => {
    const deadlines = orderDeadlines("2027-05-09", { ...rules, occasionCutoffDaysBefore: 1 });
    expect(deadlines.dhakaCity).toMatchObject({ day: "2027-05-08", hour: 15 });
    expect(iso(deadlines.dhakaCity.before)).toBe("2027-05-08T09:00:00.000Z");
  });

  it("sends on a business day only: a parcel due on Saturday is not sent on a Friday", () => {
    // Saturday 25 December 2027: Sat 25, Thu 23, Wed 22 → sent Tue 21 at the latest.
    expect(latestSendDay("2027-12-25", rules)).toBe("2027-12-21");
    expect(latestArrival("2027-12-21", rules)).toBe("2027-12-25");
    // Handed over on a Friday, it leaves on Saturday: Sun 26, Mon 27, Tue 28.
    expect(latestArrival("2027-12-24", rules)).toBe("2027-12-28");
  });

  it("crosses months and years", () => {
    expect(orderDeadlines("2027-01-01", rules).elsewhere.sendDay).toBe("2026-12-28");
    expect(orderDeadlines("2028-03-01", rules).elsewhere.day).toBe("2028-02-26");
  });

  it("refuses a day that is not in the calendar, and a week with no business day", () => {
    expect(() => orderDeadlines("2027-02-30", rules)).toThrow(RangeError);
    expect(() =>
      orderDeadlines("2027-02-14", { ...rules, nonBusinessWeekdays: [0, 1, 2, 3, 4, 5, 6] }),
    ).toThrow(RangeError);
  });
});

describe("orderDeadlines, whatever the device's time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
    vi.useRealTimers();
  });

  it.each(["Asia/Dhaka", "America/Los_Angeles", "Pacific/Kiritimati", "UTC"])(
    "gives the same instants, and the same answer at the same moment, in %s",
    (zone) => {
      process.env.TZ = zone;
      vi.useFakeTimers({ toFake: ["Date"] });
      // 14:59 in Dhaka on the day: a minute to go inside the city, long past elsewhere.
      vi.setSystemTime(new Date("2027-02-14T08:59:00Z"));
      const deadlines = orderDeadlines("2027-02-14", rules);
      expect(iso(deadlines.dhakaCity.before)).toBe("2027-02-14T09:00:00.000Z");
      expect(canStillOrder(deadlines.dhakaCity, Date.now())).toBe(true);
      expect(canStillOrder(deadlines.elsewhere, Date.now())).toBe(false);
      vi.setSystemTime(new Date("2027-02-14T09:00:00Z"));
      expect(canStillOrder(deadlines.dhakaCity, Date.now())).toBe(false);
    },
  );
});

const days = fc
  .date({
    min: new Date("2026-01-01T00:00:00Z"),
    max: new Date("2035-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const anyRules = fc.record({
  sameDayCutoffHour: fc.integer({ min: 1, max: 23 }),
  occasionCutoffDaysBefore: fc.constantFrom(0, 1),
  moonDayDeliverDaysBefore: fc.constantFrom(0, 1),
  outsideDhakaDays: fc.integer({ min: 1, max: 5 }),
  nonBusinessWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 2 }),
});

describe("orderDeadlines, for any day and any rules", () => {
  it("never puts a deadline after the day itself", () => {
    fc.assert(
      fc.property(days, anyRules, (day, shopRules) => {
        const { dhakaCity, elsewhere } = orderDeadlines(day, shopRules);
        const endOfDay = Date.parse(`${day}T18:00:00Z`);
        expect(dhakaCity.before).toBeLessThanOrEqual(endOfDay);
        expect(elsewhere.before).toBeLessThanOrEqual(endOfDay);
        expect(elsewhere.day < day).toBe(true);
        expect(dhakaCity.day <= day).toBe(true);
      }),
    );
  });

  it("inside Dhaka city, an order before the deadline can arrive on the day, and one from it on cannot", () => {
    fc.assert(
      fc.property(
        days,
        anyRules.map((shopRules) => ({ ...shopRules, occasionCutoffDaysBefore: 0 })),
        fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
        (day, shopRules, minutes) => {
          const { dhakaCity } = orderDeadlines(day, shopRules);
          const moment = dhakaCity.before + minutes * 60_000;
          const earliest = earliestDeliveryDate(
            new Date(moment),
            true,
            shopRules.sameDayCutoffHour,
          );
          expect(earliest <= day).toBe(canStillOrder(dhakaCity, moment));
        },
      ),
    );
  });

  it("outside Dhaka city, an order before the deadline arrives by the day, and one from it on cannot", () => {
    fc.assert(
      fc.property(
        days,
        anyRules,
        fc.integer({ min: -14 * 24 * 60, max: 14 * 24 * 60 }),
        (day, shopRules, minutes) => {
          const { elsewhere } = orderDeadlines(day, shopRules);
          const moment = elsewhere.before + minutes * 60_000;
          const sent = earliestDeliveryDate(new Date(moment), false, shopRules.sameDayCutoffHour);
          expect(latestArrival(sent, shopRules) <= day).toBe(canStillOrder(elsewhere, moment));
        },
      ),
    );
  });

  it("sends on a business day, with the journey's business days between it and the day", () => {
    fc.assert(
      fc.property(days, anyRules, (day, shopRules) => {
        const send = latestSendDay(day, shopRules);
        expect(shopRules.nonBusinessWeekdays).not.toContain(dateParts(send).weekday);
        expect(latestArrival(send, shopRules) <= day).toBe(true);
      }),
    );
  });
});
