/**
 * An order's reference, made on the shopper's device: UP- and six characters a person can read
 * aloud and type into a wallet app without confusing 0 with O or 1 with I.
 */
export const referenceAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

const referenceLength = 6;
const referencePattern = new RegExp(`^UP-[${referenceAlphabet}]{${referenceLength}}$`);

/**
 * A reference from random bytes (crypto.getRandomValues on the device). The alphabet has 32
 * characters, so each byte modulo 32 picks one without favouring any.
 */
export function orderReference(randomBytes: ArrayLike<number>): string {
  if (randomBytes.length < referenceLength) {
    throw new RangeError(`An order reference needs ${referenceLength} random bytes`);
  }
  let code = "";
  for (let index = 0; index < referenceLength; index += 1) {
    code += referenceAlphabet[(randomBytes[index] ?? 0) % referenceAlphabet.length];
  }
  return `UP-${code}`;
}

export function isOrderReference(value: unknown): value is string {
  return typeof value === "string" && referencePattern.test(value);
}
