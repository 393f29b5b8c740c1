import { expect, test } from "./fixtures";

/*
 * What only a browser tells about the site's frame: the header's panels are shown by CSS, from
 * their buttons' aria-expanded, and a page the build never made paints before its scripts load.
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
