import type { Locator, Page } from "@playwright/test";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { expect, test } from "./fixtures";
import { openHoldingTheApp } from "./holding-the-app";

/*
 * A gift's photos on its page, where only a browser can tell: a strip that scrolls and snaps to
 * the photo swiped to or chosen by its dot, an enlarged view drawn larger and zoomed, the order
 * the photos are fetched in. What the dots say and how the enlarged view answers the keyboard is
 * tested without a browser (app/components/product-gallery.test.tsx, photo-viewer.test.tsx). The
 * tests count the photos the page says it has, so they hold for any number from 2.
 */

const english = { prefix: "", text: en, dot: /^Photo \d+ of \d+$/ };
const bangla = { prefix: "/bn", text: bn, dot: /^ছবি [০-৯]+ \/ [০-৯]+$/ };

/**
 * The page's gallery: the strip, its slides, photos and dots, and how many photos it says there
 * are. The further photos are fetched once the page has started and the shopper reaches for the
 * strip: `started` focuses it, as a keyboard would, and waits for them.
 */
async function gallery(page: Page, text: typeof en, dot: RegExp, { started = true } = {}) {
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const strip = page.getByRole("region", { name: text.gallery.label(name) });
  const slides = strip.locator(":scope > *");
  const photos = strip.getByRole("img");
  const dots = page.getByRole("button", { name: dot });
  await expect(dots.first()).toBeVisible();
  const total = await dots.count();
  expect(total, "photos the page says it has").toBeGreaterThanOrEqual(2);
  await expect(slides).toHaveCount(total);
  if (started) {
    await strip.focus();
    await expect(photos).toHaveCount(total);
  }
  const dotFor = (index: number) =>
    page.getByRole("button", { name: text.gallery.photoOf(index, total), exact: true });
  return { name, strip, slides, photos, total, dotFor };
}

/**
 * A finger swiping the strip from right to left by `distance` pixels, at a finger's pace: every
 * touch carries its own time, 16 ms (a frame) per 20 px. Without them the browser reads the pace
 * from when each event happens to arrive, and on a loaded machine a pause before the finger lifts
 * reads as a finger that stopped: the swipe ends as a drag, which snaps to the nearest photo, and
 * after the touch slop and the moves a busy renderer takes in late, 200 px had moved the strip
 * only 165 of its 341 px, so it went back to the first photo.
 */
async function swipe(page: Page, strip: Locator, distance: number) {
  const box = await strip.boundingBox();
  if (!box) throw new Error("The strip is not on screen.");
  const [x, y] = [Math.round(box.x + box.width * 0.8), Math.round(box.y + box.height / 2)];
  const cdp = await page.context().newCDPSession(page);
  const frame = 0.016;
  let time = Date.now() / 1000;
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x, y }],
    timestamp: time,
  });
  for (let moved = 20; moved <= distance; moved += 20) {
    time += frame;
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x - moved, y }],
      timestamp: time,
    });
  }
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchEnd",
    touchPoints: [],
    timestamp: time + frame,
  });
  await cdp.detach();
}

/** The slide the strip shows: the one wholly inside it. */
async function expectShown(slides: Locator, index: number) {
  await expect(slides.nth(index)).toBeInViewport({ ratio: 0.95 });
}

/** The rose in English and the frame in Bangla: two galleries, one in each edition. */
const visits = [
  { ...english, id: 8 },
  { ...bangla, id: 1 },
];

for (const { prefix, text, dot, id } of visits) {
  const path = `${prefix}/product/${id}`;

  test(`${path}: a swipe shows the next photo and its dot, and a dot moves to its photo`, async ({
    page,
  }) => {
    await page.goto(path);
    const { strip, slides, total, dotFor } = await gallery(page, text, dot);
    await expect(dotFor(1)).toHaveAttribute("aria-current", "true");
    await expectShown(slides, 0);

    await swipe(page, strip, 200);
    await expectShown(slides, 1);
    await expect(dotFor(2)).toHaveAttribute("aria-current", "true");
    await expect(dotFor(1)).not.toHaveAttribute("aria-current", /.*/);

    await dotFor(total).click();
    await expectShown(slides, total - 1);
    await expect(dotFor(total)).toHaveAttribute("aria-current", "true");
    await dotFor(1).click();
    await expectShown(slides, 0);
    await expect(dotFor(1)).toHaveAttribute("aria-current", "true");
  });

  test(`${path}: a tap enlarges the photo, zoomed it is drawn twice as large and the arrows pan it`, async ({
    page,
  }) => {
    await page.goto(path);
    const { name, photos, total } = await gallery(page, text, dot);
    await photos.first().tap();
    const viewer = page.getByRole("dialog", { name: text.gallery.label(name) });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(text.gallery.photoOf(1, total), { exact: true })).toBeVisible();
    const enlarged = viewer.getByRole("img");
    const [small, large] = [await photos.first().boundingBox(), await enlarged.boundingBox()];
    expect(large?.width ?? 0).toBeGreaterThanOrEqual(small?.width ?? Infinity);

    await viewer.getByRole("button", { name: text.gallery.zoomIn }).click();
    await expect(viewer.getByRole("button", { name: text.gallery.zoomOut })).toBeVisible();
    const zoomed = await enlarged.boundingBox();
    expect(zoomed?.width ?? 0).toBeGreaterThan(1.9 * (large?.width ?? Infinity));
    // Pinching is left to the browser, and scrolling pans the zoomed photo.
    await expect(enlarged.locator("..")).toHaveCSS("touch-action", "manipulation");
    const zoomedPhoto = viewer.getByRole("group", { name: text.gallery.zoomedHint });
    const scrolledLeft = () => zoomedPhoto.evaluate((element) => element.scrollLeft);
    const before = await scrolledLeft();
    await zoomedPhoto.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(scrolledLeft).toBeGreaterThan(before);
    await expect(viewer.getByText(text.gallery.photoOf(1, total), { exact: true })).toBeVisible();

    await viewer.getByRole("button", { name: text.gallery.close }).tap();
    await expect(viewer).toBeHidden();
  });
}

test("/product/8: only the first photo is fetched with the page, the others once the shopper reaches for them", async ({
  page,
  request,
}) => {
  const { text, dot } = english;
  // In the prerendered page, before any script: the first photo alone, eager and first.
  const html = await (await request.get("/product/8")).text();
  const stripHtml = /<div[^>]*role="region".*?<\/button>/s.exec(html)?.[0] ?? "";
  const pictures = (stripHtml.match(/<img[^>]*>/g) ?? []).filter(
    (img) => !img.includes("data-placeholder"),
  );
  expect(pictures).toHaveLength(1);
  expect(pictures[0]).toContain('loading="eager"');
  expect(pictures[0]).toContain('fetchPriority="high"');

  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  const app = await openHoldingTheApp(page, "/product/8");
  const { strip, photos, total } = await gallery(page, text, dot, { started: false });
  await expect
    .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await app.startApp();
  // The page has started once the related gifts show their pictures (they wait for it too).
  const related = page.getByRole("region", { name: text.product.relatedHeading });
  await expect(related.getByRole("img").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const beforeReaching = [...fetched];
  await expect(photos).toHaveCount(1);
  await swipe(page, strip, 200);
  await expect(photos).toHaveCount(total);
  await expect(photos.first()).toHaveAttribute("loading", "eager");
  await expect(photos.first()).toHaveAttribute("fetchpriority", "high");
  const others: string[] = [];
  for (let index = 1; index < total; index += 1) {
    await expect(photos.nth(index)).toHaveAttribute("loading", "lazy");
    await expect(photos.nth(index)).not.toHaveAttribute("fetchpriority", /.*/);
    const source = await photos.nth(index).getAttribute("src");
    others.push((source ?? "").replace(/-\d+\.webp$/, "-"));
  }
  expect(
    beforeReaching.filter((url) => others.some((other) => url.startsWith(other))),
    "further photos fetched before the shopper reached for them",
  ).toEqual([]);
  await expect
    .poll(() => photos.nth(1).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test("/bn/product/8: a swipe before the app has started shows the next photo, and its dot once it has", async ({
  page,
}) => {
  const { text, dot } = bangla;
  const app = await openHoldingTheApp(page, "/bn/product/8");
  const { strip, slides, dotFor } = await gallery(page, text, dot, { started: false });
  await swipe(page, strip, 200);
  await expectShown(slides, 1);
  await app.startApp();
  await expect(dotFor(2)).toHaveAttribute("aria-current", "true");
});

test(
  "at 1280 px, a click on a dot and on the photo enlarge the second photo, and the arrows move on",
  { tag: "@desktop-only" },
  async ({ page }) => {
    await page.goto("/product/1");
    const { name, slides, photos, total, dotFor } = await gallery(page, en, /^Photo \d+ of \d+$/);
    await dotFor(2).click();
    await expectShown(slides, 1);
    await photos.nth(1).click();
    const viewer = page.getByRole("dialog", { name: en.gallery.label(name) });
    await expect(viewer.getByText(en.gallery.photoOf(2, total), { exact: true })).toBeVisible();
    const [small, large] = [
      await photos.nth(1).boundingBox(),
      await viewer.getByRole("img").boundingBox(),
    ];
    expect(large?.width ?? 0).toBeGreaterThan(small?.width ?? Infinity);
    await viewer.getByRole("button", { name: en.gallery.next }).click();
    await expect(
      viewer.getByText(en.gallery.photoOf(total === 2 ? 1 : 3, total), { exact: true }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(photos.nth(1)).toBeVisible();
  },
);
