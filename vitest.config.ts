import { configDefaults, defineConfig } from "vitest/config";
import { buildYearDefine } from "./scripts/build/build-year.ts";
import { shopSettingsDefine } from "./scripts/build/shop-settings.ts";

/**
 * Two layers below the browser tests: the pure rules (and the build's scripts) in Node, and the
 * components, hooks and pages in a simulated DOM with Testing Library. The React Router plugin is
 * not loaded: components are rendered inside a stub router (tests/component/render.tsx).
 */
// The shop's settings (content/shop.yaml), checked once per build: a mistake stops it here.
const shopSettings = await shopSettingsDefine();

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { ...buildYearDefine, ...shopSettings },
  test: {
    // Vitest leaves one core free by default: on these 2-core machines it would run one file at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "admin/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/servers/**/*.test.ts",
            "tests/lint/*.test.ts",
          ],
          // The start-up's tests need a DOM: they run in the component project.
          exclude: [...configDefaults.exclude, "app/start-up/**"],
          environment: "node",
          // Worker threads start sooner than child processes (docs/test-suite.md).
          pool: "threads",
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["app/**/*.test.tsx", "app/start-up/**/*.test.ts"],
          environment: "happy-dom",
          // Each file in a fresh VM context of a thread that lives on, not in a fresh process: the
          // simulated DOM and the modules load once, not per file (docs/test-suite.md). The unit
          // project cannot: the build's native bundler and ESLint do not load in a VM context.
          pool: "vmThreads",
          setupFiles: ["tests/component/setup.ts"],
          // A whole page opened, used and left in a simulated browser: seconds on a loaded machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
