// V8 (Chrome 136 and later) compiles every function of a script that starts with this comment on a
// background thread while the script downloads, instead of on the main thread the first time each
// function is called. Almost every function in the shop's chunks runs while React takes the page
// over, so a first visit's main thread is spared that compiling (decision 010). Other browsers
// read a comment.
import { readFileSync } from "node:fs";

export const eagerCompileHint = "//# allFunctionsCalledOnLoad";

/**
 * The chunks that do not start with the hint: a bundler upgrade that drops it is then noticed.
 */
export function chunksWithoutHint(files: string[]) {
  return files.filter((file) => !readFileSync(file, "utf8").startsWith(`${eagerCompileHint}\n`));
}
