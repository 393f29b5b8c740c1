import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pages } from "../../tests/component/pages";
import { hrefOf, saying } from "../../tests/component/reading";
import { editions, renderPage } from "../../tests/component/render";
import { editionCatalog } from "~/content/edition-catalog";

/*
 * Gift days all year, in both editions, with the device's clock faked in Dhaka time: the next one
 * on Home and in the phone menu a month ahead, its page listing what can be sent first, and a
 * gift's page the way back to it.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** The device's clock at a moment in Dhaka (UTC+6); only Date, so the page's waits still run. */
function clockAt(dhakaTime: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${dhakaTime}:00+06:00`));
}

const pageLoad = { timeout: 5000 };

describe.each(editions)("gift days ($locale)", ({ locale, t }) => {
  const o = t.occasions;
  const prefix = locale === "bn" ? "/bn" : "";
  const christmas = locale === "bn" ? "বড়দিন" : "Christmas";
  const valentines = locale === "bn" ? "ভালোবাসা দিবস" : "Valentine's Day";
  // Christmas 2026 is a Friday: sent outside Dhaka city by Monday 21st, ordered by Sunday 20th.
  const christmasLine = o.orderBy(
    { day: "2026-12-25", hour: 15 },
    { day: "2026-12-20", hour: null },
  );

  it("on 2 December Home leads with Christmas, its day and by when to order", async () => {
    clockAt("2026-12-02T12:00");
    renderPage(pages.home, { locale });
    const title = await screen.findByRole(
      "heading",
      { level: 1, name: o.giftsHeading(christmas) },
      pageLoad,
    );
    const hero = title.closest("section") ?? document.body;
    expect(hero.textContent).toContain(o.heading(christmas, "2026-12-25"));
    await within(hero).findByText(saying(christmasLine));
    expect(hrefOf(screen.getByRole("link", { name: o.seeGifts(christmas) }))).toBe(
      `${prefix}/occasion/christmas`,
    );
  });

  it("on 2 December the phone menu shows Christmas with its date, and links its page", async () => {
    clockAt("2026-12-02T12:00");
    const { user } = renderPage(pages.about, { locale });
    const banner = await screen.findByRole("banner", {}, pageLoad);
    await user.click(within(banner).getByRole("button", { name: t.header.openMenu }));
    const menu = screen.getByRole("navigation", { name: t.header.mobileNav });
    const next = within(menu).getByRole("list", { name: o.menuHeading });
    const link = within(next).getByRole("link");
    expect(link.textContent).toContain(o.nextDay(christmas, "2026-12-25"));
    expect(link.textContent).toContain(christmasLine);
    expect(hrefOf(link)).toBe(`${prefix}/occasion/christmas`);
  });

  it("on 26 December, with no gift day within a month, Home has the shop's hero and the menu none", async () => {
    clockAt("2026-12-26T12:00");
    const { user } = renderPage(pages.home, { locale });
    await screen.findByRole("heading", { level: 1, name: t.home.heroTitle }, pageLoad);
    await user.click(screen.getByRole("button", { name: t.header.openMenu }));
    expect(screen.queryByRole("list", { name: o.menuHeading })).toBeNull();
  });

  it("on 20 January the menu shows Valentine's Day", async () => {
    clockAt("2027-01-20T12:00");
    const { user } = renderPage(pages.about, { locale });
    const banner = await screen.findByRole("banner", {}, pageLoad);
    await user.click(within(banner).getByRole("button", { name: t.header.openMenu }));
    const next = screen.getByRole("list", { name: o.menuHeading });
    expect(within(next).getByRole("link").textContent).toContain(
      o.nextDay(valentines, "2027-02-14"),
    );
  });

  it("Valentine's page lists what can be sent first, personalised first, by neutral names, and promises no sold-out gift", async () => {
    clockAt("2027-02-06T11:00");
    renderPage(pages.occasion, { locale, path: "/occasion/valentines-day" });
    await screen.findByRole("heading", { level: 1, name: o.giftsHeading(valentines) }, pageLoad);
    const catalog = editionCatalog(locale);
    const names = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent ?? "");
    const gift = (name: string) =>
      catalog.products.find((product) => product.name === name) ?? { inStock: true };
    const firstSoldOut = names.findIndex((name) => !gift(name).inStock);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(names.slice(firstSoldOut).every((name) => !gift(name).inStock)).toBe(true);
    const first = catalog.products.find((product) => product.name === names[0]);
    expect(first?.inStock).toBe(true);
    expect(first?.personalisation?.length).toBeGreaterThan(0);
    expect(names.join(" ")).not.toMatch(/Birthday|Anniversary|জন্মদিন|বিবাহবার্ষিকী/);
    // Every card opens its gift's page with the way back to the gift day.
    const link = screen.getByRole("link", { name: names[0] });
    expect(hrefOf(link)).toMatch(new RegExp(`^${prefix}/product/\\d+\\?from=valentines-day$`));
    const soldOut = catalog.products.filter((product) => !product.inStock);
    const header = screen.getByRole("heading", { level: 1 }).parentElement;
    for (const product of soldOut) {
      expect(header?.textContent?.toLowerCase()).not.toContain(product.name.toLowerCase());
    }
  });

  it("a gift's page opened from Valentine's links back to it; from elsewhere, or a made-up day, it keeps its trail", async () => {
    clockAt("2027-02-06T11:00");
    const from = renderPage(pages.product, { locale, path: "/product/8?from=valentines-day" });
    const back = await screen.findByRole("link", { name: o.backTo(valentines) }, pageLoad);
    expect(hrefOf(back)).toBe(`${prefix}/occasion/valentines-day`);
    from.unmount();
    for (const path of ["/product/8?from=christmas", "/product/8?from=%3Cb%3E", "/product/8"]) {
      const other = renderPage(pages.product, { locale, path });
      const trail = await screen.findByRole("navigation", { name: t.common.breadcrumb }, pageLoad);
      expect(within(trail).getByRole("link", { name: t.header.home })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: o.backTo(valentines) })).toBeNull();
      other.unmount();
    }
  });
});
