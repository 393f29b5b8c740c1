// What a benchmark's figures depend on besides the shop, printed with them, so that figures from
// different machines are never compared blind: the browser, Lighthouse, the machine's cores, and
// whether Chromium drew Bengali with a system font (a phone) or had none (this Debian image).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus } from "node:os";
import { phoneFontEnvironment } from "./phone-fonts.mjs";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The Bengali fonts fontconfig lists, as Chromium will see them with the given environment. */
function bengaliFonts(environment) {
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

/** @param {boolean} phoneFonts whether the benchmark gives Chromium the phone's Bengali font */
export function browserFacts(phoneFonts) {
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
    chromium,
    lighthouse: `Lighthouse ${lighthouse}`,
    cores: `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"})`,
    bengaliFont:
      fonts.length > 0
        ? `a Bengali system font (${[...new Set(fonts)].join("; ")})`
        : "no Bengali system font",
  };
}
