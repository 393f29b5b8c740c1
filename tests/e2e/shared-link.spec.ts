import type { Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { editionCatalog } from "../../app/content/edition-catalog";
import { listing } from "./catalog-facts";
import { expect, test } from "./fixtures";
import { openHoldingTheApp } from "./holding-the-app";

/*
 * A link shared on Facebook or WhatsApp opens a listing whose prerendered HTML is the same for any
 * address. On a budget phone the page paints seconds before the app has worked out what the
 * address asks. Every frame from the first paint until the result shows is looked at: no gift it
 * would not list may be visible, nor a count it would take back, and it says what it is doing
 * meanwhile.
 *
 * The app's scripts are held until the shopper has read what the listing says first, so that
 * moment is seen on any machine.
 */

interface Frame {
  names: string[];
  /** The listing's heading as drawn, or null before it is in the page. */
  heading: string | null;
}

/** Each frame's visible gift names and the listing's heading, from before the first paint on. */
async function watchFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: { names: string[]; heading: string | null }[] = [];
    Object.assign(window, { shownFrames: frames });
    const seen = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const parsedPast = (element: Element) => {
      if (document.readyState !== "loading") return true;
      for (let node: Node | null = element; node; node = node.parentNode) {
        if (node.nextSibling) return true;
      }
      return false;
    };
    const look = () => {
      const names = [...document.querySelectorAll("main article h3")]
        .filter(seen)
        .map((name) => name.textContent?.trim() ?? "");
      const heading = document.getElementById("results");
      // The browser may paint while its parser is still inside the heading, with none or part of
      // its words ('Searching for “'): such a heading is not drawn yet. Once the parser has gone
      // past it, whatever it says is what the shopper reads.
      let words = heading && seen(heading) && parsedPast(heading) ? heading.innerText.trim() : null;
      // Before the app has started, the term is drawn by the stylesheet, which innerText leaves out.
      const term = heading?.querySelector("[data-asked-term]");
      const drawn = term ? getComputedStyle(term, "::before").content : "none";
      if (words !== null && term && !term.textContent && drawn.startsWith('"')) {
        words = words.replace("“”", `“${JSON.parse(drawn) as string}”`);
      }
      frames.push({ names, heading: words });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const shown = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownFrames: Frame[] }).shownFrames);

const firstCategory = editionCatalog("en").categories.find(
  (category) => listing(`category=${category.slug}`).total > 0,
);

for (const [locale, text, prefix, query] of [
  ["en", en, "", "q=ghori"],
  ["bn", bn, "/bn", "q=ghori"],
  ["en", en, "", "max=1500"],
  ["en", en, "", `category=${firstCategory?.slug}`],
] as const) {
  test(`a shared link ${prefix}/products?${query} shows only what it asks for, from its first paint`, async ({
    page,
  }) => {
    const expected = listing(query, locale);
    // The shop's demo holds gifts this address leaves out, so a wrong list would be seen.
    expect(expected.total).toBeLessThan(editionCatalog(locale).products.length);
    const working = query.startsWith("q=")
      ? text.productsPage.searchingFor("ghori").join("")
      : text.productsPage.findingChosen;
    await watchFrames(page);
    const app = await openHoldingTheApp(page, `${prefix}/products?${query}`);
    await expect(page.getByRole("heading", { name: working })).toBeVisible();
    await app.startApp();
    await expect(page.getByRole("heading", { name: expected.showing })).toBeVisible();
    // The heading can be in the page a moment before the next frame is drawn: wait for that frame.
    await expect
      .poll(async () => (await shown(page)).some((frame) => frame.heading === expected.showing))
      .toBe(true);
    const frames = await shown(page);
    const painted = frames.filter((frame) => frame.names.length > 0 || frame.heading !== null);
    expect(painted.length).toBeGreaterThan(0);
    for (const frame of painted) {
      for (const name of frame.names) expect(expected.names).toContain(name);
      if (frame.names.length > 0) expect(frame.heading).toBe(expected.showing);
    }
    // Until then it said what it was doing, and never a count it took back.
    const headings = new Set(painted.map((frame) => frame.heading));
    expect([...headings].sort()).toEqual([expected.showing, working].sort());
    // From its first paint: the words came before anything else.
    expect(painted[0]?.heading).toBe(working);
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared search link still shows the prerendered gifts", async ({ page }) => {
    await page.goto("/products?q=ghori");
    const all = listing();
    await expect(page.getByRole("heading", { name: all.showing })).toBeVisible();
    await expect(page.locator("main article h3")).toHaveCount(all.names.length);
    await expect(page.getByText(en.productsPage.searchingFor("ghori").join(""))).toBeHidden();
  });
});
