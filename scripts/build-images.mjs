// Makes a WebP of every picture under public/images at each width pages ask for, into public/img
// (not in git). A phone decodes WebP off the main thread; an SVG <img> is rasterised on it. Pictures
// already made and newer than their source are kept, so a rebuild only makes what changed.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import sharp from "sharp";

const projectRoot = resolve(new URL("..", import.meta.url).pathname);
const sourceRoot = join(projectRoot, "public", "images");
const outputRoot = join(projectRoot, "public", "img");
// The widths live in app/lib/images.ts; this script runs before any bundler, so it reads them from
// the source text rather than importing TypeScript.
const rules = readFileSync(join(projectRoot, "app", "lib", "images.ts"), "utf8");
const widths = JSON.parse(/IMAGE_WIDTHS = (\[[\d, ]+\])/.exec(rules)?.[1] ?? "null");
if (!Array.isArray(widths)) throw new Error("IMAGE_WIDTHS not found in app/lib/images.ts");

function picturesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return picturesUnder(path);
    return /\.(svg|png|jpe?g|webp)$/i.test(entry.name) ? [path] : [];
  });
}

const started = Date.now();
const pictures = picturesUnder(sourceRoot);
const wanted = new Set();
let made = 0;
for (const picture of pictures) {
  const source = readFileSync(picture);
  const base = relative(sourceRoot, picture).replace(/\.[a-z0-9]+$/i, "");
  const sourceTime = statSync(picture).mtimeMs;
  for (const width of widths) {
    const output = join(outputRoot, `${base}-${width}.webp`);
    wanted.add(output);
    let current = false;
    try {
      current = statSync(output).mtimeMs >= sourceTime;
    } catch {
      current = false;
    }
    if (current) continue;
    mkdirSync(dirname(output), { recursive: true });
    // A vector drawn at the target width stays sharp; density scales the SVG before resizing.
    await sharp(source, { density: 300 })
      .resize({ width })
      .webp({ quality: 82, effort: 6 })
      .toFile(output);
    made += 1;
  }
}

// A picture the owner removed must not linger in the site.
for (const stale of picturesUnder(outputRoot).filter((path) => !wanted.has(path))) {
  rmSync(stale);
}

console.log(
  `Pictures: ${pictures.length} sources, ${made} WebP files made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
