// `npm run bench:peers -- --peer "A=<dist dir>:/,/shop,/product/1,/cart"`: this shop's first visits
// beside other shops' built sites, in one interleaved run, so the comparison holds on any machine.
// Each round visits every page of every site once (a noisy minute falls on all of them alike);
// medians of the rounds. Pages are paired by kind (home, listing, product, cart: the first to the
// fourth of each list), and the budget is issue 40's: every page of ours at Lighthouse's TBT
// ≤ 50 ms and at most half of the peer's page of the same kind. Beside TBT, which starts at the
// first paint, it prints time to interactive and the blocking counted from the navigation, where a
// client-rendered shop runs its scripts before it paints. Also weighs each site's first visit on
// the wire. A peer is a folder of static files a client-rendered app built (Vite's `dist/`),
// served the way a CDN would: compressed, and its index.html for paths with no file.
// Our pages are also visited with every script file refused ("Upohar, no scripts"): what the
// browser's parsing, styling, layout and painting of the prerendered page block on this machine by
// themselves, a floor under our TBT that no change to our scripts can lower (decision 017).
// Without --peer it fetches, builds and measures the two peers we compare with (peer-sources.ts).
//   --peer "Name=<dir>:<home>,<listing>,<product>[,<cart>]"   repeatable, instead of those
//   --runs 3                                                  rounds
//   --busy-core    each page also with one core kept busy (busy-core.ts), quiet and busy visits
//                  alternating; fails when ours rises by more milliseconds of TBT than a peer's
// It also taps 'Add to Cart' on a budget phone (tap-runner.ts) on our gift page and on each peer's
// that has one, and fails when ours first counts later than half the peer's, or loses a tap.
// BENCH_PHONE_FONTS=0 measures without the phone's Bengali font; BENCH_SKIP_BUILD=1 uses build/.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { browserFacts, factsLine } from "./browser-facts.ts";
import {
  firstVisit,
  median,
  phoneFonts,
  serveBuild,
  type FirstVisit,
} from "./lighthouse-runner.ts";
import { withBusyCore } from "./busy-core.ts";
import { builtPeer, sourcePeers } from "./peer-sources.ts";
import { budgetPhone, measureTaps } from "./tap-runner.ts";
import { wireBytes } from "./wire-bytes.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error("bench:peers: --runs takes a whole number of rounds, such as 3");
  process.exit(2);
}
const busyCore = args.includes("--busy-core");
const kinds = ["home", "listing", "product", "cart"];
const ourName = "Upohar";
const namedPeers = args.flatMap((arg, at) => (args[at - 1] === "--peer" ? [parsePeer(arg)] : []));
const peers = namedPeers.length > 0 ? namedPeers : sourcePeers.map((peer) => builtPeer(peer));
const tbtBudgetMs = 50;

function parsePeer(spec: string) {
  const match = /^([^=]+)=(.+):(\/[^:]*)$/.exec(spec);
  if (!match) {
    console.error(
      `bench:peers: cannot read --peer "${spec}"; write "Name=<dir>:/,/shop,/product/1"`,
    );
    process.exit(2);
  }
  const [, name = "", dir = "", list = ""] = match;
  const root = resolve(dir);
  if (!existsSync(resolve(root, "index.html"))) {
    console.error(`bench:peers: ${root} has no index.html; build the peer first (vite build)`);
    process.exit(2);
  }
  return { name, root, pages: list.split(",").filter(Boolean) };
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};
const compressible = new Set([".html", ".js", ".css", ".svg", ".json", ".ico"]);

/** A client-rendered app's host: its files compressed once, and index.html for any other path. */
function servePeer(root: string, port: number): Promise<{ stop: () => void }> {
  const compressed = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://peer").pathname);
    let file = resolve(root, `.${pathname}`);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      if (extname(pathname)) return response.writeHead(404).end();
      file = resolve(root, "index.html");
    }
    const type = extname(file);
    const headers: Record<string, string> = {
      "Content-Type": types[type] ?? "application/octet-stream",
    };
    let body: Buffer = readFileSync(file);
    const accepts = String(request.headers["accept-encoding"] ?? "");
    if (compressible.has(type)) {
      const encoding = accepts.includes("br") ? "br" : accepts.includes("gzip") ? "gzip" : "";
      if (encoding) {
        const key = `${file}:${encoding}`;
        if (!compressed.has(key)) {
          compressed.set(key, encoding === "br" ? brotliCompressSync(body) : gzipSync(body));
        }
        body = compressed.get(key) ?? body;
        headers["Content-Encoding"] = encoding;
      }
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((ready) => server.listen(port, () => ready({ stop: () => server.close() })));
}

const facts = browserFacts(phoneFonts);
console.log(`${factsLine(facts)}\n`);
if (process.env.BENCH_SKIP_BUILD !== "1") execSync("npm run build", { stdio: "inherit" });

// Not 4190: browsers and Node's fetch refuse the ports of other protocols (4190 is ManageSieve).
const port = Number(process.env.BENCH_PORT ?? 4230);
const ourSite = { origin: `http://localhost:${port}`, root: resolve("build/client"), ours: true };
/** A site measured; `floor` is ours with no script, what no change to our scripts can go below. */
type Site = {
  name: string;
  origin: string;
  root: string;
  pages: string[];
  ours: boolean;
  floor?: boolean;
};
const sites: Site[] = [
  { ...ourSite, name: ourName, pages: ["/", "/products", "/product/1", "/cart"] },
  {
    ...ourSite,
    name: `${ourName} (bn)`,
    pages: ["/bn", "/bn/products", "/bn/product/1", "/bn/cart"],
  },
  {
    ...ourSite,
    name: `${ourName}, no scripts`,
    pages: ["/", "/products", "/product/1", "/cart"],
    ours: false,
    floor: true,
  },
  ...peers.map((peer, at) => ({
    ...peer,
    origin: `http://localhost:${port + 1 + at}`,
    ours: false,
  })),
];
const servers = [
  await serveBuild(resolve("build"), port),
  ...(await Promise.all(peers.map((peer, at) => servePeer(peer.root, port + 1 + at)))),
];

const busySuffix = ", busy core";
const samples = new Map<string, FirstVisit[]>();
/** Each site's taps on 'Add to Cart' (tap-runner.ts); null once a site showed no such button. */
const cartTapName = "Add to Cart (/product/2)";
const cartTaps = new Map<string, Awaited<ReturnType<typeof measureTaps>>[] | null>();
/** The tap is on the English gift page: ours, then each peer's. */
const tapSites = sites.filter((site) => site.name === ourName || (!site.ours && !site.floor));
const wire = new Map<string, { bytes: number; requests: number }>();
try {
  for (let round = 0; round < runs; round += 1) {
    for (const site of sites) {
      for (const path of site.pages) {
        const visit = () =>
          firstVisit(`${site.origin}${path}`, site.root, { blockScripts: site.floor });
        // Quiet first in even rounds and busy first in odd ones, so neither always follows the other.
        const loads = busyCore ? (round % 2 ? [true, false] : [false, true]) : [false];
        for (const busy of loads) {
          const key = `${site.name} ${path}${busy ? busySuffix : ""}`;
          const visits = samples.get(key) ?? [];
          samples.set(key, visits);
          visits.push(await (busy ? withBusyCore(visit) : visit()));
          process.stdout.write(".");
        }
      }
    }
  }
  for (let round = 0; round < runs; round += 1) {
    for (const site of tapSites) {
      if (cartTaps.get(site.name) === null) continue;
      try {
        const taps = cartTaps.get(site.name) ?? [];
        taps.push(await measureTaps(site.origin, cartTapName));
        cartTaps.set(site.name, taps);
      } catch (error) {
        console.log(`\n${site.name}: no 'Add to Cart' measured (${(error as Error).message})`);
        cartTaps.set(site.name, null);
      }
      process.stdout.write(".");
    }
  }
  for (const site of sites.filter((candidate) => !candidate.floor)) {
    const visits: Awaited<ReturnType<typeof wireBytes>>[] = [];
    for (let round = 0; round < runs; round += 1) {
      visits.push(
        await wireBytes(`${site.origin}${site.pages[0] ?? "/"}`, {
          phoneFonts,
          serviceWorker: site.ours,
        }),
      );
      process.stdout.write(".");
    }
    wire.set(site.name, {
      bytes: median(visits.map((visit) => visit.bytes)),
      requests: median(visits.map((visit) => visit.requests)),
    });
  }
} finally {
  for (const server of servers) server.stop();
}

const summary = (key: string) => {
  const visits = samples.get(key) ?? [];
  const of = (metric: keyof FirstVisit) => median(visits.map((visit) => visit[metric] as number));
  return {
    perf: of("performance"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    ttiMs: of("ttiMs"),
    blockingFromStartMs: of("blockingFromStartMs"),
  };
};
const results = Object.fromEntries(
  sites.flatMap((site) =>
    site.pages.flatMap((path, at) =>
      (busyCore ? ["", busySuffix] : [""]).map((suffix) => [
        `${site.name} ${path}${suffix}`,
        {
          site: site.name,
          ours: site.ours,
          floor: Boolean(site.floor),
          busy: suffix !== "",
          kind: kinds[at],
          ...summary(`${site.name} ${path}${suffix}`),
        },
      ]),
    ),
  ),
);

console.log(
  `\n\nMedians of ${runs} interleaved rounds (Lighthouse 12, a fresh browser each, mobile, simulated slow 4G):\n`,
);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([key, r]) => [
      key,
      {
        kind: r.kind,
        Perf: r.perf,
        "FCP ms": Math.round(r.fcpMs),
        "LCP ms": Math.round(r.lcpMs),
        "TBT ms": Math.round(r.tbtMs),
        "TTI ms": Math.round(r.ttiMs),
        "blocked from the start ms": Math.round(r.blockingFromStartMs),
      },
    ]),
  ),
);
console.log("\nA first visit to each site's first page on the wire (service worker included):\n");
console.table(
  Object.fromEntries(
    [...wire].map(([name, r]) => [
      name,
      `${(r.bytes / 1024).toFixed(1)} KB (${r.requests} requests)`,
    ]),
  ),
);

const tapResults = Object.fromEntries(
  [...cartTaps].flatMap(([name, taps]) =>
    taps
      ? [
          [
            name,
            {
              countsMs: median(taps.map((tap) => tap.countsMs)),
              lostTaps: Math.max(...taps.map((tap) => tap.lostTaps)),
              lostForMs: Math.max(...taps.map((tap) => tap.lostForMs)),
              effectMs: median(taps.map((tap) => tap.effectMs)),
            },
          ],
        ]
      : [],
  ),
);
console.log(
  `\n'Add to Cart' on /product/2 on a budget phone (${budgetPhone.cpuSlowdown}× CPU, ${budgetPhone.latencyMs} ms round trips, ${budgetPhone.bitsPerSecond / 1e6} Mbps), medians of ${runs}:\n`,
);
console.table(
  Object.fromEntries(
    Object.entries(tapResults).map(([name, r]) => [
      name,
      {
        "first counted tap ms": Math.round(r.countsMs),
        "cart count shows ms": Math.round(r.effectMs),
        "taps lost (most)": r.lostTaps,
        "dead window ms (most)": Math.round(r.lostForMs),
      },
    ]),
  ),
);

const misses = [];
const ourTaps = tapResults[ourName];
if (ourTaps) {
  if (ourTaps.lostTaps > 0) {
    misses.push(`'Add to Cart' lost a tap, for ${Math.round(ourTaps.lostForMs)} ms`);
  }
  for (const peer of peers) {
    const theirs = tapResults[peer.name];
    if (theirs && ourTaps.countsMs > theirs.countsMs / 2) {
      misses.push(
        `'Add to Cart' counts at ${Math.round(ourTaps.countsMs)} ms > half of ${peer.name}'s ${Math.round(theirs.countsMs)} ms`,
      );
    }
  }
}
if (busyCore) {
  /** How much a busy core adds to each page's TBT, by site and kind. */
  const rises = Object.values(results)
    .filter((r) => !r.busy)
    .map((quiet) => {
      const busy = Object.values(results).find(
        (r) => r.busy && r.site === quiet.site && r.kind === quiet.kind,
      );
      return { ...quiet, riseMs: (busy?.tbtMs ?? Number.NaN) - quiet.tbtMs };
    });
  console.log("\nWhat a busy core adds to TBT (ms, medians):\n");
  console.table(
    Object.fromEntries(
      rises.map((r) => [
        `${r.site} ${r.kind}`,
        { quiet: r.tbtMs, "busy core": r.tbtMs + r.riseMs, rise: r.riseMs },
      ]),
    ),
  );
  for (const mine of rises.filter((r) => r.ours)) {
    for (const theirs of rises.filter((r) => r.kind === mine.kind && !r.ours && !r.floor)) {
      if (mine.riseMs > Math.max(theirs.riseMs, 0)) {
        misses.push(
          `${mine.site} ${mine.kind}: a busy core adds ${Math.round(mine.riseMs)} ms of TBT, ${theirs.site}'s ${Math.round(theirs.riseMs)} ms`,
        );
      }
    }
  }
}
for (const mine of Object.values(results).filter((r) => r.ours && !r.busy)) {
  const label = `${mine.site} ${mine.kind}`;
  if (mine.tbtMs > tbtBudgetMs) misses.push(`${label}: TBT ${Math.round(mine.tbtMs)} ms > 50 ms`);
  const peersOfKind = Object.values(results).filter(
    (r) => r.kind === mine.kind && !r.ours && !r.floor && !r.busy,
  );
  for (const theirs of peersOfKind) {
    if (mine.tbtMs > theirs.tbtMs / 2) {
      misses.push(
        `${label}: TBT ${Math.round(mine.tbtMs)} ms > half of ${theirs.site}'s ${Math.round(theirs.tbtMs)} ms`,
      );
    }
  }
}
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/bench-peers.json",
  `${JSON.stringify({ date: new Date().toISOString(), facts, runs, results, taps: tapResults, wire: Object.fromEntries(wire) }, null, 2)}\n`,
);
console.log("\nWritten to reports/bench-peers.json");
if (misses.length > 0) {
  console.error(`\nBudgets missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nEvery page of ours at TBT ≤ ${tbtBudgetMs} ms and at most half of each peer's.`);
