import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localizePath } from "~/config/locale";
import { editionCatalog } from "~/content/edition-catalog";
import { summarizeCart } from "~/lib/cart/cart-summary";
import { ChangedNotice } from "./changed-notice";
import { hrefOf } from "../../tests/component/reading";
import { editions, renderInEdition } from "../../tests/component/render";

for (const { locale, t } of editions) {
  const catalog = editionCatalog(locale);
  /** What the cart makes of lines saved with choices the gifts no longer have. */
  const changedLines = (...ids: number[]) =>
    summarizeCart(
      ids.map((productId) => ({ productId, quantity: 1, choices: { size: "huge" } })),
      { products: catalog.index(), extras: catalog.extras },
    ).changed;

  describe(`the notice of changed gifts (${locale})`, () => {
    it("says why the order waits, and leads to the gift's page to add it again", async () => {
      const changed = changedLines(8);
      expect(changed).toHaveLength(1);
      const rose = catalog.findProduct("8");
      const { user } = renderInEdition(<ChangedNotice changed={changed} />, {
        locale,
        path: "/cart",
      });
      expect(screen.getByText(t.ordering.summary.blocked(1))).toBeInTheDocument();
      const again = screen.getByRole("link", {
        name: t.ordering.cart.addAgainLabel(rose?.name ?? ""),
      });
      expect(hrefOf(again)).toBe(localizePath("/product/8", locale));
      await user.click(again);
      expect((await screen.findByTestId("elsewhere")).textContent).toBe(
        localizePath("/product/8", locale),
      );
    });

    it("counts several, one link each, with what the page offers besides", () => {
      const changed = changedLines(8, 2);
      expect(changed).toHaveLength(2);
      renderInEdition(
        <ChangedNotice changed={changed}>
          <a href="/cart">{t.ordering.orderPage.fixInCart}</a>
        </ChangedNotice>,
        { locale, path: "/order" },
      );
      expect(screen.getByText(t.ordering.summary.blocked(2))).toBeInTheDocument();
      const list = screen.getByRole("list");
      expect(
        within(list)
          .getAllByRole("link")
          .map((link) => hrefOf(link)),
      ).toEqual([localizePath("/product/8", locale), localizePath("/product/2", locale)]);
      expect(
        screen.getByRole("link", { name: t.ordering.orderPage.fixInCart }),
      ).toBeInTheDocument();
    });
  });
}
