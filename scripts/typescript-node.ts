// Node 20 runs no TypeScript by itself: the scripts run through tsx (decision 023), which a script
// that starts another finds here, from the project, whatever folder the child works in.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/** Node's arguments before a script's path that run it as TypeScript. */
export const typeScriptNode = [
  "--import",
  pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href,
];
