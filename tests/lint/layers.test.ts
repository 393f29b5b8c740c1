import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const fixture = readFileSync(new URL("fixtures/lib-imports-hook.ts", import.meta.url), "utf8");

/** Lints the fixture's text as if it lived at `path`, with the project's own config. */
async function ruleIdsAt(path: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(fixture, { filePath: `${root}${path}` });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe("the layer boundaries", () => {
  it("fail lint when a pure rule imports a hook by a relative path", async () => {
    expect(await ruleIdsAt("app/lib/lib-imports-hook.ts")).toContain(
      "import-x/no-restricted-paths",
    );
  }, 120_000);

  it("let a component import the same hook", async () => {
    expect(await ruleIdsAt("app/components/lib-imports-hook.ts")).not.toContain(
      "import-x/no-restricted-paths",
    );
  }, 120_000);
});
