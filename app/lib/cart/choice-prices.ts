import type { PersonalisationField } from "../../data/types";
import { graphemeCount } from "../forms/graphemes";
import { storedTextMax } from "../forms/limits";
import { textProblem } from "../forms/validation";
import { ownValue } from "../catalog/own-value";
import { cleanText, type Choices, type Choosable } from "./choices";

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

/**
 * A line the gift no longer fits shows what was saved for it all the same: the choice and text
 * under the names the gift still has for them, else as they were kept. Two such lines of one gift
 * stay told apart, and the shopper sees the engraving they typed.
 */
export function savedDetails(
  product: Choosable,
  choices: Choices | undefined,
  text: Choices | undefined,
): LineDetail[] {
  const optionDetails = Object.keys(choices ?? {}).map((id) => {
    const option = product.options?.find((candidate) => candidate.id === id);
    const chosen = ownValue(choices, id) ?? "";
    const choice = option?.choices.find((candidate) => candidate.id === chosen);
    return { label: option?.name ?? id, value: choice?.name ?? chosen };
  });
  const textDetails = Object.keys(text ?? {}).map((id) => ({
    label: product.personalisation?.find((field) => field.id === id)?.label ?? id,
    value: ownValue(text, id) ?? "",
  }));
  return [...optionDetails, ...textDetails];
}

/** One choice or one text of a cart line, in the page's language: "Size: Large". */
export interface LineDetail {
  label: string;
  value: string;
}

/** What the shopper has written so far, by field id, as the shop would receive it; empty left out. */
export function writtenTexts(
  fields: readonly PersonalisationField[],
  typed: Choices,
): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const text = cleanText(ownValue(typed, field.id) ?? "");
      return text ? [[field.id, text]] : [];
    }),
  );
}

/** Why a text cannot go on the gift: missing, or longer than the field takes. */
export function personalisationProblem(field: PersonalisationField, written: string) {
  if (written.length > storedTextMax) return "tooLong";
  return textProblem(written, {
    required: field.required,
    max: field.maxLength,
    count: graphemeCount,
  });
}
