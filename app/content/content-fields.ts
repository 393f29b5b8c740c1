import * as v from "valibot";

/**
 * The fields content files are written with. Each message finishes a sentence that names the file
 * and the field and says what is there (content-files.ts): `price` + "must be a whole number of
 * taka" + `, found "1,200tk"`.
 */

export const text = (what: string) =>
  v.pipe(v.string(`must be ${what}`), v.trim(), v.nonEmpty(`must be ${what}`));

/** The same words in English and in Bangla, side by side: `en:` and `bn:` lines. */
export const bothLanguages = (what: string) =>
  fields(
    { en: text(`the ${what} in English`), bn: text(`the ${what} in Bangla`) },
    "must have two lines under it, en: and bn:",
  );

/**
 * An optional field: left out, or left empty (`original_price:` or `""`), as the owner's admin
 * writes a field emptied, which means the same.
 */
export function optional<T extends v.GenericSchema>(schema: T) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (value === null || value === "" ? undefined : value)),
      v.optional(schema),
    ),
  );
}

export const optionalWords = optional(
  fields(
    { en: optional(text("words in English")), bn: optional(text("words in Bangla")) },
    "must have an en: or a bn: line under it",
  ),
);

/** The file name of a picture beside the file, as the owner's admin names it (`1-front.jpg`). */
export const pictureName = v.pipe(
  v.string("must be the file name of a picture beside it, such as photo.jpg"),
  v.regex(/^[^/\\]+$/, "must be the file name of a picture beside it, such as photo.jpg"),
);

/** A name made for a web address or a cart: lower-case words joined by -, such as `example`. */
export const slug = (example: string) =>
  v.pipe(
    text(`lower-case words joined by -, such as ${example}`),
    v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `must be lower-case words joined by -, such as ${example}`),
  );

export const wholeTaka = v.pipe(
  v.number("must be a whole number of taka"),
  v.integer("must be a whole number of taka"),
  v.minValue(1, "must be a whole number of taka above 0"),
);

/** A whole number from `min` to `max`; every mistake in it is told by the one `message`. */
export const wholeNumberFrom = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const count = (what: string) =>
  v.pipe(
    v.number(`must be ${what}`),
    v.integer(`must be ${what}`),
    v.minValue(0, `must be ${what}`),
  );

/** YAML reads `true`/`false`; an owner may well write yes or no, which mean the same. */
export const yesOrNo = v.pipe(
  v.unknown(),
  v.transform((value) => (value === "yes" ? true : value === "no" ? false : value)),
  v.boolean("must be true or false (yes or no)"),
);

/**
 * A group of fields, one per line. Any other field is a mistake that lists the right ones, as a
 * misspelt field would otherwise be skipped silently: each is checked against valibot's `never`
 * (its `strictObject` names only a group's first). A missing field is told in its own words
 * ("must be the name in Bangla"); `message` is for a value that is no group at all.
 */
export function fields<const Entries extends v.ObjectEntries>(entries: Entries, message: string) {
  const others = `is not a field here; check its spelling (the fields are ${Object.keys(entries).join(", ")})`;
  return v.objectWithRest(entries, v.never(others), (issue) => {
    // Only a missing field's issue has a path: the field it names.
    const missing = issue.path?.[0].key;
    const schema = typeof missing === "string" ? entries[missing] : undefined;
    return (schema && v.safeParse(schema, undefined).issues?.[0].message) ?? message;
  });
}

/** The issue of a field that is not in its group (`fields`): its sentence has no "found". */
export const isUnknownField = (issue: v.BaseIssue<unknown>) => issue.type === "never";

/**
 * `demo: true` marks an entry that came with the demo shop: the build lists what is still demo
 * (demo-items.ts), the admin shows it as a checklist, and `npm run blank-start` removes it.
 */
export const demoMark = optional(yesOrNo);

/**
 * The longest id a stored cart keeps (`parseCart`), of an extra or of a gift's text, option or
 * choice: a longer one would drop the shopper's line.
 */
export const maxCartIdLength = 80;
