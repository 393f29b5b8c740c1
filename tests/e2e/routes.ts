import {
  isStaticPage,
  pages as pageTable,
  type DynamicPage,
  type StaticPage,
} from "../../app/config/pages";
import { en } from "../../app/i18n/en";

type Heading = string | RegExp;

/**
 * The main heading of each page with one URL, keyed by the table of pages (app/config/pages.ts).
 * About and Contact are matched loosely: their headings carry the shop's name.
 */
const staticHeadings: Record<StaticPage["key"], Heading> = {
  ...en.pages,
  home: en.home.heroTitle,
  about: /About/,
  contact: /Contact/,
};

/** Pages with a parameter: a few real instances, and one that does not exist. */
const dynamicHeadings: Record<DynamicPage["key"], [path: string, heading: Heading][]> = {
  product: [
    // The frame asks for an engraving, the rose for a size; the bottle is out of stock.
    ["/product/1", "Personalized Photo Frame"],
    ["/product/8", "Eternal Rose in Glass Dome"],
    ["/product/6", "Message in a Bottle"],
    ["/product/999", "Product not found"],
  ],
  category: [
    ["/category/birthday-gifts", "Birthday Gifts"],
    ["/category/wedding-gifts", "Wedding Gifts"],
    ["/category/nope", "Category not found"],
  ],
};

/**
 * Every page of the shop with its main heading, shared by the layout, accessibility and CSP tests.
 * Read from the table of pages: the records above are typed by its keys, so a page added there
 * without a heading here does not type-check.
 */
export const pages: [path: string, heading: Heading][] = [
  ...pageTable.flatMap((page): [string, Heading][] =>
    isStaticPage(page) ? [[page.path, staticHeadings[page.key]]] : dynamicHeadings[page.key],
  ),
  ["/no/such/page", "Find the perfect gift for every occasion"],
];

/** The pages whose layout changes most between a phone and a desktop, checked at both widths. */
export const pagesCheckedAtBothWidths = new Set([
  "/",
  "/products",
  "/product/1",
  "/cart",
  "/contact",
]);
