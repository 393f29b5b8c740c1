import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { earliestDeliveryDate } from "./delivery-date";
import { dhakaCityDelivery } from "./same-day-delivery";

// Bangladesh is UTC+6 all year, with no daylight saving: 09:00 UTC is 15:00 in Dhaka.
const at = (iso: string) => new Date(iso);

describe("dhakaCityDelivery", () => {
  it("is today, with a minute left, at 14:59 in Dhaka", () => {
    expect(dhakaCityDelivery(at("2026-11-23T08:59:00Z"), 15)).toEqual({
      day: "today",
      hoursLeft: 0,
      minutesLeft: 1,
    });
  });

  it("counts a part of a minute as a minute", () => {
    expect(dhakaCityDelivery(at("2026-11-23T08:59:59Z"), 15)).toEqual({
      day: "today",
      hoursLeft: 0,
      minutesLeft: 1,
    });
  });

  it("is tomorrow from 15:00 in Dhaka on", () => {
    expect(dhakaCityDelivery(at("2026-11-23T09:00:00Z"), 15)).toEqual({ day: "tomorrow" });
    expect(dhakaCityDelivery(at("2026-11-23T17:59:59Z"), 15)).toEqual({ day: "tomorrow" });
  });

  it("starts a new day at midnight in Dhaka, six hours before UTC's", () => {
    // 18:00 UTC is 00:00 in Dhaka: the whole morning is left until 15:00.
    expect(dhakaCityDelivery(at("2026-11-23T18:00:00Z"), 15)).toEqual({
      day: "today",
      hoursLeft: 15,
      minutesLeft: 0,
    });
  });

  it("gives hours and minutes: 12:50 leaves 2 h 10 min", () => {
    expect(dhakaCityDelivery(at("2026-11-23T06:50:00Z"), 15)).toEqual({
      day: "today",
      hoursLeft: 2,
      minutesLeft: 10,
    });
  });

  describe("on a device set to another zone", () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it("reads the clock in Dhaka", () => {
      for (const zone of ["America/New_York", "Europe/London", "Asia/Tokyo", "UTC"]) {
        process.env.TZ = zone;
        expect(dhakaCityDelivery(at("2026-11-23T08:59:00Z"), 15).day).toBe("today");
        expect(dhakaCityDelivery(at("2026-11-23T09:00:00Z"), 15).day).toBe("tomorrow");
      }
    });
  });

  it("says today exactly when the order form's earliest day is today", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 23 }),
        (now, cutoff) => {
          const outlook = dhakaCityDelivery(now, cutoff);
          const tomorrow = earliestDeliveryDate(now, false, cutoff);
          const earliest = earliestDeliveryDate(now, true, cutoff);
          expect(outlook.day === "today").toBe(earliest !== tomorrow);
          if (outlook.day === "today") {
            const left = outlook.hoursLeft * 60 + outlook.minutesLeft;
            expect(left).toBeGreaterThan(0);
            expect(left).toBeLessThanOrEqual(cutoff * 60);
            expect(outlook.minutesLeft).toBeLessThan(60);
          }
        },
      ),
    );
  });
});
