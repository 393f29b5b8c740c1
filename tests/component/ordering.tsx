import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import type { Locale } from "../../app/config/locale";
import { editionCatalog } from "../../app/content/edition-catalog";
import { formatNumber, formatTaka } from "../../app/lib/prices/money";
import { storeFilledOrder } from "./device";
import { pages } from "./pages";
import { renderPage, type Texts } from "./render";

/**
 * What an edition's catalog says of a gift or a little extra, and its amounts as the edition
 * writes them: tests work their expectations out from it, so a change of price never breaks them.
 */
export function catalogOf(locale: Locale) {
  const catalog = editionCatalog(locale);
  return {
    product(id: number) {
      const found = catalog.index().find((candidate) => candidate.id === id);
      if (!found) throw new Error(`No product ${id} in the ${locale} catalog: check content/`);
      return found;
    },
    extra(id: string) {
      const found = catalog.extras.find((candidate) => candidate.id === id);
      if (!found) throw new Error(`No extra ${id} in the ${locale} catalog: check content/`);
      return found;
    },
    taka: (amount: number) => formatTaka(amount, locale),
    number: (value: number) => formatNumber(value, locale),
  };
}

/** The subtotal, shipping and total of a summary, as shown. */
export function amounts(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole("definition")
    .map((amount) => amount.textContent ?? "");
}

/** The cart's or the order page's line for a gift or an extra, found by the name it shows. */
export function cartLine(name: string): HTMLElement {
  const line = within(screen.getByRole("main"))
    .getByRole("heading", { level: 3, name })
    .closest("li");
  if (!line) throw new Error(`No cart line for ${name}`);
  return line;
}

/** The header's link to the cart, named with its count. */
export function cartBadge(t: Texts, count: number): HTMLElement {
  return within(screen.getByRole("banner")).getByRole("link", {
    name: t.header.badgeItems(t.header.cart, count),
  });
}

/**
 * The header's link to the cart once it shows this count: where the page drops stored lines the
 * catalog does not know, the badge shows the stored count until it has.
 */
export function findCartBadge(t: Texts, count: number): Promise<HTMLElement> {
  return within(screen.getByRole("banner")).findByRole("link", {
    name: t.header.badgeItems(t.header.cart, count),
  });
}

/** The header's link to the wishlist, named with its count. */
export function wishlistBadge(t: Texts, count: number): HTMLElement {
  return within(screen.getByRole("banner")).getByRole("link", {
    name: t.header.badgeItems(t.header.wishlist, count),
  });
}

/**
 * The header's link to the wishlist once it shows this count: where the page drops stored gifts
 * the catalog no longer has, the badge shows the stored count until it has.
 */
export function findWishlistBadge(t: Texts, count: number): Promise<HTMLElement> {
  return within(screen.getByRole("banner")).findByRole("link", {
    name: t.header.badgeItems(t.header.wishlist, count),
  });
}

/** What the live region says now. */
export function announced(): string {
  return screen.getByRole("status").textContent ?? "";
}

/**
 * The page scrolled so far that whatever the page watches has gone up out of sight: the product
 * page's own 'Add to Cart', whose action bar then shows. happy-dom has no layout to scroll.
 */
export function scrolledPastEverything(): void {
  class ScrolledPast {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { target, isIntersecting: false } as IntersectionObserverEntry;
      this.report([entry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", ScrolledPast);
}

/**
 * A product page's own button, found by its name: the phone's action bar, which comes after it
 * in the page and shows from the first paint, repeats 'Add to Cart' and 'Order this gift'.
 */
export function pageButton(name: string): HTMLElement {
  const [own] = screen.getAllByRole("button", { name });
  if (!own) throw new Error(`No button ${name}`);
  return own;
}

/** The page's own button, once the page shows it. */
export function findPageButton(name: string): Promise<HTMLElement> {
  return waitFor(() => pageButton(name));
}

/**
 * A London sender's order opened on the order page, and 'Review order' tapped: the number from
 * abroad then waits for its reader.
 */
export async function reviewFromAbroad(text: Texts["ordering"]["orderPage"]): Promise<void> {
  storeFilledOrder({ senderPhone: "+44 7400 123456" });
  const { user } = renderPage(pages.order);
  await user.click(await screen.findByRole("button", { name: text.review }));
}

/** Types over what a field holds, all at once, as a keyboard's suggestion or a paste does. */
export async function write(user: UserEvent, label: string, text: string): Promise<void> {
  const field = screen.getByLabelText<HTMLInputElement>(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
