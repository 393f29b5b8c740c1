import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dateParts, dhakaNow, isCalendarDate } from "./dhaka-calendar";

// Bangladesh is UTC+6 all year, so 09:00 UTC is 15:00 in Dhaka.
const at = (iso: string) => new Date(iso);

describe("dhakaNow", () => {
  it("turns the day at 18:00 UTC, Dhaka's midnight", () => {
    expect(dhakaNow(at("2026-11-27T17:59:59Z"))).toEqual({
      date: "2026-11-27",
      hour: 23,
      secondOfHour: 59 * 60 + 59,
    });
    expect(dhakaNow(at("2026-11-27T18:00:00Z"))).toEqual({
      date: "2026-11-28",
      hour: 0,
      secondOfHour: 0,
    });
  });

  it("agrees with the zone database's Asia/Dhaka from 2010 on, whatever the device's zone", () => {
    const zoneDatabase = new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Dhaka",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2010-01-01"), max: new Date("2045-01-01"), noInvalidDate: true }),
        (now) => {
          const parts = Object.fromEntries(
            zoneDatabase.formatToParts(now).map((part) => [part.type, part.value]),
          );
          expect(dhakaNow(now)).toEqual({
            date: `${parts.year}-${parts.month}-${parts.day}`,
            hour: Number(parts.hour),
            secondOfHour: Number(parts.minute) * 60 + Number(parts.second),
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("calendar days", () => {
  it("knows real days from impossible ones", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("26-11-23")).toBe(false);
    expect(isCalendarDate("")).toBe(false);
  });

  it("names the weekday of a day", () => {
    expect(dateParts("2026-11-23")).toEqual({ year: 2026, month: 11, day: 23, weekday: 1 });
  });
});
