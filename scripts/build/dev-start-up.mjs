// @ts-check
// `npm run dev` serves every page with the early script inlined as the build does (the same
// bundle, put in the same place by the same function), so the start-up a developer sees is the
// one a shopper gets (app/start-up/README.md). It is bundled again for each page, so an edit to
// the script shows on the next reload.
import { bundleEarlyTaps } from "./early-taps.mjs";
import { insertEarlyScript } from "./html-rewrites.mjs";

/** @returns {import("vite").Plugin} */
export function earlyTapsInDev() {
  return {
    name: "upohar-early-taps-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.headers.accept?.includes("text/html")) return next();
        /** @type {Buffer[]} */
        const chunks = [];
        const end = response.end.bind(response);
        /** @param {unknown} chunk */
        const keep = (chunk) => {
          if (typeof chunk === "string" || chunk instanceof Uint8Array) {
            chunks.push(Buffer.from(chunk));
          }
        };
        // @ts-expect-error: the page is held whole until it ends, so the script can go in its head.
        response.write = (chunk) => {
          keep(chunk);
          return true;
        };
        // @ts-expect-error: as above.
        response.end = (chunk) => {
          keep(chunk);
          const body = Buffer.concat(chunks).toString("utf8");
          const html = String(response.getHeader("content-type") ?? "").includes("text/html");
          if (!html || !body.includes("</head>")) return end(Buffer.concat(chunks));
          bundleEarlyTaps().then(
            ({ code }) => {
              const page = insertEarlyScript(body, code);
              if (!response.headersSent) response.setHeader("Content-Length", Buffer.byteLength(page));
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
