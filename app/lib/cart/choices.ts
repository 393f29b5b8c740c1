import type { PersonalisationField, ProductOption } from "../../data/types";

/*
 * What every page needs to know of a gift's choices: whether it asks for any (its card, the early
 * script), and how a saved text is written (the cart). Their prices and checks are in
 * choice-prices.ts, which only the product, cart and order pages load.
 */

/** What a gift may ask of the shopper, as the catalog gives it. */
export interface Choosable {
  price: number;
  originalPrice?: number;
  personalisation?: readonly PersonalisationField[];
  options?: readonly ProductOption[];
}

/** The chosen choice's id by option id, and what the shopper wrote by field id. */
export type Choices = Readonly<Record<string, string>>;

/** A gift that cannot be added without the shopper choosing or writing something first. */
export function asksForChoices(product: Choosable): boolean {
  return (product.options?.length ?? 0) > 0 || (product.personalisation?.length ?? 0) > 0;
}

/**
 * What a shopper writes, as the shop receives it: one line, no spaces at either end, in the
 * form Unicode calls composed (NFC), so two ways of typing the same Bangla are one cart line.
 */
export function cleanText(typed: string): string {
  // A lone surrogate (half an emoji, only from a hand-edited device) cannot go into a link.
  return typed
    .normalize("NFC")
    .replace(/\p{Cs}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}
