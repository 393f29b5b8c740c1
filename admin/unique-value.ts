/**
 * The rules of the admin's `unique` widget (admin/admin.ts), apart from Decap CMS so they are
 * tested alone: a value no other entry may have, and a value other entries name, which must stay
 * while they do.
 */

/** Another entry's value of a field, and whose it is, as the admin reads the repository. */
export interface Taken {
  value: unknown;
  name: string;
}

export interface UniqueField {
  label: string;
  isNumber: boolean;
  value: unknown;
  /** The other entries' values; null until the admin has read them. */
  taken: readonly Taken[] | null;
  /**
   * For an entry already saved, when other entries name this field's value (a gift its
   * category's web address): the value saved, and the names of the entries naming it, null until
   * read. What they name must stay, or the build finds them naming nothing.
   */
  named?: { saved: unknown; by: string; names: readonly string[] | null };
}

/**
 * Whether an entry's data names `value` in one of `fields`, as the value itself (a gift's
 * category) or in a list of them (the occasions it is also in).
 */
export function namesValue(
  data: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  value: unknown,
): boolean {
  return fields.some((field) => {
    const named = data[field];
    return Array.isArray(named) ? named.includes(value) : named === value;
  });
}

/** One above the highest taken, so a number once used is not given again while its entry stays. */
export function nextFree(taken: readonly Taken[]): number {
  return Math.max(0, ...taken.map((entry) => Number(entry.value)).filter(Number.isInteger)) + 1;
}

/** Why the field's value cannot be saved, in the sentence the owner reads; none when it can. */
export function uniqueValueProblem(field: UniqueField): string | undefined {
  const { label, isNumber, value, taken, named } = field;
  const refuse = (message: string) => `${label}: ${message}`;
  if (isNumber && (!Number.isInteger(value) || Number(value) < 0)) {
    return refuse("must be a whole number");
  }
  if (!taken || (named && !named.names)) {
    return refuse("the other entries are still being read; publish again in a moment");
  }
  const other = taken.find((entry) => entry.value === value);
  if (other) {
    const free = isNumber ? `, such as ${nextFree(taken)}` : "";
    return refuse(`${String(value)} is already “${other.name}”'s; give this one its own${free}`);
  }
  if (named?.names && named.names.length > 0 && value !== named.saved) {
    const saved = String(named.saved);
    return refuse(
      `${named.by} still name “${saved}” (${listed(named.names)}); change theirs first, or keep “${saved}”`,
    );
  }
  return undefined;
}

/** A few names, and how many more: a category may hold hundreds of gifts. */
function listed(names: readonly string[]): string {
  const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more`] : names;
  return new Intl.ListFormat("en").format(shown);
}
