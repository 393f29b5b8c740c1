// The .br and .gz copy of every text file the build writes, which the servers send instead of
// compressing on the fly. Made on Node's thread pool, a few files at a time, and kept by content
// in node_modules/.cache/upohar-compressed/: most of a build's files are the same as the last
// build's (the owner's admin, the hashed assets, every page but the gift days'), so a build
// compresses only what changed.
import { createHash, randomUUID } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { compressibleExtensions } from "./deploy-rules.ts";
import { eachAtMost } from "../at-most.ts";
import { filesUnder } from "../files-under.ts";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Below this, a compressed copy saves less than the bytes of its headers. */
const smallest = 512;

/**
 * Brotli's best quality takes about 75 ms for a product page: fine for the few hashed assets that
 * every shopper loads and hosts cache for a year, too slow for a page per product (a 1,000-product
 * catalog has over 4,000 pages and data files). A page's HTML gets quality 10: 6% smaller than 9
 * for 11 ms more a page, which brought a gift's page (13.2 KB, with its headers) back within the
 * 14.6 KB a connection's first round trip carries (decision 017). Data files, fetched only on the
 * way to another page, keep quality 9, six times faster than 11 and about 10% larger.
 */
function brotliQuality(root: string, file: string) {
  if (file.startsWith(join(root, "assets"))) return 11;
  return file.endsWith(".html") ? 10 : 9;
}

/**
 * Brotli's window fitted to the file: at quality 9 its default 4 MB window made every small file
 * cost as much as a large one (the build's 86 data and feed files 1.6 s, now 0.04 s; Decap CMS's
 * files 4.3 s, now 1.2 s), for copies within a few bytes of the same size.
 */
const windowBits = (bytes: number) => Math.min(24, Math.max(10, Math.ceil(Math.log2(bytes))));

async function compressFile(root: string, file: string, cache: string) {
  const content = readFileSync(file);
  if (content.length < smallest) return;
  const quality = brotliQuality(root, file);
  const key = createHash("sha256").update(`brotli ${quality}, gzip 9\n`).update(content).digest("hex");
  const kept = join(cache, key.slice(0, 2), key);
  if (!existsSync(`${kept}.gz`)) {
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_LGWIN]: windowBits(content.length),
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: 9 }),
    ]);
    mkdirSync(join(cache, key.slice(0, 2)), { recursive: true });
    // Written aside and renamed, .gz last: a copy is kept whole or not at all, even when two
    // builds sharing node_modules compress the same file at once.
    for (const [extension, bytes] of [
      ["br", br],
      ["gz", gz],
    ] as const) {
      const partial = `${kept}.${randomUUID()}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, `${kept}.${extension}`);
    }
  }
  copyFileSync(`${kept}.br`, `${file}.br`);
  copyFileSync(`${kept}.gz`, `${file}.gz`);
}

/**
 * Writes a .br and a .gz beside every compressible file under `root`, from `cache` where a file
 * with the same bytes was compressed before.
 */
export async function compressAll(
  root: string,
  cache = join(process.cwd(), "node_modules", ".cache", "upohar-compressed"),
) {
  const compressible = new RegExp(`\\.(${compressibleExtensions.join("|")})$`);
  const files = filesUnder(root).filter((path) => compressible.test(path));
  // A few more than the cores, to keep Node's thread pool busy while files are read and written.
  await eachAtMost(files, availableParallelism() + 2, (file) => compressFile(root, file, cache));
}
