import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { editions, renderInEdition } from "../../tests/component/render";
import { OccasionMoreGifts } from "./occasion-more-gifts";

describe.each(editions)(
  "an occasion with more gifts than its page shows ($locale)",
  ({ locale, t }) => {
    const prefix = locale === "bn" ? "/bn" : "";

    it("says how many it shows and links the categories that hold the rest", () => {
      const categories = [
        { slug: "birthday-gifts", name: locale === "bn" ? "জন্মদিনের উপহার" : "Birthday Gifts" },
        { slug: "flowers-plants", name: locale === "bn" ? "ফুল ও গাছ" : "Flowers & Plants" },
      ];
      renderInEdition(<OccasionMoreGifts shown={24} total={310} moreIn={categories} />, { locale });
      expect(screen.getByText(t.occasions.moreGifts(24, 310))).toBeInTheDocument();
      const links = within(screen.getByRole("list")).getAllByRole("link");
      expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
        [categories[0]?.name, `${prefix}/category/birthday-gifts`],
        [categories[1]?.name, `${prefix}/category/flowers-plants`],
      ]);
    });

    it("sends the shopper to every gift when it features no whole category", () => {
      renderInEdition(<OccasionMoreGifts shown={24} total={30} moreIn={[]} />, { locale });
      expect(screen.getByText(t.occasions.moreGiftsEverywhere(24, 30))).toBeInTheDocument();
      const all = screen.getByRole("link", { name: t.common.browseProducts });
      expect(all.getAttribute("href")).toBe(`${prefix}/products`);
    });
  },
);
