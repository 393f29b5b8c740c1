// Makes the web app manifests (public/manifest.webmanifest and public/bn/, not in git) with the shop's
// name and colours, and the PNG icons they name (public/icons) from the shop's logo (content/shop.yaml)
// or else public/icon.svg, the gift mark, in the brand colour:
// Android and Chrome want a 192 and a 512 px PNG to offer the shop on the home screen, and a
// maskable one that fills whatever shape the phone cuts its icons to. The tab's icon is a 64 px
// PNG too: a browser draws an SVG icon as a whole SVG document on the page's main thread (15-25 ms
// as the page starts on this machine, four times that on a budget phone), and decodes a PNG off it.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { readShopSettings } from "./shop-settings.ts";

const projectRoot = resolve(new URL("../..", import.meta.url).pathname);
const shop = await readShopSettings(projectRoot);
const outputDir = join(projectRoot, "public", "icons");
const giftMark = readFileSync(join(projectRoot, "public", "icon.svg"), "utf8");
const tile = /(<rect[^>]*fill=")#[0-9a-f]{6}"/i;
if (!tile.test(giftMark)) throw new Error("public/icon.svg: its first <rect> has no fill colour to set");
// The logo's own file (its address on the site is /content/<name>), or the mark on the brand colour.
const source = shop.logo
  ? readFileSync(join(projectRoot, shop.logo.slice(1)))
  : Buffer.from(giftMark.replace(tile, `$1${shop.brandColour}"`));
// The maskable icon's bleed: the brand colour, as the mark's own tile is.
const iconRed = shop.brandColour;

/** A maskable icon keeps its drawing inside the central 80% circle; 70% leaves a margin. */
const maskableSafeShare = 0.7;

const render = (size: number) => sharp(source, { density: 72 * (size / 64) * 2 }).resize(size, size);

mkdirSync(outputDir, { recursive: true });
// The tab's icon is part of every first visit: in 256 colours it is half the bytes (1.2 → 0.6 KB)
// and looks the same at 64 px, whatever the logo.
await render(64)
  .png({ palette: true, quality: 90, compressionLevel: 9 })
  .toFile(join(outputDir, "icon-64.png"));
for (const size of [192, 512]) {
  await render(size)
    .png()
    .toFile(join(outputDir, `icon-${size}.png`));
}
const inner = Math.round(512 * maskableSafeShare);
await sharp({ create: { width: 512, height: 512, channels: 4, background: iconRed } })
  .composite([{ input: await render(inner).png().toBuffer(), gravity: "centre" }])
  .png()
  .toFile(join(outputDir, "icon-maskable-512.png"));
console.log("Icons: 64, 192, 512 and maskable 512 px PNGs made in public/icons");

const icons = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];
/** Each edition installs with its own name and start page (app/root.tsx names both files). */
const editions = [
  { lang: "en", start: "/", file: "manifest.webmanifest", name: shop.name, tagline: shop.tagline.en },
  { lang: "bn", start: "/bn", file: "bn/manifest.webmanifest", name: shop.nameBn, tagline: shop.tagline.bn },
];
for (const edition of editions) {
  const manifest = {
    id: edition.start,
    name: `${edition.name}: ${edition.tagline}`,
    short_name: edition.name,
    lang: edition.lang,
    start_url: edition.start,
    scope: "/",
    display: "standalone",
    background_color: "#fffbf5",
    theme_color: shop.themeColour,
    icons,
  };
  const file = join(projectRoot, "public", edition.file);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}
console.log("Manifests: public/manifest.webmanifest and public/bn/manifest.webmanifest");
