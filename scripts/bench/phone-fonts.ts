// The benchmarks measure a shopper's phone, and every Android phone has Noto Sans Bengali among
// its system fonts. A Debian machine may have no Bengali font at all; Chromium there searches every
// installed font for each Bengali letter and the taka sign, finds none, and spends 20-30 ms of the
// first layout doing it (four times that under Lighthouse's 4× slowdown), work no phone does. So the
// Chromium the benchmarks start sees the same Noto Sans Bengali as a system font, through a
// fontconfig file of its own: the machine's fonts are left as they are.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { inflateSync } from "node:zlib";

const fontFiles = resolve("node_modules/@fontsource/noto-sans-bengali/files");
/** The weights the shop's Bangla pages use, as Android names them. */
const weights = { 400: "Regular", 700: "Bold" };

/**
 * A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) unpacked into the TrueType/OpenType file it wraps:
 * fontconfig lists system fonts from such files, and a phone's fonts are plain TrueType.
 */
export function woffToSfnt(woff: Buffer) {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let index = 0; index < numTables; index += 1) {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    });
  }
  const padded = (length: number) => (length + 3) & ~3;
  const headerBytes = 12 + numTables * 16;
  const sfnt = Buffer.alloc(
    headerBytes + tables.reduce((sum, table) => sum + padded(table.data.length), 0),
  );
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerBytes;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/**
 * Writes a fontconfig file into `dir` that starts from the machine's own (`/etc/fonts`) and adds
 * `lines`, and returns the environment that points Chromium at it.
 */
function fontconfigEnvironment(dir: string, lines: string): Record<string, string> {
  mkdirSync(dir, { recursive: true });
  const config = join(dir, "fonts.conf");
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
${lines}
  <cachedir>${join(dir, "cache")}</cachedir>
</fontconfig>
`,
  );
  return { FONTCONFIG_FILE: config };
}

/**
 * Writes the phone's Bengali fonts and a fontconfig file that adds them to the machine's own, and
 * returns the environment for Chromium. BENCH_PHONE_FONTS=0 measures with the machine's fonts only.
 */
export function phoneFontEnvironment(): Record<string, string> {
  if (process.env.BENCH_PHONE_FONTS === "0") return {};
  const dir = join(tmpdir(), "upohar-phone-fonts");
  mkdirSync(join(dir, "fonts"), { recursive: true });
  for (const [weight, style] of Object.entries(weights)) {
    const woff = readFileSync(join(fontFiles, `noto-sans-bengali-bengali-${weight}-normal.woff`));
    writeFileSync(join(dir, "fonts", `NotoSansBengali-${style}.ttf`), woffToSfnt(woff));
  }
  return fontconfigEnvironment(dir, `  <dir>${join(dir, "fonts")}</dir>`);
}

/**
 * A fontconfig file that shows Chromium the machine's fonts without any that draws Bengali, however
 * many the machine has (Debian's fonts-noto-core brings several): a device with no Bengali font, for
 * `BENCH_FONTS=both`, which measures each visit with and without one in one interleaved run.
 */
export function noBengaliFontEnvironment(): Record<string, string> {
  return fontconfigEnvironment(
    join(tmpdir(), "upohar-no-bengali-font"),
    `  <selectfont>
    <rejectfont>
      <pattern><patelt name="lang"><string>bn</string></patelt></pattern>
    </rejectfont>
  </selectfont>`,
  );
}
