import {
  isStaticPage,
  pages as pageTable,
  type DynamicPage,
  type StaticPage,
} from "../../app/config/pages";
import { localizePath, type Locale } from "../../app/config/locale";
import { editionCatalog } from "../../app/content/edition-catalog";
import { bn } from "../../app/i18n/bn";
import { en, type Messages } from "../../app/i18n/en";

export const messages: Record<Locale, Messages> = { en, bn };

/** The main heading of each page with one URL, keyed by the table of pages (app/config/pages.ts). */
function staticHeadings(t: Messages): Record<StaticPage["key"], string> {
  return { ...t.pages, home: t.home.heroTitle };
}

/**
 * Pages with a parameter: a few real instances, and one that does not exist. The frame asks for
 * an engraving, the rose for a size; the bottle is out of stock; Wedding Gifts has none online.
 */
function dynamicHeadings(locale: Locale): Record<DynamicPage["key"], [string, string][]> {
  const t = messages[locale];
  const catalog = editionCatalog(locale);
  const productName = (id: number) => catalog.findProduct(String(id))?.name ?? `product ${id}`;
  const categoryName = (slug: string) => catalog.findCategoryBySlug(slug)?.name ?? slug;
  return {
    product: [
      ...[1, 8, 6].map((id): [string, string] => [`/product/${id}`, productName(id)]),
      ["/product/999", t.notFound.productTitle],
    ],
    category: [
      ...["birthday-gifts", "wedding-gifts"].map((slug): [string, string] => [
        `/category/${slug}`,
        categoryName(slug),
      ]),
      ["/category/nope", t.notFound.categoryTitle],
    ],
    occasion: [
      [
        "/occasion/valentines-day",
        t.occasions.giftsHeading(locale === "bn" ? "ভালোবাসা দিবস" : "Valentine's Day"),
      ],
      ["/occasion/nope", t.occasions.notFoundTitle],
    ],
  };
}

/**
 * Every page of an edition with its main heading, for the tests that visit each page. Read from
 * the table of pages: a page added there without a heading here does not type-check.
 */
export function pagesOf(locale: Locale): [path: string, heading: string][] {
  const t = messages[locale];
  const headings = staticHeadings(t);
  const dynamic = dynamicHeadings(locale);
  const all: [string, string][] = [
    ...pageTable.flatMap((page): [string, string][] =>
      isStaticPage(page) ? [[page.path, headings[page.key]]] : dynamic[page.key],
    ),
    // The spec: any other path shows Home.
    ["/no/such/page", t.home.heroTitle],
  ];
  return all.map(([path, heading]) => [localizePath(path, locale), heading]);
}
