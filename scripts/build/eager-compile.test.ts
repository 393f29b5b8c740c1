import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chunksWithoutHint, eagerCompileHint } from "./eager-compile.ts";

describe("chunksWithoutHint", () => {
  it("names the chunks that do not start with V8's compile hint on a line of its own", () => {
    const dir = mkdtempSync(join(tmpdir(), "upohar-hint-"));
    const chunk = (name: string, code: string) => {
      writeFileSync(join(dir, name), code);
      return join(dir, name);
    };
    const hinted = chunk("hinted.js", `${eagerCompileHint}\nexport const a = () => 1;`);
    const bare = chunk("bare.js", "export const a = () => 1;");
    const later = chunk("later.js", `export const a = 1;\n${eagerCompileHint}\n`);
    const glued = chunk("glued.js", `${eagerCompileHint}export const a = 1;`);
    expect(chunksWithoutHint([hinted, bare, later, glued])).toEqual([bare, later, glued]);
  });

  it("is the comment V8 reads", () => {
    expect(eagerCompileHint).toBe("//# allFunctionsCalledOnLoad");
  });
});
