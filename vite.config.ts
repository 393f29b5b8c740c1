import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { catalogIndexPlugin } from "./scripts/catalog-index-plugin";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), catalogIndexPlugin()],
  resolve: { tsconfigPaths: true },
});
