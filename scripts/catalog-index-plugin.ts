import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { locales, type Locale } from "../app/i18n/locale";
import { editionCatalog } from "../app/lib/edition-catalog";
import type { CatalogIndex } from "../app/data/types";

const indexModuleId = "virtual:catalog-index";
const homeModuleId = "virtual:home-data";

/**
 * Writes each edition's catalog index as a static JSON file named by its content hash, and gives
 * the app its URL through `virtual:catalog-index`. Also makes `virtual:home-data`, Home's gifts for
 * paths that were never prerendered (the spec shows Home there). Pages fetch it only when a shopper filters,
 * searches, pages or opens the cart, and a host may cache it forever: a new catalog gets a new name.
 */
export function catalogIndexPlugin(): Plugin {
  let isBuild = false;
  const devFiles = new Map<string, string>();

  return {
    name: "upohar-catalog-index",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId(source) {
      return source === indexModuleId || source === homeModuleId ? `\0${source}` : undefined;
    },
    load(id) {
      if (id === `\0${homeModuleId}`) {
        const homeData = Object.fromEntries(
          locales.map((locale) => [locale, editionCatalog(locale).homePage()]),
        );
        return `export const homeData = ${JSON.stringify(homeData)};`;
      }
      if (id !== `\0${indexModuleId}`) return undefined;
      const urls = {} as Record<Locale, string>;
      for (const locale of locales) {
        const index: CatalogIndex = { products: editionCatalog(locale).index() };
        const json = JSON.stringify(index);
        const hash = createHash("sha256").update(json).digest("hex").slice(0, 10);
        const fileName = `assets/catalog-${locale}-${hash}.json`;
        if (isBuild) this.emitFile({ type: "asset", fileName, source: json });
        else devFiles.set(`/${fileName}`, json);
        urls[locale] = `/${fileName}`;
      }
      return `export const catalogIndexUrls = ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const json = request.url ? devFiles.get(request.url) : undefined;
        if (json === undefined) return next();
        response.setHeader("Content-Type", "application/json");
        response.end(json);
      });
    },
  };
}
