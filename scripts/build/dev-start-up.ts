// `npm run dev` serves every page with React Router's HTML rewritten as the build rewrites it
// (the same functions: no modulepreload hints, the app started after the first paint, the early
// script inlined last in the head, bundled again for each page so an edit shows on the next
// reload), so the start-up a developer sees is the one a shopper gets (app/start-up/README.md).
import type { Plugin } from "vite";
import { bundleEarlyTaps } from "./early-taps.ts";
import {
  dropModulePreloads,
  insertEarlyScript,
  startAppAfterFirstPaint,
} from "./html-rewrites.ts";

/** The dev server's one addition to React Router's module script: hot reloading's runtime. */
const hotReloading = /import "(\/@id\/__x00__virtual:react-router\/inject-hmr-runtime)";/;

/**
 * The page as the build would write it. Hot reloading's runtime must load before React: it gets a
 * module script of its own, which runs before the app's, started after the first paint.
 * @param code the early script
 */
export function startUpAsBuilt(html: string, code: string) {
  const runtime = hotReloading.exec(html);
  const page = startAppAfterFirstPaint(dropModulePreloads(html.replace(hotReloading, "")));
  const withRuntime = runtime
    ? page.replace("</head>", `<script type="module" src="${runtime[1]}"></script></head>`)
    : page;
  return insertEarlyScript(withRuntime, code);
}

export function earlyTapsInDev(): Plugin {
  return {
    name: "upohar-early-taps-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.headers.accept?.includes("text/html")) return next();
        const chunks: Buffer[] = [];
        const end = response.end.bind(response);
        const keep = (chunk: unknown) => {
          if (typeof chunk === "string" || chunk instanceof Uint8Array) {
            chunks.push(Buffer.from(chunk));
          }
        };
        // The page is held whole until it ends, so the script can go in its head.
        response.write = (chunk) => {
          keep(chunk);
          return true;
        };
        response.end = (chunk) => {
          keep(chunk);
          const body = Buffer.concat(chunks).toString("utf8");
          const html = String(response.getHeader("content-type") ?? "").includes("text/html");
          if (!html || !body.includes("</head>")) return end(Buffer.concat(chunks));
          bundleEarlyTaps().then(
            ({ code }) => {
              const page = startUpAsBuilt(body, code);
              if (!response.headersSent)
                response.setHeader("Content-Length", Buffer.byteLength(page));
              end(page);
            },
            (error) => {
              server.config.logger.error(`early script: ${error.message}`);
              end(body);
            },
          );
          return response;
        };
        next();
      });
    },
  };
}
