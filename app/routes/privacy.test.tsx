import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bn } from "~/i18n/bn";
import { en } from "~/i18n/en";
import { keptOnDevice } from "~/config/device-inventory";
import Privacy from "./privacy";
import { editions } from "../../tests/component/render";
import { expectInfoPage } from "../../tests/component/shell";

const route = { path: "/privacy", Component: Privacy };

describe("the privacy page", () => {
  it("says what the site keeps and where, and a way to ask", async () => {
    await expectInfoPage(route, "privacy", "en", {
      title: "Privacy Policy",
      facts: [
        /no login/,
        /no analytics, no advertising trackers and no cookies/,
        /in this browser, on your own phone or computer/,
        /it leaves your device only inside a message you send yourself/,
        /open your own email or WhatsApp app/,
        /send nothing themselves/,
        /90 days after it was prepared or sent/,
      ],
    });
  });

  it("names the cart, the wishlist, a gift ordered on its own, the order form, the remembered name and number, the people sent to, My Orders, the language and the offline copy", () => {
    expect(keptOnDevice.map(({ id }) => en.help.privacy.kept[id].name)).toEqual([
      "Your cart",
      "Your wishlist",
      "A gift ordered on its own",
      "The order form",
      "Your name and number",
      "The people you sent gifts to",
      "My Orders",
      "Your language",
      "The offline copy",
    ]);
  });

  it("is in Bangla on /bn/privacy", async () => {
    await expectInfoPage(route, "privacy", "bn", {
      title: bn.pages.privacy,
      facts: [/আপনার নিজের পাঠানো মেসেজের ভেতরে/, /৯০ দিন/],
    });
  });

  describe.each(editions)("($locale)", ({ locale, t }) => {
    it("lists everything the site keeps on the device: what, for how long, and how to delete it", async () => {
      await expectInfoPage(route, "privacy", locale, { title: t.pages.privacy });
      const text = t.help.privacy;
      const list = screen.getByRole("region", { name: text.keptHeading });
      expect(within(list).getByText(text.keptIntro)).toBeInTheDocument();
      const items = within(list).getAllByRole("listitem");
      expect(items).toHaveLength(keptOnDevice.length);
      keptOnDevice.forEach(({ id }, index) => {
        const item = items[index] ?? list;
        const kept = text.kept[id];
        expect(
          within(item).getByRole("heading", { level: 3, name: kept.name }),
        ).toBeInTheDocument();
        for (const field of ["holds", "howLong", "howToDelete"] as const) {
          const term = within(item).getByText(text.keptLabels[field], { selector: "dt" });
          expect(term.nextElementSibling?.textContent, `${id} ${field}`).toBe(kept[field]);
        }
      });
      expect(within(list).getByText(text.deleteAll)).toBeInTheDocument();
      for (const section of text.laterSections) {
        expect(
          screen.getByRole("heading", { level: 2, name: section.heading }),
        ).toBeInTheDocument();
        for (const paragraph of section.text)
          expect(screen.getByText(paragraph)).toBeInTheDocument();
      }
    });
  });
});
