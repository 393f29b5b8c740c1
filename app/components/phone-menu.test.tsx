import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { localizePath } from "~/config/locale";
import { shop } from "~/data/shop";
import { editionCatalog } from "~/content/edition-catalog";
import { pages } from "../../tests/component/pages";
import { hrefOf } from "../../tests/component/reading";
import { editions, renderSite, type PageRoute } from "../../tests/component/render";

/** A whole page can take longer than Testing Library's usual second to come on a loaded machine. */
const pageLoad = { timeout: 5000 };
const pageByPage = 30_000;

for (const { locale, t } of editions) {
  const path = (to: string) => localizePath(to, locale);
  const categories = editionCatalog(locale).categories;

  async function openMenu(at: string, shown: readonly PageRoute[] = [pages.about]) {
    const rendered = renderSite(path(at), shown);
    const banner = await screen.findByRole("banner", {}, pageLoad);
    await rendered.user.click(within(banner).getByRole("button", { name: t.header.openMenu }));
    const menu = screen.getByRole("navigation", { name: t.header.mobileNav });
    return { ...rendered, banner, menu };
  }

  describe(`the phone menu (${locale})`, () => {
    it(
      "has every way to shop and to ask the shop",
      async () => {
        const { menu } = await openMenu("/about");
        await screen.findByRole("heading", { level: 1, name: t.pages.about }, pageLoad);
        const link = (name: string, within_: HTMLElement = menu) =>
          within(within_).getByRole("link", { name });

        for (const [name, href] of [
          [t.header.home, "/"],
          [t.header.products, "/products"],
          [t.header.categories, "/categories"],
          [t.header.about, "/about"],
          [t.header.contact, "/contact"],
        ] as const) {
          expect(hrefOf(link(name)), name).toBe(path(href));
        }
        expect(link(t.header.about).getAttribute("aria-current")).toBe("page");
        expect(link(t.header.home).hasAttribute("aria-current")).toBe(false);

        // Each group is a list named by its heading.
        expect(
          within(menu).getByRole("heading", { name: t.header.menuOccasions }),
        ).toBeInTheDocument();
        const occasions = within(menu).getByRole("list", { name: t.header.menuOccasions });
        expect(within(occasions).getAllByRole("link")).toHaveLength(categories.length);
        expect(categories.length).toBeGreaterThan(0);
        for (const category of categories) {
          expect(hrefOf(link(category.name, occasions))).toBe(path(`/category/${category.slug}`));
        }

        const yours = within(menu).getByRole("list", { name: t.header.menuYours });
        expect(hrefOf(link(t.pages.orders, yours))).toBe(path("/orders"));
        expect(hrefOf(link(t.header.wishlist, yours))).toBe(path("/wishlist"));
        // The header's account icon is hidden on a phone: the menu is its way there (SPEC: an
        // account link on every page).
        expect(hrefOf(link(t.header.account, yours))).toBe(path("/account"));

        const askUs = within(menu).getByRole("list", { name: t.header.menuAskUs });
        const call = within(askUs).getByRole("link", { name: new RegExp(`^${t.header.menuCall}`) });
        expect(hrefOf(call)).toBe("tel:+8801712345678");
        expect(call.textContent).toContain(t.shopText.phone);
        const whatsapp = within(askUs).getByRole("link", {
          name: new RegExp(`^${t.header.menuWhatsapp}`),
        });
        expect(whatsapp.textContent).toContain(t.shopText.phone);
        expect(whatsapp.getAttribute("target")).toBe("_blank");
        const chat = new URL(hrefOf(whatsapp));
        expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/8801712345678");
        expect(chat.searchParams.get("text")).toBe(t.help.reachUs.whatsappGreeting);
        expect(hrefOf(link(t.footer.faq, askUs))).toBe(path("/faq"));
        expect(hrefOf(link(shop.email, askUs))).toBe("mailto:hello@upohar.com.bd");
      },
      pageByPage,
    );

    it(
      "a category in it opens its page and closes the menu",
      async () => {
        const wedding = categories.find((category) => category.slug === "wedding-gifts");
        if (!wedding) throw new Error("The wedding gifts are the example.");
        const { user, banner, menu } = await openMenu("/", [pages.home, pages.category]);
        await user.click(within(menu).getByRole("link", { name: wedding.name }));
        expect(
          await screen.findByRole("heading", { level: 1, name: wedding.name }, pageLoad),
        ).toBeInTheDocument();
        const toggle = within(banner).getByRole("button", { name: t.header.openMenu });
        expect(toggle.getAttribute("aria-expanded")).toBe("false");
        expect(
          within(menu).getByRole("link", { name: wedding.name }).getAttribute("aria-current"),
        ).toBe("page");
      },
      pageByPage,
    );

    it(
      "a call or a chat leaves the menu open where the shopper was",
      async () => {
        const { user, banner, menu } = await openMenu("/about");
        const call = within(menu).getByRole("link", { name: new RegExp(`^${t.header.menuCall}`) });
        // Clicking a tel: link in happy-dom would try to load it: the test asks React's handler only.
        call.addEventListener("click", (event) => event.preventDefault());
        await user.click(call);
        expect(
          within(banner)
            .getByRole("button", { name: t.header.closeMenu })
            .getAttribute("aria-expanded"),
        ).toBe("true");
      },
      pageByPage,
    );
  });
}
