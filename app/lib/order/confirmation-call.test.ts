import { describe, expect, it } from "vitest";
import { confirmationCallBy } from "./confirmation-call";

// 11:00 in Dhaka on 23 November 2026 (05:00 UTC).
const now = new Date("2026-11-23T05:00:00Z");

describe("confirmationCallBy", () => {
  it("is the start of the chosen delivery window on the chosen day", () => {
    expect(confirmationCallBy({ date: "2026-11-24", time: "10-13" }, now)).toEqual({
      date: "2026-11-24",
      hour: 10,
    });
    expect(confirmationCallBy({ date: "2026-11-23", time: "13-17" }, now)).toEqual({
      date: "2026-11-23",
      hour: 13,
    });
  });

  it("is the start of the day's last window when any time will do", () => {
    expect(confirmationCallBy({ date: "2026-11-23", time: "any" }, now)).toEqual({
      date: "2026-11-23",
      hour: 17,
    });
  });

  it("is null once that moment has come: the shopper should call now", () => {
    expect(confirmationCallBy({ date: "2026-11-23", time: "10-13" }, now)).toBeNull();
    expect(
      confirmationCallBy({ date: "2026-11-23", time: "13-17" }, new Date("2026-11-23T07:00:00Z")),
    ).toBeNull();
    expect(confirmationCallBy({ date: "2026-11-22", time: "any" }, now)).toBeNull();
  });

  it("reads the day and the hour in Dhaka, whatever the device's time zone", () => {
    // 23:30 UTC on 22 November is 05:30 on 23 November in Dhaka.
    const lateInLondon = new Date("2026-11-22T23:30:00Z");
    expect(confirmationCallBy({ date: "2026-11-23", time: "10-13" }, lateInLondon)).toEqual({
      date: "2026-11-23",
      hour: 10,
    });
    expect(confirmationCallBy({ date: "2026-11-22", time: "17-21" }, lateInLondon)).toBeNull();
  });
});
