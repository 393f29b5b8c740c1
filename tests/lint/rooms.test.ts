import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The rooms of app/ as their imports draw them: no arrow back up from the ground floor (data/,
 * config/) to the pure rules, and no two folders of lib/ that import each other, directly or
 * round a loop. ESLint's import-x/no-cycle sees files; a loop between folders passes it.
 */
const app = new URL("../../app/", import.meta.url).pathname;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The app files a source imports, by their path from app/ ("lib/cart/cart"). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/from "([^"]+)"/g)].flatMap(([, specifier = ""]) => {
    if (specifier.startsWith("~/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [relative(app, resolve(dirname(file), specifier))];
    return [];
  });
}

/** Which folders of `room` each of its folders imports. */
function folderGraph(room: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourcesUnder(join(app, room))) {
    const from = relative(join(app, room), file).split("/")[0] ?? "";
    const targets = graph.get(from) ?? new Set<string>();
    for (const target of importsOf(file)) {
      const [top, folder] = target.split("/");
      if (top === room && folder && folder !== from) targets.add(folder);
    }
    graph.set(from, targets);
  }
  return graph;
}

/** Each loop of folders, as the path that closes it ("cart → catalog → cart"). */
function loops(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1) ?? "") ?? []) {
      if (next === path[0]) found.push([...path, next].join(" → "));
      else if (!path.includes(next) && next > (path[0] ?? "")) walk([...path, next]);
    }
  };
  for (const start of graph.keys()) walk([start]);
  return found;
}

describe("the rooms of app/", () => {
  it("has no loop between the folders of lib/", () => {
    expect(loops(folderGraph("lib"))).toEqual([]);
  });

  it("finds a loop where there is one", () => {
    const graph = new Map([
      ["cart", new Set(["catalog"])],
      ["catalog", new Set(["prices", "cart"])],
      ["prices", new Set<string>()],
    ]);
    expect(loops(graph)).toEqual(["cart → catalog → cart"]);
  });

  it.each(["data", "config"])("has no arrow from %s/ up to the pure rules or above", (room) => {
    const upward = sourcesUnder(join(app, room)).flatMap((file) =>
      importsOf(file)
        .filter((target) => /^(lib|hooks|components|routes|shell|start-up)\//.test(target))
        .map((target) => `${relative(app, file)} → ${target}`),
    );
    expect(upward).toEqual([]);
  });
});
