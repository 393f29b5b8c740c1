import { defineConfig } from "vitest/config";

// Unit tests cover the pure rules only, so they run without the React Router plugin.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.ts",
      "admin/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/servers/**/*.test.ts",
      "tests/lint/*.test.ts",
    ],
    environment: "node",
  },
});
