import * as v from "valibot";
import type { Bilingual, Product } from "../data/types";
import { personalisationMax } from "../lib/forms/limits";
import {
  bothLanguages,
  count,
  fields,
  maxCartIdLength,
  wholeNumberFrom,
  yesOrNo,
} from "./content-fields";
import { shown } from "./content-files";

/**
 * What a gift asks of the shopper: the texts they write for it and the options they pick, each
 * with the id a cart keeps, made from its English name.
 */

const characterLimit = `must be a whole number of characters from 1 to ${personalisationMax}, such as 30 (longer words belong in the card message)`;

/** A text the shopper writes for a gift, such as the name to engrave. */
export const personalisationField = fields(
  {
    label: bothLanguages("label"),
    max_characters: wholeNumberFrom(1, personalisationMax, characterLimit),
    required: yesOrNo,
  },
  "must be a text to ask for: label (en: and bn:), max_characters and required",
);

const optionChoice = fields(
  {
    name: bothLanguages("name of the choice"),
    adds: count("a whole number of taka, 0 or more"),
  },
  "must be a choice: name (en: and bn:) and adds",
);

export const productOption = fields(
  {
    name: bothLanguages("name of the option"),
    choices: v.array(optionChoice, "must be a list of choices, each starting with - name:"),
  },
  "must be an option: name (en: and bn:) and choices",
);

/** As Shopify allows: a gift with more is better offered as several gifts. */
const MAX_OPTIONS = 3;

/** Plenty for one gift, and within the 10 texts a stored cart line keeps (`parseCart`). */
const MAX_PERSONALISATION = 5;

/**
 * The id a cart keeps for a text, an option or a choice, made from its English name: lower-case
 * letters and digits, in words joined by - ("Name or date to engrave" is name-or-date-to-engrave).
 */
function idOf(english: string): string {
  return english
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Each entry of a list with its id, made from its English name. An entry whose name makes no id,
 * or the id of an entry before it, is a mistake: a cart could not tell which one was chosen.
 */
function withIds<T extends { [key in K]: { en: string } }, K extends string>(
  entries: readonly T[],
  key: K,
  where: { file: string; list: string; kind: string },
  problems: string[],
): { entry: T; id: string }[] {
  const named = entries.map((entry) => ({ entry, id: idOf(entry[key].en) }));
  named.forEach(({ entry, id }, index) => {
    const field = `${where.file}: ${where.list}.entry ${index + 1}.${key}.en`;
    const first = named.findIndex((other) => other.id === id);
    if (id === "") {
      problems.push(
        `${field} must have a letter or a digit (a to z, 0 to 9), from which the build makes its id, found ${shown(entry[key].en)}`,
      );
    } else if (id.length > maxCartIdLength) {
      problems.push(
        `${field} must make an id of at most ${maxCartIdLength} characters, as a cart keeps no longer ones; shorten the English ${key} (its id has ${id.length})`,
      );
    } else if (first < index) {
      problems.push(
        `${field} must differ from entry ${first + 1}'s (${shown(named[first]?.entry[key].en)}), as a cart tells ${where.kind} apart by their English ${key}s, found ${shown(entry[key].en)}`,
      );
    }
  });
  return named;
}

/** The texts a gift asks for and its options, each in both languages; only what it declares. */
export function readChoices(
  entry: {
    personalisation?: v.InferOutput<typeof personalisationField>[] | undefined;
    options?: v.InferOutput<typeof productOption>[] | undefined;
  },
  file: string,
  problems: string[],
) {
  const product: Pick<Product<Bilingual>, "personalisation" | "options"> = {};
  const texts = withIds(
    entry.personalisation ?? [],
    "label",
    { file, list: "personalisation", kind: "the texts" },
    problems,
  );
  if (texts.length > MAX_PERSONALISATION) {
    problems.push(
      `${file}: personalisation must be at most ${MAX_PERSONALISATION} texts to ask for (anything more belongs in the card message), found ${texts.length}`,
    );
  }
  if (texts.length > 0) {
    product.personalisation = texts.map(({ entry: field, id }) => ({
      id,
      label: field.label,
      maxLength: field.max_characters,
      required: field.required,
    }));
  }

  const options = withIds(
    entry.options ?? [],
    "name",
    { file, list: "options", kind: "options" },
    problems,
  );
  if (options.length > MAX_OPTIONS) {
    problems.push(
      `${file}: options must be at most ${MAX_OPTIONS} (such as a size, a colour and a material), found ${options.length}`,
    );
  }
  const readOptions = options.map(({ entry: option, id }, index) => {
    const list = `options.entry ${index + 1}.choices`;
    const choices = withIds(option.choices, "name", { file, list, kind: "choices" }, problems);
    if (choices.length < 2) {
      problems.push(
        `${file}: ${list} must have at least 2 choices to pick from (a single one belongs in the description), found ${choices.length}`,
      );
    }
    if (choices.length > 0 && !choices.some(({ entry: choice }) => choice.adds === 0)) {
      problems.push(
        `${file}: ${list} must have one choice that adds 0, as the price above is the gift's lowest, found adds of ${choices.map(({ entry: choice }) => choice.adds).join(", ")}`,
      );
    }
    return { option, id, choices };
  });
  if (readOptions.length > 0) {
    product.options = readOptions.map(({ option, id, choices }) => ({
      id,
      name: option.name,
      choices: choices.map(({ entry: choice, id: choiceId }) => ({
        id: choiceId,
        name: choice.name,
        surcharge: choice.adds,
      })),
    }));
  }
  return product;
}
