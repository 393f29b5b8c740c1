import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editions, renderInEdition } from "../../tests/component/render";
import { HomeHero } from "./home-hero";
import { editionOccasionBanners } from "~/content/edition-occasions";

/*
 * Home's hero on a gift day whose picture and intro the page does not carry: a site built on
 * 2 December and not built again by Eid al-Adha (expected Monday 17 May 2027).
 */

afterEach(() => {
  vi.useRealTimers();
});

const builtOn2December = Date.parse("2026-12-02T12:00:00+06:00");

describe.each(editions)(
  "Home's hero, built long before the gift day ($locale)",
  ({ locale, t }) => {
    const eid = locale === "bn" ? "ঈদুল আযহা" : "Eid al-Adha";
    const christmas = locale === "bn" ? "বড়দিন" : "Christmas";

    it("leads with the gift day, in the shop's own picture and a plain line", async () => {
      const banners = editionOccasionBanners(locale, builtOn2December);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2027-05-10T12:00:00+06:00"));
      renderInEdition(
        <HomeHero occasions={banners} expected={{ slug: "christmas", day: "2026-12-25" }} />,
        {
          locale,
        },
      );
      expect(
        await screen.findByRole("heading", { level: 1, name: t.occasions.giftsHeading(eid) }),
      ).toBeInTheDocument();
      expect(screen.getByRole("img", { name: t.home.heroImageAlt })).toBeInTheDocument();
      expect(screen.getByText(t.occasions.plainIntro(eid))).toBeInTheDocument();
      expect(screen.getByRole("link", { name: t.occasions.seeGifts(eid) })).toBeInTheDocument();
    });

    it("leads with a gift day it carries in its own picture and the owner's intro", async () => {
      const banners = editionOccasionBanners(locale, builtOn2December);
      const shown = banners.find(({ slug }) => slug === "christmas");
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-12-10T12:00:00+06:00"));
      renderInEdition(
        <HomeHero occasions={banners} expected={{ slug: "christmas", day: "2026-12-25" }} />,
        {
          locale,
        },
      );
      expect(
        await screen.findByRole("heading", { level: 1, name: t.occasions.giftsHeading(christmas) }),
      ).toBeInTheDocument();
      expect(screen.getByRole("img", { name: shown?.image?.alt ?? "" })).toBeInTheDocument();
      expect(screen.getByText(shown?.intro ?? "")).toBeInTheDocument();
    });
  },
);
