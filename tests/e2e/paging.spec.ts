import type { APIRequestContext, Page } from "@playwright/test";
import type { CatalogIndex } from "../../app/data/types";
import { PAGE_SIZE, sortProducts } from "../../app/lib/catalog/catalog-query";
import { expect, test } from "./fixtures";

// These run against `build-paged/`: the shop's catalog plus generated gifts, three pages' worth.

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

/** How many gifts the paged site has, read from its own catalog index. */
async function catalogSize(request: APIRequestContext): Promise<number> {
  return (await catalogIndex(request)).products.length;
}

async function catalogIndex(request: APIRequestContext): Promise<CatalogIndex> {
  return (await (await request.get("/catalog/en.json")).json()) as CatalogIndex;
}

function pager(page: Page) {
  return page.getByRole("navigation", { name: "Pages" });
}

test.beforeAll(async ({ request }) => {
  expect(await catalogSize(request), "the paged site needs more than two pages").toBeGreaterThan(
    2 * PAGE_SIZE,
  );
});

test("the prerendered listing holds its first page only", async ({ request }) => {
  const html = await (await request.get("/products")).text();
  expect(html.match(/<article/g)).toHaveLength(PAGE_SIZE);
  expect(html).toContain(`(1–${PAGE_SIZE} on this page)`);
});

test("a shopper pages through all gifts with links, and Back returns", async ({
  page,
  request,
}) => {
  const total = await catalogSize(request);
  const lastPage = Math.ceil(total / PAGE_SIZE);
  await page.goto("/products");
  // One line says how many match and which of them this page shows.
  await expect(
    page.getByText(`Showing ${total} of ${total} products (1–${PAGE_SIZE} on this page)`),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const firstPageNames = await cards(page).getByRole("heading", { level: 3 }).allTextContents();

  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/products?page=2");
  await expect(page.getByText(`(${PAGE_SIZE + 1}–${2 * PAGE_SIZE} on this page)`)).toBeVisible();
  await expect(cards(page).getByRole("heading", { level: 3 }).first()).not.toHaveText(
    firstPageNames[0] ?? "",
  );

  await pager(page)
    .getByRole("link", { name: `Page ${lastPage}` })
    .click();
  await expect(page).toHaveURL(`/products?page=${lastPage}`);
  await expect(
    page.getByText(`(${(lastPage - 1) * PAGE_SIZE + 1}–${total} on this page)`),
  ).toBeVisible();
  await expect(pager(page).getByRole("link", { name: "Next" })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL("/products?page=2");
  await page.goBack();
  await expect(page).toHaveURL("/products");
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(firstPageNames);
});

test("the pager works by keyboard alone", async ({ page }) => {
  await page.goto("/products");
  await pager(page).getByRole("link", { name: "Page 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/products?page=2");
  await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("a bad page number falls back on its own and keeps the filters", async ({ page, request }) => {
  const total = await catalogSize(request);
  const lastPage = Math.ceil(total / PAGE_SIZE);
  for (const bad of ["abc", "0", "-2", "1.5", "%F0%9F%8E%81"]) {
    await page.goto(`/products?sort=name&page=${bad}`);
    await expect(page.getByText(`(1–${PAGE_SIZE} on this page)`), bad).toBeVisible();
    await expect(page.getByLabel("Sort by"), bad).toHaveValue("name");
  }
  await page.goto("/products?page=999");
  await expect(
    page.getByText(`(${(lastPage - 1) * PAGE_SIZE + 1}–${total} on this page)`),
  ).toBeVisible();
});

test("changing a filter starts again from the first page", async ({ page }) => {
  await page.goto("/products?page=2");
  await expect(page.getByText(`(${PAGE_SIZE + 1}–`, { exact: false })).toBeVisible();
  await page.getByLabel("Sort by").selectOption({ label: "Name A-Z" });
  await expect(page).toHaveURL("/products?sort=name");
  await expect(page.getByText(`(1–${PAGE_SIZE} on this page)`)).toBeVisible();
});

test("the Bangla edition pages in Bengali digits", async ({ page }) => {
  await page.goto("/bn/products?page=2");
  await expect(page.getByText(/\(এই পাতায় ২৫–৪৮\)/)).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "পাতা" }).getByRole("link", { name: "পাতা ২" }),
  ).toHaveAttribute("aria-current", "page");
});

test.describe("when the full list of gifts cannot be fetched", () => {
  test.use({ expectedLoadFailures: [/\/catalog\/en\.json$/] });

  test("the listing says so, keeps its gifts, and 'Try again' shows the choice", async ({
    page,
    request,
  }) => {
    const byName = sortProducts((await catalogIndex(request)).products, "name")
      .slice(0, PAGE_SIZE)
      .map((product) => product.name);
    await page.route("**/catalog/en.json", (route) => route.abort("internetdisconnected"));
    await page.goto("/products");
    const shown = await cards(page).getByRole("heading", { level: 3 }).allTextContents();

    await page.getByLabel("Sort by").selectOption({ label: "Name A-Z" });
    await expect(page).toHaveURL("/products?sort=name");
    const alert = page.getByRole("alert").filter({ hasText: "could not load the full list" });
    await expect(alert).toBeVisible();
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(shown);

    await page.unroute("**/catalog/en.json");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toBeHidden();
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(byName);
  });
});
