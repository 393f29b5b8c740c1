// A busy phone: another app or the system's own work keeps a core busy while the shopper opens a
// page. `withBusyCore` runs a visit with one process spinning beside it, so that on a 2-core
// machine the page's browser has one core to itself and shares the other. A start-up that needs
// both cores at once waits; one that runs in short tasks hardly notices (issue 66).
import { spawn } from "node:child_process";

/** Spins until killed: a plain loop, no I/O, so it takes one core and nothing else. */
const spin = "for (;;) {}";

export async function withBusyCore<Result>(visit: () => Promise<Result>): Promise<Result> {
  const spinner = spawn(process.execPath, ["-e", spin], { stdio: "ignore" });
  await new Promise<void>((started, failed) => {
    spinner.once("spawn", started);
    spinner.once("error", failed);
  });
  try {
    return await visit();
  } finally {
    spinner.kill("SIGKILL");
  }
}
