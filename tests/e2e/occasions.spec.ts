import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { expect, test } from "./fixtures";

/*
 * Valentine's Day 2027 (Sunday 14 February) in a real browser whose clock and zone are faked, as
 * a shopper in New York sending a gift home would have them: the prerendered pages, built on
 * another day, show what holds on the day they are read, before, during and after its deadlines
 * (inside Dhaka city 3 pm on the day; elsewhere the end of Tuesday 9 February). Each page's words
 * are tested in app/components/occasion-deadlines.test.tsx; this is the built site's pages.
 */

test.use({ timezoneId: "America/New_York" });

const editions = [
  { locale: "en", t: en, prefix: "", name: "Valentine's Day", area: "Inside Dhaka city" },
  { locale: "bn", t: bn, prefix: "/bn", name: "ভালোবাসা দিবস", area: "ঢাকা শহরের ভেতরে" },
] as const;

const city = { day: "2027-02-14", hour: 15 };
const elsewhere = { day: "2027-02-09", hour: null };

for (const { locale, t, prefix, name, area } of editions) {
  const o = t.occasions;
  const heading = o.heading(name, "2027-02-14");

  test(`before, during and after Valentine's Day's deadlines (${locale})`, async ({ page }) => {
    // Before its window (a month): Home leads with the shop's hero; the occasion's own page
    // already says by when.
    await page.clock.setFixedTime(new Date("2027-01-05T12:00:00+06:00"));
    await page.goto(`${prefix}/`);
    await expect(page.getByRole("heading", { level: 1, name: t.home.heroTitle })).toBeVisible();
    await expect(
      page.getByRole("link", { name: t.header.badgeItems(t.header.cart, 0) }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: o.seeGifts(name) })).toHaveCount(0);
    await page.goto(`${prefix}/occasion/valentines-day`);
    await expect(page.getByRole("heading", { level: 1, name: o.giftsHeading(name) })).toBeVisible();
    await expect(page.getByRole("region", { name: heading })).toContainText(
      o.deadlines(city, elsewhere),
    );

    // During: Home's hero is the gift day's and links its page, whose gifts link back to it; the
    // rose's page and the order form follow.
    await page.clock.setFixedTime(new Date("2027-02-09T12:00:00+06:00"));
    await page.goto(`${prefix}/`);
    const hero = page.locator("section", {
      has: page.getByRole("heading", { level: 1, name: o.giftsHeading(name) }),
    });
    await expect(hero).toContainText(heading);
    await expect(hero).toContainText(o.orderBy(city, elsewhere));
    await page.getByRole("link", { name: o.seeGifts(name) }).click();
    // Home's hero bears the same heading: the gift day's own page is the one with its deadlines.
    await expect(page.getByRole("region", { name: heading })).toContainText(
      o.deadlines(city, elsewhere),
    );
    const rose = locale === "bn" ? "কাচের ডোমে চিরসতেজ গোলাপ" : "Eternal Rose in Glass Dome";
    await page.getByRole("link", { name: rose, exact: true }).click();
    await page.getByRole("link", { name: o.backTo(name) }).click();
    await expect(page.getByRole("heading", { level: 1, name: o.giftsHeading(name) })).toBeVisible();
    await page.goto(`${prefix}/product/8`);
    await expect(page.getByRole("region", { name: t.product.delivery })).toContainText(
      o.giftLine(name, "2027-02-14", city, elsewhere),
    );
    // A cushion in the cart, as the device keeps it: the form is for what the cart holds.
    await page.evaluate(() =>
      localStorage.setItem(
        "upohar.cart",
        JSON.stringify({ v: 2, data: { lines: [{ productId: 7, quantity: 1 }] } }),
      ),
    );
    // The cushion is an anniversary gift, which the day features: the form starts on the day,
    // in words, and 'change' opens the field on it.
    const form = t.ordering.orderPage;
    await page.goto(`${prefix}/order`);
    await expect(page.getByText(form.giftDay("2027-02-14", name))).toBeVisible();
    await page.getByRole("button", { name: form.changeDateLabel }).click();
    await expect(page.getByLabel(form.labels.date)).toBeFocused();
    await expect(page.getByLabel(form.labels.date)).toHaveValue("2027-02-14");
    await expect(
      page.getByRole("button", { name: o.offerCity(name, "2027-02-14") }),
    ).toHaveAttribute("aria-pressed", "true");

    // After the last moment in Dhaka city: every page says it is too late, and promises nothing.
    await page.clock.setFixedTime(new Date("2027-02-14T15:30:00+06:00"));
    await page.goto(`${prefix}/`);
    await expect(hero).toContainText(o.orderBy(null, null));
    await page.goto(`${prefix}/product/8`);
    await expect(page.getByRole("region", { name: t.product.delivery })).toContainText(
      o.giftLine(name, "2027-02-14", null, null),
    );
    await page.goto(`${prefix}/order`);
    await page.getByLabel(t.ordering.orderPage.labels.area).selectOption({ label: area });
    await expect(page.getByText(o.tooLateCity(name, "2027-02-15"))).toBeVisible();
    await expect(page.getByRole("button", { name: o.offerCity(name, "2027-02-14") })).toHaveCount(
      0,
    );
  });
}
