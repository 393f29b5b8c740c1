// Runs npm scripts at the same time and fails when any of them fails: `npm test`'s first checks
// (the lockfiles, TypeScript, ESLint and Prettier) each keep one core busy for a part of their
// time, so on a 2-core machine they finish sooner together than one after another. Each script's
// output is printed whole, in the order given, so that two never interleave.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error(
    "Usage: node --import tsx scripts/test/side-by-side.ts <npm script> [<npm script> …]",
  );
  process.exit(2);
}

const runs = scripts.map(
  (script) =>
    new Promise<{ script: string; code: number; output: Buffer[]; seconds: number }>((finished) => {
      const started = Date.now();
      const child = spawn("npm", ["run", "--silent", script], {
        stdio: ["ignore", "pipe", "pipe"],
        env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
      });
      const output: Buffer[] = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on("close", (code) =>
        finished({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
      );
    }),
);

let failed = false;
for (const run of runs) {
  const { script, code, output, seconds } = await run;
  process.stdout.write(Buffer.concat(output));
  console.log(
    `${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`,
  );
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
