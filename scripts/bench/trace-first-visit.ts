// `npm run bench:trace -- <path> [<path> …]`: what a first visit's main thread does, traced by the
// browser itself with nothing attached (DevTools adds work of its own: decision 010), in a fresh
// Chromium each run. Prints every task the page's main thread ran for 12.5 ms or more (a task
// Lighthouse's 4× slowdown turns into a long one) with what filled it, how much of it was font
// lookups and how much the thread spent on the CPU (the rest it waited), and per kind of work the
// time tasks ran past 12.5 ms: the blocking time a phone four times slower would see. Medians of
// BENCH_RUNS runs (5). BENCH_PHONE_FONTS=0 traces a machine without a Bengali font;
// BENCH_BUILD=<dir> traces another build (an earlier one, to compare).
// `--functions` also samples the JavaScript (V8's profiler, every 0.1 ms or so: its own cost
// lengthens the tasks) and names under each task the functions it spent most time in, by script,
// line and column of the built file.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromeFlags, median, serveBuild } from "./lighthouse-runner.ts";
import { browserFacts, machineLine } from "./browser-facts.ts";
import { chromePath, expectNoBrowserUi } from "./measuring-browser.ts";
import { phoneFontEnvironment } from "./phone-fonts.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4186);
const sampleFunctions = process.argv.includes("--functions");
const pathArgs = process.argv.slice(2).filter((arg) => arg !== "--functions");
const paths = pathArgs.length > 0 ? pathArgs : ["/", "/product/2"];
const phoneFonts = process.env.BENCH_PHONE_FONTS !== "0";
/** Lighthouse's simulated phone runs every task four times slower; 50 ms there is 12.5 ms here. */
const longTaskMs = 12.5;

/** A frame of V8's profile: the function, and where it is in its script (from 0). */
type CallFrame = { functionName: string; url?: string; lineNumber: number; columnNumber: number };
/** A trace event, with what is read of it here. */
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    fileName?: string;
    beginData?: { url?: string };
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
};
/** A task of the page's main thread whose duration the trace gives. */
type TimedEvent = TraceEvent & { dur: number };

const categories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "blink",
  "loading",
  "toplevel",
  "disabled-by-default-v8.compile",
  "disabled-by-default-v8.gc",
  // The font lookups inside style and layout: on Linux each new family or size asks the browser
  // process over IPC (decision 017).
  "fonts",
  ...(sampleFunctions ? ["disabled-by-default-v8.cpu_profiler"] : []),
].join(",");

/** Runs Chromium on the page with startup tracing, and returns the trace's events. */
async function trace(url: string): Promise<TraceEvent[]> {
  const dir = mkdtempSync(join(tmpdir(), "upohar-trace-"));
  const file = join(dir, "trace.json");
  const chrome = spawn(
    chromePath,
    [
      ...chromeFlags,
      `--user-data-dir=${join(dir, "profile")}`,
      // A phone's screen: 412 CSS px wide, at a phone's density.
      "--window-size=412,823",
      "--force-device-scale-factor=2.625",
      `--trace-startup=${categories}`,
      "--trace-startup-format=json",
      `--trace-startup-file=${file}`,
      "--trace-startup-duration=5",
      url,
    ],
    {
      stdio: "ignore",
      // Its own process group: /usr/bin/chromium is a script whose browser is a child of it.
      detached: true,
      env: { ...process.env, ...(phoneFonts ? phoneFontEnvironment() : {}) },
    },
  );
  // The trace is written when its duration ends; the browser is closed once it is.
  const deadline = Date.now() + 30_000;
  let events: TraceEvent[] | undefined;
  while (!events && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 500));
    try {
      events = JSON.parse(readFileSync(file, "utf8")).traceEvents;
    } catch {
      // Not written, or not whole, yet.
    }
  }
  const closed = new Promise((done) => chrome.once("exit", done));
  if (chrome.pid !== undefined) process.kill(-chrome.pid);
  await closed;
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  if (!events) throw new Error(`No trace of ${url} within 30 s`);
  // Every page the browser parsed is in the trace, its own address-bar pages too.
  expectNoBrowserUi(
    events
      .filter((event) => event.name === "ParseHTML")
      .map((event) => event.args?.beginData?.url ?? ""),
  );
  return events;
}

/** The kind of work an event is, for the events that fill a task. */
function kindOf(event: TraceEvent, pageUrl: string) {
  const { name } = event;
  const url = event.args?.data?.url ?? event.args?.fileName ?? "";
  if (name === "ParseHTML") return "parse HTML";
  if (name === "ParseAuthorStyleSheet") return "parse CSS";
  if (name === "EvaluateScript" && url.startsWith(pageUrl)) return "inline scripts";
  if (["v8.compile", "v8.compileModule", "V8.CompileCode", "v8.parseOnBackground"].includes(name)) {
    return "compile";
  }
  if (["EvaluateScript", "v8.evaluateModule", "FunctionCall", "v8.callFunction"].includes(name)) {
    return "app's scripts";
  }
  if (["UpdateLayoutTree", "Layout", "RecalculateStyles"].includes(name)) return "style & layout";
  if (["Paint", "PrePaint", "Layerize", "Commit", "UpdateLayer"].includes(name)) return "paint";
  if (name.startsWith("MinorGC") || name.startsWith("MajorGC") || name === "V8.GC_SCAVENGER") {
    return "garbage collection";
  }
  if (name === "LocalWindowProxy::CreateContext" || name === "V8.DeserializeContext") {
    return "new JavaScript context";
  }
  return undefined;
}

/** The page's renderer main thread, its navigation start, and its top-level tasks with their fill. */
function tasksOf(events: TraceEvent[], pageUrl: string) {
  const threadNames = new Map(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name")
      .map((event) => [`${event.pid}:${event.tid}`, event.args?.name]),
  );
  const parse = events.find(
    (event) =>
      event.name === "ParseHTML" &&
      threadNames.get(`${event.pid}:${event.tid}`) === "CrRendererMain" &&
      (event.args?.beginData?.url ?? "").startsWith(pageUrl),
  );
  if (!parse) throw new Error(`The trace shows no parsing of ${pageUrl}`);
  const thread = `${parse.pid}:${parse.tid}`;
  const own = events
    .filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === "X")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start = Math.min(
    ...own.filter((event) => event.name === "navigationStart").map((event) => event.ts),
    parse.ts,
  );
  const samples = sampleFunctions ? samplesOf(events, thread) : [];
  const tasks = own
    .filter(
      (event): event is TimedEvent => event.name === "ThreadControllerImpl::RunTask" && !!event.dur,
    )
    .map((task) => {
      const fill: Partial<Record<NonNullable<ReturnType<typeof kindOf>>, number>> = {};
      // Each stretch of the task is counted once, as the outermost kind of work it is part of.
      let countedUntil = -Infinity;
      for (const event of own) {
        if (event.ts < task.ts || event.ts >= task.ts + task.dur || event === task) continue;
        if (event.ts < countedUntil) continue;
        const kind = kindOf(event, pageUrl);
        if (!kind) continue;
        fill[kind] = (fill[kind] ?? 0) + (event.dur ?? 0) / 1000;
        countedUntil = event.ts + (event.dur ?? 0);
      }
      let fontLookupsMs = 0;
      let lookedUpUntil = -Infinity;
      for (const event of own) {
        if (event.name !== "FontCache::GetFontPlatformData" || event.ts < lookedUpUntil) continue;
        if (event.ts < task.ts || event.ts >= task.ts + task.dur) continue;
        fontLookupsMs += (event.dur ?? 0) / 1000;
        lookedUpUntil = event.ts + (event.dur ?? 0);
      }
      return {
        startMs: (task.ts - start) / 1000,
        ms: task.dur / 1000,
        // The thread's own CPU time: on a busy 2-core machine a task can last several times what
        // it computed, the rest spent waiting for a core or for another process (decision 017).
        cpuMs: (task.tdur ?? task.dur) / 1000,
        fill,
        fontLookupsMs,
        functions: sampleFunctions ? functionsIn(task, samples) : [],
      };
    });
  return tasks.filter((task) => task.startMs >= 0 && task.startMs < 4000);
}

/** A sample of V8's profiler: when, and the function it found running, if it knows it. */
type Sample = { ts: number; frame: CallFrame | undefined };
/** A task with what filled it. */
type Task = ReturnType<typeof tasksOf>[number];

/** The JavaScript samples V8's profiler took on the thread: when, and in which function. */
function samplesOf(events: TraceEvent[], thread: string): Sample[] {
  const profile = events.find(
    (event) => event.name === "Profile" && `${event.pid}:${event.tid}` === thread,
  );
  if (!profile) return [];
  const nodes = new Map<number, CallFrame>();
  const samples: { ts: number; frame: number }[] = [];
  let at = profile.args?.data?.startTime ?? 0;
  for (const chunk of events) {
    if (chunk.name !== "ProfileChunk" || chunk.pid !== profile.pid || chunk.id !== profile.id) {
      continue;
    }
    const { cpuProfile, timeDeltas = [] } = chunk.args?.data ?? {};
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    (cpuProfile?.samples ?? []).forEach((id, index) => {
      at += timeDeltas[index] ?? 0;
      samples.push({ ts: at, frame: id });
    });
  }
  return samples.map(({ ts, frame }) => ({ ts, frame: nodes.get(frame) }));
}

/** The three functions a task spent most samples in, as "name file:line:column (share)". */
function functionsIn(task: TimedEvent, samples: readonly Sample[]) {
  const counts = new Map<string, number>();
  let total = 0;
  for (const sample of samples) {
    if (sample.ts < task.ts || sample.ts >= task.ts + task.dur || !sample.frame) continue;
    const { functionName, url = "", lineNumber, columnNumber } = sample.frame;
    if (!url) continue;
    total += 1;
    const where = `${functionName || "(anonymous)"} ${url.replace(/^https?:\/\/[^/]+/, "")}:${lineNumber + 1}:${columnNumber + 1}`;
    counts.set(where, (counts.get(where) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([where, count]) => `${where} (${Math.round((100 * count) / total)}%)`);
}

/** The kind that filled most of a task, for the blocking-time sums. */
function mainKind(task: Task) {
  const [kind] = Object.entries(task.fill).sort((a, b) => b[1] - a[1])[0] ?? ["other"];
  return kind;
}

const facts = browserFacts(phoneFonts);
console.log(
  `Traced by the browser itself: ${facts.chromium}; ${machineLine(facts)}; medians of ${runs} first visits.\n`,
);
const server = await serveBuild(resolve(process.env.BENCH_BUILD ?? "build"), port);
try {
  for (const path of paths) {
    const pageUrl = `http://localhost:${port}${path}`;
    const perRun: Task[][] = [];
    for (let run = 0; run < runs; run += 1) perRun.push(tasksOf(await trace(pageUrl), pageUrl));
    const blocking: Record<string, number[]> = {};
    const longTasksMs: number[] = [];
    const longTasksCpuMs: number[] = [];
    for (const tasks of perRun) {
      const long = tasks.filter((candidate) => candidate.ms >= longTaskMs);
      longTasksMs.push(long.reduce((sum, task) => sum + task.ms, 0));
      longTasksCpuMs.push(long.reduce((sum, task) => sum + task.cpuMs, 0));
      const byKind: Record<string, number> = {};
      for (const task of long) {
        const kind = mainKind(task);
        byKind[kind] = (byKind[kind] ?? 0) + task.ms - longTaskMs;
      }
      for (const [kind, ms] of Object.entries(byKind)) (blocking[kind] ??= []).push(ms);
    }
    const medianRun =
      [...perRun].sort(
        (a, b) =>
          a.filter((task) => task.ms >= longTaskMs).length -
          b.filter((task) => task.ms >= longTaskMs).length,
      )[Math.floor(perRun.length / 2)] ?? [];
    console.log(`${path}: tasks of ${longTaskMs} ms or more in a typical run`);
    for (const task of medianRun.filter((candidate) => candidate.ms >= longTaskMs)) {
      const fill = Object.entries(task.fill)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
        .join(", ");
      const lookups =
        task.fontLookupsMs >= 1 ? `; font lookups ${task.fontLookupsMs.toFixed(1)} of it` : "";
      console.log(
        `  at ${task.startMs.toFixed(0).padStart(5)} ms: ${task.ms.toFixed(1).padStart(5)} ms, ${task.cpuMs.toFixed(1).padStart(5)} on the CPU (${fill}${lookups})`,
      );
      for (const where of task.functions) console.log(`      in ${where}`);
    }
    console.log(
      `  these tasks: ${median(longTasksMs).toFixed(0)} ms long, ${median(longTasksCpuMs).toFixed(0)} ms of it on the CPU (medians of runs)`,
    );
    console.log(`  time past ${longTaskMs} ms, by the work that filled the task (median of runs):`);
    for (const [kind, values] of Object.entries(blocking).sort(
      (a, b) => median(b[1]) - median(a[1]),
    )) {
      // A kind absent from a run blocked nothing in it.
      const all = [...values, ...Array(runs - values.length).fill(0)];
      console.log(`    ${kind}: ${median(all).toFixed(1)} ms`);
    }
    console.log("");
  }
} finally {
  server.stop();
}
