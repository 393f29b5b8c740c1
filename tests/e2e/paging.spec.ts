import type { APIRequestContext, Page } from "@playwright/test";
import type { CatalogIndex } from "../../app/data/types";
import { PAGE_SIZE } from "../../app/lib/catalog/catalog-query";
import { expect, test } from "./fixtures";

// These run against `build-paged/`: the shop's catalog plus generated gifts, three pages' worth.
// The pager's links and texts, bad page numbers, a filter changed on page 2, the Bangla digits and
// a catalog index that cannot be fetched are tested in components (app/components/pager.test.tsx,
// app/components/product-listing.test.tsx); here, the built pages and a browser's Back.

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
