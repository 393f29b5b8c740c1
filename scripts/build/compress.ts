// The .br and .gz copy of every text file the build writes, which the servers send instead of
// compressing on the fly. Made on Node's thread pool, a few files at a time.
import { readFileSync, writeFileSync } from "node:fs";
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

async function compressFile(root: string, file: string) {
  const content = readFileSync(file);
  if (content.length < smallest) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(root, file),
        [constants.BROTLI_PARAM_LGWIN]: windowBits(content.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: 9 }),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
}

/** Writes a .br and a .gz beside every compressible file under `root`. */
export async function compressAll(root: string) {
  const compressible = new RegExp(`\\.(${compressibleExtensions.join("|")})$`);
  const files = filesUnder(root).filter((path) => compressible.test(path));
  // A few more than the cores, to keep Node's thread pool busy while files are read and written.
  await eachAtMost(files, availableParallelism() + 2, (file) => compressFile(root, file));
}
