// Phone-like photos made on the spot, for the image tests and the scale benchmark: nothing is
// downloaded. A soft scene (a lit backdrop, a round gift, a shadow) under sensor-like grain, saved
// as a camera would: a large JPEG with an EXIF orientation tag, so a photo that is stored on its
// side must come out upright.
import sharp, { type Sharp } from "sharp";
import { seededRandom } from "../bench/catalog-generator.ts";

/** The size in pixels of the texture's grain, before the photo is scaled down for a page. */
const TEXTURE_SCALE = 8;

/**
 * How the sensor's pixels lie for each unmirrored EXIF orientation; a viewer undoes the turn.
 */
const STORED_TURN: Record<number, number> = { 1: 0, 3: 180, 6: -90, 8: 90 };

/**
 * A JPEG of `width` × `height` as stored by the camera; `orientation` is the EXIF tag (6: the
 * phone was held upright, the pixels are stored turned, a viewer turns them 90° clockwise).
 */
export async function phonePhoto({
  width = 4000,
  height = 3000,
  seed = 1,
  orientation = 1,
}: { width?: number; height?: number; seed?: number; orientation?: number } = {}) {
  // The scene is drawn upright, then stored turned as the camera's sensor saw it.
  const turn = STORED_TURN[orientation];
  if (turn === undefined) throw new Error(`orientation ${orientation} is not made (1, 3, 6 or 8)`);
  if (Math.abs(turn) === 90) [width, height] = [height, width];
  const random = seededRandom(seed);
  const hue = Math.floor(random() * 360);
  const [cx, cy] = [width * (0.35 + random() * 0.3), height * (0.35 + random() * 0.3)];
  const radius = Math.min(width, height) * (0.18 + random() * 0.12);
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs>
        <radialGradient id="light" cx="30%" cy="20%" r="90%">
          <stop offset="0" stop-color="hsl(${hue} 60% 88%)"/>
          <stop offset="1" stop-color="hsl(${(hue + 40) % 360} 35% 35%)"/>
        </radialGradient>
        <linearGradient id="gift" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="hsl(${(hue + 180) % 360} 70% 60%)"/>
          <stop offset="1" stop-color="hsl(${(hue + 200) % 360} 70% 30%)"/>
        </linearGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#light)"/>
      <ellipse cx="${cx}" cy="${cy + radius * 1.05}" rx="${radius * 1.1}" ry="${radius * 0.2}" fill="#000" opacity="0.25"/>
      <circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#gift)"/>
      <rect x="${cx - radius * 0.12}" y="${cy - radius}" width="${radius * 0.24}" height="${radius * 2}" fill="hsl(${hue} 80% 45%)"/>
    </svg>`,
  );
  // Texture (wood, fabric, paper) that survives a downscale, as in a real photo, and fine grain as a
  // camera leaves it, which does not: together they weigh what a phone photo weighs once encoded.
  const noise = (w: number, h: number, sigma: number): Sharp =>
    sharp({
      // @ts-expect-error sharp's types ask every new image for a background, which noise ignores
      create: { width: w, height: h, channels: 3, noise: { type: "gaussian", mean: 128, sigma } },
    });
  const texture = await noise(
    Math.ceil(width / TEXTURE_SCALE),
    Math.ceil(height / TEXTURE_SCALE),
    10,
  )
    .resize({ width, height, kernel: "cubic" })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const grain = await noise(width, height, 10).png({ compressionLevel: 0 }).toBuffer();
  const { data, info } = await sharp(scene)
    .composite([
      { input: texture, blend: "overlay" },
      { input: grain, blend: "overlay" },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info })
    .rotate(turn)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation })
    .toBuffer();
}
