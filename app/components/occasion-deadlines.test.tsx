import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeCart } from "../../tests/component/device";
import { pages } from "../../tests/component/pages";
import { editions, renderInEdition, renderPage } from "../../tests/component/render";
import { saying } from "../../tests/component/reading";
import { editionOccasionNames } from "~/content/edition-occasions";
import { OccasionDeadlines } from "./occasion-deadlines";

/*
 * An occasion where the shopper decides, in both editions, before, during and after its last
 * moments to order, with the device's clock (and zone) faked: Home, its own page, a gift's page
 * and the order form. Valentine's Day 2027 is Sunday 14 February: inside Dhaka city by 3 pm that
 * day, elsewhere by the end of Tuesday 9 February (Wed 10, Thu 11, Sat 13 are the journey's days).
 */

const originalZone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = originalZone;
});

/** The device's clock at a moment in Dhaka (UTC+6); only Date, so the page's waits still run. */
function clockAt(dhakaTime: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${dhakaTime}:00+06:00`));
}

describe.each(editions)("Valentine's Day ($locale)", ({ locale, t }) => {
  const o = t.occasions;
  const name = locale === "bn" ? "ভালোবাসা দিবস" : "Valentine's Day";
  const heading = o.heading(name, "2027-02-14");
  const both = o.deadlines({ day: "2027-02-14", hour: 15 }, { day: "2027-02-09", hour: null });
  const prefix = locale === "bn" ? "/bn" : "";

  const valentines = editionOccasionNames(locale).find((item) => item.slug === "valentines-day");
  if (!valentines) throw new Error("The demo shop has Valentine's Day");
  const always = { ...valentines, showDaysBefore: 366 };

  it("the prerendered card holds what held as the site was built, unseen, and fits its words", () => {
    clockAt("2027-02-09T12:00");
    const built = renderInEdition(
      <OccasionDeadlines occasion={always} builtAt={Date.parse("2027-01-20T12:00:00+06:00")} />,
      { locale, started: false },
    );
    const card = built.container.firstElementChild;
    expect(card?.getAttribute("aria-hidden")).toBe("true");
    expect(card?.className).toContain("invisible");
    // A height kept for a heading of two lines left the Bangla card 55 px of nothing.
    expect(card?.className).not.toMatch(/min-h-/);
    expect(card?.textContent).toContain(heading);
    expect(screen.queryByRole("region")).toBeNull();
    built.unmount();
    renderInEdition(<OccasionDeadlines occasion={always} builtAt={Date.now()} />, { locale });
    const region = screen.getByRole("region", { name: heading });
    expect(region.className).not.toMatch(/min-h-|invisible/);
    expect(region.textContent).toContain(both);
  });

  it("Home's hero is the gift day's, with its picture and its first last moment, on a phone set to another zone", async () => {
    process.env.TZ = "America/New_York";
    clockAt("2027-02-09T12:00");
    renderPage(pages.home, { locale });
    const title = await screen.findByRole("heading", { level: 1, name: o.giftsHeading(name) });
    const hero = title.closest("section") ?? document.body;
    expect(hero.textContent).toContain(heading);
    await within(hero).findByText(
      saying(o.orderBy({ day: "2027-02-14", hour: 15 }, { day: "2027-02-09", hour: null })),
    );
    expect(hero.querySelector("img")?.getAttribute("src")).toContain("occasions/valentines-day");
    expect(screen.getByRole("link", { name: o.seeGifts(name) }).getAttribute("href")).toBe(
      `${prefix}/occasion/valentines-day`,
    );
    // The gift day's hero replaces the shop's: there is one h1, and no card above it.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole("region", { name: heading })).toBeNull();
  });

  it("Home stops promising delivery elsewhere, then on the day, as each deadline passes", async () => {
    clockAt("2027-02-10T00:00");
    const first = renderPage(pages.home, { locale });
    const hero =
      (await screen.findByRole("heading", { level: 1, name: o.giftsHeading(name) })).closest(
        "section",
      ) ?? document.body;
    await within(hero).findByText(saying(o.orderBy({ day: "2027-02-14", hour: 15 }, null)));
    first.unmount();
    clockAt("2027-02-14T15:00");
    const second = renderPage(pages.home, { locale });
    const late =
      (await screen.findByRole("heading", { level: 1, name: o.giftsHeading(name) })).closest(
        "section",
      ) ?? document.body;
    await within(late).findByText(o.orderBy(null, null));
    second.unmount();
    // The day after, Home leads with the next gift day: Eid al-Fitr, 10 March, 23 days on.
    clockAt("2027-02-15T09:00");
    renderPage(pages.home, { locale });
    const eid = locale === "bn" ? "ঈদুল ফিতর" : "Eid al-Fitr";
    await screen.findByRole("heading", { level: 1, name: o.giftsHeading(eid) });
    expect(screen.queryByRole("link", { name: o.seeGifts(name) })).toBeNull();
  });

  it("its page lists its gifts, and the deadlines once the device's clock is read", async () => {
    clockAt("2027-01-20T12:00");
    renderPage(pages.occasion, { locale, path: "/occasion/valentines-day" });
    expect(
      await screen.findByRole("heading", { level: 1, name: o.giftsHeading(name) }),
    ).toBeInTheDocument();
    const region = await screen.findByRole("region", { name: heading });
    expect(region.textContent).toContain(both);
    // Its cards' titles (h3) sit under a heading of their own, whether or not the clock is read.
    const headings = screen.getAllByRole("heading").map((h) => Number(h.tagName.slice(1)));
    screen.getByRole("heading", { level: 2, name: o.giftsListHeading });
    expect(headings.indexOf(2)).toBeLessThan(headings.indexOf(3));
    // The rose (8), the bottle (6), the clock (3): named gifts and anniversary gifts.
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
  });

  it("a featured gift's page says by when to order it; an unfeatured one says nothing of it", async () => {
    clockAt("2027-02-09T12:00");
    const line = o.giftLine(
      name,
      "2027-02-14",
      { day: "2027-02-14", hour: 15 },
      { day: "2027-02-09", hour: null },
    );
    const rose = renderPage(pages.product, { locale, path: "/product/8" });
    const region = await screen.findByRole("region", { name: t.product.delivery });
    await waitFor(() => expect(region.textContent).toContain(line));
    rose.unmount();
    renderPage(pages.product, { locale, path: "/product/9" });
    await screen.findByRole("link", { name: t.header.badgeItems(t.header.cart, 0) });
    expect(screen.getByRole("region", { name: t.product.delivery }).textContent).not.toContain(
      name,
    );
  });

  it("the order form offers the day for the chosen area, and says when it is too late", async () => {
    clockAt("2027-02-09T12:00");
    // The cushion is an anniversary gift, which Valentine's Day features: the form starts on it.
    storeCart([{ productId: 7, quantity: 1 }]);
    const labels = t.ordering.orderPage.labels;
    const { user, unmount } = renderPage(pages.order, { locale });
    await user.click(
      await screen.findByRole("button", { name: t.ordering.orderPage.changeDateLabel }),
    );
    expect(screen.getByLabelText<HTMLInputElement>(labels.date).value).toBe("2027-02-14");
    await user.click(screen.getByRole("button", { name: o.offerCity(name, "2027-02-14") }));
    expect(screen.getByLabelText<HTMLInputElement>(labels.date).value).toBe("2027-02-14");
    // Outside the city the date is the day it arrives by: the day itself, sent in time.
    const district = locale === "bn" ? "চট্টগ্রাম" : "Chattogram";
    await user.selectOptions(screen.getByLabelText(labels.area), district);
    const offer = screen.getByRole("button", { name: o.offerElsewhere(name, "2027-02-14") });
    expect(offer.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByLabelText<HTMLInputElement>(t.ordering.orderPage.arrivesBy).value).toBe(
      "2027-02-14",
    );
    unmount();

    clockAt("2027-02-14T15:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    const later = renderPage(pages.order, { locale });
    await later.user.selectOptions(
      await screen.findByLabelText(labels.area),
      t.ordering.orderPage.insideDhakaCity,
    );
    // The earliest day is said: "the date below" pointed at the time field under it.
    await screen.findByText(saying(o.tooLateCity(name, "2027-02-15")));
    expect(screen.queryByRole("button", { name: o.offerCity(name, "2027-02-14") })).toBeNull();
  });
});
