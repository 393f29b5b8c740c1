// Turns every picture of the catalog (content/**) and of the site (public/images/**) into what pages
// show, in public/img (not in git): a WebP at each width in app/lib/catalog/image-sizes.json, upright
// whatever the camera's EXIF orientation, cut to the shape its slot draws (products and team
// square, categories 4:3); and, of every picture but a gift's further photos and the shop's own
// (its logo and wrapping photo, content/shop.yaml), a 1200×630 JPEG share preview on the shop's
// cream and a tiny blurred copy pages show while the picture loads. A further photo is shown only
// in its product page's gallery, in the same slot as the main one, and the shop's pictures in
// slots of their own, so they need their widths alone. Every photo of a gift also becomes a square
// JPEG at the largest width for the catalog feeds (app/lib/site/product-feed.ts), which take JPEG,
// not WebP, at no less than 500 × 500. Any size of JPEG, PNG, WebP, AVIF or SVG (HEIC where the
// image library reads it).
//
// Encoding is cached by content: the outputs of a picture live under
// node_modules/.cache/upohar-images/<sha256 of its bytes and the recipe>/, so an unchanged photo is
// never encoded twice, whatever its name, and a copy of the project sharing node_modules reuses
// them. A picture that cannot be read stops the build with one sentence naming it.
import { createHash, randomUUID } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import sharp, { type Sharp } from "sharp";
import { parse } from "yaml";
import {
  namedShopPictures,
  pictureExtensions as pictureFormats,
  shownPictures,
} from "../../app/content/photo-order.ts";
import { IMAGE_WIDTHS, PICTURE_ASPECTS, SHARE_IMAGE } from "../../app/lib/catalog/images.ts";
import { eachAtMost } from "../at-most.ts";
import { ownerFilesUnder } from "../files-under.ts";

// The project is the working directory, as for the app's content reader (app/content/content.server.ts):
// the scale benchmark's copies run this script in their own folder.
const projectRoot = process.cwd();
const outputRoot = join(projectRoot, "public", "img");
const manifestRoot = join(projectRoot, "node_modules", ".cache", "upohar-images");
// The benchmark points UPOHAR_IMAGE_CACHE at an empty folder to time a cold build.
const cacheRoot = process.env.UPOHAR_IMAGE_CACHE
  ? resolve(process.env.UPOHAR_IMAGE_CACHE)
  : manifestRoot;

/** Everything that shapes an output: a change here re-encodes every picture once. */
const recipe = {
  version: 1,
  widths: IMAGE_WIDTHS,
  share: SHARE_IMAGE,
  // Quality by width: copies from 400 px go to 1.75×–3× phone screens (a phone's cards take the
  // 400, its product picture the 720), whose density hides what a lower quality loses, and they
  // are what a product page's budget pays for. At 80/70 from 640 px, a phone fetched 70 KB of
  // pictures on a photo product's page (its picture and the first related cards, which Chrome
  // loads early although lazy); at 72/62, about 45 KB; with 62 from 480 px, a card was 7 KB, not
  // 11. A card on a 412 px phone at 1.75× is 361 px wide: the 400 copy at 62 is about 30% lighter
  // than the 480 it fetched before.
  // The largest copy (960) is a gift's own picture on phones of 2× and more, where about 2.5 of
  // its pixels fall on each CSS pixel, and on desktops at 2×: at 58 it is 3–4% lighter than at 62
  // with no difference to see at that density, which kept the demo's card photos within the bytes
  // of the studio renders before them (decision 012).
  quality: { small: 72, large: 62, largeFrom: 400, largest: 58 },
  // The encoder's slowest search and its setting for photographs: the same quality in 5–7% fewer
  // bytes (the demo's card photos at 400 px, 35.3 → 33.2 KB), for about 1 s more in a cold build
  // of the demo's 50 pictures (7.1 → 8.2 s); an unchanged picture is never encoded again.
  webp: { effort: 6, preset: "photo" } as const,
  placeholderWidth: 16,
  background: "#fffbf5",
};
/**
 * The feeds' JPEG of a gift's photo, hashed into that photo's outputs only: adding it re-encoded
 * the gifts' photos once and left every other picture's cache as it was.
 */
const feedRecipe = { quality: 85 };
const largestWidth = Math.max(...recipe.widths);

/** The WebP quality of the copy at `width`: see `recipe.quality`. */
function qualityAt(width: number) {
  if (width === largestWidth) return recipe.quality.largest;
  return width >= recipe.quality.largeFrom ? recipe.quality.large : recipe.quality.small;
}
// The catalog's reader accepts the same list (app/content/content-files.ts).
const pictureExtensions = new RegExp(`\\.(?:${pictureFormats.join("|")})$`, "i");

/** The owner's files in `dir`; none while it does not exist (public/img before a first build). */
const ownerFiles = (dir: string) => (existsSync(dir) ? ownerFilesUnder(dir) : []);

const slash = (path: string) => path.split(sep).join("/");

/**
 * What each YAML file of a folder names as its photos (`photo:`, `more_photos:`): one entry per
 * file, and nothing named for a file that cannot be read, which the catalog reader reports.
 */
function entriesIn(content: string, folder: string): Record<string, unknown>[] {
  return readdirSync(join(content, folder))
    .filter((name) => /\.ya?ml$/i.test(name))
    .map((name) => {
      try {
        const entry = parse(readFileSync(join(content, folder, name), "utf8"));
        return typeof entry === "object" && entry !== null ? entry : {};
      } catch {
        return {};
      }
    });
}

/** content/shop.yaml, for the pictures it names; nothing for a file the settings' reader reports. */
function shopEntry(content: string): Record<string, unknown> {
  try {
    const entry = parse(readFileSync(join(content, "shop.yaml"), "utf8"));
    return typeof entry === "object" && entry !== null ? entry : {};
  } catch {
    return {};
  }
}

/** A product's, extra's, category's, team member's or review's own folder (catalog-content.ts). */
const entryFolder = /^(products|extras|categories|team|reviews)\/[^/]+$/;

/**
 * Every picture a page may show, with the URL pages name it by, the key its outputs are named by,
 * its shape, and whether it needs its widths alone: a further photo of a gift (any picture of an
 * entry after its main one, in the order the catalog reader shows them) or a picture shop.yaml
 * names, which need no share preview and no placeholder. A picture no entry shows, one the
 * owner's admin replaced or the folder a deleted entry left, is not made into copies: nothing
 * names it, and it should not be published.
 */
/** A picture to make copies of, as `sources()` finds it. */
type Source = {
  path: string;
  src: string;
  key: string;
  widthsOnly: boolean;
  feedImage: boolean;
  aspect: readonly [number, number] | null;
};

function sources(): Source[] {
  const content = join(projectRoot, "content");
  const art = join(projectRoot, "public", "images");
  const byFolder = new Map<string, string[]>();
  for (const path of ownerFiles(content)
    .filter((file) => pictureExtensions.test(file))
    .map((file) => slash(relative(content, file)))) {
    byFolder.set(dirname(path), [...(byFolder.get(dirname(path)) ?? []), path]);
  }
  const mainPictures = new Set<string>();
  const contentPictures: string[] = [];
  for (const [folder, paths] of byFolder) {
    // content/ itself holds only the pictures shop.yaml names, beside it.
    if (folder === ".") {
      const named = namedShopPictures(shopEntry(content));
      contentPictures.push(...paths.filter((path) => named.includes(path)));
      continue;
    }
    const entries = entriesIn(content, folder);
    if (entries.length === 0 && entryFolder.test(folder)) continue;
    // A picture outside every entry's folder is the reader's to report; it is made as before.
    for (const shown of (entries.length > 0 ? entries : [{}]).map((entry) =>
      shownPictures(paths, entry),
    )) {
      if (shown[0]) mainPictures.add(shown[0]);
      contentPictures.push(...shown.filter((path) => !contentPictures.includes(path)));
    }
  }
  return [
    ...contentPictures.map((path) => ({
      path: join(content, path),
      src: `/content/${path}`,
      key: path.replace(pictureExtensions, ""),
      widthsOnly: !mainPictures.has(path),
      feedImage: path.startsWith("products/"),
    })),
    ...ownerFiles(art)
      .filter((path) => pictureExtensions.test(path))
      .map((path) => {
        const key = slash(relative(art, path)).replace(pictureExtensions, "");
        return {
          path,
          src: `/images/${slash(relative(art, path))}`,
          key,
          widthsOnly: false,
          feedImage: false,
        };
      }),
  ].map((source) => ({ ...source, aspect: PICTURE_ASPECTS[source.key.split("/")[0] ?? ""] ?? null }));
}

/** The file written last into a picture's outputs: there when its cache entry is complete. */
const lastOutput = (source: Source) =>
  source.widthsOnly ? `${largestWidth}.webp` : "placeholder.txt";

/** The outputs of one picture, encoded into `dir` (written whole or not at all). */
async function encode(bytes: Buffer, source: Source, dir: string) {
  const svg = /\.svg$/i.test(source.path);
  // An SVG is drawn at 300 dpi so its largest copy is sharp; a photo is turned upright by its EXIF.
  const picture = sharp(bytes, { density: svg ? 300 : 72, failOn: "none" }).rotate();
  const shaped = source.aspect
    ? picture.resize({
        width: largestWidth,
        height: Math.round((largestWidth * source.aspect[1]) / source.aspect[0]),
        fit: "cover",
      })
    : picture.resize({ width: largestWidth });
  const { data, info } = await shaped.raw().toBuffer({ resolveWithObject: true });
  const raw = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  // Written aside and renamed whole, so a cache entry is complete or absent, even when two builds
  // sharing node_modules encode the same picture at once.
  const partial = `${dir}.partial-${process.pid}-${randomUUID()}`;
  mkdirSync(partial, { recursive: true });
  try {
    await writeOutputs(raw, partial, source);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another build finished the same picture first: its outputs are the same.
    if (!existsSync(join(dir, lastOutput(source)))) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * Every output of one picture, from its shaped pixels, into `dir`: the widths alone for a further
 * view or the shop's own, with the feeds' JPEG first for a gift's photo.
 */
async function writeOutputs(
  raw: () => Sharp,
  dir: string,
  { widthsOnly, feedImage }: Source,
) {
  if (feedImage) {
    await raw()
      .flatten({ background: recipe.background })
      .jpeg({ quality: feedRecipe.quality, mozjpeg: true })
      .toFile(join(dir, "feed.jpg"));
  }
  // Smallest first, so the largest width is the last file written (`lastOutput`).
  for (const width of [...recipe.widths].sort((a, b) => a - b)) {
    await raw()
      .resize({ width })
      .webp({ quality: qualityAt(width), ...recipe.webp })
      .toFile(join(dir, `${width}.webp`));
  }
  if (widthsOnly) return;
  const fitted = await raw()
    .resize({
      width: Math.round(recipe.share.width * 0.8),
      height: Math.round(recipe.share.height * 0.84),
      fit: "inside",
    })
    .png()
    .toBuffer();
  await sharp({
    create: {
      width: recipe.share.width,
      height: recipe.share.height,
      channels: 3,
      background: recipe.background,
    },
  })
    .composite([{ input: fitted, gravity: "centre" }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(join(dir, "share.jpg"));
  const placeholder = await raw()
    .flatten({ background: recipe.background })
    .resize({ width: recipe.placeholderWidth })
    .webp({ quality: 50 })
    .toBuffer();
  writeFileSync(
    join(dir, "placeholder.txt"),
    `data:image/webp;base64,${placeholder.toString("base64")}`,
  );
}

function copyIfChanged(from: string, to: string) {
  const bytes = readFileSync(from);
  if (existsSync(to) && readFileSync(to).equals(bytes)) return;
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

const started = Date.now();
const all = sources();
const recipeText = JSON.stringify(recipe);
const wanted = new Set<string>();
const placeholders: Record<string, string> = {};
const problems: string[] = [];
let encoded = 0;
/** Encodings under way, by hash: two sources with the same bytes are encoded once. */
const encodings = new Map<string, Promise<void>>();

async function handle(source: Source) {
  const bytes = readFileSync(source.path);
  const hashing = createHash("sha256")
    .update(recipeText)
    .update(JSON.stringify(source.aspect))
    .update(/\.svg$/i.test(source.path) ? "svg" : "bitmap");
  // Only the outputs of a picture with its widths alone differ (fewer): a main picture keeps the
  // entry it always had.
  if (source.widthsOnly) hashing.update("view");
  if (source.feedImage) hashing.update(JSON.stringify(feedRecipe));
  const hash = hashing.update(bytes).digest("hex");
  const dir = join(cacheRoot, hash.slice(0, 2), hash);
  if (!existsSync(join(dir, lastOutput(source)))) {
    try {
      if (!encodings.has(hash)) {
        encodings.set(hash, encode(bytes, source, dir));
        encoded += 1;
      }
      await encodings.get(hash);
    } catch (error) {
      const reason = String((error as Error | undefined)?.message ?? error).split("\n")[0];
      const heic = /\.hei[cf]$/i.test(source.path);
      problems.push(
        `${slash(relative(projectRoot, source.path))}: the picture cannot be read (${reason}); ` +
          (heic
            ? "this computer's image library reads no HEIC photos: save it as a JPEG (on an iPhone, Settings → Camera → Formats → Most Compatible) and build again"
            : "save it again as a JPEG or PNG and build again"),
      );
      return;
    }
  }
  for (const width of recipe.widths) {
    const output = join(outputRoot, `${source.key}-${width}.webp`);
    wanted.add(output);
    copyIfChanged(join(dir, `${width}.webp`), output);
  }
  if (source.feedImage) {
    const feed = join(outputRoot, "feed", `${source.key}.jpg`);
    wanted.add(feed);
    copyIfChanged(join(dir, "feed.jpg"), feed);
  }
  if (source.widthsOnly) return;
  const share = join(outputRoot, "share", `${source.key}.jpg`);
  wanted.add(share);
  copyIfChanged(join(dir, "share.jpg"), share);
  placeholders[source.src] = readFileSync(join(dir, "placeholder.txt"), "utf8");
}

// A picture per core, 2 to 4 at once: libvips spreads each over the cores as well, and a second
// picture keeps them busy while the first is read or written.
await eachAtMost(all, Math.max(2, Math.min(4, availableParallelism())), handle);

if (problems.length > 0) {
  console.error(
    `Pictures: ${problems.length === 1 ? "a picture" : `${problems.length} pictures`} cannot be used:\n  ${problems.join("\n  ")}`,
  );
  process.exit(1);
}

// A picture the owner removed must not linger in the site.
for (const stale of ownerFiles(outputRoot).filter((path) => !wanted.has(path))) rmSync(stale);

// Read by app/content/content.server.ts (placeholderManifestPath): the same name for the same project.
const project = createHash("sha256").update(projectRoot).digest("hex").slice(0, 16);
mkdirSync(manifestRoot, { recursive: true });
writeFileSync(join(manifestRoot, `placeholders-${project}.json`), JSON.stringify(placeholders));

console.log(
  `Pictures: ${all.length} sources, ${encoded} encoded, ${all.length - encoded} from the cache, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
