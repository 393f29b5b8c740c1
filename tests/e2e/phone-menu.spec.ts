import type { Page } from "@playwright/test";
import { localizePath, type Locale } from "../../app/config/locale";
import { shop } from "../../app/config/shop";
import { editionCatalog } from "../../app/content/edition-catalog";
import { bn } from "../../app/i18n/bn";
import type { Messages } from "../../app/i18n/en";
import { en } from "../../app/i18n/en";
import { countsShown, expect, test } from "./fixtures";

const editions: { locale: Locale; t: Messages }[] = [
  { locale: "en", t: en },
  { locale: "bn", t: bn },
];

async function openMenu(page: Page, t: Messages) {
  await page.getByRole("button", { name: t.header.openMenu }).click();
  const menu = page.getByRole("navigation", { name: t.header.mobileNav });
  await expect(menu).toBeVisible();
  return menu;
}

for (const { locale, t } of editions) {
  const path = (to: string) => localizePath(to, locale);
  const categories = editionCatalog(locale).categories;

  test(`the phone menu has every way to shop and to ask the shop (${locale})`, async ({ page }) => {
    await page.goto(path("/about"));
    const menu = await openMenu(page, t);

    const pages: [name: string, href: string][] = [
      [t.header.home, path("/")],
      [t.header.products, path("/products")],
      [t.header.categories, path("/categories")],
      [t.header.about, path("/about")],
      [t.header.contact, path("/contact")],
    ];
    for (const [name, href] of pages) {
      await expect(menu.getByRole("link", { name, exact: true }), name).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(menu.getByRole("link", { name: t.header.about, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Each group is a list named by its heading.
    const occasions = menu.getByRole("list", { name: t.header.menuOccasions });
    await expect(menu.getByRole("heading", { name: t.header.menuOccasions })).toBeVisible();
    await expect(occasions.getByRole("link")).toHaveCount(categories.length);
    for (const category of categories) {
      await expect(
        occasions.getByRole("link", { name: category.name, exact: true }),
      ).toHaveAttribute("href", path(`/category/${category.slug}`));
    }

    const yours = menu.getByRole("list", { name: t.header.menuYours });
    await expect(yours.getByRole("link", { name: t.pages.orders })).toHaveAttribute(
      "href",
      path("/orders"),
    );
    await expect(yours.getByRole("link", { name: t.header.wishlist })).toHaveAttribute(
      "href",
      path("/wishlist"),
    );
    // The header's account icon is hidden on a phone: the menu is its way there (SPEC: an
    // account link on every page).
    await expect(yours.getByRole("link", { name: t.header.account })).toHaveAttribute(
      "href",
      path("/account"),
    );

    const askUs = menu.getByRole("list", { name: t.header.menuAskUs });
    const call = askUs.getByRole("link", { name: t.header.menuCall });
    await expect(call).toHaveAttribute("href", "tel:+8801712345678");
    await expect(call).toContainText(t.shopText.phone);
    const whatsapp = askUs.getByRole("link", { name: t.header.menuWhatsapp });
    await expect(whatsapp).toContainText(t.shopText.phone);
    const chat = new URL((await whatsapp.getAttribute("href")) ?? "");
    expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/8801712345678");
    expect(chat.searchParams.get("text")).toBe(t.help.reachUs.whatsappGreeting);
    await expect(askUs.getByRole("link", { name: t.footer.faq })).toHaveAttribute(
      "href",
      path("/faq"),
    );
    await expect(askUs.getByRole("link", { name: shop.email })).toHaveAttribute(
      "href",
      `mailto:${shop.email}`,
    );

    // Every item is a whole row to tap.
    for (const link of await menu.getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(box?.height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    }
  });

  test(`the phone menu works from the keyboard (${locale})`, async ({ page }) => {
    await page.goto(path("/"));
    await countsShown(page);
    const toggle = page.getByRole("button", { name: t.header.openMenu });
    const panel = await toggle.getAttribute("aria-controls");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");

    const close = page.getByRole("button", { name: t.header.closeMenu });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${panel}`).getByRole("navigation", { name: t.header.mobileNav });
    await expect(menu).toBeVisible();
    // The menu comes next in the focus order, from its first page on.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: t.header.home, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: t.header.products, exact: true })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test(`a category in the phone menu opens its page (${locale})`, async ({ page }) => {
    const wedding = categories.find((category) => category.slug === "wedding-gifts");
    await page.goto(path("/"));
    const menu = await openMenu(page, t);
    await menu.getByRole("link", { name: wedding?.name, exact: true }).click();
    await expect(page).toHaveURL(path("/category/wedding-gifts"));
    await expect(page.getByRole("heading", { level: 1, name: wedding?.name })).toBeVisible();
    await expect(menu).toBeHidden();
  });
}
