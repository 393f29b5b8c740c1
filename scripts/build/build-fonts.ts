// The Bengali characters an English page shows (the taka sign and the বাংলা switch) drawn from a
// few-kilobyte cut of Noto Sans Bengali, made here (app/styles/generated, not in git): a device with
// no Bengali font of its own then downloads 2 KB a weight for an English page, not the whole
// Bengali alphabet (about 47 KB a weight), which only Bangla pages need.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const projectRoot = resolve(new URL("../..", import.meta.url).pathname);
const fontFiles = join(projectRoot, "node_modules", "@fontsource", "noto-sans-bengali", "files");
const outputDir = join(projectRoot, "app", "styles", "generated");

/**
 * Every Bengali character the English edition's words and catalog hold; fonts.test.ts checks the
 * list against them, so a new one fails the tests rather than showing an empty box.
 */
export const englishPageBengali = "৳বাংলা";

export async function buildEnglishPageBengaliFont() {
  mkdirSync(outputDir, { recursive: true });
  for (const weight of [400, 700]) {
    const font = readFileSync(join(fontFiles, `noto-sans-bengali-bengali-${weight}-normal.woff2`));
    const cut = await subsetFont(font, englishPageBengali, { targetFormat: "woff2" });
    writeFileSync(join(outputDir, `bengali-marks-${weight}.woff2`), cut);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildEnglishPageBengaliFont();
}
