import type { PersonalisationField, ProductOption } from "../../data/types";
import { graphemeCount } from "../forms/graphemes";
import { textProblem } from "../forms/validation";

/** What a gift may ask of the shopper, as the catalog gives it. */
export interface Choosable {
  price: number;
  originalPrice?: number;
  personalisation?: readonly PersonalisationField[];
  options?: readonly ProductOption[];
}

/** The chosen choice's id by option id, and what the shopper wrote by field id. */
export type Choices = Readonly<Record<string, string>>;

/** A saved line's value for a key, never one of Object's own (an option may be "constructor"). */
export function ownValue(record: Choices | undefined, key: string): string | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A gift that cannot be added without the shopper choosing or writing something first. */
export function asksForChoices(product: Choosable): boolean {
  return (product.options?.length ?? 0) > 0 || (product.personalisation?.length ?? 0) > 0;
}

function withSurcharge(product: Choosable, surcharge: number) {
  return {
    price: product.price + surcharge,
    ...(product.originalPrice === undefined
      ? {}
      : { originalPrice: product.originalPrice + surcharge }),
  };
}

/** The first choice of every option: what the product page shows until the shopper picks. */
export function firstChoices(product: Choosable): Choices {
  return Object.fromEntries(
    (product.options ?? []).flatMap((option) =>
      option.choices[0] ? [[option.id, option.choices[0].id]] : [],
    ),
  );
}

/**
 * The price of the gift with these choices, and each choice and text with its label; null when a
 * choice or a text no longer fits the gift (the owner renamed a size, or made a field required):
 * such a line is kept, but cannot be sent until the shopper fixes or removes it.
 */
export function resolveChoices(
  product: Choosable,
  choices: Choices | undefined,
  text: Choices | undefined,
): { price: number; originalPrice?: number; details: LineDetail[] } | null {
  const options = product.options ?? [];
  const fields = product.personalisation ?? [];
  const known = (record: Choices | undefined, ids: readonly { id: string }[]) =>
    Object.keys(record ?? {}).every((key) => ids.some((item) => item.id === key));
  if (!known(choices, options) || !known(text, fields)) return null;

  const details: LineDetail[] = [];
  let surcharge = 0;
  for (const option of options) {
    const chosenId = ownValue(choices, option.id);
    const choice = option.choices.find((candidate) => candidate.id === chosenId);
    if (!choice) return null;
    surcharge += choice.surcharge;
    details.push({ label: option.name, value: choice.name });
  }
  for (const field of fields) {
    const written = ownValue(text, field.id) ?? "";
    if (personalisationProblem(field, written)) return null;
    if (written) details.push({ label: field.label, value: written });
  }
  return { ...withSurcharge(product, surcharge), details };
}

/** One choice or one text of a cart line, in the page's language: "Size: Large". */
export interface LineDetail {
  label: string;
  value: string;
}

/**
 * What a shopper writes, as the shop receives it: one line, no spaces at either end, in the
 * form Unicode calls composed (NFC), so two ways of typing the same Bangla are one cart line.
 */
export function cleanText(typed: string): string {
  return typed.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** Why a text cannot go on the gift: missing, or longer than the field takes. */
export function personalisationProblem(field: PersonalisationField, written: string) {
  return textProblem(written, {
    required: field.required,
    max: field.maxLength,
    count: graphemeCount,
  });
}
