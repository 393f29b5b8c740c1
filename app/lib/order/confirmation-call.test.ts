import { describe, expect, it } from "vitest";
import { confirmationCallBy } from "./confirmation-call";

/** A moment written in Dhaka time (UTC+6). */
const dhaka = (dateTime: string) => new Date(`${dateTime}:00+06:00`);

const allDay = { from: 0, to: 24 };
const tenToEight = { from: 10, to: 20 };

describe("confirmationCallBy", () => {
  it("is two hours after the order, not the delivery day: a Valentine's gift ordered a week ahead", () => {
    const order = { date: "2027-02-14", time: "17-21" };
    const noonSaturday = dhaka("2027-02-06T12:00");
    expect(confirmationCallBy(order, noonSaturday, tenToEight)).toEqual({
      date: "2027-02-06",
      hour: 14,
    });
    expect(confirmationCallBy(order, noonSaturday, allDay)).toEqual({
      date: "2027-02-06",
      hour: 14,
    });
  });

  it("promises the next whole hour", () => {
    expect(
      confirmationCallBy({ date: "2027-02-14", time: "any" }, dhaka("2027-02-06T12:20"), allDay),
    ).toEqual({ date: "2027-02-06", hour: 15 });
  });

  it("counts only the shop's calling hours: an order at 11 pm is called the next morning", () => {
    const order = { date: "2027-02-14", time: "10-13" };
    expect(confirmationCallBy(order, dhaka("2027-02-06T23:00"), tenToEight)).toEqual({
      date: "2027-02-07",
      hour: 12,
    });
    // Before calls start, from when they do.
    expect(confirmationCallBy(order, dhaka("2027-02-07T06:45"), tenToEight)).toEqual({
      date: "2027-02-07",
      hour: 12,
    });
    // Half an hour before closing: the other hour and a half the next morning.
    expect(confirmationCallBy(order, dhaka("2027-02-06T19:30"), tenToEight)).toEqual({
      date: "2027-02-07",
      hour: 12,
    });
    // A shop that answers around the clock calls in the night.
    expect(confirmationCallBy(order, dhaka("2027-02-06T23:00"), allDay)).toEqual({
      date: "2027-02-07",
      hour: 1,
    });
  });

  it("comes before a same-day delivery window that starts soon", () => {
    expect(
      confirmationCallBy({ date: "2027-02-06", time: "13-17" }, dhaka("2027-02-06T12:30"), allDay),
    ).toEqual({ date: "2027-02-06", hour: 13 });
    // 'Any time' may be delivered as late as the last window.
    expect(
      confirmationCallBy({ date: "2027-02-06", time: "any" }, dhaka("2027-02-06T16:00"), allDay),
    ).toEqual({ date: "2027-02-06", hour: 17 });
  });

  it("is the last calling hour before a window that starts before calls do", () => {
    expect(
      confirmationCallBy({ date: "2027-02-07", time: "10-13" }, dhaka("2027-02-06T19:30"), {
        from: 11,
        to: 20,
      }),
    ).toEqual({ date: "2027-02-06", hour: 20 });
  });

  it("is null once that moment is not ahead: the shopper should call now", () => {
    expect(
      confirmationCallBy({ date: "2027-02-06", time: "13-17" }, dhaka("2027-02-06T13:10"), allDay),
    ).toBeNull();
    expect(
      confirmationCallBy({ date: "2027-02-05", time: "any" }, dhaka("2027-02-06T09:00"), allDay),
    ).toBeNull();
    // Calls closed until after the window has started.
    expect(
      confirmationCallBy({ date: "2027-02-07", time: "10-13" }, dhaka("2027-02-06T21:00"), {
        from: 11,
        to: 20,
      }),
    ).toBeNull();
  });

  it("reads the day and the hour in Dhaka, whatever the device's time zone", () => {
    // 23:30 UTC on 5 February is 05:30 on 6 February in Dhaka.
    expect(
      confirmationCallBy(
        { date: "2027-02-14", time: "10-13" },
        new Date("2027-02-05T23:30:00Z"),
        tenToEight,
      ),
    ).toEqual({ date: "2027-02-06", hour: 12 });
  });

  it("reads the shop's own calling hours when given none", () => {
    // The demo shop answers around the clock (content/shop.yaml).
    expect(
      confirmationCallBy({ date: "2027-02-14", time: "10-13" }, dhaka("2027-02-06T23:00")),
    ).toEqual({ date: "2027-02-07", hour: 1 });
  });
});
