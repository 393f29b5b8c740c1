// The early script (app/start-up/early-taps.ts, decision 003) as the code every page inlines:
// bundled with rolldown (Vite's own bundler) into one minified function. It may add at most 2 KB
// of gzip to a page, measured on each page as it is sent (postbuild.ts).
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "rolldown";

export const earlyTapsEntry = resolve("app/start-up/early-taps.ts");
export const earlyTapsGzipBudget = 2048;

export const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;

export async function bundleEarlyTaps() {
  const { output } = await build({
    input: earlyTapsEntry,
    write: false,
    // The storage values share their key and version by spreading one object; no value read
    // here has a getter, so the spread of a value only the app uses is left out (9 B).
    treeshake: { propertyReadSideEffects: false },
    output: { format: "iife", minify: true, comments: false },
  });
  const code = output[0].code.trim();
  if (/<\/script/i.test(code)) {
    throw new Error("The early script cannot be inlined: it holds </script");
  }
  return { code, gzipBytes: gzipBytes(code) };
}

/**
 * The gzip bytes the script adds to a page; over the budget, the build fails.
 * @param before the page without the script
 * @param after the page with it
 * @param page its path, for the error
 */
export function addedGzipBytes(before: string, after: string, page: string) {
  const added = gzipBytes(after) - gzipBytes(before);
  if (added > earlyTapsGzipBudget) {
    throw new Error(
      `The early script adds ${added} B of gzip to ${page}, over its ${earlyTapsGzipBudget} B`,
    );
  }
  return added;
}
