// Walking a folder, for the build (the catalog's pictures, the built site), the scale benchmark
// and the catalog reader (app/content/content.server.ts): one walk, so the build and the reader
// agree on which files in content/ are the owner's.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file in `dir` and in the folders below it, by its path (`dir` joined with its names).
 * Hidden files count: the built site serves its .htaccess and .nojekyll.
 */
export function filesUnder(dir: string): string[] {
  return walk(dir, () => true);
}

/**
 * The files the owner put in `dir` (content/, public/images). A name starting with "." is the
 * computer's own (.DS_Store, an editor's swap file), and so is everything in such a folder.
 */
export function ownerFilesUnder(dir: string): string[] {
  return walk(dir, (name) => !name.startsWith("."));
}

function walk(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!keep(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path, keep) : [path];
  });
}
