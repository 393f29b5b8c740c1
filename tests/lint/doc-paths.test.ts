import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Every repository path the README and docs/ name exists: a newcomer follows them, and a path that
 * moved sends them nowhere. docs/history/ is a record of what was, and keeps the paths of its day.
 */
const root = new URL("../../", import.meta.url).pathname;

/** The repository's top-level folders and files: a path starting with one is the repository's. */
const topLevel = new Set(
  readdirSync(root).filter(
    (name) => !["node_modules", "build"].includes(name) && !name.startsWith("build-"),
  ),
);

const appRooms = new Set(
  readdirSync(join(root, "app")).filter((name) => statSync(join(root, "app", name)).isDirectory()),
);

function madeByTheBuild(path: string): boolean {
  const ignored = spawnSync("git", ["check-ignore", "--quiet", path], { cwd: root });
  return ignored.status === 0;
}

function markdownUnder(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) {
      return path === "docs/history" ? [] : markdownUnder(path);
    }
    return name.endsWith(".md") ? [path] : [];
  });
}

const docs = ["README.md", ...markdownUnder("docs")];

/**
 * The paths a Markdown text names: in backticks, from the repository's top, or as a link, from the
 * document's folder. A line number (`:12`, `:12-30`) or an anchor after a path is not part of it;
 * patterns (`*`, `<name>`, `…`) and what the build makes are not paths to check.
 */
function namedPaths(text: string, document: string): string[] {
  const inBackticks = [...text.matchAll(/`([^`\s]+)`/g)].flatMap(([, token = ""]) => {
    const path = token.replace(/(:\d+(-\d+)?(,\d+(-\d+)?)*)$/, "").replace(/\/$/, "");
    const top = path.split("/")[0] ?? "";
    if (!path.includes("/")) return [];
    if (top === "..") return /\.\w+$/.test(path) ? [path] : [];
    if (topLevel.has(top)) return [path];
    // `lib/cart/cart.ts`, `start-up/protocol.ts`: the app's rooms are named from app/.
    return appRooms.has(top) ? [`app/${path}`] : [];
  });
  const linked = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)].flatMap(([, target = ""]) =>
    /^[a-z]+:/.test(target) ? [] : [relative(root, join(root, dirname(document), target))],
  );
  return [...inBackticks, ...linked].filter((path) => !/[*<>{}…]/.test(path));
}

describe("the paths the README and docs name", () => {
  it.each(docs)("%s names only paths that exist", (document) => {
    const text = readFileSync(join(root, document), "utf8");
    const absent = namedPaths(text, document).filter(
      (path) => path.startsWith("..") || !existsSync(join(root, path)),
    );
    // What the build makes (the manifests, the copies of the photos) is named where git ignores it.
    const missing = absent.filter((path) => path.startsWith("..") || !madeByTheBuild(path));
    expect(missing).toEqual([]);
  });

  it("reads every kind of reference a document makes", () => {
    expect(
      namedPaths(
        "See `app/lib/cart/cart.ts:12-30`, `scripts/deploy/`, `start-up/protocol.ts`, " +
          "`../elsewhere/x.md`, [owner](owner.md#photos), `content/occasions/*/occasion.yaml`, " +
          "`build/client`, `npm test` and [x](https://a.b/c).",
        "docs/deploy.md",
      ),
    ).toEqual([
      "app/lib/cart/cart.ts",
      "scripts/deploy",
      "app/start-up/protocol.ts",
      "../elsewhere/x.md",
      "docs/owner.md",
    ]);
  });
});

describe("what the code cites", () => {
  /** Every text file of the repository's own, what the build makes and docs/history/ aside. */
  const sources = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(
      (path) => /\.(ts|tsx|mjs|js|md|yml|yaml)$/.test(path) && !path.startsWith("docs/history/"),
    );

  it("names no file outside the repository: the product's rules are docs/product.md", () => {
    const outside = sources.filter(
      (path) =>
        existsSync(join(root, path)) &&
        /\bPRODUCT\.md\b|\.\.\/shared\//.test(readFileSync(join(root, path), "utf8")),
    );
    expect(outside).toEqual([]);
  });
});
