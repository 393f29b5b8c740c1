// Makes the PNG icons the web app manifests name (public/icons, not in git) from public/icon.svg:
// Android and Chrome want a 192 and a 512 px PNG to offer the shop on the home screen, and a
// maskable one that fills whatever shape the phone cuts its icons to. The tab's icon is a 64 px
// PNG too: a browser draws an SVG icon as a whole SVG document on the page's main thread (15-25 ms
// as the page starts on this machine, four times that on a budget phone), and decodes a PNG off it.
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";

const projectRoot = resolve(new URL("../..", import.meta.url).pathname);
const source = readFileSync(join(projectRoot, "public", "icon.svg"));
const outputDir = join(projectRoot, "public", "icons");
// The icon's own red, so the maskable icon's bleed and its tile read as one colour.
const iconRed = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(source.toString("utf8"))?.[1];
if (!iconRed) throw new Error("public/icon.svg: its first <rect> has no fill colour to bleed");

/** A maskable icon keeps its drawing inside the central 80% circle; 70% leaves a margin. */
const maskableSafeShare = 0.7;

const render = (size) => sharp(source, { density: 72 * (size / 64) * 2 }).resize(size, size);

mkdirSync(outputDir, { recursive: true });
for (const size of [64, 192, 512]) {
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
