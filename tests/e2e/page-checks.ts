import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Levels A and AA of WCAG 2.0, 2.1 and 2.2, and axe's best practices: one bar for both editions. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The page's accessibility violations, each as its rule and the elements that break it. Axe runs in
 * the page itself (its legacy mode): by default it opens a second tab for each check to merge the
 * results of the page's frames, and the shop's pages have none. That tab cost a quarter to a third
 * of every-page.spec.ts's time (28 November). Axe reports every element of every rule that passed
 * too, hundreds of kilobytes a page that no check reads: asked for its violations only, it lists
 * them as fully and a check takes a third less time (1.45 → 0.93 s, four pages, 28 November).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** Records the Content Security Policy violations of every page the tab loads from now on. */
export async function watchPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: violations });
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
}

/** The violations recorded on the current page since it loaded. */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}
