import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localizePath } from "~/config/locale";
import { bn } from "~/i18n/bn";
import Account from "./account";
import { hrefOf } from "../../tests/component/reading";
import { editions, renderPage } from "../../tests/component/render";

const route = { path: "/account", Component: Account };

/** The page's words: the spec's in English, the Bangla edition's own in Bangla. */
const words = {
  en: {
    title: "Account",
    soon: "Coming Soon",
    noAccount: /^You don't need an account to order\./,
    call: "Call +880 1712-345678",
  },
  bn: {
    title: bn.pages.account,
    soon: bn.common.comingSoon,
    noAccount: bn.help.account.noAccountNeeded,
    call: bn.help.account.call,
  },
};

for (const { locale, t } of editions) {
  const word = words[locale];

  describe(`the account page (${locale})`, () => {
    it("says it is coming soon and that ordering needs no account", async () => {
      const { user } = renderPage(route, { locale });
      expect(
        await screen.findByRole("heading", { level: 1, name: word.title }),
      ).toBeInTheDocument();
      const main = screen.getByRole("main");
      expect(within(main).getByRole("heading", { name: word.soon })).toBeInTheDocument();
      expect(within(main).getByText(word.noAccount)).toBeInTheDocument();
      expect(hrefOf(within(main).getByRole("link", { name: word.call }))).toBe(
        "tel:+8801712345678",
      );
      await user.click(within(main).getByRole("link", { name: t.pages.orders }));
      expect((await screen.findByTestId("elsewhere")).textContent).toBe(
        localizePath("/orders", locale),
      );
    });
  });
}
