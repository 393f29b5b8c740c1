import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { eagerCompileHint } from "./scripts/build/eager-compile.mjs";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // After minification, which would drop it as a comment (decision 010).
  build: isSsrBuild ? {} : { rolldownOptions: { output: { postBanner: eagerCompileHint } } },
}));
