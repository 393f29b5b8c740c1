import type { Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { editionCatalog } from "../../app/content/edition-catalog";
import { listing } from "./catalog-facts";
import { expect, test } from "./fixtures";

/*
 * Search as Bangladeshis type (issue 35): Bangla in Latin letters, Bangla spelt another way,
 * English with a typo, in both editions, best match first. Each search is typed into the header's
 * search as a shopper does, and the test reads what the page shows.
 */

const nameOf = (locale: "en" | "bn", id: number) =>
  editionCatalog(locale).products.find((product) => product.id === id)?.name ?? "";

function productNames(page: Page) {
  return page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });
}

async function searchFor(page: Page, text: typeof en, term: string) {
  await page.getByRole("button", { name: text.header.openSearch, exact: true }).click();
  await page.getByRole("searchbox", { name: text.header.searchLabel }).fill(term);
  await page.getByRole("search").getByRole("button", { name: text.header.searchSubmit }).click();
}

for (const [locale, text, prefix] of [
  ["en", en, ""],
  ["bn", bn, "/bn"],
] as const) {
  test.describe(`search (${locale})`, () => {
    for (const [term, id] of [
      ["ghori", 3],
      ["kolom", 4],
      ["golap", 8],
      ["bhalobasha", 8],
      ["ভালবাসা", 8],
      ["choclate", 2],
      ["cuple clock", 3],
      ["cushon", 7],
    ] as const) {
      test(`'${term}' lists ${nameOf(locale, id)} first`, async ({ page }) => {
        await page.goto(`${prefix}/`);
        await searchFor(page, text, term);
        await expect(page).toHaveURL(`${prefix}/products?${new URLSearchParams({ q: term })}`);
        await expect(page.getByText(listing(`q=${term}`, locale).showing)).toBeVisible();
        await expect(productNames(page).first()).toHaveText(nameOf(locale, id));
      });
    }

    test("'jonmodin' and 'upohar' find the gifts their Bangla words name", async ({ page }) => {
      for (const [term, category] of [
        ["jonmodin", "birthday-gifts"],
        ["upohar", "anniversary-gifts"],
      ] as const) {
        await page.goto(`${prefix}/products?q=${term}`);
        const names = productNames(page);
        await expect(page.getByText(listing(`q=${term}`, locale).showing)).toBeVisible();
        for (const gift of editionCatalog(locale).products.filter(
          (product) => product.category === category && product.id <= 9,
        )) {
          await expect(names.filter({ hasText: gift.name })).toHaveCount(1);
        }
      }
    });

    test("'Best match' is the sort while searching, and the other sorts still apply", async ({
      page,
    }) => {
      const sort = page.getByLabel(text.productsPage.sortBy);
      await page.goto(`${prefix}/products`);
      await expect(page.getByText(listing("", locale).showing)).toBeVisible();
      await expect(sort.locator("option")).not.toContainText([
        text.productsPage.sortLabels.relevance,
      ]);

      await searchFor(page, text, "bottle");
      await expect(page.getByText(listing("q=bottle", locale).showing)).toBeVisible();
      await expect(sort.locator("option:checked")).toHaveText(
        text.productsPage.sortLabels.relevance,
      );
      await expect(productNames(page)).toHaveText(listing("q=bottle", locale).names);

      await sort.selectOption({ label: text.productsPage.sortLabels["price-asc"] });
      await expect(page).toHaveURL(`${prefix}/products?q=bottle&sort=price-asc`);
      await expect(productNames(page)).toHaveText(listing("q=bottle&sort=price-asc", locale).names);
      await sort.selectOption({ label: text.productsPage.sortLabels.relevance });
      await expect(page).toHaveURL(`${prefix}/products?q=bottle`);
    });
  });
}

test("a catalog index whose search words cannot be read says so, and 'Try again' searches", async ({
  page,
}) => {
  await page.route("**/catalog/en.json", async (route) => {
    const index = (await (await route.fetch()).json()) as { search: unknown };
    index.search = { words: "rose", keys: [1], categories: null };
    await route.fulfill({ json: index });
  });
  await page.goto("/products?q=golap");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(en.productsPage.catalogUnavailable);
  await page.unroute("**/catalog/en.json");
  await alert.getByRole("button", { name: en.common.tryAgain }).click();
  await expect(page.getByText(listing("q=golap").showing)).toBeVisible();
  await expect(productNames(page).first()).toHaveText(nameOf("en", 8));
  await expect(alert).toBeHidden();
});

test("a search of symbols alone finds nothing, and says so", async ({ page }) => {
  await page.goto(`/products?${new URLSearchParams({ q: "🎁 !!" })}`);
  await expect(page.getByText(en.productsPage.noResults)).toBeVisible();
});
