import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { filesUnder } from "../../scripts/files-under.ts";
import { anotherShop } from "../../scripts/test/another-shop.ts";
import { bn } from "../../app/i18n/bn";
import { en } from "../../app/i18n/en";
import { expect, test } from "./fixtures";

// These run against `build-blank/`: a shop begun with `npm run blank-start` as another shop, with
// its own name, numbers, wallet, colour and logo (scripts/test/build-blank-site.ts).

const site = resolve("build-blank", "client");
/** The files a host serves as text: pages, their data, scripts, styles, feeds and manifests. */
const textFiles = filesUnder(site).filter((file) =>
  /\.(?:html|data|js|css|json|xml|txt|webmanifest|yml)$|_headers$|_redirects$/.test(file),
);
const digits = (phone: string) => phone.replace(/\D/g, "");
const phone = `+880${digits(anotherShop.phone).slice(1)}`;
const whatsapp = `880${digits(anotherShop.whatsapp).slice(1)}`;

/**
 * The demo shop's values, as any page, script or file could carry them: its name, its numbers
 * (the phone's and the wallets', in both scripts of digits), its domain, email and social pages,
 * its claims. The storage keys and cache names say `upohar.` and `upohar-` as the software's own
 * names, which no shopper reads (decision 020).
 */
const demoValues = [
  /Upohar/,
  /‘উপহার’/,
  /1712-?345678/,
  /১৭১২-?৩৪৫৬৭৮/,
  /upohar\.(?:com|bd)/,
  /hello@upohar/,
  /Personalized Photo Frame|Nusrat Jahan/,
];

test("no file of the built site holds a value of the demo shop's", () => {
  expect(textFiles.length).toBeGreaterThan(40);
  const found = textFiles.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return demoValues.flatMap((value) => {
      const at = text.search(value);
      return at === -1
        ? []
        : [`${relative(site, file)}: …${text.slice(Math.max(0, at - 40), at + 40)}…`];
    });
  });
  expect(found).toEqual([]);
});

test("no page claims the demo's hours", () => {
  const pages = textFiles.filter((file) => /\.(?:html|data)$/.test(file));
  const claiming = pages.filter((file) => /24\/7|২৪\/৭/.test(readFileSync(file, "utf8")));
  expect(claiming.map((file) => relative(site, file))).toEqual([]);
});

test("every call, WhatsApp and SMS link of every page reaches the other shop", () => {
  const pages = textFiles.filter((file) => file.endsWith(".html"));
  const links = pages.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/href="((?:tel:|sms:|https:\/\/wa\.me\/)[^"?]*)/g)].map(
      (match) => match[1],
    ),
  );
  expect(links.length).toBeGreaterThan(pages.length);
  // SMS links are made on the order pages as the order is written, from the same number.
  expect(new Set(links)).toEqual(new Set([`tel:${phone}`, `https://wa.me/${whatsapp}`]));
});

test("the gift's structured data names the other shop and its address", () => {
  const page = readFileSync(resolve(site, "product/1/index.html"), "utf8");
  const data = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => match[1])
    .join("\n");
  expect(data).toContain(`${anotherShop.webAddress}/product/1`);
  expect(data).toContain(anotherShop.name);
});

for (const [locale, prefix, t] of [
  ["en", "", en],
  ["bn", "/bn", bn],
] as const) {
  test(`${locale}: Home names the other shop beside its logo, and features its first gift`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    const banner = page.getByRole("banner");
    const home = banner.getByRole("link", { name: anotherShop.name });
    await expect(home).toBeVisible();
    await expect(home.locator("img")).toHaveAttribute("srcset", /\/img\/logo-\d+\.webp/);
    await expect(banner.locator('a[href^="tel:"]').first()).toHaveAttribute("href", `tel:${phone}`);
    const featured = page.getByRole("region", { name: t.home.featuredHeading });
    await expect(featured.getByRole("article")).toHaveCount(1);
  });
}

test("About tells no story and no team, and the order offers the shop's own bKash number", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Story" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Meet Our Team" })).toHaveCount(0);
  await page.goto("/product/1");
  await page.getByRole("button", { name: "Order this gift" }).first().click();
  await page.getByRole("radio", { name: "bKash" }).check();
  await expect(page.getByText(digits(anotherShop.bkash), { exact: true })).toBeVisible();
});
