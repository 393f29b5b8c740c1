import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeCart } from "../../tests/component/device";
import { pages } from "../../tests/component/pages";
import { saying } from "../../tests/component/reading";
import { editions, renderInEdition, renderPage } from "../../tests/component/render";
import { OccasionDeadlines } from "./occasion-deadlines";

/*
 * The gift days that follow the moon (the Bangla review of 1 December, M3), in both editions, with
 * the device's clock faked in Dhaka time. Eid al-Fitr 2027 is expected on Wednesday 10 March; the
 * shop delivers its gifts by the evening before (চাঁদরাত), Tuesday 9 March: inside Dhaka city
 * ordered before 3 pm that day, outside it sent by Saturday 6 March (Friday is closed), so ordered
 * by Friday 5 March. The words are written out here, so a change of meaning is caught.
 */

afterEach(() => {
  vi.useRealTimers();
});

function clockAt(dhakaTime: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${dhakaTime}:00+06:00`));
}

const words = {
  en: {
    eid: "Eid al-Fitr",
    heading: "Eid al-Fitr (expected), Wednesday 10 March",
    early: "Gifts arrive a day early, by Tue 9 Mar.",
    deadlines:
      "Gifts arrive a day early, by Tue 9 Mar. Order by 3 pm Tue 9 Mar in Dhaka city, by Fri 5 Mar elsewhere.",
    moonNote:
      "Eid al-Fitr's date depends on the moon being sighted; if it moves by a day, we will call you to settle the delivery day.",
    giftLine:
      "For Eid al-Fitr (expected Wed 10 Mar), delivered the day before: order by 3 pm Tue 9 Mar in Dhaka city, by Fri 5 Mar elsewhere.",
    folded: "Tuesday 9 March (expected), the day before Eid al-Fitr",
    offerCity: "Deliver the day before Eid al-Fitr (expected Tue 9 Mar)",
    tooLateCity:
      "Too late now for delivery before Eid al-Fitr inside Dhaka city; the earliest we can bring it now is Wed 10 Mar.",
    menu: "Eid al-Fitr · expected 10 Mar",
    falgun: "Pohela Falgun, Sunday 14 February",
    fathersDay: "Father's Day, Sunday 20 June",
    puja: "Durga Puja, Sunday 10 October",
    notSet: "Its next day is not given here yet; call us and we will tell you by when to order.",
  },
  bn: {
    eid: "ঈদুল ফিতর",
    heading: "ঈদুল ফিতর (সম্ভাব্য), বুধবার, ১০ মার্চ",
    early: "উপহার পৌঁছাবে এক দিন আগে, ৯ মার্চের মধ্যে।",
    deadlines:
      "উপহার পৌঁছাবে এক দিন আগে, ৯ মার্চের মধ্যে। ঢাকা শহরের ভেতরে অর্ডার করুন ৯ মার্চ বিকেল ৩টার আগে; ঢাকা শহরের বাইরে পাঠাতে ৫ মার্চের (শুক্রবার) মধ্যে।",
    moonNote:
      "ঈদুল ফিতরের তারিখ চাঁদ দেখা সাপেক্ষে; এক দিন পিছিয়ে গেলে আমরা ফোন করে ডেলিভারির দিন ঠিক করে নেব।",
    giftLine:
      "ঈদুল ফিতর (সম্ভাব্য ১০ মার্চ), উপহার পৌঁছাবে আগের দিন: ঢাকা শহরের ভেতরে অর্ডার করুন ৯ মার্চ বিকেল ৩টার আগে; বাইরে ৫ মার্চের (শুক্রবার) মধ্যে।",
    folded: "মঙ্গলবার, ৯ মার্চ (সম্ভাব্য), ঈদুল ফিতরের আগের দিন",
    offerCity: "ঈদুল ফিতরের আগের দিন পৌঁছে দিন (সম্ভাব্য ৯ মার্চ)",
    tooLateCity:
      "ঢাকা শহরের ভেতরে ঈদুল ফিতরের আগে পৌঁছানোর সময় আর নেই; এখন সবচেয়ে আগে পৌঁছাতে পারি বুধবার, ১০ মার্চ।",
    menu: "ঈদুল ফিতর · সম্ভাব্য ১০ মার্চ",
    falgun: "পহেলা ফাল্গুন, রবিবার, ১৪ ফেব্রুয়ারি",
    fathersDay: "বাবা দিবস, রবিবার, ২০ জুন",
    puja: "দুর্গাপূজা, রবিবার, ১০ অক্টোবর",
    notSet: "এবারের দিনটি এখনো এখানে দেওয়া হয়নি; ফোন করুন, কবে অর্ডার করতে হবে আমরা জানিয়ে দেব।",
  },
};

describe.each(editions)("a day that follows the moon ($locale)", ({ locale, t }) => {
  const w = words[locale];
  const o = t.occasions;

  it("its page says the day as expected, the deadlines for the evening before, and that we call if it moves", async () => {
    clockAt("2027-03-01T12:00");
    renderPage(pages.occasion, { locale, path: "/occasion/eid-al-fitr" });
    const region = await screen.findByRole("region", { name: w.heading });
    expect(region.textContent).toContain(w.deadlines);
    expect(region.textContent).toContain(w.moonNote);
  });

  it("Home's hero says it as expected", async () => {
    clockAt("2027-03-01T12:00");
    renderPage(pages.home, { locale });
    const title = await screen.findByRole("heading", { level: 1, name: o.giftsHeading(w.eid) });
    expect((title.closest("section") ?? document.body).textContent).toContain(w.heading);
  });

  it("a gift it features says by when to order it for the evening before", async () => {
    clockAt("2027-03-01T12:00");
    // The pen set (4) is on Eid al-Fitr's page, and on no other gift day in March.
    renderPage(pages.product, { locale, path: "/product/4" });
    const region = await screen.findByRole("region", { name: t.product.delivery });
    await waitFor(() => expect(region.textContent).toContain(w.giftLine));
  });

  it("the order form starts on the evening before, says it is expected, and offers it until 3 pm that day", async () => {
    clockAt("2027-03-01T12:00");
    // The cushion (7) asks for no text to write: its line is ready to send.
    storeCart([{ productId: 7, quantity: 1 }]);
    const text = t.ordering.orderPage;
    const first = renderPage(pages.order, { locale, path: "/order?occasion=eid-al-fitr" });
    await screen.findByText(w.folded);
    screen.getByText(w.moonNote);
    await first.user.click(screen.getByRole("button", { name: text.changeDateLabel }));
    expect(screen.getByLabelText<HTMLInputElement>(text.labels.date).value).toBe("2027-03-09");
    expect(screen.getByRole("button", { name: w.offerCity }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    first.unmount();

    // 2:59 pm on চাঁদরাত: still in time inside Dhaka city.
    clockAt("2027-03-09T14:59");
    storeCart([{ productId: 7, quantity: 1 }]);
    const inTime = renderPage(pages.order, { locale, path: "/order?occasion=eid-al-fitr" });
    await screen.findByText(w.folded);
    inTime.unmount();

    // 3 pm: too late for the evening before; the earliest day is Eid day itself.
    clockAt("2027-03-09T15:00");
    storeCart([{ productId: 7, quantity: 1 }]);
    const late = renderPage(pages.order, { locale });
    await late.user.selectOptions(
      await screen.findByLabelText(text.labels.area),
      text.insideDhakaCity,
    );
    await screen.findByText(saying(w.tooLateCity));
    expect(screen.queryByRole("button", { name: w.offerCity })).toBeNull();
  });

  it("the menu's next gift day says it as expected", async () => {
    clockAt("2027-03-01T12:00");
    const { user } = renderPage(pages.home, { locale });
    const banner = await screen.findByRole("banner");
    await user.click(within(banner).getByRole("button", { name: t.header.openMenu }));
    const menu = screen.getByRole("navigation", { name: t.header.mobileNav });
    await within(menu).findByText(w.menu);
  });
});

describe.each(editions)("the gift days added on 2 December ($locale)", ({ locale }) => {
  const w = words[locale];

  it("Pohela Falgun, Father's Day and Durga Puja's Bijoya Dashami have their 2027 days", async () => {
    clockAt("2027-02-09T12:00");
    const falgun = renderPage(pages.occasion, { locale, path: "/occasion/pohela-falgun" });
    await screen.findByRole("region", { name: w.falgun });
    falgun.unmount();
    clockAt("2027-06-01T12:00");
    const father = renderPage(pages.occasion, { locale, path: "/occasion/fathers-day" });
    await screen.findByRole("region", { name: w.fathersDay });
    father.unmount();
    clockAt("2027-09-20T12:00");
    renderPage(pages.occasion, { locale, path: "/occasion/durga-puja" });
    await screen.findByRole("region", { name: w.puja });
  });

  it("a gift day with no day to come says it is not given here yet", () => {
    clockAt("2027-12-01T12:00");
    const unset = {
      slug: "unset",
      name: "Unset",
      date: { kind: "set" as const, days: [] },
      showDaysBefore: 366,
    };
    renderInEdition(<OccasionDeadlines occasion={unset} builtAt={Date.now()} />, { locale });
    screen.getByText(w.notSet);
  });
});
