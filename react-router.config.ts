import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender-paths";

export default {
  // Static files only: any static host or CDN serves the shop, and no server runs per shopper.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
