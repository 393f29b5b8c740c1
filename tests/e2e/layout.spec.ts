import { expect, test } from "./fixtures";

/*
 * What only a browser tells about the site's frame: the header's panels are shown by CSS, from
 * their buttons' aria-expanded, a page the build never made paints before its scripts load, and
 * Home drawn part-parsed pushes nothing down.
 * The header's and footer's links, labels, focus and keys are tested in the component layer
 * (app/components/site-header.test.tsx, phone-menu.test.tsx, site-footer.test.tsx), and the
 * header fitting a 360 px phone in every-page.spec.ts.
 */

test("the phone menu and the search are on screen only while their buttons say they are open", async ({
  page,
}) => {
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  const search = page.getByPlaceholder("Search for gifts...");
  await expect(menu).toBeHidden();
  await expect(search).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();
});

test("a page the build never made paints content at once, so the app starts without waiting", async ({
  page,
}) => {
  // The app starts at the first contentful paint (decision 003). A fallback page that painted only
  // shapes would start it at the start script's last resort, and its first contentful paint would
  // be the app's, after the scripts were fetched. (Comparing the first paint with the first
  // contentful one was not enough: on a loaded machine a frame can be painted before the body.)
  for (const path of ["/product/999", "/bn/category/nope", "/no/such/page"]) {
    await page.goto(path);
    const contentfulPaint = () =>
      page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
    await expect.poll(contentfulPaint, { message: path }).toBeDefined();
    const firstScript = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
    );
    expect(firstScript, path).toBeGreaterThanOrEqual((await contentfulPaint()) ?? Infinity);
  }
});

test("on a phone Home's promises are drawn once the gifts above them are all parsed, so they are never pushed down", async ({
  page,
}) => {
  // A slow phone paints a page before it has parsed all of it: here the page ends inside the gifts,
  // which a phone shows above the promises although the document has them after.
  const home = await (await page.request.get("/")).text();
  const firstGift = home.indexOf("<article", home.indexOf('aria-labelledby="featured"'));
  const partWay = home.slice(0, home.indexOf("<article", firstGift + 1));
  await page.route("/", (route) => route.fulfill({ contentType: "text/html", body: partWay }));
  await page.goto("/");
  const promise = page.getByText("Free Delivery", { exact: true });
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(promise).toBeHidden();
  // A wider screen draws the promises above the gifts: nothing comes between them to push them.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(promise).toBeVisible();

  await page.unroute("/");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(promise).toBeVisible();
  const gifts = page.getByRole("region", { name: "Featured Gifts" }).getByRole("article");
  const lastGift = await gifts.last().boundingBox();
  expect((await promise.boundingBox())?.y).toBeGreaterThan(lastGift?.y ?? Infinity);
});
