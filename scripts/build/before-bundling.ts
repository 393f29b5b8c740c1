// What React Router's build reads and no step of it makes: the pictures' copies (build-images),
// the icons and manifests (build-icons) and the English pages' Bengali font cut (build-fonts).
// They share nothing, so they run at once, each in its own Node: on a 2-core machine the three
// took 2.1 s one after another and take about 1 s together. The build stops if any of them fails,
// after all three have said what they had to say.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { typeScriptNode } from "../typescript-node.ts";

const steps = ["build-images.ts", "build-icons.ts", "build-fonts.ts"];

const exits = await Promise.all(
  steps.map(
    (step) =>
      new Promise<number>((done) => {
        const child = spawn(
          process.execPath,
          [...typeScriptNode, fileURLToPath(new URL(step, import.meta.url))],
          { stdio: "inherit" },
        );
        child.on("error", (error) => {
          console.error(`${step}: ${error.message}`);
          done(1);
        });
        child.on("exit", (code) => done(code ?? 1));
      }),
  ),
);
const failed = steps.filter((_, index) => exits[index] !== 0);
if (failed.length > 0) {
  console.error(`The build stopped: ${failed.join(", ")} failed (above).`);
  process.exit(1);
}
