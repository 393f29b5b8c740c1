import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dhakaNow } from "../calendar/dhaka-calendar";
import { latestSendDay } from "../occasions/order-deadlines";
import {
  canStillMake,
  dateForArea,
  dateOnOpen,
  earliestOrderDate,
  outsideJourney,
  startingDate,
  type OrderDateRules,
} from "./order-date";

/** The demo shop's: same day before 15:00, 1–3 business days outside the city, Friday closed. */
const rules: OrderDateRules = {
  sameDayCutoffHour: 15,
  occasionCutoffDaysBefore: 0,
  moonDayDeliverDaysBefore: 1,
  outsideDhakaDays: 3,
  outsideDhakaDaysFrom: 1,
  nonBusinessWeekdays: [5],
};

/** A moment written in Dhaka time (UTC+6). */
const dhaka = (local: string) => new Date(`${local}+06:00`);

// Wednesday 2 December 2026, 11:00, when the review found the outside date left invalid.
const december2 = dhaka("2026-12-02T11:00");
// Saturday 6 February 2027, noon: eight days before Valentine's Day, Sunday 14 February.
const february6 = dhaka("2027-02-06T12:00");

describe("earliestOrderDate", () => {
  it("inside Dhaka city is today before the cut-off and tomorrow from it", () => {
    expect(earliestOrderDate(true, december2, rules)).toBe("2026-12-02");
    expect(earliestOrderDate(true, dhaka("2026-12-02T15:00"), rules)).toBe("2026-12-03");
  });

  it("outside it is the day a parcel sent tomorrow arrives by, past the closed Friday", () => {
    // Sent Thursday 3: Saturday 5, Sunday 6, Monday 7.
    expect(earliestOrderDate(false, december2, rules)).toBe("2026-12-07");
    // Ordered on a Thursday, it cannot leave on Friday: sent Saturday, by Tuesday.
    expect(earliestOrderDate(false, dhaka("2026-12-03T09:00"), rules)).toBe("2026-12-08");
  });

  it("reads the day in Dhaka: 23:30 UTC is already tomorrow there", () => {
    expect(earliestOrderDate(true, new Date("2026-12-01T23:30:00Z"), rules)).toBe("2026-12-02");
  });

  it("outside the city accepts exactly the days whose latest send day is still ahead", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2026-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 20 }),
        fc.subarray([0, 1, 2, 3, 4, 5, 6], { maxLength: 3 }),
        (now, ahead, closed) => {
          const shop = { ...rules, nonBusinessWeekdays: closed };
          const tomorrow = addDays(dhakaNow(now).date, 1);
          const day = addDays(dhakaNow(now).date, ahead);
          const earliest = earliestOrderDate(false, now, shop);
          expect(day >= earliest).toBe(latestSendDay(day, shop) >= tomorrow);
        },
      ),
    );
  });
});

describe("outsideJourney", () => {
  it("says when a parcel due by Valentine's Day leaves the shop and the days it may arrive", () => {
    expect(outsideJourney("2027-02-14", rules)).toEqual({
      leaves: "2027-02-10",
      arrivesFrom: "2027-02-11",
      arrivesTo: "2027-02-14",
    });
  });

  it("never arrives after the day it is due by, even when that day is the closed Friday", () => {
    // Due by Friday 11 December: sent Monday 7, so it is there by Thursday 10.
    expect(outsideJourney("2026-12-11", rules)).toEqual({
      leaves: "2026-12-07",
      arrivesFrom: "2026-12-08",
      arrivesTo: "2026-12-10",
    });
  });
});

describe("startingDate", () => {
  it("starts on Valentine's Day from 6 February 2027, inside and outside Dhaka city", () => {
    expect(startingDate("2027-02-14", true, february6, rules)).toBe("2027-02-14");
    expect(startingDate("2027-02-14", false, february6, rules)).toBe("2027-02-14");
  });

  it("starts on the earliest day with no gift day, or one the area can no longer make", () => {
    expect(startingDate(null, true, december2, rules)).toBe("2026-12-02");
    expect(startingDate(null, false, december2, rules)).toBe("2026-12-07");
    // Wednesday 10 February is too late to send to arrive by the 14th, not to bring it in Dhaka.
    const tenth = dhaka("2027-02-10T09:00");
    expect(startingDate("2027-02-14", false, tenth, rules)).toBe("2027-02-15");
    expect(startingDate("2027-02-14", true, tenth, rules)).toBe("2027-02-14");
    // On the day, from the cut-off on, the city's too.
    expect(startingDate("2027-02-14", true, dhaka("2027-02-14T15:00"), rules)).toBe("2027-02-15");
  });

  it("follows the shop's same-day close before a gift day", () => {
    const dayBefore = { ...rules, occasionCutoffDaysBefore: 1 };
    expect(canStillMake("2027-02-14", true, dhaka("2027-02-13T14:59"), dayBefore)).toBe(true);
    expect(canStillMake("2027-02-14", true, dhaka("2027-02-13T15:00"), dayBefore)).toBe(false);
  });
});

describe("dateOnOpen", () => {
  it("starts a date the form chose itself afresh, for a gift day reached since", () => {
    // Opened on 6 February with a plain gift, then again with a Valentine's rose.
    expect(
      dateOnOpen(
        { date: "2027-02-06", startedOn: "2027-02-06" },
        "2027-02-14",
        true,
        february6,
        rules,
      ),
    ).toEqual({ change: "start", date: "2027-02-14" });
    expect(dateOnOpen({ date: "", startedOn: "" }, "2026-12-02", true, december2, rules)).toEqual({
      change: "start",
      date: "2026-12-02",
    });
    expect(
      dateOnOpen(
        { date: "2027-02-14", startedOn: "2027-02-14" },
        "2027-02-14",
        true,
        february6,
        rules,
      ),
    ).toEqual({ change: "none" });
  });

  it("keeps the shopper's own date while it can be met, whatever gift day there is", () => {
    expect(
      dateOnOpen(
        { date: "2027-02-12", startedOn: "2027-02-14" },
        "2027-02-14",
        true,
        february6,
        rules,
      ),
    ).toEqual({ change: "none" });
  });

  it("moves the shopper's date that has passed to the earliest, to be said", () => {
    expect(
      dateOnOpen(
        { date: "2026-11-30", startedOn: "2026-11-23" },
        "2026-12-02",
        false,
        december2,
        rules,
      ),
    ).toEqual({ change: "moved", date: "2026-12-07", from: "2026-11-30" });
  });
});

describe("dateForArea", () => {
  it("moves today's date to the earliest arrival when the area turns outside Dhaka city (2 December)", () => {
    expect(dateForArea("2026-12-02", false, december2, rules)).toBe("2026-12-07");
  });

  it("keeps a date the new area can still meet, and leaves an empty one to be asked for", () => {
    expect(dateForArea("2027-02-14", false, february6, rules)).toBeNull();
    expect(dateForArea("2026-12-07", true, december2, rules)).toBeNull();
    expect(dateForArea("", false, december2, rules)).toBeNull();
  });

  it("moves Valentine's Day when the area turns outside too late to arrive by it", () => {
    expect(dateForArea("2027-02-14", false, dhaka("2027-02-12T10:00"), rules)).toBe("2027-02-16");
  });
});
