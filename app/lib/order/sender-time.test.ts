import { describe, expect, it } from "vitest";
import { dhakaMoment } from "../calendar/dhaka-calendar";
import { dailyHourElsewhere, hourElsewhere, wallTimeIn } from "./sender-time";

// The same-day cut-off, 3 pm in Dhaka: 09:00 UTC all year, as Bangladesh keeps no summer time.
const cutoff = 15;
const winterDay = "2026-11-23";
const summerDay = "2027-06-15";

describe("the same-day cut-off on the sender's clock", () => {
  it.each([
    ["Europe/London", winterDay, { hour: 9, minute: 0, day: "same" }],
    ["Europe/London", summerDay, { hour: 10, minute: 0, day: "same" }],
    ["America/New_York", winterDay, { hour: 4, minute: 0, day: "same" }],
    ["America/New_York", summerDay, { hour: 5, minute: 0, day: "same" }],
    ["Asia/Dubai", winterDay, { hour: 13, minute: 0, day: "same" }],
    ["Asia/Kuala_Lumpur", winterDay, { hour: 17, minute: 0, day: "same" }],
    ["Asia/Riyadh", winterDay, { hour: 12, minute: 0, day: "same" }],
    ["Asia/Kolkata", winterDay, { hour: 14, minute: 30, day: "same" }],
    ["Pacific/Honolulu", winterDay, { hour: 23, minute: 0, day: "before" }],
  ] as const)("in %s on %s is %o", (zone, today, expected) => {
    expect(dailyHourElsewhere(zone, today, cutoff)).toEqual(expected);
  });

  it("falls the next day where the phone is far ahead: 8 pm in Dhaka is 3 am in Auckland", () => {
    expect(dailyHourElsewhere("Pacific/Auckland", winterDay, 20)).toEqual({
      hour: 3,
      minute: 0,
      day: "after",
    });
  });

  it.each([["Asia/Dhaka"], ["Asia/Thimphu"], [null], ["Not/A_Zone"]])(
    "says nothing more where the phone reads Dhaka's time or no zone (%s)",
    (zone) => {
      expect(dailyHourElsewhere(zone, winterDay, cutoff)).toBeNull();
    },
  );
});

describe("the confirmation call on the sender's clock", () => {
  // Sent at noon in Dhaka; the shop will have called by 2 pm.
  const now = new Date("2026-11-23T06:00:00Z");
  const by = { date: winterDay, hour: 14 };

  it.each([
    ["Europe/London", { date: winterDay, hour: 8, minute: 0 }, winterDay],
    ["America/New_York", { date: winterDay, hour: 3, minute: 0 }, winterDay],
    ["Asia/Dubai", { date: winterDay, hour: 12, minute: 0 }, winterDay],
    ["Asia/Kuala_Lumpur", { date: winterDay, hour: 16, minute: 0 }, winterDay],
    // Still the evening before in California as the order goes: the call comes at midnight.
    ["America/Los_Angeles", { date: winterDay, hour: 0, minute: 0 }, "2026-11-22"],
  ] as const)("in %s is %o, said against the phone's today", (zone, at, today) => {
    expect(hourElsewhere(zone, by, now)).toEqual({ at, today });
  });

  it("says nothing more in Dhaka", () => {
    expect(hourElsewhere("Asia/Dhaka", by, now)).toBeNull();
    expect(hourElsewhere(null, by, now)).toBeNull();
  });
});

describe("wallTimeIn", () => {
  it("reads a moment on a zone's clock", () => {
    expect(wallTimeIn("Europe/London", dhakaMoment("2027-03-28", 8))).toEqual({
      date: "2027-03-28",
      hour: 3,
      minute: 0,
    });
  });
});
