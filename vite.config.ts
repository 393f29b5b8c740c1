import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildYearDefine } from "./scripts/build/build-year.ts";
import { brandPaletteCss, readShopSettings } from "./scripts/build/shop-settings.ts";
import { earlyTapsInDev } from "./scripts/build/dev-start-up.ts";
import { eagerCompileHint } from "./scripts/build/eager-compile.ts";

// The shop's settings (content/shop.yaml), checked once per build: a mistake stops it here.
const shop = await readShopSettings();
const brandPalette = await brandPaletteCss(shop.brandColour);

/** The app's modules two pages or more import: one chunk, "shared", which every page loads. */
const sharedModule =
  /app[\\/](components|hooks|lib|config|storage|data|shell|framework|start-up)[\\/]/;
/**
 * What only the order pages read of the device, with its checks in valibot (decision 022): left to
 * the chunk those pages share, so no other page loads valibot.
 */
const orderValuesModule =
  /app[\\/](lib[\\/]order[\\/]stored-order-values|storage[\\/]order-values|hooks[\\/]use-order)\./;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [brandPalette, tailwindcss(), reactRouter(), earlyTapsInDev()],
  resolve: { tsconfigPaths: true },
  define: { ...buildYearDefine, __SHOP_SETTINGS__: JSON.stringify(shop) },
  build: {
    // A font is a file of its own, fetched only by a device that lacks it (bengali-font.css): inlined
    // in the stylesheet, every device would download it with every page. The icons' sprite is one
    // file every page links to and the browser keeps (decision 018): inlined, it would be in every
    // page's scripts.
    assetsInlineLimit: (file: string) =>
      file.endsWith(".woff2") || file.endsWith("icons.svg") ? false : undefined,
    // After minification, which would drop it as a comment (decision 010).
    ...(isSsrBuild
      ? {}
      : {
          // The one dynamic import (use-world-mobile.ts) needs only chunks its page has loaded:
          // Vite's preload helper would fetch nothing, yet go before the eager-compile hint.
          modulePreload: false,
          rolldownOptions: {
            output: {
              postBanner: eagerCompileHint,
              codeSplitting: {
                groups: [
                  {
                    name: "framework",
                    test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                    priority: 3,
                  },
                  {
                    name: "shared",
                    test: (id: string) => sharedModule.test(id) && !orderValuesModule.test(id),
                    minShareCount: 2,
                    priority: 1,
                  },
                ],
              },
            },
          },
        }),
  },
}));
