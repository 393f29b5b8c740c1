// The workflows that publish every save (.github/workflows): what they build, what they publish,
// with which rights, and when their jobs run, by GitHub's rules for `if:` expressions.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configFiles } from "../build/deploy-rules.ts";

const root = join(import.meta.dirname, "..", "..");

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: string | { name: string };
  env?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  steps: Step[];
}
interface Workflow {
  on: {
    push?: { branches?: string[] };
    workflow_dispatch?: { inputs?: Record<string, { type: string; default?: unknown }> } | null;
  };
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

const readYaml = (path: string): unknown => parse(readFileSync(join(root, path), "utf8"));
const pages = readYaml(".github/workflows/pages.yml") as Workflow;
const upload = readYaml(".github/workflows/upload.yml") as Workflow;

function job(workflow: Workflow, name: string): Job {
  const found = workflow.jobs[name];
  if (!found) throw new Error(`no job ${name}`);
  return found;
}

/** A job's steps with the repository's own actions (`uses: ./…`) replaced by their steps. */
function expandedSteps(steps: Step[]): Step[] {
  return steps.flatMap((step) => {
    if (!step.uses?.startsWith("./")) return [step];
    const action = readYaml(join(step.uses, "action.yml")) as {
      runs: { using: string; steps: Step[] };
    };
    expect(action.runs.using).toBe("composite");
    return expandedSteps(action.runs.steps);
  });
}

const action = (step: Step) => step.uses?.replace(/@.*/, "");
const indexOf = (steps: Step[], matches: (step: Step) => boolean) => {
  const index = steps.findIndex(matches);
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
};

/** Checks out, installs with npm ci on Node 20 and builds with npm run build, in that order; returns the steps. */
function expectBuilds(steps: Step[]) {
  const expanded = expandedSteps(steps);
  const checkout = indexOf(expanded, (step) => action(step) === "actions/checkout");
  const node = indexOf(expanded, (step) => action(step) === "actions/setup-node");
  const install = indexOf(expanded, (step) => step.run?.trim() === "npm ci");
  const build = indexOf(expanded, (step) => step.run?.trim() === "npm run build");
  expect(checkout).toBeLessThan(node);
  expect(node).toBeLessThan(install);
  expect(install).toBeLessThan(build);
  expect(expanded[node]?.with).toMatchObject({ "node-version": 20, cache: "npm" });
  return { expanded, build };
}

type Value = string | boolean | null;

/**
 * The part of GitHub's expression language the workflows' `if:` use: context names, '…' strings,
 * ==, !=, !, &&, || and parentheses. Strings compare without regard to case; other mixed types
 * compare as numbers; null, false and '' are false.
 */
function evaluate(expression: string, context: Record<string, Value>): Value {
  const tokens = expression.match(/'(?:[^']|'')*'|[\w.-]+|==|!=|&&|\|\||[!()]/g) ?? [];
  let at = 0;
  const next = () => tokens[at++];
  const peek = () => tokens[at];
  const truthy = (value: Value) => value !== null && value !== false && value !== "";
  const number = (value: Value) =>
    value === null ? 0 : typeof value === "boolean" ? +value : Number(value);
  const equal = (a: Value, b: Value) =>
    typeof a === "string" && typeof b === "string"
      ? a.toLowerCase() === b.toLowerCase()
      : typeof a === typeof b
        ? a === b
        : number(a) === number(b);
  function primary(): Value {
    const token = next();
    if (token === "(") {
      const value = or();
      expect(next()).toBe(")");
      return value;
    }
    if (token === "!") return !truthy(primary());
    if (token?.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
    if (token === "true" || token === "false") return token === "true";
    if (token === undefined || !(token in context))
      throw new Error(`unknown ${token} in ${expression}`);
    return context[token] ?? null;
  }
  function comparison(): Value {
    const left = primary();
    const operator = peek();
    if (operator !== "==" && operator !== "!=") return left;
    next();
    return equal(left, primary()) === (operator === "==");
  }
  function and(): Value {
    let value = comparison();
    while (peek() === "&&") {
      next();
      const right = comparison();
      value = truthy(value) ? right : value;
    }
    return value;
  }
  function or(): Value {
    let value = and();
    while (peek() === "||") {
      next();
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  }
  const value = or();
  expect(at).toBe(tokens.length);
  return value;
}

/** The jobs GitHub runs for a push, given the repository's settings: a job runs when its `if:` holds
 * and every job it needs ran. */
function jobsThatRun(workflow: Workflow, context: Record<string, Value>) {
  const ran: string[] = [];
  for (const [name, { if: condition, needs = [] }] of Object.entries(workflow.jobs)) {
    const value = condition === undefined ? true : evaluate(condition, context);
    const needed = typeof needs === "string" ? [needs] : needs;
    if (value !== null && value !== false && value !== "" && needed.every((n) => ran.includes(n))) {
      ran.push(name);
    }
  }
  return ran;
}

describe("the expression rules the tests apply", () => {
  it.each([
    ["vars.X == 'rsync'", { "vars.X": "RSync" }, true],
    ["vars.X != 'rsync' && vars.X != 'ftp'", { "vars.X": null }, true],
    ["vars.X == 'ftp'", { "vars.X": null }, false],
    ["!(vars.X == 'ftp') || vars.X", { "vars.X": "ftp" }, "ftp"],
    ["vars.X", { "vars.X": "" }, ""],
  ] as const)("%s with %j is %j", (expression, context, expected) => {
    expect(evaluate(expression, context)).toBe(expected);
  });
});

describe("pages.yml", () => {
  it("runs on every push to main, and by hand", () => {
    expect(pages.on.push?.branches).toEqual(["main"]);
    expect(pages.on).toHaveProperty("workflow_dispatch");
  });

  it("builds with npm ci and npm run build, then publishes build/client without the other hosts' files", () => {
    const { expanded, build } = expectBuilds(job(pages, "build").steps);
    const artifact = indexOf(expanded, (step) => action(step) === "actions/upload-pages-artifact");
    expect(artifact).toBeGreaterThan(build);
    expect(expanded[artifact]?.with?.path).toBe("build/client");
    // Pages serves every file it is given; its artifact leaves out the hidden ones (.htaccess).
    const removed = indexOf(expanded, (step) => step.run?.startsWith("rm ") ?? false);
    expect(removed).toBeGreaterThan(build);
    expect(removed).toBeLessThan(artifact);
    const files = expanded[removed]?.run?.trim().split(/\s+/).slice(1) ?? [];
    const shown = configFiles.filter((name) => !name.startsWith("."));
    expect(files.sort()).toEqual(shown.map((name) => `build/client/${name}`).sort());
  });

  it("deploys what the build uploaded, with the rights Pages needs, which the build has not", () => {
    const deploy = job(pages, "deploy");
    expect(deploy.needs).toBe("build");
    expect(deploy.steps.map(action)).toEqual(["actions/configure-pages", "actions/deploy-pages"]);
    const rights = (name: string) => ({ ...pages.permissions, ...job(pages, name).permissions });
    expect(rights("deploy")).toMatchObject({ pages: "write", "id-token": "write" });
    expect(rights("build")).toEqual({ contents: "read" });
  });

  it("cancels a build a newer save replaced, never a deployment under way", () => {
    const build = job(pages, "build").concurrency;
    const deploy = job(pages, "deploy").concurrency;
    expect(build?.["cancel-in-progress"]).toBe(true);
    expect(deploy?.["cancel-in-progress"]).toBe(false);
    expect(deploy?.group).not.toBe(build?.group);
  });

  it("runs only where GitHub Pages is turned on", () => {
    const context = (hasPages: boolean) => ({ "github.event.repository.has_pages": hasPages });
    expect(jobsThatRun(pages, context(true))).toEqual(["build", "deploy"]);
    expect(jobsThatRun(pages, context(false))).toEqual([]);
  });
});

describe("every workflow", () => {
  const workflows = { pages, upload };
  const steps = Object.entries(workflows).flatMap(([name, workflow]) =>
    Object.values(workflow.jobs).flatMap((found) =>
      expandedSteps(found.steps).map((step) => ({ name, step })),
    ),
  );

  it("runs each outside action at the commit it was checked at, as a tag can be moved", () => {
    const outside = steps.filter(({ step }) => step.uses !== undefined);
    expect(outside.length).toBeGreaterThan(5);
    for (const { name, step } of outside) {
      expect(step.uses, name).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
    }
    const dependabot = readFileSync(join(root, ".github/dependabot.yml"), "utf8");
    expect(dependabot).toContain("package-ecosystem: github-actions");
  });

  it("keeps no checkout's token in a job that builds, where npm packages' scripts run", () => {
    for (const { name, step } of steps) {
      if (action(step) === "actions/checkout") {
        expect(step.with?.["persist-credentials"], name).toBe(false);
      }
    }
  });
});

describe("upload.yml", () => {
  const uploaders = { rsync: job(upload, "rsync"), ftp: job(upload, "ftp") };
  const script = readFileSync(join(root, "scripts/deploy/upload.sh"), "utf8");
  const uploadStep = (steps: Step[]) =>
    indexOf(steps, (candidate) => candidate.run === "bash scripts/deploy/upload.sh");

  it("runs on every push to main, and by hand, where a first upload into a folder is asked for", () => {
    expect(upload.on.push?.branches).toEqual(["main"]);
    expect(upload.on.workflow_dispatch?.inputs?.first_upload).toEqual(
      expect.objectContaining({ type: "boolean", default: false }),
    );
    for (const uploader of Object.values(uploaders)) {
      const env = uploader.steps[uploadStep(uploader.steps)]?.env ?? {};
      expect(env.DEPLOY_FIRST_UPLOAD).toBe("${{ inputs.first_upload && 'yes' || '' }}");
    }
  });

  it("builds in a job that holds no secret and hands on only the built files, hidden ones too", () => {
    const build = job(upload, "build");
    const { expanded, build: built } = expectBuilds(build.steps);
    const artifact = indexOf(expanded, (step) => action(step) === "actions/upload-artifact");
    expect(artifact).toBeGreaterThan(built);
    expect(expanded[artifact]?.with).toMatchObject({
      name: "site",
      "include-hidden-files": true,
      "if-no-files-found": "error",
    });
    expect(String(expanded[artifact]?.with?.path).trim().split("\n")).toEqual([
      "build/client",
      "build/deploy",
    ]);
    // Nothing the build's packages could read: no secret in its steps or in anything it inherits.
    const npmBuild = readFileSync(join(root, ".github/actions/npm-build/action.yml"), "utf8");
    expect(JSON.stringify(build)).not.toMatch(/secrets\./);
    expect(npmBuild).not.toMatch(/secrets\./);
    expect(upload.env).toBeUndefined();
    expect(build.environment).toBeUndefined();
    expect({ ...upload.permissions, ...build.permissions }).toEqual({ contents: "read" });
    expect(expanded[0]?.with).toEqual({ "persist-credentials": false });
  });

  it.each(Object.entries(uploaders))(
    "%s: installs no npm package, checks the build's files and runs this repository's upload.sh on them, with every setting it requires",
    (method, uploader) => {
      expect(uploader.needs).toBe("build");
      const steps = expandedSteps(uploader.steps);
      expect(steps.map(action).filter(Boolean)).toEqual([
        "actions/checkout",
        "actions/setup-node",
        "actions/download-artifact",
      ]);
      // A Node that runs the TypeScript checks as they are, without npm's cache or a package.
      expect(steps[1]?.with).toEqual({ "node-version": 24 });
      expect(steps[2]?.with).toEqual({ name: "site", path: "build" });
      const runs = steps.flatMap((step) => (step.run ? [step.run.trim()] : []));
      const installs = method === "ftp" ? [expect.stringMatching(/apt-get install .* lftp$/)] : [];
      // What a tampered build step could have left is refused before anything is sent.
      expect(runs).toEqual([
        "node scripts/deploy/check-build.ts build",
        ...installs,
        "bash scripts/deploy/upload.sh",
      ]);
      expect(runs.join("\n")).not.toMatch(/\b(npm|npx|yarn|pnpm|node_modules)\b/);

      const step = uploadStep(steps);
      const env = steps[step]?.env ?? {};
      expect(env.DEPLOY_METHOD).toBe(method);
      // build/client is what the script uploads unless BUILD_DIR moves it.
      expect(env).not.toHaveProperty("BUILD_DIR");
      const body = new RegExp(`upload_${method}\\(\\) \\{([^]*?)\\n\\}`).exec(script)?.[1] ?? "";
      const required = [...body.matchAll(/require ([A-Z_ ]+)/g)].flatMap(([, names]) =>
        (names ?? "").trim().split(/ +/),
      );
      expect(required.length).toBeGreaterThan(3);
      for (const name of required) expect(Object.keys(env)).toContain(name);
      // The secrets reach the upload step alone.
      const withSecrets = steps.filter((candidate) =>
        JSON.stringify(candidate).includes("secrets."),
      );
      expect(withSecrets).toEqual([steps[step]]);
      expect(uploader.env).toBeUndefined();
      expect(uploader.environment).toBe("web-host");
    },
  );

  it.each(Object.entries(uploaders))("%s: never stopped halfway by a newer save", (_, uploader) => {
    expect(uploader.concurrency).toEqual({ group: "upload", "cancel-in-progress": false });
  });

  it.each([
    [null, ["off"]],
    ["", ["off"]],
    ["rsync", ["build", "rsync"]],
    ["RSYNC", ["build", "rsync"]],
    ["ftp", ["build", "ftp"]],
    ["sftp", ["off"]],
  ])("with DEPLOY_METHOD %j, runs %j", (method, expected) => {
    expect(jobsThatRun(upload, { "vars.DEPLOY_METHOD": method })).toEqual(expected);
  });

  it.each([
    ["", 0, "::notice title=Nothing uploaded::"],
    ["sftp", 1, "::error title=Nothing uploaded::DEPLOY_METHOD is 'sftp'"],
  ])("with DEPLOY_METHOD %j, says why nothing was uploaded", (method, status, message) => {
    const [step] = job(upload, "off").steps;
    const run = spawnSync("bash", ["-c", step?.run ?? ""], {
      encoding: "utf8",
      env: { PATH: process.env.PATH, DEPLOY_METHOD: method },
    });
    expect(run.status).toBe(status);
    expect(run.stdout).toContain(message);
  });
});
