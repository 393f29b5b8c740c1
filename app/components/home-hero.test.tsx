import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editions, renderInEdition } from "../../tests/component/render";
import { HomeHero } from "./home-hero";
import type { Locale } from "~/config/locale";
import { editionOccasionBanners } from "~/content/edition-occasions";

/*
 * Home's hero on a gift day whose picture and intro the page does not carry: a site built on
 * 2 December and not built again by Eid al-Adha (expected Monday 17 May 2027).
 */

afterEach(() => {
  vi.useRealTimers();
});

/** The hero of a site built on 2 December, read by a device whose clock says `moment`. */
function renderHeroBuiltOn2December(locale: Locale, moment: string) {
  const banners = editionOccasionBanners(locale, Date.parse("2026-12-02T12:00:00+06:00"));
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(moment));
  const expected = { slug: "christmas", day: "2026-12-25" };
  renderInEdition(<HomeHero occasions={banners} expected={expected} />, { locale });
  return banners;
}

describe.each(editions)(
  "Home's hero, built long before the gift day ($locale)",
  ({ locale, t }) => {
    const eid = locale === "bn" ? "ঈদুল আযহা" : "Eid al-Adha";
    const christmas = locale === "bn" ? "বড়দিন" : "Christmas";

    it("leads with the gift day, in the shop's own picture and a plain line", async () => {
      renderHeroBuiltOn2December(locale, "2027-05-10T12:00:00+06:00");
      expect(
        await screen.findByRole("heading", { level: 1, name: t.occasions.giftsHeading(eid) }),
      ).toBeInTheDocument();
      expect(screen.getByRole("img", { name: t.home.heroImageAlt })).toBeInTheDocument();
      expect(screen.getByText(t.occasions.plainIntro(eid))).toBeInTheDocument();
      expect(screen.getByRole("link", { name: t.occasions.seeGifts(eid) })).toBeInTheDocument();
    });

    it("leads with a gift day it carries in its own picture and the owner's intro", async () => {
      const banners = renderHeroBuiltOn2December(locale, "2026-12-10T12:00:00+06:00");
      const shown = banners.find(({ slug }) => slug === "christmas");
      expect(
        await screen.findByRole("heading", { level: 1, name: t.occasions.giftsHeading(christmas) }),
      ).toBeInTheDocument();
      expect(screen.getByRole("img", { name: shown?.image?.alt ?? "" })).toBeInTheDocument();
      expect(screen.getByText(shown?.intro ?? "")).toBeInTheDocument();
    });
  },
);
