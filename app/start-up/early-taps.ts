/*
 * A script inlined last in the <head> of every prerendered page (postbuild's
 * html-rewrites.ts): from the first paint until the app has started, it makes every tap count
 * exactly once, and shows it at once (decision 003; app/start-up/README.md tells the chain).
 *
 * - 'Add to Cart', a heart and a quantity's minus and plus are done here, through the device values
 *   the app's stores keep, and shown in the page (the header's counts, the heart, the number).
 * - Any other button is shown as busy and pressed again for the app once it has started, once
 *   however often it was tapped; a disclosure (a button with aria-expanded) opens or closes its
 *   panel at once as well.
 * - What is typed or chosen in a field stays in the field and is handed to React's state.
 * - Links work as links.
 * Until the handover, the app's own handlers never see these events, so nothing happens twice.
 */
import type { Locale } from "../config/locale";
import { clampQuantity, parseQuantity, type ProductLine } from "../lib/cart/cart";
import { toggleWishlist } from "../lib/cart/wishlist";
import { localizeDigits } from "../lib/prices/money";
import { updateDeviceValue } from "../storage/device-store";
import { localePreferenceValue, storedCartLines, storedWishlistIds } from "../storage/shop-values";
import type { BadgeName, EarlyAction } from "./protocol";
import {
  fieldValue,
  isField,
  replayFieldToReact,
  setFieldText,
  type Field,
} from "../framework/react-fields";

/** What was done here last, which the app announces once it has started. */
let last: EarlyAction | undefined;
/** What the app is to do once it has started, in order: a button to press again, or a form to send. */
const held: (HTMLButtonElement | HTMLFormElement)[] = [];
/** What the shopper left in each field, by field; a radio group's choice by the group's name. */
const typed = new Map<Field | string, [Field, string | boolean]>();

/**
 * root.tsx writes the edition's locale as the page's language; Bangla's digits are ০–৯. Not with
 * `Intl`: its first use loads the browser's locale data, and a first 'Add to Cart' or heart took
 * 168 and 216 ms to show on `npm run bench`'s budget phone instead of 36 and 54 (decision 003).
 * The app groups thousands (money.ts); a count here would reach one only in a cart of eleven full
 * lines or a thousand saved gifts, shown without the comma until the app writes its own.
 */
// The page's lang is "en" or "bn"; localizeDigits turns digits Bengali for "bn" alone.
const inPageDigits = (count: number) =>
  localizeDigits(String(count), document.documentElement.lang as Locale);

function showCount(badge: BadgeName, count: number) {
  const text = inPageDigits(count);
  for (const element of document.querySelectorAll<HTMLElement>(`[data-badge="${badge}"]`)) {
    element.textContent = text;
    element.hidden = false;
  }
}

/** False when the browser refuses storage: the tap is then held for the app, like any other. */
function addNow(button: HTMLElement): boolean {
  // The page wrote the id; the stores' parsers drop anything that is not one.
  const productId = Number(button.dataset.productId);
  const field = document.getElementById(button.dataset.quantityInput ?? "");
  const quantity = field instanceof HTMLInputElement ? parseQuantity(field.value) : 1;
  const line: ProductLine = { productId, quantity };
  const lines = updateDeviceValue(storedCartLines, (current) => [...current, line]);
  if (!lines) return false;
  // Nearly as the app counts them once it has checked and merged them: a line without a
  // quantity of 1 or more counts 0 here.
  const count = (sum: number, stored: unknown) => {
    const kept = Number((stored as Partial<ProductLine> | null)?.quantity);
    return sum + (kept >= 1 ? clampQuantity(kept) : 0);
  };
  showCount("cart", lines.reduce(count, 0));
  last = { kind: "cart-add", quantity, name: button.dataset.name };
  return true;
}

function toggleSavedNow(button: HTMLElement): boolean {
  const productId = Number(button.dataset.productId);
  // Toggled in the stored ids unread; the count may include a damaged one until the app reads them.
  const wishlist = updateDeviceValue(storedWishlistIds, (current) =>
    toggleWishlist<unknown>(current, productId),
  );
  if (!wishlist) return false;
  const saved = wishlist.includes(productId);
  // A page shows a gift's heart once: its card, or its own page.
  button.setAttribute("aria-pressed", String(saved));
  showCount("wishlist", wishlist.length);
  last = { kind: "wishlist", saved, name: button.dataset.name };
  return true;
}

function stepQuantity(button: HTMLElement) {
  const box = button.closest("[data-quantity]");
  const field = box?.querySelector("input");
  if (!box || !field) return;
  const quantity = clampQuantity(parseQuantity(field.value) + Number(button.dataset.step));
  setFieldText(field, inPageDigits(quantity));
  keepTyped(field);
  // A step that would not change the quantity (minus at 1, plus at the most) is off, as in the app.
  for (const step of box.querySelectorAll<HTMLButtonElement>("[data-step]")) {
    step.disabled = clampQuantity(quantity + Number(step.dataset.step)) === quantity;
  }
}

/** The disclosure this script last opened, which Escape closes, as the app's Escape does. */
let opened: HTMLElement | undefined;

/** Its panel is shown by the button's aria-expanded alone, in CSS. */
function toggleDisclosure(button: HTMLElement) {
  const expanded = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(expanded));
  opened = expanded ? button : undefined;
  if (!expanded) return;
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  panel?.querySelector<HTMLElement>("[type=search]")?.focus();
}

function keepTyped(field: Field) {
  const key = field.type === "radio" ? field.name : field;
  typed.set(key, [field, fieldValue(field)]);
}

function onClick(event: MouseEvent) {
  const target = event.target as Element;
  // React reads a checkbox's or a radio's change from its click: that one is replayed, not this.
  if (isField(target)) return event.stopImmediatePropagation();
  const control = target.closest?.("a,button");
  if (control instanceof HTMLAnchorElement) {
    // A panel opened here closes as the link is followed: the app, which may follow it itself,
    // would otherwise open its panel on the next page when given the tap that opened it.
    if (opened) forgetOpening(opened);
    // The link is followed by the browser or by the app, whichever has it. The switch was
    // prerendered without the page's query string, which keeps the filters in the other language.
    const chosen = control.dataset.locale;
    if (chosen) {
      // The page wrote an edition's locale; the store's parser drops anything else.
      updateDeviceValue(localePreferenceValue, () => chosen as Locale);
      control.search = location.search;
    }
    return;
  }
  if (!(control instanceof HTMLButtonElement)) return;
  event.stopImmediatePropagation();
  const action = control.dataset.early;
  if (action === "cart-add" && addNow(control)) return;
  if (action === "wishlist" && toggleSavedNow(control)) return;
  if (action === "step") return stepQuantity(control);
  // A submit button's form is sent once the app can check it.
  event.preventDefault();
  if (control.hasAttribute("aria-expanded")) {
    if (held.includes(control)) return forgetOpening(control);
    toggleDisclosure(control);
  } else control.setAttribute("aria-busy", "true");
  // A second tap on a busy button asks again for what is already on its way: one 'Send' sends one
  // order.
  if (!held.includes(control)) held.push(control);
}

/**
 * Closes the panel opened here and forgets the tap that opened it: the app, whose panel is closed,
 * is given neither, as replaying both would end with the focus in the panel it closes.
 */
function forgetOpening(button: HTMLElement) {
  toggleDisclosure(button);
  held.splice(held.indexOf(button as HTMLButtonElement), 1);
}

/** A form sent without a button (Enter in a form that has none). */
function onSubmit(event: SubmitEvent) {
  event.preventDefault();
  event.stopImmediatePropagation();
  // A submit event's target is always its form. Enter pressed again sends it once, as a second tap
  // on its button does.
  const form = event.target as HTMLFormElement;
  if (!held.includes(form)) held.push(form);
}

function onFieldChange(event: Event) {
  if (!isField(event.target)) return;
  event.stopImmediatePropagation();
  keepTyped(event.target);
}

/**
 * The quantity's arrow keys step it, as its buttons do; Escape closes the panel opened here
 * (closeOnEscape).
 */
function onKeyDown(event: KeyboardEvent) {
  // Every event here is sent to an element, or to the document, which has no closest().
  const box = (event.target as Element).closest?.("[data-quantity]");
  const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1 };
  const step = box?.querySelector<HTMLElement>(`[data-step="${steps[event.key]}"]`);
  if (step) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return stepQuantity(step);
  }
  closeOnEscape(event);
}

/**
 * Escape closes the panel opened here and forgets its tap (forgetOpening), before the hand-over and
 * after it until that tap is replayed: the app, whose panel is still closed, would not hear it.
 * Once the tap is replayed the app has the panel, and its own Escape.
 */
function closeOnEscape(event: KeyboardEvent) {
  if (event.key !== "Escape" || !opened || !held.includes(opened as HTMLButtonElement)) return;
  const button = opened;
  forgetOpening(button);
  button.focus();
}

const listeners = [
  ["keydown", onKeyDown],
  ["click", onClick],
  ["submit", onSubmit],
  ["input", onFieldChange],
  ["change", onFieldChange],
] as const;

for (const [type, listener] of listeners) addEventListener(type, listener as EventListener, true);

window.upoharEarlyTaps = {
  handOver() {
    for (const [type, listener] of listeners) {
      removeEventListener(type, listener as EventListener, true);
    }
    delete window.upoharEarlyTaps;
    addEventListener("keydown", closeOnEscape, true);
    // Fields at once, before any tap the app may get next, which would otherwise act on what it
    // had before or be undone by a later replay; the held taps then one a task, each seeing what
    // the ones before it did.
    for (const [field, value] of typed.values()) replayFieldToReact(field, value);
    const next = () => {
      const tap = held.shift();
      if (!tap) return removeEventListener("keydown", closeOnEscape, true);
      if (tap instanceof HTMLButtonElement) {
        tap.removeAttribute("aria-busy");
        tap.click();
      } else tap.requestSubmit();
      setTimeout(next);
    };
    setTimeout(next);
    return last;
  },
};
