/**
 * A form's rules: its fields in the order the page shows them, so focus goes to the first problem
 * a shopper would see, and the problem with any one field's value. A rule reads all the values,
 * as one field's rule may depend on another's value (a delivery date on its area).
 */
export interface FormRules<Values, Field extends string, Problem extends string> {
  fields: readonly Field[];
  problem: (field: Field, values: Values) => Problem | undefined;
}

export type FormErrors<Field extends string, Problem extends string> = Partial<
  Record<Field, Problem>
>;

/** One problem per field that has one; an empty object means the form is ready to send. */
export function validateForm<Values, Field extends string, Problem extends string>(
  rules: FormRules<Values, Field, Problem>,
  values: Values,
): FormErrors<Field, Problem> {
  const errors: FormErrors<Field, Problem> = {};
  for (const field of rules.fields) {
    const problem = rules.problem(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function firstInvalidField<Field extends string>(
  rules: { fields: readonly Field[] },
  errors: Partial<Record<Field, unknown>>,
): Field | undefined {
  return rules.fields.find((field) => errors[field] !== undefined);
}

export interface TextRule {
  required: boolean;
  max: number;
  /** How the limit counts the trimmed text; code units unless a field counts what people see. */
  count?: (text: string) => number;
}

/** Typed text that is missing though required, or longer than its limit once trimmed. */
export function textProblem(
  value: string,
  { required, max, count = (text) => text.length }: TextRule,
): "required" | "tooLong" | undefined {
  const text = value.trim();
  if (!text) return required ? "required" : undefined;
  return count(text) > max ? "tooLong" : undefined;
}
