import type { Locale } from "../../config/locale";
import type { Bilingual } from "../../data/types";

/**
 * A value of the catalog as one edition has it: each `Bilingual` in it, however deep, becomes the
 * edition's words (`Product<Bilingual>` becomes `Product`).
 */
export type InEdition<T> =
  T extends Bilingual<infer Word>
    ? Word
    : T extends readonly (infer Item)[]
      ? InEdition<Item>[]
      : T extends object
        ? { [Key in keyof T]: InEdition<T[Key]> }
        : T;

/**
 * Whether a value is words in both languages: a group of exactly two fields, `en` and `bn`. Nothing
 * else in the catalog is, so a reader never marks which of its fields are bilingual.
 */
export function isBilingual(value: unknown): value is Bilingual<unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes("en") && keys.includes("bn");
}

/**
 * A value of the catalog in one edition: each `Bilingual` in it, however deep, gives way to its
 * words in `locale`; everything else (prices, ids, pictures, lists and their order) is kept, field
 * by field in the same order, so a page carries what it did when each field was picked by hand.
 */
export function inEdition<T>(value: T, locale: Locale): InEdition<T> {
  // The walk keeps each value's shape but for its Bilingual fields, which InEdition<T> spells out.
  return walk(value, locale) as InEdition<T>;
}

function walk(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => walk(item, locale));
  if (isBilingual(value)) return value[locale];
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]: [string, unknown]) => [key, walk(field, locale)]),
  );
}
