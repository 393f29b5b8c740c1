// The two client-rendered gift shops `npm run bench:peers` compares with when no --peer is named,
// fetched by name and commit and built here, so anyone can repeat the comparison on their own
// machine. Each is built once per machine and commit, into the user's cache folder
// ($XDG_CACHE_HOME or ~/.cache, then upohar-peers/), which `npm ci` leaves alone.
// BENCH_PEERS_GIT says where to clone from: a template with {owner} and {name}, GitHub by default;
// a machine without GitHub points it at local copies ("/srv/mirrors/{owner}+{name}").
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** A shop to build from its source: where it is, at which commit, and a page of each kind. */
export interface SourcePeer {
  name: string;
  /** owner/name on GitHub. */
  repository: string;
  commit: string;
  /** npm's arguments that install it. */
  install: string[];
  /** Home, the listing, a gift and, where it has one, the cart. */
  pages: string[];
}

/** A built site for bench-peers.ts: its folder of static files and the pages to visit. */
export interface BuiltPeer {
  name: string;
  root: string;
  pages: string[];
}

/** Issue 40's peers, at the commits measured since: Vite + React shops with no prerendering. */
export const sourcePeers: readonly SourcePeer[] = [
  {
    name: "peer A",
    repository: "Ethan7628/gift-haven-hub",
    commit: "d58add891612881a19b517ea2f697ceb0b8869ad",
    // Its lock file is older than its package.json, so `npm ci` refuses it.
    install: ["install", "--no-audit", "--no-fund"],
    pages: ["/", "/shop", "/product/1", "/cart"],
  },
  {
    name: "peer B",
    repository: "amandaptuar/giftshopwebsite",
    commit: "e1d3c875f1bce1bc5ff5baa7a69d9f8b76ac8c5e",
    install: ["ci", "--no-audit", "--no-fund"],
    pages: ["/", "/shop", "/product/1"],
  },
];

/** Where a repository is cloned from: BENCH_PEERS_GIT's template, or GitHub. */
export function cloneSource(
  repository: string,
  template: string | undefined = process.env.BENCH_PEERS_GIT,
): string {
  const [owner, name] = repository.split("/");
  if (!owner || !name) throw new Error(`bench:peers: "${repository}" is not owner/name`);
  return (template || "https://github.com/{owner}/{name}.git")
    .replaceAll("{owner}", owner)
    .replaceAll("{name}", name);
}

function run(command: string, args: string[], cwd?: string): void {
  execFileSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * The peer's built site (Vite's dist/), cloned at its commit, installed and built the first time,
 * then reused: a folder counts as built only once its marker is written after a whole build.
 */
export function builtPeer(
  peer: SourcePeer,
  cacheRoot = join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "upohar-peers"),
): BuiltPeer {
  const folder = join(
    cacheRoot,
    `${peer.repository.replace("/", "+")}-${peer.commit.slice(0, 12)}`,
  );
  const dist = join(folder, "dist");
  const marker = join(folder, ".built");
  if (existsSync(marker)) return { name: peer.name, root: dist, pages: peer.pages };
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(cacheRoot, { recursive: true });
  const source = cloneSource(peer.repository);
  console.log(
    `bench:peers: building ${peer.name} (${peer.repository} at ${peer.commit.slice(0, 7)})`,
  );
  try {
    run("git", ["clone", "--quiet", "--no-checkout", source, folder]);
    run("git", ["-c", "advice.detachedHead=false", "checkout", "--quiet", peer.commit], folder);
    run("npm", peer.install, folder);
    run("npx", ["--no-install", "vite", "build", "--logLevel", "warn"], folder);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `bench:peers: could not build ${peer.name} from ${source} at ${peer.commit}: ${why}. ` +
        "Without GitHub, set BENCH_PEERS_GIT to a template naming local copies, or name built sites with --peer.",
    );
  }
  if (!existsSync(join(dist, "index.html"))) {
    throw new Error(`bench:peers: ${peer.name} built no ${dist}/index.html`);
  }
  writeFileSync(marker, `${peer.repository} ${peer.commit}\n`);
  return { name: peer.name, root: dist, pages: peer.pages };
}
