// Remakes the demo catalog's pictures: Blender renders the gifts modelled in render.py, then each
// render is cleaned of its remaining grain and written as the JPEG in content/ that the build
// reads. Not part of the build or of npm test: the committed JPEGs are the pictures.
//
//   node --import tsx scripts/pictures/make-pictures.ts [--size 640] [--samples 64] [--seconds 35] [--out content] [subject ...]
//
// A subject is a folder under content/ ("products/pen-set", "occasions/christmas"), its last part
// ("pen-set"), one view ("pen-set/2-engraving"), or "site" for Home's picture
// (public/images/hero.jpg); none means all.
// README.md beside this file says more.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = join(here, "..", "..");
const options = {
  "--size": "640",
  "--samples": "64",
  "--seconds": "35",
  "--out": join(projectRoot, "content"),
};
const isOption = (arg: string): arg is keyof typeof options => arg in options;
const subjects: string[] = [];
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index] ?? "";
  if (isOption(arg)) {
    options[arg] = args[index + 1] ?? "";
    index += 1;
  } else subjects.push(arg);
}

const renders = mkdtempSync(join(tmpdir(), "upohar-pictures-"));
const started = Date.now();
await new Promise<void>((resolve, reject) => {
  // Rendering takes every core it can get; nice keeps the machine usable meanwhile.
  const blender = spawn(
    "nice",
    [
      "-n",
      "10",
      "blender",
      "-b",
      "--factory-startup",
      "-P",
      join(here, "render.py"),
      "--",
      "--out",
      renders,
      "--size",
      options["--size"],
      "--samples",
      options["--samples"],
      "--seconds",
      options["--seconds"],
      ...subjects,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let pending = "";
  blender.stdout.on("data", (chunk) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (/^rendered |Error|Traceback|^\s+File /.test(line)) {
        console.log(`${Math.round((Date.now() - started) / 1000)} s  ${line}`);
      }
    }
  });
  blender.on("error", reject);
  blender.on("exit", (code) =>
    code === 0 ? resolve() : reject(new Error(`blender stopped with code ${code}`)),
  );
});

const written: string[] = [];
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
for (const png of walk(renders).filter((path) => path.endsWith(".png"))) {
  const picture = relative(renders, png);
  // "site/" is the site's own art (Home's picture), in public/images; the rest is the catalog's.
  const site = picture.startsWith(`site${sep}`);
  const target = (
    site
      ? join(projectRoot, "public", "images", picture.slice("site".length + 1))
      : join(options["--out"], picture)
  ).replace(/\.png$/, ".jpg");
  mkdirSync(dirname(target), { recursive: true });
  // A 3 × 3 median first takes out lone bright or dark pixels, which the smoothing would keep.
  const { data, info } = await sharp(png)
    .removeAlpha()
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  await sharp(smoothGrain(data, info.width, info.height), {
    raw: { width: info.width, height: info.height, channels: 3 },
  })
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(target);
  // The flat drawing this picture replaces: a folder keeps one kind of picture.
  const drawing = site ? target.replace(/\.jpg$/, ".svg") : join(dirname(target), "photo.svg");
  if (existsSync(drawing)) rmSync(drawing);
  written.push(`${relative(projectRoot, target)} (${Math.round(statSync(target).size / 1024)} KB)`);
}
rmSync(renders, { recursive: true, force: true });
console.log(written.join("\n"));
console.log(`${written.length} pictures in ${Math.round((Date.now() - started) / 1000)} s`);

/**
 * An edge-preserving blur (a small bilateral filter): this Blender has no denoiser, so a render at
 * a few dozen samples keeps a fine grain, most visible on the smooth backdrop. Neighbours count
 * only where their colour is close, so edges, text and texture stay sharp.
 */
function smoothGrain(
  pixels: Buffer,
  width: number,
  height: number,
  radius = 2,
  spatialSigma = 1.6,
  rangeSigma = 18,
) {
  const output = Buffer.alloc(pixels.length);
  const spatial = [];
  for (let dy = -radius; dy <= radius; dy += 1) {
    for (let dx = -radius; dx <= radius; dx += 1) {
      spatial.push({ dx, dy, weight: Math.exp(-(dx * dx + dy * dy) / (2 * spatialSigma ** 2)) });
    }
  }
  const range = new Float64Array(3 * 255 * 255 + 1);
  for (let d = 0; d < range.length; d += 1) range[d] = Math.exp(-d / 3 / (2 * rangeSigma ** 2));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const centre = (y * width + x) * 3;
      const r0 = pixels[centre] ?? 0;
      const g0 = pixels[centre + 1] ?? 0;
      const b0 = pixels[centre + 2] ?? 0;
      let r = 0;
      let g = 0;
      let b = 0;
      let total = 0;
      for (const { dx, dy, weight } of spatial) {
        const nx = Math.min(width - 1, Math.max(0, x + dx));
        const ny = Math.min(height - 1, Math.max(0, y + dy));
        const at = (ny * width + nx) * 3;
        const nr = pixels[at] ?? 0;
        const ng = pixels[at + 1] ?? 0;
        const nb = pixels[at + 2] ?? 0;
        const distance = (nr - r0) ** 2 + (ng - g0) ** 2 + (nb - b0) ** 2;
        const w = weight * (range[distance] ?? 0);
        r += nr * w;
        g += ng * w;
        b += nb * w;
        total += w;
      }
      output[centre] = Math.round(r / total);
      output[centre + 1] = Math.round(g / total);
      output[centre + 2] = Math.round(b / total);
    }
  }
  return output;
}
