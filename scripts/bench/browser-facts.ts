// What a benchmark's figures depend on besides the shop, printed with them, so that figures from
// different machines are never compared blind: the browser and whether its own address-bar pages
// ran beside the page, Lighthouse, the machine's cores, the hypervisor it runs under, what fresh
// memory costs it, and whether Chromium drew Bengali with a system font (a phone) or had none (this
// Debian image).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus } from "node:os";
import { browserUiOff, chromePath } from "./measuring-browser.ts";
import { phoneFontEnvironment } from "./phone-fonts.ts";

/** The Bengali fonts fontconfig lists, as Chromium will see them with the given environment. */
function bengaliFonts(environment: Record<string, string>) {
  try {
    return execFileSync("fc-list", [":lang=bn", "family"], {
      encoding: "utf8",
      env: { ...process.env, ...environment },
    })
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Milliseconds to take and fill 100 MB of memory the process has never touched, median of three.
 * Each new page costs the kernel a fault, and where the host keeps the page tables (PVM, below)
 * each fault is a call to the host. On the machine of 28 November, evening, it was 350–440 ms,
 * about 13 µs a 4 KB page: a first visit's Chromium faults in some 110,000 pages across its
 * processes, more than a second of a 2-core machine's processor, while the page's main thread
 * waits for a core (decision 017).
 */
function freshMemoryMs() {
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    Buffer.alloc(100 * 1024 * 1024, 1);
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[1] ?? 0;
}

/**
 * The hypervisor the kernel found at boot ("PVM", "KVM"…), from its log where this user may read it,
 * else whether the processor says it is virtual at all. Under PVM, which virtualises without the
 * processor's help, every page fault and every switch between processes goes through the host: a
 * browser's start-up is made of both (decision 017).
 */
function hypervisor() {
  try {
    const log = execFileSync("dmesg", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const found = /Hypervisor detected: (.+)/.exec(log)?.[1]?.trim();
    if (found) return `under the ${found} hypervisor`;
  } catch {
    // The kernel's log is for root only on most systems (kernel.dmesg_restrict).
  }
  try {
    const flags = /^flags\s*:(.*)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1] ?? "";
    return flags.split(" ").includes("hypervisor") ? "a virtual machine" : "no hypervisor";
  } catch {
    return "hypervisor unknown";
  }
}

export function browserFacts(phoneFonts: boolean) {
  const chromium = execFileSync(chromePath, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
  // Resolved from this folder: Lighthouse is installed in scripts/bench's own node_modules.
  const lighthouse = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve("lighthouse/package.json"), "utf8"),
  ).version;
  const fonts = bengaliFonts(phoneFonts ? phoneFontEnvironment() : {});
  return {
    chromium: browserUiOff
      ? `${chromium} without its address-bar pages`
      : `${chromium} with its address-bar pages (BENCH_BROWSER_UI=1)`,
    lighthouse: `Lighthouse ${lighthouse}`,
    cores: `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"})`,
    hypervisor: hypervisor(),
    freshMemory: `${Math.round(freshMemoryMs())} ms to fill 100 MB of new memory`,
    bengaliFont:
      fonts.length > 0
        ? `a Bengali system font (${[...new Set(fonts)].join("; ")})`
        : "no Bengali system font",
  };
}

/** The machine's facts: what every benchmark prints, with Lighthouse's or without. */
export function machineLine(
  facts: Pick<
    ReturnType<typeof browserFacts>,
    "cores" | "hypervisor" | "freshMemory" | "bengaliFont"
  >,
) {
  return `${facts.cores}, ${facts.hypervisor}; ${facts.freshMemory}; ${facts.bengaliFont}`;
}

/** The facts as the Lighthouse benchmarks print them first. */
export function factsLine(facts: ReturnType<typeof browserFacts>) {
  return `${facts.chromium}; ${facts.lighthouse}; ${machineLine(facts)}`;
}
