import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dateParts } from "../calendar/dhaka-calendar";
import {
  currentOccasion,
  daySaid,
  defaultShowDaysBefore,
  nextOccasionDay,
  occasionAt,
  occasionDayIn,
  shownWithin,
} from "./occasion-dates";
import { canStillOrder, type DeliveryRules } from "./order-deadlines";
import type { OccasionTiming } from "../../data/types";

const rules: DeliveryRules = {
  sameDayCutoffHour: 15,
  occasionCutoffDaysBefore: 0,
  moonDayDeliverDaysBefore: 1,
  outsideDhakaDays: 3,
  nonBusinessWeekdays: [5],
};

const valentines: OccasionTiming = {
  slug: "valentines-day",
  date: { kind: "fixed", month: 2, day: 14 },
  showDaysBefore: 10,
};
const mothersDay: OccasionTiming = {
  slug: "mothers-day",
  date: { kind: "weekday", nth: 2, weekday: 0, month: 5 },
  showDaysBefore: 10,
};
const eid: OccasionTiming = {
  slug: "eid-al-fitr",
  date: { kind: "set", days: ["2027-03-10", "2028-02-27"] },
  showDaysBefore: 14,
};

/** A moment at a time of day in Dhaka (UTC+6). */
const dhaka = (day: string, time: string) => Date.parse(`${day}T${time}:00+06:00`);

describe("occasionDayIn", () => {
  it("finds fixed days, rules and the owner's days", () => {
    expect(occasionDayIn(valentines.date, 2027)).toBe("2027-02-14");
    expect(occasionDayIn(mothersDay.date, 2027)).toBe("2027-05-09");
    expect(occasionDayIn(mothersDay.date, 2026)).toBe("2026-05-10");
    expect(occasionDayIn(eid.date, 2027)).toBe("2027-03-10");
    expect(occasionDayIn(eid.date, 2029)).toBeNull();
  });

  it("finds a month's last weekday, and no fifth one where there is none", () => {
    expect(occasionDayIn({ kind: "weekday", nth: -1, weekday: 1, month: 12 }, 2027)).toBe(
      "2027-12-27",
    );
    expect(occasionDayIn({ kind: "weekday", nth: 5, weekday: 0, month: 2 }, 2027)).toBeNull();
    expect(occasionDayIn({ kind: "fixed", month: 2, day: 29 }, 2027)).toBeNull();
    expect(occasionDayIn({ kind: "fixed", month: 2, day: 29 }, 2028)).toBe("2028-02-29");
  });

  it("gives the nth weekday of its month for any year", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 12 }),
        (year, nth, weekday, month) => {
          const day = occasionDayIn({ kind: "weekday", nth, weekday, month }, year);
          expect(day).not.toBeNull();
          const parts = dateParts(day ?? "");
          expect(parts).toMatchObject({ year, month, weekday });
          expect(Math.ceil(parts.day / 7)).toBe(nth);
        },
      ),
    );
  });
});

describe("nextOccasionDay", () => {
  it("is today on the day, and next year's once it has passed", () => {
    expect(nextOccasionDay(valentines.date, "2027-02-14")).toBe("2027-02-14");
    expect(nextOccasionDay(valentines.date, "2027-02-15")).toBe("2028-02-14");
    expect(nextOccasionDay(eid.date, "2027-03-11")).toBe("2028-02-27");
    expect(nextOccasionDay(eid.date, "2028-02-28")).toBeNull();
  });
});

describe("occasionAt", () => {
  it("shows an occasion from its window's first day to the end of its day, in Dhaka's calendar", () => {
    expect(occasionAt(valentines, dhaka("2027-02-03", "23:59"), rules)).toBeNull();
    expect(occasionAt(valentines, dhaka("2027-02-04", "00:00"), rules)?.day).toBe("2027-02-14");
    expect(occasionAt(valentines, dhaka("2027-02-14", "23:59"), rules)?.day).toBe("2027-02-14");
    expect(occasionAt(valentines, dhaka("2027-02-15", "00:00"), rules)).toBeNull();
    // 20:00 UTC on the 14th is already the 15th in Dhaka.
    expect(occasionAt(valentines, Date.parse("2027-02-14T20:00:00Z"), rules)).toBeNull();
  });

  it("is never shown after its day, nor more days before it than it says", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse("2026-01-01"), max: Date.parse("2030-01-01") }),
        fc.integer({ min: 0, max: 60 }),
        (now, showDaysBefore) => {
          const shown = occasionAt({ ...valentines, showDaysBefore }, now, rules);
          if (shown === null) return;
          const today = new Date(now + 6 * 3600_000).toISOString().slice(0, 10);
          expect(shown.day >= today).toBe(true);
          expect(addDays(shown.day, -showDaysBefore) <= today).toBe(true);
        },
      ),
    );
  });
});

describe("shownWithin", () => {
  it("is true from the day before its window opens less the days given, to its day", () => {
    // Valentine's window opens on 4 February.
    expect(shownWithin(valentines, dhaka("2027-01-04", "12:00"), 30)).toBe(false);
    expect(shownWithin(valentines, dhaka("2027-01-05", "00:00"), 30)).toBe(true);
    expect(shownWithin(valentines, dhaka("2027-02-14", "23:59"), 0)).toBe(true);
    expect(shownWithin(valentines, dhaka("2027-02-15", "00:00"), 30)).toBe(false);
    // A year's window is always within a year and a window's days of any moment.
    expect(shownWithin(valentines, dhaka("2027-02-15", "00:00"), 365)).toBe(true);
  });

  it("is false for a day of the owner's list once its last day has passed", () => {
    expect(shownWithin(eid, dhaka("2028-01-01", "12:00"), 90)).toBe(true);
    expect(shownWithin(eid, dhaka("2028-02-28", "12:00"), 3650)).toBe(false);
  });

  it("agrees with occasionAt when no days are given", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse("2026-01-01"), max: Date.parse("2030-01-01") }),
        (now) => {
          expect(shownWithin(mothersDay, now, 0)).toBe(occasionAt(mothersDay, now, rules) !== null);
        },
      ),
    );
  });
});

describe("currentOccasion", () => {
  it("leads with the nearest of those shown", () => {
    const all = [mothersDay, eid, valentines];
    expect(currentOccasion(all, dhaka("2027-02-10", "12:00"), rules)?.slug).toBe("valentines-day");
    // Eid's window (14 days) opens on 24 February, Valentine's Day is over.
    expect(currentOccasion(all, dhaka("2027-03-01", "12:00"), rules)?.slug).toBe("eid-al-fitr");
    expect(currentOccasion(all, dhaka("2027-04-01", "12:00"), rules)).toBeNull();
  });
});

describe("a day that follows the moon", () => {
  const moonEid: OccasionTiming = { ...eid, moon: true };

  it("is delivered the evening before by the shop's rule, Dhaka orders closing at 3 pm on চাঁদরাত", () => {
    const on = occasionAt(moonEid, dhaka("2027-03-01", "12:00"), rules);
    expect(on?.day).toBe("2027-03-10");
    expect(on?.deliverOn).toBe("2027-03-09");
    const city = on?.deadlines.dhakaCity;
    expect(city?.day).toBe("2027-03-09");
    expect(city && canStillOrder(city, dhaka("2027-03-09", "14:59"))).toBe(true);
    expect(city && canStillOrder(city, dhaka("2027-03-09", "15:00"))).toBe(false);
    // To arrive by Tuesday 9 March outside Dhaka city: sent Saturday 6th (Friday closed), ordered by the 5th.
    expect(on?.deadlines.elsewhere.sendDay).toBe("2027-03-06");
    expect(on?.deadlines.elsewhere.day).toBe("2027-03-05");
  });

  it("keeps the occasion's own day of delivery over the shop's, and a day without the moon on the day", () => {
    expect(
      occasionAt({ ...moonEid, deliverDaysBefore: 0 }, dhaka("2027-03-01", "12:00"), rules),
    ).toMatchObject({ deliverOn: "2027-03-10", deadlines: { dhakaCity: { day: "2027-03-10" } } });
    expect(
      occasionAt({ ...moonEid, deliverDaysBefore: 2 }, dhaka("2027-03-01", "12:00"), rules)
        ?.deliverOn,
    ).toBe("2027-03-08");
    expect(occasionAt(eid, dhaka("2027-03-01", "12:00"), rules)?.deliverOn).toBe("2027-03-10");
    expect(daySaid(moonEid, "2027-03-10", { moonDayDeliverDaysBefore: 0 })).toEqual({
      moon: true,
      daysBefore: 0,
      deliverOn: "2027-03-10",
    });
  });

  it("is still shown on Eid day itself, with every deadline passed", () => {
    const on = occasionAt(moonEid, dhaka("2027-03-10", "09:00"), rules);
    expect(on?.day).toBe("2027-03-10");
    const now = dhaka("2027-03-10", "09:00");
    expect(on && canStillOrder(on.deadlines.dhakaCity, now)).toBe(false);
    expect(on && canStillOrder(on.deadlines.elsewhere, now)).toBe(false);
  });
});

describe("two gift days on the same day", () => {
  const falgun: OccasionTiming = {
    slug: "pohela-falgun",
    date: { kind: "fixed", month: 2, day: 14 },
    showDaysBefore: 7,
  };

  it("leads with the one shown longer before it (Valentine's Day), whichever is listed first", () => {
    const now = dhaka("2027-02-10", "12:00");
    expect(currentOccasion([falgun, valentines], now, rules)?.slug).toBe("valentines-day");
    expect(currentOccasion([valentines, falgun], now, rules)?.slug).toBe("valentines-day");
    // Shown as long, the one listed first.
    const asLong = { ...falgun, showDaysBefore: valentines.showDaysBefore };
    expect(currentOccasion([asLong, valentines], now, rules)?.slug).toBe("pohela-falgun");
  });
});

describe("a month ahead, as the shop shows gift days unless an occasion says otherwise", () => {
  const month = defaultShowDaysBefore;
  const christmas: OccasionTiming = {
    slug: "christmas",
    date: { kind: "fixed", month: 12, day: 25 },
    showDaysBefore: month,
  };
  const all = [
    christmas,
    { ...valentines, showDaysBefore: month },
    { ...eid, showDaysBefore: month },
  ];

  it("shows Christmas on 2 December, with its last day to order for outside Dhaka city", () => {
    const shown = currentOccasion(all, dhaka("2026-12-02", "12:00"), rules);
    expect(shown?.slug).toBe("christmas");
    expect(shown?.day).toBe("2026-12-25");
    // Christmas 2026 is a Friday: sent by Monday 21st, ordered by Sunday 20th.
    expect(shown?.deadlines.elsewhere.day).toBe("2026-12-20");
  });

  it("shows Valentine's Day on 20 January, and nothing on 26 December", () => {
    expect(currentOccasion(all, dhaka("2027-01-20", "12:00"), rules)?.slug).toBe("valentines-day");
    expect(currentOccasion(all, dhaka("2026-12-26", "12:00"), rules)).toBeNull();
  });

  it("keeps to an occasion's own setting of 10 days", () => {
    const tenDays = [{ ...christmas, showDaysBefore: 10 }];
    expect(currentOccasion(tenDays, dhaka("2026-12-14", "23:59"), rules)).toBeNull();
    expect(currentOccasion(tenDays, dhaka("2026-12-15", "00:00"), rules)?.slug).toBe("christmas");
  });
});
