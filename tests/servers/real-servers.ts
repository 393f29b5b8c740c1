// Debian's nginx and Apache, each serving the build with the configuration the build wrote, on
// 127.0.0.1 only, from a temporary prefix of their own: never the system-wide service.
import { spawn, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { nginxPoliciesInclude } from "../../scripts/build/deploy-rules.ts";
import {
  apacheModuleFiles,
  apacheModules,
  nginxBrotli,
} from "../../scripts/test/ensure-servers.ts";

export interface RealServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? done(address.port) : fail(new Error("no port")),
      );
    });
  });
}

/**
 * A prefix of the server's own, holding a copy of the built site. Run as root, both servers read
 * files as an unprivileged user, who may not enter the clone's directory (`mktemp -d` makes it
 * 0700); the copy sits in a directory anyone may read, as a web root on a real host does.
 */
function serverPrefix(name: string, buildDir: string) {
  const prefix = mkdtempSync(join(tmpdir(), `upohar-${name}-`));
  chmodSync(prefix, 0o755);
  const root = join(prefix, "site");
  cpSync(resolve(buildDir, "client"), root, { recursive: true });
  return { prefix, root };
}

async function waitUntilServing(url: string, child: ChildProcess, errorLog: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "";
  throw new Error(`${url} did not start (exit code ${child.exitCode}):\n${log}`);
}

async function run(
  name: string,
  command: string,
  args: string[],
  port: number,
  prefix: string,
): Promise<RealServer> {
  const errorLog = join(prefix, "error.log");
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child, errorLog);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} has no process id`);
  return {
    url,
    pid,
    stop: async () => {
      const exited = new Promise((done) => child.once("exit", done));
      // Both servers stop their workers and exit on SIGTERM to the main process.
      if (child.exitCode === null) process.kill(pid, "SIGTERM");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** nginx with the build's server block, changed only where an administrator changes it. */
export async function startNginx(buildDir: string): Promise<RealServer> {
  const { prefix, root } = serverPrefix("nginx", buildDir);
  const port = await freePort();
  const site = readFileSync(join(buildDir, "deploy", "nginx.conf"), "utf8")
    .replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${port};`)
    .replace(/^ {2}root .*;$/m, `  root ${root};`);
  writeFileSync(join(prefix, "site.conf"), site);
  // Where the server block includes the pages' policies from, relative to nginx's configuration.
  mkdirSync(join(prefix, dirname(nginxPoliciesInclude)), { recursive: true });
  copyFileSync(join(buildDir, "deploy", "nginx-policies.conf"), join(prefix, nginxPoliciesInclude));
  writeFileSync(
    join(prefix, "nginx.conf"),
    [
      `load_module ${nginxBrotli};`,
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log;`,
      "daemon off;",
      "worker_processes 1;",
      "events { worker_connections 64; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `  ${kind}_temp_path ${prefix}/${kind};`,
      ),
      `  include ${prefix}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const args = ["-p", prefix, "-e", `${prefix}/error.log`, "-c", `${prefix}/nginx.conf`];
  return run("nginx", "/usr/sbin/nginx", args, port, prefix);
}

/** Apache with only the modules the `.htaccess` needs, and `AllowOverride All` for the build. */
export async function startApache(buildDir: string): Promise<RealServer> {
  const { prefix, root } = serverPrefix("apache", buildDir);
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    join(prefix, "httpd.conf"),
    [
      `ServerRoot ${prefix}`,
      `PidFile ${prefix}/httpd.pid`,
      `ErrorLog ${prefix}/error.log`,
      `Listen 127.0.0.1:${port}`,
      "ServerName localhost",
      // Apache refuses to serve as root; Debian's own user reads the build.
      ...(isRoot ? ["User www-data", "Group www-data"] : []),
      ...Object.entries(apacheModuleFiles).map(
        ([module, file]) => `LoadModule ${module} ${apacheModules}/${file}`,
      ),
      "TypesConfig /etc/mime.types",
      `DocumentRoot "${root}"`,
      "<Directory />",
      "  AllowOverride None",
      "  Require all denied",
      "</Directory>",
      `<Directory "${root}">`,
      "  AllowOverride All",
      "  Require all granted",
      "</Directory>",
    ].join("\n"),
  );
  const args = ["-f", `${prefix}/httpd.conf`, "-DFOREGROUND"];
  return run("apache", "/usr/sbin/apache2", args, port, prefix);
}
