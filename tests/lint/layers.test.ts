import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;

/** What lint says of a fixture's text as if it lived at `path`, with the project's own config. */
async function lintAt(fixture: string, path: string): Promise<ESLint.LintResult["messages"]> {
  const text = readFileSync(new URL(`fixtures/${fixture}`, import.meta.url), "utf8");
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(text, { filePath: `${root}${path}` });
  return result?.messages ?? [];
}

async function ruleIdsAt(fixture: string, path: string): Promise<(string | null)[]> {
  return (await lintAt(fixture, path)).map((message) => message.ruleId);
}

/** The lines whose import is refused, each with the reason lint gives (ESLint's words cut off). */
async function refusedImports(fixture: string, path: string): Promise<[number, string][]> {
  return (await lintAt(fixture, path))
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => [message.line, message.message.replace(/^.* from being used[^.]*\. /, "")]);
}

const notNode =
  "Pure rules must not depend on Node: code that reads files at build time belongs in app/content.";
const notFramework =
  "Pure rules must not depend on the framework; its glue belongs in app/framework.";

describe("the layer boundaries", () => {
  it("fail lint when a pure rule imports a hook by a relative path", async () => {
    expect(await ruleIdsAt("lib-imports-hook.ts", "app/lib/lib-imports-hook.ts")).toContain(
      "import-x/no-restricted-paths",
    );
  }, 120_000);

  it("let a component import the same hook", async () => {
    expect(
      await ruleIdsAt("lib-imports-hook.ts", "app/components/lib-imports-hook.ts"),
    ).not.toContain("import-x/no-restricted-paths");
  }, 120_000);
});

describe("the pure layers", () => {
  it("refuse Node's modules, by node: name or bare", async () => {
    expect(await refusedImports("lib-imports-node.ts", "app/config/lib-imports-node.ts")).toEqual([
      [2, notNode],
      [3, notNode],
    ]);
  }, 120_000);

  it("refuse React Router and the app's framework glue, even for a type", async () => {
    expect(
      await refusedImports("lib-imports-framework.ts", "app/data/lib-imports-framework.ts"),
    ).toEqual([
      [2, notFramework],
      [3, notFramework],
      [4, notFramework],
    ]);
  }, 120_000);

  it("leave Node to the build's catalog reader", async () => {
    expect(await refusedImports("lib-imports-node.ts", "app/content/lib-imports-node.ts")).toEqual(
      [],
    );
  }, 120_000);
});
