/*
 * React DOM's private value tracker, which the early script (app/start-up/early-taps.ts) relies on
 * to hand over what a shopper typed before the app started (contract 1 of react-contracts.tsx).
 *
 * React (react-dom 19, inputValueTracking and ChangeEventPlugin) keeps each field's last known
 * value in a tracker it installs as an own `value` (or `checked`) property of the element, and calls
 * onChange for an `input` event (a `click` for a checkbox or radio) only when the field's value
 * differs from the tracker's. Hydration records the value a field has at that moment, text typed
 * before the app started included, and leaves the component's state as it was prerendered: an
 * ordinary event would then be ignored, and the next render would wipe the text. Writing the own
 * property (which the tracker sees) and then the prototype's setter (which it does not) makes the
 * next event a change. React calls a select's onChange on every `change` event.
 *
 * react-contracts.test.tsx hydrates every kind of field with typed text and fails the day an
 * upgrade changes this; tests/e2e/early-taps.spec.ts does the same in a real browser.
 */

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isField(target: EventTarget | null): target is Field {
  return target instanceof Element && target.matches("input,select,textarea");
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

/** What the shopper left in the field: its text, or whether it is ticked. */
export function fieldValue(field: Field): string | boolean {
  return isCheckable(field) ? field.checked : field.value;
}

/** Sets the text of a field as typing does, unseen by React's tracker. */
export function setFieldText(field: Field, text: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, text);
}

/** Gives React the value the shopper left in a field before the app started, as one change. */
export function replayFieldToReact(field: Field, value: string | boolean) {
  if (isCheckable(field)) {
    field.checked = !value;
    // A click ticks a checkbox back to `value`, and ticks a radio (only ticked ones are replayed).
    field.click();
    return;
  }
  const text = String(value);
  if (field instanceof HTMLSelectElement) {
    setFieldText(field, text);
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // Writing a field's text moves its caret to the end: a shopper who had selected the text to type
  // over it would add to it instead (a quantity's "2", selected, then "12" typed, became 99).
  // Fields without a selection (a date, a number, an email) have null here.
  const { selectionStart, selectionEnd } = field;
  field.value = `${text}\u0000`;
  setFieldText(field, text);
  if (selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
