// Run by the upload job, which holds the server's keys, on the build it was handed by the job
// that ran npm packages' scripts (.github/workflows/upload.yml). A build step that was tampered
// with must reach the server no further than the pages: the build may hold only the kinds of
// file the build makes, under names nginx and Apache read as plain paths, and its host files must
// be exactly what this repository's rules make from its pages. It needs no package installed: Node
// 22.18 and later run it as it is (scripts/deploy/tsconfig.json keeps it to syntax Node erases).
// Usage: node scripts/deploy/check-build.ts [build] (on Node 20: node --import tsx …)
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { hostFiles, hostRules } from "../build/host-files.ts";

/** What the build makes, by extension, before its `.br` and `.gz` copies. */
export const builtKinds = [
  "html",
  "js",
  "css",
  "json",
  "data",
  "xml",
  "txt",
  "webmanifest",
  "svg",
  "webp",
  "jpg",
  "jpeg",
  "png",
  "avif",
  "ico",
  "woff2",
  "wasm",
  "yml",
];

/** Host files, by name, in the served folder's top alone. */
const topHostFiles = ["_headers", "_redirects", ".htaccess", ".nojekyll"];

/** One name of a path: letters, digits and `.` `_` `~` `-`, not starting with a dot. */
const plainName = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * The build's files that no build makes, each with why, by its path from `build`.
 * @param build the folder holding `client/` (served) and `deploy/` (nginx's file)
 */
export function foreignFiles(build: string): string[] {
  const refused: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const place = relative(build, path).split(sep).join("/");
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) refused.push(`${place}: a link, which no build makes`);
      else if (stat.isDirectory()) {
        if (place === "client" || place === "deploy") walk(path);
        else if (!place.startsWith("client/")) refused.push(`${place}: a folder outside client/`);
        else if (!plainName.test(entry.name))
          refused.push(`${place}: a folder name no build makes`);
        else walk(path);
      } else if (!stat.isFile()) refused.push(`${place}: not a file`);
      else {
        const why = whyForeign(place);
        if (why) refused.push(`${place}: ${why}`);
      }
    }
  };
  walk(build);
  return refused;
}

/** nginx's files: beside the served folder, so the server's configuration is never served. */
const deployFiles = ["deploy/nginx.conf", "deploy/nginx-policies.conf"];

function whyForeign(place: string) {
  if (deployFiles.includes(place)) return undefined;
  if (!place.startsWith("client/"))
    return `outside client/, where only ${deployFiles.join(" and ")} are made`;
  const path = place.slice("client/".length);
  if (topHostFiles.includes(path)) return undefined;
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (!plainName.test(name)) return "a name no build makes";
  const kind = name
    .replace(/\.(br|gz)$/, "")
    .split(".")
    .slice(1)
    .pop()
    ?.toLowerCase();
  return kind && builtKinds.includes(kind)
    ? undefined
    : `a .${kind ?? "(none)"} file, which no build makes`;
}

/**
 * The host files whose text is not what this repository's rules make from the build's pages.
 */
export function changedHostFiles(build: string): string[] {
  const made = hostFiles(hostRules(join(build, "client")));
  return Object.entries(made)
    .filter(([place, text]) => {
      try {
        return readFileSync(join(build, place), "utf8") !== text;
      } catch {
        return true;
      }
    })
    .map(([place]) => place);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [build = "build"] = process.argv.slice(2);
  const foreign = foreignFiles(build);
  const changed = foreign.length > 0 ? [] : changedHostFiles(build);
  if (foreign.length > 0 || changed.length > 0) {
    console.error(
      "check-build: nothing was uploaded. The build handed on is not what the build makes:",
    );
    for (const line of foreign.slice(0, 20)) console.error(`  ${line}`);
    if (foreign.length > 20) console.error(`  … and ${foreign.length - 20} more`);
    for (const place of changed) {
      console.error(`  ${place}: not what this repository's rules make from the pages`);
    }
    process.exitCode = 1;
  } else {
    console.log(
      "check-build: every file is one the build makes, and the host files are the repository's.",
    );
  }
}
