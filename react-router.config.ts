import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { readShopSettingsFile } from "./app/content/shop-settings.server";

// This file is loaded apart from Vite's build, without its `define`: the catalog's readers below
// meet the shop's settings (app/data/shop.ts) as the global the build would have written, so they
// are imported only once it is set.
Object.assign(globalThis, { __SHOP_SETTINGS__: readShopSettingsFile() });

export default {
  // Static files only: any static host or CDN serves the shop, and no server runs per shopper.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: async () => (await import("./app/content/prerender-paths")).prerenderPaths(),
  // The catalog feeds for Facebook, Instagram, WhatsApp and Google are files beside the pages,
  // written here, where the catalog is read: not routes, whose every addition would change the
  // route manifest each page names, and with it every page's bytes.
  buildEnd: async ({ reactRouterConfig }) => {
    const [{ productFeeds }, { catalogContent }, { demoReport }] = await Promise.all([
      import("./app/content/product-feeds"),
      import("./app/content/content.server"),
      import("./app/content/demo-items"),
    ]);
    // What an owner must still replace before going live, on every build (decision 020).
    console.log(demoReport(catalogContent.stillDemo));
    for (const { path, xml } of productFeeds()) {
      const file = join(reactRouterConfig.buildDirectory, "client", path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, xml);
    }
  },
} satisfies Config;
