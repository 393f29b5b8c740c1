import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, dhakaNow } from "../calendar/dhaka-calendar";
import { earliestDeliveryDate } from "./delivery-date";

// Bangladesh is UTC+6 all year, so 09:00 UTC is 15:00 in Dhaka.
const at = (iso: string) => new Date(iso);

describe("earliestDeliveryDate", () => {
  it("is today inside Dhaka city before the cut-off", () => {
    expect(earliestDeliveryDate(at("2026-11-23T08:59:59Z"), true, 15)).toBe("2026-11-23");
  });

  it("is tomorrow inside Dhaka city from the cut-off hour on", () => {
    expect(earliestDeliveryDate(at("2026-11-23T09:00:00Z"), true, 15)).toBe("2026-11-24");
  });

  it("is always the next day outside Dhaka city", () => {
    expect(earliestDeliveryDate(at("2026-11-23T02:00:00Z"), false, 15)).toBe("2026-11-24");
    expect(earliestDeliveryDate(at("2026-11-23T12:00:00Z"), false, 15)).toBe("2026-11-24");
  });

  it("counts the day in Dhaka, where midnight comes six hours before UTC", () => {
    // 20:30 UTC on the 23rd is 02:30 on the 24th in Dhaka: a new day, well before the cut-off.
    expect(earliestDeliveryDate(at("2026-11-23T20:30:00Z"), true, 15)).toBe("2026-11-24");
    // 17:59 UTC is 23:59 in Dhaka: past the cut-off, so the day after.
    expect(earliestDeliveryDate(at("2026-11-23T17:59:00Z"), true, 15)).toBe("2026-11-24");
    expect(earliestDeliveryDate(at("2026-11-23T18:00:00Z"), false, 15)).toBe("2026-11-25");
  });

  it("crosses months and years", () => {
    expect(earliestDeliveryDate(at("2026-12-31T12:00:00Z"), true, 15)).toBe("2027-01-01");
    expect(earliestDeliveryDate(at("2028-02-28T12:00:00Z"), false, 15)).toBe("2028-02-29");
  });

  describe("on a device set to another zone", () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it("gives the same day as in Dhaka", () => {
      for (const zone of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC", "Asia/Dhaka"]) {
        process.env.TZ = zone;
        expect(earliestDeliveryDate(at("2026-11-23T20:30:00Z"), true, 15)).toBe("2026-11-24");
        expect(earliestDeliveryDate(at("2026-11-23T05:00:00Z"), true, 15)).toBe("2026-11-23");
      }
    });
  });

  it("is today or tomorrow in Dhaka for any moment, and never earlier outside the city", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        (now, cutoff) => {
          const today = dhakaNow(now).date;
          const inside = earliestDeliveryDate(now, true, cutoff);
          const outside = earliestDeliveryDate(now, false, cutoff);
          expect([today, addDays(today, 1)]).toContain(inside);
          expect(outside).toBe(addDays(today, 1));
          expect(inside <= outside).toBe(true);
        },
      ),
    );
  });
});
