import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeCart, storeRaw } from "../../tests/component/device";
import { pages } from "../../tests/component/pages";
import { descriptionOf, saying } from "../../tests/component/reading";
import { editions, renderPage } from "../../tests/component/render";

/*
 * The photo cushion is an anniversary gift, which Valentine's Day features.
 *
 * The order's date as the shopper meets it, in both editions (docs/product.md 8.2): the gift day the
 * form starts on, said in words; any date echoed in words; outside Dhaka city the day it arrives
 * by and the day it leaves; and a change of area that moves a date it can no longer meet, saying
 * so. The clock is Dhaka's: Saturday 6 February 2027, eight days before Valentine's Day, and
 * Wednesday 2 December 2026, the day of the review.
 */

afterEach(() => {
  vi.useRealTimers();
});

function clockAt(dhakaTime: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${dhakaTime}:00+06:00`));
}

/** An order form left on the device: its date, and the date the form had chosen itself. */
function storeDraft(date: string, dateStartedOn: string) {
  storeRaw(
    "upohar.order-draft",
    JSON.stringify({
      v: 1,
      data: { reference: "UP-7K3M9Q", values: { area: "dhaka-city", date }, dateStartedOn },
    }),
  );
}

/**
 * The date field once it shows `value`, as the shopper first sees it. The form sets the date it
 * starts on in a layout effect, and React renders it in a microtask, before the browser paints;
 * findBy, woken by the field's insertion, can resolve before that render, and a test typing then
 * types into a field React is about to overwrite.
 */
async function dateFieldShowing(label: string, value: string): Promise<HTMLInputElement> {
  return waitFor(() => {
    const field = screen.getByLabelText<HTMLInputElement>(label);
    expect(field.value).toBe(value);
    return field;
  });
}

describe.each(editions)("the order's date ($locale)", ({ locale, t }) => {
  const text = t.ordering.orderPage;
  const valentines = locale === "bn" ? "ভালোবাসা দিবস" : "Valentine's Day";
  const chattogram = locale === "bn" ? "চট্টগ্রাম" : "Chattogram";

  it("starts on Valentine's Day for an anniversary gift, in words, until 'change' opens the field", async () => {
    clockAt("2027-02-06T12:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    await screen.findByText(text.giftDay("2027-02-14", valentines));
    expect(screen.queryByLabelText(text.labels.date, { selector: "input" })).toBeNull();
    await user.click(screen.getByRole("button", { name: text.changeDateLabel }));
    const date = screen.getByLabelText<HTMLInputElement>(text.labels.date);
    expect(document.activeElement).toBe(date);
    expect(date.value).toBe("2027-02-14");
    expect(descriptionOf(date)).toContain(text.dayInWords("2027-02-14"));
  });

  it("starts on the day a link names, and quietly on today for one it does not know", async () => {
    clockAt("2026-12-02T11:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    const named = renderPage(pages.order, { locale, path: "/order?occasion=valentines-day" });
    await screen.findByText(text.giftDay("2027-02-14", valentines));
    named.unmount();

    // The form had chosen Valentine's Day itself: without the link it starts on today again.
    renderPage(pages.order, { locale, path: "/order?occasion=no-such-day" });
    await dateFieldShowing(text.labels.date, "2026-12-02");
    expect(screen.queryByRole("button", { name: text.changeDateLabel })).toBeNull();
  });

  it("echoes any date chosen in words, whatever the date field shows", async () => {
    clockAt("2026-12-02T11:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    const date = await dateFieldShowing(text.labels.date, "2026-12-02");
    await user.clear(date);
    await user.click(date);
    await user.paste("2027-05-02");
    // 02/05 is 5 February on some phones and 2 May on others: the words say which.
    expect(descriptionOf(date)).toContain(text.dayInWords("2027-05-02"));
  });

  it("moves today's date to the earliest arrival when the area turns outside Dhaka city, and says so", async () => {
    clockAt("2026-12-02T11:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    await dateFieldShowing(text.labels.date, "2026-12-02");
    const area = screen.getByLabelText(text.labels.area);
    await user.selectOptions(area, chattogram);

    // Outside the city the field asks for the day it arrives by, and says when it leaves.
    const date = screen.getByLabelText<HTMLInputElement>(text.arrivesBy);
    expect(date.value).toBe("2026-12-07");
    expect(date.getAttribute("aria-invalid")).toBe("false");
    expect(descriptionOf(date)).toContain(
      text.leavesShop({ leaves: "2026-12-03", arrivesFrom: "2026-12-05", arrivesTo: "2026-12-07" }),
    );
    const note = screen.getByText(saying(text.dateMoved("2026-12-07", false, chattogram)));
    expect(note.closest("[aria-live='polite']")).not.toBeNull();

    // Back inside the city the date can still be met: it stays, and the note goes.
    await user.selectOptions(area, text.insideDhakaCity);
    expect(screen.getByLabelText<HTMLInputElement>(text.labels.date).value).toBe("2026-12-07");
    expect(screen.queryByText(saying(text.dateMoved("2026-12-07", false, chattogram)))).toBeNull();
  });

  it("moves Valentine's Day when the area turns outside too late to arrive by it, and says so", async () => {
    clockAt("2027-02-12T10:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    await screen.findByText(text.giftDay("2027-02-14", valentines));
    await user.selectOptions(screen.getByLabelText(text.labels.area), chattogram);
    expect(screen.getByLabelText<HTMLInputElement>(text.arrivesBy).value).toBe("2027-02-16");
    expect(
      screen.getByText(saying(text.dateMoved("2027-02-16", false, chattogram))),
    ).toBeInTheDocument();
  });

  it("takes up a gift day reached since the form chose today", async () => {
    clockAt("2027-02-06T12:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    storeDraft("2027-02-06", "2027-02-06");
    renderPage(pages.order, { locale });
    await screen.findByText(text.giftDay("2027-02-14", valentines));
  });

  it("keeps the shopper's own date, whatever gift day there is", async () => {
    clockAt("2027-02-06T12:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    storeDraft("2027-02-12", "2027-02-06");
    renderPage(pages.order, { locale });
    await dateFieldShowing(text.labels.date, "2027-02-12");
  });

  it("moves the shopper's date that has passed to the earliest, and says so", async () => {
    clockAt("2026-12-02T11:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    storeDraft("2026-11-30", "2026-11-23");
    renderPage(pages.order, { locale });
    await screen.findByText(saying(text.datePassed("2026-11-30", "2026-12-02")));
    await dateFieldShowing(text.labels.date, "2026-12-02");
  });
});
