/**
 * How a gift day's page lists its gifts. Its first card is the gift it features, so a shopper who
 * taps the first thing they see can always have it sent: a gift in stock comes before one that is
 * sold out, and among those in stock one made personal (a name, a photo) before the rest, as that
 * is what a gift day's shopper comes for. Otherwise the owner's order holds.
 */

export interface ListedGift {
  inStock: boolean;
  personalisation?: readonly unknown[];
}

const rank = (gift: ListedGift) =>
  !gift.inStock ? 2 : (gift.personalisation?.length ?? 0) > 0 ? 0 : 1;

/** The gifts in the order the page lists them; a new list, the same gifts. */
export function orderOccasionGifts<T extends ListedGift>(gifts: readonly T[]): T[] {
  // Array.prototype.sort is stable: gifts of the same rank keep the owner's order.
  return [...gifts].sort((a, b) => rank(a) - rank(b));
}

/** Letters and digits only, in lower case: "a message in a bottle" finds "Message in a Bottle". */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * Whether an occasion's intro names one of `soldOut` (gifts' names in the same language). A page
 * does not promise a gift it cannot send: while this holds, it says the occasion's plain line
 * instead of the intro the owner wrote for it.
 */
export function namesAnyOf(intro: string, soldOut: readonly string[]): boolean {
  const said = words(intro);
  return soldOut.some((name) => words(name).trim() !== "" && said.includes(words(name)));
}
