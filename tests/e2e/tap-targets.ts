import type { Locator, Page } from "@playwright/test";
import type { Messages } from "../../app/i18n/en";
import { expect } from "./fixtures";

/** A control a shopper can see, with the box a finger has to hit, in CSS pixels. */
export interface MeasuredControl {
  /** The element and its name, enough to find it: `a "Birthday Gifts" in nav "Breadcrumb"`. */
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible control on the page that WCAG 2.2's minimum target size applies to: links,
 * buttons, fields, menus' summaries, and a checkbox or radio wrapped in its label (the label is
 * then what a finger taps). Links inside a sentence are left out, as the criterion allows.
 */
export function visibleControls(page: Page): Promise<MeasuredControl[]> {
  return page.evaluate(() => {
    /** The box that lays out an element's line: its nearest ancestor that is not plain inline. */
    function lineBox(node: Node): Element | null {
      let parent = node.parentElement;
      while (parent && ["inline", "contents"].includes(getComputedStyle(parent).display)) {
        parent = parent.parentElement;
      }
      return parent;
    }

    /**
     * WCAG 2.2 SC 2.5.8 (Target Size, Minimum) excepts a target "in a sentence or its size is
     * otherwise constrained by the line-height of non-target text". A link is in a sentence when
     * text outside it, in the same block (not another flex or grid item), shares one of its lines.
     */
    function isLinkInSentence(link: Element): boolean {
      const block = lineBox(link);
      if (!block) return false;
      const linkLines = [...link.getClientRects()];
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (link.contains(text) || !text.textContent?.trim() || lineBox(text) !== block) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const words of range.getClientRects()) {
          if (linkLines.some((line) => words.top < line.bottom && line.top < words.bottom)) {
            return true;
          }
        }
      }
      return false;
    }

    /** Hidden from sight but kept for screen readers (`sr-only`: the skip link until focused). */
    function isVisuallyHidden(element: Element): boolean {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)") {
          return true;
        }
      }
      return false;
    }

    /**
     * The box a tap lands in. A card's link stretched over the whole card by an absolute
     * `::after` (inset 0) is tapped anywhere on the card: the box of the pseudo-element's
     * containing block, its nearest positioned ancestor.
     */
    function tapBox(element: Element): DOMRect {
      const after = getComputedStyle(element, "::after");
      const stretched =
        after.content !== "none" &&
        after.position === "absolute" &&
        [after.top, after.right, after.bottom, after.left].every((inset) => inset === "0px");
      if (!stretched) return element.getBoundingClientRect();
      let container: Element | null = element;
      while (container && getComputedStyle(container).position === "static") {
        container = container.parentElement;
      }
      return (container ?? element).getBoundingClientRect();
    }

    function describe(element: Element): string {
      const text =
        element.getAttribute("aria-label") ??
        element.getAttribute("placeholder") ??
        element.textContent?.replace(/\s+/g, " ").trim() ??
        "";
      const region = element.closest("nav, header, footer, main, form, [role=dialog]");
      const where = region
        ? ` in ${region.tagName.toLowerCase()}${region.getAttribute("aria-label") ? ` "${region.getAttribute("aria-label")}"` : ""}`
        : "";
      return `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"${where}`;
    }

    const controls = document.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, summary",
    );
    const measured = new Map<Element, { name: string; width: number; height: number }>();
    for (const control of controls) {
      // A checkbox or radio inside its label is tapped anywhere on the label.
      const wrapped =
        control instanceof HTMLInputElement && ["checkbox", "radio"].includes(control.type)
          ? control.closest("label")
          : null;
      const target = wrapped ?? control;
      if (measured.has(target)) continue;
      if (!target.checkVisibility({ visibilityProperty: true })) continue;
      if (isVisuallyHidden(target)) continue;
      const box = tapBox(target);
      // Drawn by something else (a field shown by its label).
      if (box.width <= 1 || box.height <= 1) continue;
      if (target instanceof HTMLAnchorElement && isLinkInSentence(target)) continue;
      measured.set(target, {
        name: describe(target),
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return [...measured.values()];
  });
}

/**
 * The controls a shopper uses most, each at least 44 × 44 px on a phone: the phone number, the
 * header's icons and language switch, the phone menu's items, 'Add to Cart' and the quantity.
 */
export function primaryControls(page: Page, t: Messages): Locator[] {
  const banner = page.getByRole("banner");
  return [
    banner.getByRole("link", { name: t.shopText.phone }),
    banner.getByRole("link", { name: t.header.otherLanguage }),
    banner.getByRole("button", { name: t.header.openSearch, exact: true }),
    banner.getByRole("button", { name: t.header.closeSearch }),
    banner.getByRole("link", { name: t.header.wishlist }),
    banner.getByRole("link", { name: t.header.cart }),
    banner.getByRole("button", { name: t.header.openMenu }),
    banner.getByRole("button", { name: t.header.closeMenu }),
    banner.getByRole("navigation", { name: t.header.mobileNav }).getByRole("link"),
    page.getByRole("main").getByRole("button", { name: t.cart.add, exact: true }),
    page.getByRole("main").getByRole("button", { name: t.product.increaseQuantity }),
    page.getByRole("main").getByRole("button", { name: t.product.decreaseQuantity }),
  ];
}

/** Each visible match of the locators, measured and named: one round trip a locator, all at once. */
export async function measure(locators: Locator[]): Promise<MeasuredControl[]> {
  const found = await Promise.all(
    locators.map((locator) =>
      locator.evaluateAll((elements) =>
        elements.flatMap((element) => {
          const box = element.getBoundingClientRect();
          if (!element.checkVisibility({ visibilityProperty: true })) return [];
          if (box.width === 0 || box.height === 0) return [];
          const label = (element.getAttribute("aria-label") ?? element.textContent ?? "")
            .replace(/\s+/g, " ")
            .trim()
            .slice(0, 40);
          return [
            {
              name: `${element.tagName.toLowerCase()} "${label}"`,
              width: Math.round(box.width),
              height: Math.round(box.height),
            },
          ];
        }),
      ),
    ),
  );
  return found.flat();
}

/** The controls smaller than the size, as `name: width × height`, for a readable failure. */
export function smallerThan(size: number, controls: MeasuredControl[]): string[] {
  return controls
    .filter((control) => control.width < size || control.height < size)
    .map((control) => `${control.name}: ${control.width} × ${control.height}`);
}

/** WCAG 2.2's minimum (2.5.8) for every control, and the shop's own for the ones used most. */
const minimum = 24;
const primary = 44;

/**
 * Every visible control on the page at least 24 × 24 px, the primary ones 44 × 44 px,
 * soft, so one page lists all its offenders. every-page.spec measures every page and state a
 * shopper makes, in both editions.
 */
export async function checkTargets(page: Page, t: Messages, where: string): Promise<void> {
  const tooSmall = smallerThan(minimum, await visibleControls(page));
  expect.soft(tooSmall, `controls under ${minimum} × ${minimum} px on ${where}`).toEqual([]);
  const primaryTooSmall = smallerThan(primary, await measure(primaryControls(page, t)));
  expect
    .soft(primaryTooSmall, `primary controls under ${primary} × ${primary} px on ${where}`)
    .toEqual([]);
}
