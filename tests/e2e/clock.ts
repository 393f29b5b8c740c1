/**
 * 5 January 2027 in Dhaka, when no gift day is within a month: Home has the shop's own hero, as
 * tests of the hero and of Home's first screen expect, whatever day they run (inside a gift
 * day's window, Home's hero is the gift day's; occasions.spec.ts tests that).
 */
export const dayWithNoGiftDay = new Date("2027-01-05T12:00:00+06:00");
