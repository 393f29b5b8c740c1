import type { Page } from "@playwright/test";
import { expect, isPhone, test } from "./fixtures";

/**
 * Every button and button-like link shown on the product cards, with what its label measures: how many
 * lines its words take (their boxes' tops, a line height apart when they wrap) and whether they
 * stick out of the control. The gift's name, a link that may take several lines, is not a button.
 */
function labels(page: Page, controls: string) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].flatMap((control) => {
        const text = control.textContent?.trim() ?? "";
        // A control with no words, or not shown at this width (a closed panel's), has no line.
        if (!text || control.getClientRects().length === 0) return [];
        const style = getComputedStyle(control);
        // "normal" has no number: about 1.2 times the type's size.
        const lineHeight =
          Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
        const box = control.getBoundingClientRect();
        const tops: number[] = [];
        let overflows = false;
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width === 0) continue;
            if (tops.every((top) => Math.abs(top - rect.top) >= lineHeight / 2))
              tops.push(rect.top);
            if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) overflows = true;
          }
        }
        return [{ text, lines: tops.length, overflows }];
      }),
    controls,
  );
}

/** The cards' controls, and the filters' buttons: on a phone the one beside the sort. */
const buttons = "main article :is(a, button):not(h3 *), main aside button";

async function expectOneLine(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const found = await labels(page, buttons);
  expect(found.length, `${path} has card buttons`).toBeGreaterThan(0);
  for (const label of found) {
    expect(label, `${path} "${label.text}"`).toEqual({ ...label, lines: 1, overflows: false });
  }
}

for (const path of ["/products", "/bn/products", "/", "/bn"]) {
  test(
    `${path}: every card button says its words on one line`,
    { tag: "@desktop" },
    async ({ page }, testInfo) => {
      // A 360 px phone too: the narrowest the shop is designed for.
      const widths = isPhone(testInfo) ? [360, 375] : [1280];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await expectOneLine(page, path);
      }
    },
  );
}
