// The owner's admin editing the files on this computer (docs/owner.md): decap-server as
// admin/package-lock.json pins it, never a copy npx would fetch, on the port admin/config.yml's
// local_backend names, and bound to this computer alone, as it writes into the repository for
// whoever reaches it.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(fileURLToPath(import.meta.url), "..", "..");

/**
 * decap-server's settings: whatever this computer's environment says, it listens on 127.0.0.1.
 */
export function localAdminEnvironment(environment: NodeJS.ProcessEnv) {
  return { ...environment, BIND_HOST: "127.0.0.1", PORT: "8081", GIT_REPO_DIRECTORY: root };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = join(root, "admin", "node_modules", "decap-server", "dist", "index.js");
  spawn(process.execPath, [server], {
    env: localAdminEnvironment(process.env),
    stdio: "inherit",
  }).on("exit", (code) => process.exit(code ?? 1));
  console.log(
    "The admin edits this computer's files at http://localhost:4173/admin/ while `npm start` runs.",
  );
}
