import { afterEach, beforeEach, vi } from "vitest";

/**
 * For every test of the file that calls it: the device's clock on 5 January 2027 in Dhaka, when
 * no gift day is within a month, so that Home has the shop's own hero whatever day the tests run
 * (inside a gift day's window, its hero is the gift day's). Only Date, so the page's waits run.
 */
export function onADayWithNoGiftDay() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-05T12:00:00+06:00"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * For every test of the file that calls it: the device's clock at `moment`. Only Date, so the
 * page's waits run.
 */
export function clockFixedAt(moment: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(moment));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
