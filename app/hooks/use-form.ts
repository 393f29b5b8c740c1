import { useId, useState, type FormEvent } from "react";
import {
  firstInvalidField,
  validateForm,
  type FormErrors,
  type FormRules,
} from "~/lib/forms/validation";

interface FormOptions<
  Values extends Record<Field, unknown>,
  Field extends string,
  Problem extends string,
> {
  rules: FormRules<Values, Field, Problem>;
  /** The values as this render shows them. */
  values: Values;
  /** Keeps a changed value wherever the form's values live: its own state or the device. */
  keep: <F extends Field>(field: F, value: Values[F]) => void;
  /** Fields whose rule reads another one's value, by the field they read. */
  affects?: Partial<Record<Field, readonly Field[]>>;
  labels: Readonly<Record<Field, string>>;
  messages: Partial<Record<Field, Partial<Record<Problem, string>>>>;
  /** For a problem that has no message of its own. */
  errorFallback: string;
  /** A submit that finds no problem; the event tells which button sent the form. */
  onValid: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * One way every form behaves: errors appear on submit, with focus on the first field that has
 * one, and then follow each fix as it is typed.
 */
export function useForm<
  Values extends Record<Field, unknown>,
  Field extends string,
  Problem extends string,
>({
  rules,
  values,
  keep,
  affects,
  labels,
  messages,
  errorFallback,
  onValid,
}: FormOptions<Values, Field, Problem>) {
  const id = useId();
  const [errors, setErrors] = useState<FormErrors<Field, Problem>>({});
  const fieldId = (field: Field) => `${id}-${field}`;

  function focus(field: Field) {
    document.getElementById(fieldId(field))?.focus();
  }

  /**
   * Keeps a field's new value. `alongside` holds the values the form changed with it and kept
   * itself (a date an area moves), which the messages then follow too.
   */
  function change<F extends Field>(field: F, value: Values[F], alongside: Partial<Values> = {}) {
    keep(field, value);
    // A flagged field's message follows the fix, and so does that of a field whose rule reads it.
    const flagged = [field, ...(affects?.[field] ?? [])].filter((checked) => errors[checked]);
    if (flagged.length === 0) return;
    const next = { ...values, ...alongside, [field]: value };
    setErrors((current) => {
      const updated = { ...current };
      for (const checked of flagged) updated[checked] = rules.problem(checked, next);
      return updated;
    });
  }

  /**
   * `checked`: the rules to check with where they changed after this render, as when a submit
   * waited for what a rule needs (the order form's reader of numbers from abroad).
   */
  function submit(event: FormEvent<HTMLFormElement>, checked = rules) {
    event.preventDefault();
    const found = validateForm(checked, values);
    setErrors(found);
    const first = firstInvalidField(checked, found);
    if (first) focus(first);
    else onValid(event);
  }

  function errorFor(field: Field): string | null {
    const problem = errors[field];
    if (!problem) return null;
    return messages[field]?.[problem] ?? errorFallback;
  }

  /** What a Field needs: its control's id and name, its label and its error. */
  function fieldProps(field: Field) {
    return { id: fieldId(field), name: field, label: labels[field], error: errorFor(field) };
  }

  return { change, submit, focus, fieldProps };
}
