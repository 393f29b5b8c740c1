/**
 * How a gift day's page lists its gifts: in the owner's order, which leads with the gift that suits
 * the day best (a family photo on Eid, not a birthday's hamper), except that a gift sold out goes
 * after those in stock, so a shopper who taps the first thing they see can always have it sent.
 */

export interface ListedGift {
  inStock: boolean;
}

/** The gifts in the order the page lists them; a new list, the same gifts. */
export function orderOccasionGifts<T extends ListedGift>(gifts: readonly T[]): T[] {
  // Array.prototype.sort is stable: gifts in stock keep the owner's order, and so do the others.
  return [...gifts].sort((a, b) => Number(!a.inStock) - Number(!b.inStock));
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
