import { shop } from "../data/shop";
import { dateParts } from "../lib/calendar/dhaka-calendar";
import { monthNames, weekdayNames, type DaySaid } from "../lib/occasions/occasion-dates";
import { hour } from "./en-policies";

const weekdays = weekdayNames;
const months = monthNames;

/** "Sunday 14 February": an occasion's day, whose year is plain from the season. */
function day(date: string): string {
  const { month, day, weekday } = dateParts(date);
  return `${weekdays[weekday] ?? ""} ${day} ${months[month - 1] ?? ""}`;
}

/** "Tue 9 Feb": a deadline, short enough for one line on a phone. */
function shortDay(date: string): string {
  const { month, day, weekday } = dateParts(date);
  return `${weekdays[weekday]?.slice(0, 3) ?? ""} ${day} ${months[month - 1]?.slice(0, 3) ?? ""}`;
}

/** "25 Dec": a gift day in a menu's line. */
function dayMonth(date: string): string {
  const { month, day } = dateParts(date);
  return `${day} ${months[month - 1]?.slice(0, 3) ?? ""}`;
}

/** A last moment to order, or null once it has passed. */
type Last = { day: string; hour: number | null } | null;

const by = (last: { day: string; hour: number | null }) =>
  last.hour === null ? shortDay(last.day) : `${hour(last.hour)} ${shortDay(last.day)}`;

/** A day that follows the moon is said as expected: it may move by a day. */
const expected = (said: { moon?: boolean } | undefined) => (said?.moon ? "expected " : "");

/** Gifts delivered before their day (the evening before Eid): how long before, or null. */
const before = (said: DaySaid | undefined) =>
  !said || said.daysBefore === 0
    ? null
    : said.daysBefore === 1
      ? "the day before"
      : `${said.daysBefore} days before`;

/** "Gifts arrive a day early, by Tue 9 Mar.": the day the deadlines that follow are for. */
const early = (said: DaySaid) =>
  `Gifts arrive ${said.daysBefore === 1 ? "a day" : `${said.daysBefore} days`} early, by ${shortDay(said.deliverOn)}.`;

export const occasionMessages = {
  day,
  heading: (name: string, date: string, said?: { moon?: boolean }) =>
    `${name}${said?.moon ? " (expected)" : ""}, ${day(date)}`,
  /**
   * What a shopper can still order for delivery on the day, inside and outside Dhaka city; for a
   * day whose gifts arrive before it, for that day.
   */
  deadlines: (city: Last, elsewhere: Last, said?: DaySaid) => {
    if (said && said.daysBefore > 0) {
      if (city && elsewhere) {
        return `${early(said)} Order by ${by(city)} in Dhaka city, by ${by(elsewhere)} elsewhere.`;
      }
      if (city) return `${early(said)} Order by ${by(city)} in Dhaka city; too late now elsewhere.`;
      return "Too late now to order for delivery before the day.";
    }
    if (city && elsewhere) {
      return `Order by ${by(city)} for delivery on the day in Dhaka city, by ${by(elsewhere)} elsewhere.`;
    }
    if (city) {
      return `Order by ${by(city)} for delivery on the day in Dhaka city. Too late now for delivery on the day outside Dhaka city.`;
    }
    return "Too late now to order for delivery on the day; a gift ordered now arrives after it.";
  },
  /** Under the deadlines of a day that follows the moon. */
  moonNote: (name: string) =>
    `${name}'s date depends on the moon being sighted; if it moves by a day, we will call you to settle the delivery day.`,
  /** The same for one gift, on its page. */
  giftLine: (name: string, date: string, city: Last, elsewhere: Last, said?: DaySaid) => {
    const label = `${name} (${expected(said)}${shortDay(date)})`;
    const ahead = before(said);
    if (!city) return `Too late now for delivery ${ahead ? "before" : "on"} ${label}.`;
    return `For ${label}${ahead ? `, delivered ${ahead}` : ""}: order by ${by(city)} in Dhaka city${elsewhere ? `, by ${by(elsewhere)} elsewhere` : "; too late now elsewhere"}.`;
  },
  seeGifts: (name: string) => `See ${name} gifts`,
  giftsHeading: (name: string) => `Gifts for ${name}`,
  /** Above a gift day's cards, for those who move by headings: the cards' titles are h3. */
  giftsListHeading: "The gifts",
  /** Below an occasion's cards when it features more gifts than its page shows. */
  moreGifts: (shown: number, total: number) =>
    `These are ${shown} of its ${total} gifts. Find the others in:`,
  moreGiftsEverywhere: (shown: number, total: number) =>
    `These are ${shown} of its ${total} gifts. Find the others among all our gifts:`,
  metaDescription: (name: string, blurb: string) => `${name} gifts from ${shop.name}. ${blurb}`,
  notSetYet: "Its next day is not given here yet; call us and we will tell you by when to order.",
  lastMoment: "The last moment to order",
  /** The order form: the day offered for the chosen area, or that it is too late there. */
  offerCity: (name: string, date: string, said?: DaySaid) =>
    `Deliver ${before(said) ?? "on"} ${name} (${expected(said)}${shortDay(date)})`,
  /** Outside the city the date is the day it arrives by, so the day itself is offered. */
  offerElsewhere: (name: string, date: string, said?: DaySaid) => {
    const ahead = before(said);
    return `Arrive by ${ahead ? `${ahead} ` : ""}${name} (${expected(said)}${shortDay(date)})`;
  },
  /** Under the date field and its hint: the earliest day said, as "below" pointed the wrong way. */
  tooLateCity: (name: string, earliest: string, said?: DaySaid) =>
    `Too late now for delivery ${before(said) ? "before" : "on"} ${name} inside Dhaka city; the earliest we can bring it now is ${shortDay(earliest)}.`,
  tooLateElsewhere: (name: string, said?: DaySaid) =>
    `Too late now for a gift sent outside Dhaka city to arrive ${before(said) ? "before" : "by"} ${name}.`,
  notFoundTitle: "Occasion not found",
  notFoundText: "We could not find that occasion. Browse all our gifts instead.",
  /** Home and the menu: the next gift day, short ("Christmas · 25 Dec"). */
  nextDay: (name: string, date: string, said?: { moon?: boolean }) =>
    `${name} · ${expected(said)}${dayMonth(date)}`,
  menuHeading: "Next gift day",
  /** The first last moment still ahead, in a line: outside Dhaka city's comes first. */
  orderBy: (city: Last, elsewhere: Last) =>
    elsewhere
      ? `Order by ${shortDay(elsewhere.day)} outside Dhaka city`
      : city
        ? `Order by ${by(city)} in Dhaka city`
        : "Ordered now, a gift will not arrive in time",
  /** A gift day's page when the owner's intro names a gift that is sold out. */
  plainIntro: (name: string) => `Gifts chosen for ${name}, delivered to the door.`,
  /** A gift's page, opened from a gift day's: the way back to it. */
  backTo: (name: string) => `${name} gifts`,
};
