import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender-paths";
import { productFeeds } from "./app/content/product-feeds";

export default {
  // Static files only: any static host or CDN serves the shop, and no server runs per shopper.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
  // The catalog feeds for Facebook, Instagram, WhatsApp and Google are files beside the pages,
  // written here, where the catalog is read: not routes, whose every addition would change the
  // route manifest each page names, and with it every page's bytes.
  buildEnd: ({ reactRouterConfig }) => {
    for (const { path, xml } of productFeeds()) {
      const file = join(reactRouterConfig.buildDirectory, "client", path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, xml);
    }
  },
} satisfies Config;
