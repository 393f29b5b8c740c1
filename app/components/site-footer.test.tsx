import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localizePath } from "~/config/locale";
import { bn } from "~/i18n/bn";
import { pages } from "../../tests/component/pages";
import { hrefOf } from "../../tests/component/reading";
import { editions, renderSite } from "../../tests/component/render";
import { onADayWithNoGiftDay } from "../../tests/component/clock";

/** A whole page can take longer than Testing Library's usual second to come on a loaded machine. */
const pageLoad = { timeout: 5000 };
const pageByPage = 60_000;

/** How each edition names the ways to pay, as the footer lists them. */
const paymentNames = {
  en: ["bKash", "Nagad", "Rocket", "Cash on Delivery"],
  bn: bn.shopText.paymentMethods,
};

onADayWithNoGiftDay();

for (const { locale, t } of editions) {
  const path = (to: string) => localizePath(to, locale);

  describe(`the footer (${locale})`, () => {
    it(
      "leads to a real page from every link",
      async () => {
        const links = [
          [t.footer.aboutUs, "/about", t.pages.about],
          [t.footer.allProducts, "/products", t.pages.products],
          [t.footer.categories, "/categories", t.pages.categories],
          [t.footer.contactUs, "/contact", t.pages.contact],
          [t.footer.faq, "/faq", t.pages.faq],
          [t.footer.shippingInfo, "/shipping", t.pages.shipping],
          [t.footer.returns, "/returns", t.pages.returns],
          [t.footer.privacy, "/privacy", t.pages.privacy],
          [t.footer.terms, "/terms", t.pages.terms],
          [t.footer.support, "/support", t.pages.support],
        ] as const;
        const { user } = renderSite(path("/"), [
          pages.home,
          pages.about,
          pages.products,
          pages.categories,
          pages.contact,
          pages.faq,
          pages.shipping,
          pages.returns,
          pages.privacy,
          pages.terms,
          pages.support,
        ]);
        await screen.findByRole("heading", { level: 1, name: t.home.heroTitle }, pageLoad);
        for (const [label, to, heading] of links) {
          const link = within(screen.getByRole("contentinfo")).getByRole("link", { name: label });
          expect(hrefOf(link)).toBe(path(to));
          await user.click(link);
          expect(
            await screen.findByRole("heading", { level: 1, name: heading }, pageLoad),
          ).toBeInTheDocument();
        }
      },
      pageByPage,
    );

    it("calls the shop and names the ways to pay", async () => {
      renderSite(path("/"), [pages.home]);
      const footer = await screen.findByRole("contentinfo", {}, pageLoad);
      const call = within(footer).getByRole("link", { name: t.shopText.phone });
      expect(hrefOf(call)).toBe("tel:+8801712345678");
      expect(hrefOf(within(footer).getByRole("link", { name: "hello@upohar.com.bd" }))).toBe(
        "mailto:hello@upohar.com.bd",
      );
      for (const method of paymentNames[locale]) {
        expect(within(footer).getByText(method)).toBeInTheDocument();
      }
    });
  });
}
