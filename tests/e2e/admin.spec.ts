import { expect, test, type Locator, type Page } from "@playwright/test";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { readCatalogContent } from "../../app/content/catalog-content";
import { readShopSettings } from "../../app/content/shop-settings";
import { parse } from "yaml";
import { makeCatalogCopy } from "../../scripts/bench/catalog-copy.ts";
import { ownerFilesUnder } from "../../scripts/files-under.ts";

/*
 * The owner's admin (/admin, decision 013) as the owner uses it, on a phone: the real Decap CMS
 * from the build, saving through `decap-server` (the package Decap ships for this) into a
 * throwaway git repository holding a copy of content/, where every save is a commit, as it is on
 * GitHub. What it writes must pass the content checker and build into the shop.
 */

const projectRoot = resolve(".");
const photo = join(projectRoot, "content", "products", "photo-frame", "1-front.jpg");
const lamp = { name: "Brass Table Lamp", bangla: "পিতলের টেবিল ল্যাম্প", price: 1450 };

/** A port nobody listens on, for decap-server. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on("error", fail);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Repository {
  dir: string;
  server: ChildProcess;
  api: string;
}

/** A git repository with a copy of content/, and decap-server saving into it with commits. */
async function startRepository(): Promise<Repository> {
  const dir = mkdtempSync(join(tmpdir(), "upohar-admin-"));
  cpSync(join(projectRoot, "content"), join(dir, "content"), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Owner", "-c", "user.email=owner@example.com", ...args], {
      cwd: dir,
      stdio: "pipe",
    });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "The shop's content");
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [join(projectRoot, "admin", "node_modules", "decap-server", "dist", "index.js")],
    {
      env: {
        ...process.env,
        PORT: String(port),
        // It writes into the repository for anyone who reaches it: this computer only.
        BIND_HOST: "127.0.0.1",
        MODE: "git",
        GIT_REPO_DIRECTORY: dir,
        LOG_LEVEL: "warn",
        GIT_AUTHOR_NAME: "Owner",
        GIT_AUTHOR_EMAIL: "owner@example.com",
        GIT_COMMITTER_NAME: "Owner",
        GIT_COMMITTER_EMAIL: "owner@example.com",
      },
      stdio: "ignore",
    },
  );
  const api = `http://127.0.0.1:${port}/api/v1`;
  await expect
    .poll(
      () =>
        fetch(api, {
          method: "POST",
          body: '{"action":"info"}',
          headers: { "content-type": "application/json" },
        })
          .then((response) => response.ok)
          .catch(() => false),
      { timeout: 30_000 },
    )
    .toBe(true);
  // It writes into the repository for whoever reaches it: from this computer's network address,
  // as another computer would come, nothing answers.
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === "IPv4")?.address;
  if (networkAddress) {
    await expect(
      fetch(`http://${networkAddress}:${port}/api/v1`, { method: "POST", body: "{}" }),
    ).rejects.toThrow();
  }
  return { dir, server, api };
}

/** The admin as the build serves it, with its local backend at this test's decap-server. */
async function openAdmin(page: Page, repository: Repository, hash = "") {
  await page.route("**/admin/config.yml", async (route) => {
    const response = await route.fetch();
    const config = await response.text();
    const localBackend = "\nlocal_backend:\n  url: http://127.0.0.1:8081/api/v1\n";
    expect(config).toContain(localBackend);
    await route.fulfill({
      response,
      body: config.replace(localBackend, `\nlocal_backend:\n  url: ${repository.api}\n`),
    });
  });
  await page.goto(`/admin/${hash}`);
  // decap-server has no accounts: its sign-in is one button.
  await page.getByRole("button", { name: "Login" }).click();
}

const commits = (dir: string) =>
  execFileSync("git", ["log", "--format=%s"], { cwd: dir, encoding: "utf8" }).trim().split("\n");

/** Nothing on the page is wider than the phone: no sideways scrolling, no button off the screen. */
async function expectFitsTheScreen(page: Page) {
  const [content, screen] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(content).toBeLessThanOrEqual(screen);
}

/** Each text in both languages: the English and Bangla fields, in the form's order. */
const english = (page: Page, index: number) =>
  page.getByLabel("English", { exact: true }).nth(index);
const bangla = (page: Page, index: number) => page.getByLabel("বাংলা", { exact: true }).nth(index);

/** Back to the list of gifts, by the editor's back link, as the owner goes. */
async function backToGifts(page: Page) {
  await page.getByRole("link", { name: /Gifts collection/ }).click();
}

/**
 * The control the owner taps next is not under the notice a save leaves on the screen for 4–9 s.
 * At the top of a phone's screen the notice lay over the editor's bar: a tap on 'Publish' or on the
 * way back landed on the notice (admin.css).
 */
async function expectInReach(control: Locator) {
  await expect(control).toBeVisible();
  const uncovered = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(uncovered, "the notice covers the control").toBe(true);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

/**
 * Publishes an entry just opened, as the owner does: until the admin has read the other entries it
 * cannot tell whether a number or web address is taken, and refuses the save with "publish again
 * in a moment"; the owner publishes again, and so does this, until `outcome` shows. On a loaded
 * machine the reading outlasted the first tap (in CI, 28 November: a category's web address in
 * the morning, a gift's number at night). A save that never succeeds fails within a minute, not
 * at the test's five.
 */
async function publishOnceRead(page: Page, outcome: Locator) {
  const stillReading = page.getByText(/publish again in a moment$/);
  await expect(async () => {
    await publish(page);
    await expect(outcome.or(stillReading)).toBeVisible();
    await expect(outcome).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

function readContent(dir: string) {
  const root = join(dir, "content");
  const paths = ownerFilesUnder(root).map((path) => relative(root, path).split(sep).join("/"));
  const yaml = paths.filter((path) => path.endsWith(".yaml"));
  return readCatalogContent(
    yaml.map((path) => ({ path, text: readFileSync(join(root, path), "utf8") })),
    paths.filter((path) => !path.endsWith(".yaml")),
  );
}

test.describe("the owner's admin", () => {
  let repository: Repository;
  const problems: string[] = [];
  /**
   * Decap CMS logs a save it refuses and leaves its promise rejected: with the reason when the
   * checker refused it (an Object), with nothing when a field did (undefined).
   */
  const refusals: RegExp[] = [];

  test.beforeEach(async ({ page }) => {
    repository = await startRepository();
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
  });

  test.afterEach(() => {
    repository.server.kill();
    rmSync(repository.dir, { recursive: true, force: true });
    const unexpected = problems.filter(
      (problem) => !refusals.some((refusal) => refusal.test(problem)),
    );
    problems.length = 0;
    refusals.length = 0;
    expect(unexpected).toEqual([]);
  });

  test("on a phone the owner adds a gift with a photo, changes a price and marks a gift sold out; the shop builds with them", async ({
    page,
  }) => {
    // The owner's admin and then a whole build of the shop: minutes on a loaded 2-core machine,
    // where three times the usual minute has left too little room.
    test.setTimeout(300_000);
    await openAdmin(page, repository, "#/collections/products/new");

    // A new gift takes the next free number.
    await expect(page.getByLabel("Number", { exact: true })).toHaveValue("10");
    await page.getByLabel("Category", { exact: true }).fill("Birthday");
    await page.getByRole("option", { name: /Birthday Gifts/ }).click();
    await page.getByLabel("Price (৳)", { exact: true }).fill(String(lamp.price));
    await english(page, 0).fill(lamp.name);
    await bangla(page, 0).fill(lamp.bangla);
    await english(page, 1).fill("A solid brass lamp with a warm glow.");
    await bangla(page, 1).fill("উষ্ণ আলোর নিরেট পিতলের ল্যাম্প।");
    await english(page, 2).fill("A brass table lamp with a cream shade");
    await bangla(page, 2).fill("ক্রিম রঙের শেডসহ পিতলের টেবিল ল্যাম্প");
    await expectFitsTheScreen(page);

    // The photo, from the phone's gallery, through the media library.
    await page.getByRole("button", { name: "Choose an image" }).click();
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Upload", { exact: true }).click();
    await (await chooser).setFiles(photo);
    await expect(page.getByText("1-front.jpg")).toBeVisible();
    await expectFitsTheScreen(page);
    await page.getByRole("button", { name: "Choose selected" }).click();

    // A price before the discount below the price is refused in the checker's words.
    await page.getByLabel("Price before the discount (৳) (optional)").fill("1200");
    refusals.push(
      /^console error: Not saved: original_price must not be below the price/,
      /^page error: Object$/,
    );
    await publish(page);
    const refusal = page.getByText(
      "Not saved: original_price must not be below the price (1450), found 1200",
    );
    await expect(refusal).toBeInViewport({ ratio: 1 });
    await expectInReach(page.getByRole("button", { name: "Publish", exact: true }));
    expect(commits(repository.dir)).toHaveLength(1);
    await page.getByLabel("Price before the discount (৳) (optional)").fill("");
    await publish(page);
    await expect(page.getByText("Entry saved")).toBeVisible();
    await expectInReach(page.getByRole("link", { name: /Gifts collection/ }));
    // Saved, a new gift's editor moves to the gift's own address; a tap on the way back before that
    // move is undone by it, and the editor stays open (seen once in seven runs, 28 November).
    await expect(page).toHaveURL(/#\/collections\/products\/entries\/brass-table-lamp\/product$/);

    // A price change, on a gift in the list.
    await backToGifts(page);
    await page.getByText("Engraved Name Pen Set — ৳950").click();
    await page.getByLabel("Price (৳)", { exact: true }).fill("990");
    // Another gift's number is refused, naming a free one.
    await page.getByLabel("Number", { exact: true }).fill("1");
    refusals.push(/^page error: undefined$/);
    await publishOnceRead(
      page,
      page.getByText(
        "Number: 1 is already “Personalized Photo Frame”'s; give this one its own, such as 11",
      ),
    );
    await page.getByLabel("Number", { exact: true }).fill("4");
    await publish(page);
    // The editor's own word: the notice may still be the new gift's, and a tap on the way back
    // before this save had ended left the editor open.
    await expect(page.getByText("Changes saved")).toBeVisible();

    // Sold out. The gift opened next reads the other gifts afresh, though the gift before read
    // them seconds ago: a read Decap answered from its own copy missed a gift just saved (admin.ts).
    await backToGifts(page);
    const gift = page.getByText("Stylish Juice Bottle — ৳450");
    await expect(gift).toBeVisible();
    const giftsReadAgain = page.waitForRequest(
      (request) =>
        request.method() === "POST" &&
        request.url().endsWith("/api/v1") &&
        /"action":"entriesByFolder".*"folder":"content\/products"/.test(request.postData() ?? ""),
      { timeout: 15_000 },
    );
    await gift.click();
    await giftsReadAgain;
    await page.getByRole("switch", { name: "In stock" }).click();
    // The editor's own word, not the toast, which the save before may still be showing.
    await publishOnceRead(page, page.getByText("Changes saved"));
    // The list as the owner finds it next time, read back from the files.
    await backToGifts(page);
    await page.reload();
    await expect(page.getByText("Stylish Juice Bottle — ৳450 — OUT OF STOCK")).toBeVisible();
    await expect(page.getByText("Engraved Name Pen Set — ৳990")).toBeVisible();

    // Every save is a commit, as on GitHub.
    expect(commits(repository.dir)).toEqual([
      "Admin: change Gift “juice-bottle/product”",
      "Admin: change Gift “pen-set/product”",
      "Admin: add Gift “brass-table-lamp/product”",
      "The shop's content",
    ]);
    const folder = join(repository.dir, "content", "products", "brass-table-lamp");
    expect(readdirSync(folder).sort()).toEqual(["1-front.jpg", "product.yaml"]);

    // The files pass the content checker...
    const { catalog } = readContent(repository.dir);
    expect(catalog.products.find((product) => product.id === 10)).toMatchObject({
      name: { en: lamp.name, bn: lamp.bangla },
      price: lamp.price,
      category: "birthday-gifts",
      inStock: true,
      image: { src: "/content/products/brass-table-lamp/1-front.jpg" },
    });
    expect(catalog.products.find((product) => product.id === 4)?.price).toBe(990);
    expect(catalog.products.find((product) => product.id === 9)?.inStock).toBe(false);

    // ...and build into the shop.
    const { dir: copy } = await makeCatalogCopy(0);
    try {
      rmSync(join(copy, "content"), { recursive: true });
      cpSync(join(repository.dir, "content"), join(copy, "content"), { recursive: true });
      const built = join(copy, "build-admin");
      execFileSync("npm", ["run", "build", "--silent"], {
        cwd: copy,
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, BUILD_DIR: built },
      });
      const pageOf = (path: string) =>
        readFileSync(join(built, "client", path, "index.html"), "utf8");
      expect(pageOf("product/10")).toContain(lamp.name);
      expect(pageOf("product/10")).toContain("৳1,450");
      expect(pageOf("bn/product/10")).toContain(lamp.bangla);
      expect(pageOf("product/4")).toContain("৳990");
      expect(pageOf("product/9")).toContain("Out of Stock");
      expect(existsSync(join(built, "client", "admin", "index.html"))).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

test.describe("the owner's admin, before a save that would stop the build", () => {
  let repository: Repository;

  test.beforeEach(async () => {
    repository = await startRepository();
  });

  test.afterEach(() => {
    repository.server.kill();
    rmSync(repository.dir, { recursive: true, force: true });
  });

  test("a category's web address that gifts name is refused with a sentence, and nothing is saved", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openAdmin(page, repository, "#/collections/categories/entries/birthday-gifts/category");
    const address = page.getByLabel("Web address", { exact: true });
    await expect(address).toHaveValue("birthday-gifts");
    await address.fill("birthday-presents");

    const refusal = page.getByText(/^Web address: gifts still name “birthday-gifts” \(/);
    await publishOnceRead(page, refusal);
    // Three gifts are in the category, three more list it among their other occasions (also_in,
    // as the pen set does): six in all, of which the sentence names three.
    for (const gift of [
      "Chocolate Hamper",
      "Stylish Juice Bottle",
      "Engraved Name Pen Set",
      "and 3 more",
    ]) {
      await expect(refusal).toContainText(gift);
    }
    await expect(refusal).toContainText("change theirs first, or keep “birthday-gifts”");
    expect(commits(repository.dir)).toEqual(["The shop's content"]);
    // Decap CMS leaves a save a field refused as a rejected promise, with nothing in it.
    expect(errors.filter((error) => error !== "undefined")).toEqual([]);
  });

  test("the shop's settings show what is still the demo's; a wallet's wrong number is refused, the right one saved", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openAdmin(page, repository, "#/collections/shop/entries/shop");
    const stillDemo = page.getByRole("list", { name: "Entries still marked as the demo's" });
    await expect(stillDemo).toContainText("9 gifts: ");
    await expect(stillDemo).toContainText("Personalized Photo Frame");
    await expect(stillDemo).toContainText("3 testimonials: Farhana Rahman");
    await expectFitsTheScreen(page);

    const walletNumber = page.getByRole("textbox", { name: "Account number" }).first();
    await walletNumber.click();
    await walletNumber.fill("12345");
    // The way back names the collection: a long name once pushed 'Publish' off a phone's screen.
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeInViewport({
      ratio: 1,
    });
    await publish(page);
    await expect(
      page.getByText(
        'Not saved: wallets.entry 1.number must be a Bangladeshi mobile number such as 01XXX-XXXXXX (11 digits from 013 to 019), found "12345"',
      ),
    ).toBeVisible();
    expect(commits(repository.dir)).toEqual(["The shop's content"]);

    // Tapped first, as the owner does: filled straight after the refusal, the field kept the old
    // number before the new one ("1234501812-000111").
    await walletNumber.click();
    await walletNumber.fill("01812-000111");
    await expect(walletNumber).toHaveValue("01812-000111");
    await page.getByRole("textbox", { name: "Phone number" }).fill("01812-345678");
    const phoneStillDemo = page.getByRole("checkbox", { name: "Phone number" });
    await expect(phoneStillDemo).toBeChecked();
    await phoneStillDemo.uncheck();
    await publish(page);
    await expect(page.getByText("Changes saved")).toBeVisible();

    const saved = readFileSync(join(repository.dir, "content", "shop.yaml"), "utf8");
    // The demo's photo of a wrapped gift sits beside the file.
    const settings = readShopSettings(saved, ["wrapped-gift.jpg"]);
    expect(settings.phone).toBe("+8801812345678");
    expect(settings.payments.bKash?.number).toBe("01812000111");
    // The settings the build and the checklist still list as the demo's (demo-items.ts).
    const listed = (parse(saved) as { still_demo: string[] }).still_demo;
    expect(listed).not.toContain("phone");
    expect(listed).toContain("wallets");
    // Decap CMS leaves a refused save a rejected promise: the checker's reason is an Object.
    expect(errors.filter((error) => error !== "Object")).toEqual([]);
  });
});

test.describe("what shoppers pay for the admin", () => {
  test.use({ serviceWorkers: "allow" });

  test("nothing: no shop page loads it, names it or keeps it offline, and it is not indexed", async ({
    page,
    request,
  }) => {
    const requested: string[] = [];
    page.on("request", (shopRequest) => requested.push(new URL(shopRequest.url()).pathname));
    for (const path of ["/", "/products", "/product/1", "/bn", "/cart"]) {
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      expect(headers["content-security-policy"]).not.toContain("unsafe");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(await page.content()).not.toContain("/admin");
    }
    expect(requested.filter((path) => path.startsWith("/admin"))).toEqual([]);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");

    // The shop's service worker, running, neither answers for the admin nor keeps any of it.
    await page.evaluate(() => navigator.serviceWorker.ready);
    // A page loaded once the worker is active is the worker's to answer, claimed or not.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const admin = await page.goto("/admin/");
    expect(admin?.fromServiceWorker()).toBe(false);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    const headers = admin?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    const kept = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const key of await (await caches.open(name)).keys())
          paths.push(new URL(key.url).pathname);
      }
      return paths;
    });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((path) => path.startsWith("/admin"))).toEqual([]);
  });
});
