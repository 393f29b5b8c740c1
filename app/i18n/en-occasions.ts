import { shop } from "../data/shop";
import { dateParts } from "../lib/order/delivery-date";
import { monthNames, weekdayNames } from "../lib/occasions/occasion-dates";
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

export const occasionMessages = {
  day,
  heading: (name: string, date: string) => `${name}, ${day(date)}`,
  /** What a shopper can still order for delivery on the day, inside and outside Dhaka city. */
  deadlines: (city: Last, elsewhere: Last) => {
    if (city && elsewhere) {
      return `Order by ${by(city)} for delivery on the day in Dhaka city, by ${by(elsewhere)} elsewhere.`;
    }
    if (city) {
      return `Order by ${by(city)} for delivery on the day in Dhaka city. Too late now for delivery on the day outside Dhaka city.`;
    }
    return "Too late now to order for delivery on the day; a gift ordered now arrives after it.";
  },
  /** The same for one gift, on its page. */
  giftLine: (name: string, date: string, city: Last, elsewhere: Last) =>
    city
      ? `For ${name} (${shortDay(date)}): order by ${by(city)} in Dhaka city${elsewhere ? `, by ${by(elsewhere)} elsewhere` : "; too late now elsewhere"}.`
      : `Too late now for delivery on ${name} (${shortDay(date)}).`,
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
  offerCity: (name: string, date: string) => `Deliver on ${name} (${shortDay(date)})`,
  /** Outside the city the date is the day it arrives by, so the day itself is offered. */
  offerElsewhere: (name: string, date: string) => `Arrive by ${name} (${shortDay(date)})`,
  /** Under the date field and its hint: the earliest day said, as "below" pointed the wrong way. */
  tooLateCity: (name: string, earliest: string) =>
    `Too late now for delivery on ${name} inside Dhaka city; the earliest we can bring it now is ${shortDay(earliest)}.`,
  tooLateElsewhere: (name: string) =>
    `Too late now for a gift sent outside Dhaka city to arrive by ${name}.`,
  notFoundTitle: "Occasion not found",
  notFoundText: "We could not find that occasion. Browse all our gifts instead.",
  /** Home and the menu: the next gift day, short ("Christmas · 25 Dec"). */
  nextDay: (name: string, date: string) => `${name} · ${dayMonth(date)}`,
  menuHeading: "Next gift day",
  /** The first last moment still ahead, in a line: outside Dhaka city's comes first. */
  orderBy: (city: Last, elsewhere: Last) =>
    elsewhere
      ? `Order by ${shortDay(elsewhere.day)} outside Dhaka city`
      : city
        ? `Order by ${by(city)} in Dhaka city`
        : "Too late now for delivery on the day",
  /** A gift day's page when the owner's intro names a gift that is sold out. */
  plainIntro: (name: string) => `Gifts chosen for ${name}, delivered to the door.`,
  /** A gift's page, opened from a gift day's: the way back to it. */
  backTo: (name: string) => `${name} gifts`,
};
