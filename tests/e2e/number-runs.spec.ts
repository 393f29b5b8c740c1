import type { Page } from "@playwright/test";
import { prerenderPaths } from "../../app/content/prerender-paths";
import { numberRuns } from "../../app/lib/site/number-runs";
import { seedCart } from "./device";
import { en } from "../../app/i18n/en";
import { expect, test } from "./fixtures";

/*
 * No number breaks across lines on any page of either edition, at the narrowest phone and on a
 * desktop: "১৪ / ফেব্রুয়ারি", "বিকেল / ৩টার", "২,০০০ / টাকা", "+৮৮০ / ১৭১২…" and "UP- / 6VU8CN"
 * were each read wrong at a line's end (the Bangla review of 1 December). The runs are the ones
 * the app keeps whole (app/lib/site/number-runs.ts), found in every text the page shows, FAQ
 * answers opened and a cart filled, in a gift day's season, so its dates and deadlines show too.
 */

/** The prerendered pages: the catalog's data files beside them are not pages. */
const pagePaths = prerenderPaths().filter((path) => !/\.\w+$/.test(path));

/** 5 February 2027, 10 am in Dhaka: Valentine's Day is on Home, with its deadlines. */
const inValentinesSeason = new Date("2027-02-05T10:00:00+06:00");

interface ShownText {
  node: number;
  text: string;
}

/** Every text on the page a shopper can see, FAQ answers opened, numbered for brokenRuns. */
function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text && /[0-9০-৯]|[A-Z]-/.test(node.data)) nodes.push(node);
    }
    Object.assign(window, { shownTextNodes: nodes });
    return nodes.map((node, index) => ({ node: index, text: node.data }));
  });
}

interface Run {
  node: number;
  start: number;
  end: number;
  text: string;
}

/** The runs among the page's texts that must stay on one line, with where each sits. */
function runsIn(texts: ShownText[]): Run[] {
  return texts.flatMap(({ node, text }) => {
    let start = 0;
    return numberRuns(text).flatMap((part) => {
      const run = { node, start, end: start + part.text.length, text: part.text };
      start = run.end;
      return part.whole ? [run] : [];
    });
  });
}

/** The runs whose characters the browser laid out on more than one line. */
function brokenRuns(page: Page, runs: Run[]): Promise<string[]> {
  return page.evaluate((runs) => {
    const nodes = (window as unknown as { shownTextNodes: Text[] }).shownTextNodes;
    const range = document.createRange();
    return runs.flatMap((run) => {
      const node = nodes[run.node];
      if (!node) return [];
      range.setStart(node, run.start);
      range.setEnd(node, run.end);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
      const first = boxes[0];
      // A box whose top is below the first one's middle is on a later line.
      const broken = first && boxes.some((box) => box.top > first.top + first.height / 2);
      return broken ? [run.text] : [];
    });
  }, runs);
}

/** Pictures take their room before they load: leaving them out changes no line. */
const pictures = /\.(jpe?g|png|webp|avif)$/;
test.use({ expectedLoadFailures: [pictures] });

/**
 * Opens `path` as the app opens a link, without loading the page again (a full load of each page
 * cost a second on 2 busy cores), and waits for its main heading to be another page's.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((path) => {
    const shown = document.querySelector("h1")?.textContent;
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
    return shown;
  }, path);
  // Checked at each frame: an expectation's retries, 100 ms apart at best, doubled the run.
  await page.waitForFunction(
    (before) => document.querySelector("h1")?.textContent !== before,
    before,
    {
      polling: "raf",
    },
  );
  await page.evaluate(() => document.fonts.ready);
}

for (const width of [320, 1280]) {
  test(`no number breaks across lines on any page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.setFixedTime(inValentinesSeason);
    await page.route(pictures, (route) => route.abort());
    await seedCart(page, [
      { productId: 1, quantity: 1, text: { "name-or-date-to-engrave": "Rina & Arif" } },
      { productId: 8, quantity: 1, choices: { size: "large" } },
    ]);
    // Home shows the gift day once the app has started and read the clock: from then on the app
    // opens each page itself.
    const [home, ...others] = pagePaths;
    await page.goto(home ?? "/");
    await expect(
      page.getByText(en.occasions.heading("Valentine's Day", "2027-02-14")),
    ).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const broken: string[] = [];
    for (const path of ["", ...others]) {
      if (path) await openInApp(page, path);
      const runs = runsIn(await shownTexts(page));
      for (const text of await brokenRuns(page, runs)) broken.push(`${path || home}: “${text}”`);
    }
    expect(broken, `numbers broken across lines at ${width} px`).toEqual([]);
  });
}
