import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { builtinModules } from "node:module";
import tseslint from "typescript-eslint";

const pureLayers = ["./app/lib", "./app/config", "./app/data", "./app/i18n"];
const nodeModuleMessage =
  "Pure rules must not depend on Node: code that reads files at build time belongs in app/content.";

// Imports run one way, checked against real file paths (so `../hooks/x` is caught as well as
// `~/hooks/x`): routes → shell and start-up (app/start-up/README.md) → components → hooks → the pure layers
// (lib, config, data, i18n texts). Only hooks touch device storage, so every read goes through
// a hydration-safe subscription.
const layerZones = [
  {
    target: pureLayers,
    from: [
      "./app/hooks",
      "./app/components",
      "./app/routes",
      "./app/storage",
      "./app/shell",
      "./app/start-up",
      "./app/root.tsx",
    ],
    message: "Pure rules, config, data and texts must not depend on React, pages or storage.",
  },
  {
    target: pureLayers,
    from: "./app/framework",
    except: ["./router-contracts.ts"],
    message: "Pure rules may read React Router's contracts, nothing else of the framework glue.",
  },
  {
    target: "./app/framework",
    from: [
      "./app/hooks",
      "./app/shell",
      "./app/start-up",
      "./app/components",
      "./app/routes",
      "./app/root.tsx",
    ],
    message: "React's and React Router's contracts sit below everything that relies on them.",
  },
  {
    target: "./app/shell",
    from: ["./app/routes", "./app/root.tsx"],
    message: "The start-up plumbing sits below pages.",
  },
  {
    target: "./app/hooks",
    from: ["./app/shell", "./app/components", "./app/routes", "./app/root.tsx"],
    message: "Hooks sit below components and pages.",
  },
  {
    target: "./app/components",
    from: ["./app/shell", "./app/routes", "./app/root.tsx"],
    message: "Components sit below pages and the start-up plumbing.",
  },
  {
    target: [
      "./app/shell",
      "./app/components",
      "./app/routes",
      "./app/root.tsx",
      "./app/start-up/mark-hydrated.tsx",
      "./app/start-up/use-early-taps.ts",
      "./app/start-up/protocol.ts",
    ],
    from: "./app/storage",
    message: "Only hooks and the early script read and write device storage.",
  },
  {
    target: "./app/start-up",
    from: ["./app/routes", "./app/root.tsx"],
    message: "The start-up sits below pages.",
  },
  {
    target: ["./app/start-up/early-taps.ts", "./app/start-up/protocol.ts"],
    from: [
      "./app/hooks",
      "./app/shell",
      "./app/components",
      "./app/routes",
      "./app/root.tsx",
      "./app/start-up/mark-hydrated.tsx",
      "./app/start-up/use-early-taps.ts",
    ],
    message:
      "The early script runs before the app: only pure rules, storage and React's contracts.",
  },
  {
    target: ["./app/hooks", "./app/components", "./app/routes", "./app/root.tsx"],
    from: "./app/start-up",
    except: ["./protocol.ts"],
    message: "The app knows the early script only by its protocol (start-up/protocol.ts).",
  },
  {
    target: "./app/shell",
    from: "./app/start-up",
    except: ["./protocol.ts", "./mark-hydrated.tsx"],
    message:
      "The shell places the handover (start-up/mark-hydrated.tsx) and knows nothing else of it.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build*/",
      ".react-router/",
      "test-results*/",
      "playwright-report/",
      "reports/",
      "node_modules/",
      // Breaks the layers on purpose: eslint-layers.test.ts lints it and expects the error.
      "tests/lint/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      // Leaving a property out by destructuring the rest is how an object is trimmed.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message:
                "Draw icons with ~/components/icons: its sprite is one cached file, not shapes in every page (decision 018).",
            },
          ],
        },
      ],
    },
  },
  {
    // The catalog is read from content/ when the site is built: only route loaders (the root's,
    // which gives the phone menu its categories, included) and the build read it (a page carries
    // the data it shows; the route list leaves out a page with no instance, such as gift days in
    // a shop that has none), and it reads nothing above the pure layers.
    // Tests may use the shop's own catalog as their example.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.test.{ts,tsx}",
      "app/routes/**",
      "app/content/**",
      "app/root.tsx",
      "app/routes.ts",
    ],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones,
            {
              target: "./app",
              from: "./app/content",
              message: "Only route loaders and the build read the catalog's content files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones,
            {
              target: "./app/content",
              from: [
                "./app/hooks",
                "./app/shell",
                "./app/start-up",
                "./app/components",
                "./app/routes",
                "./app/storage",
                "./app/framework",
                "./app/root.tsx",
              ],
              message: "The build's content reader uses only the pure layers.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pure rules stay free of React, the framework, the browser and Node: they must run anywhere
    // (a page, the early script, the service worker) and be tested alone. What needs Node or the
    // framework lives above them: the build's catalog reader in app/content, the framework's glue
    // in app/framework.
    files: pureLayers.map((folder) => `${folder.slice(2)}/**/*.ts`),
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // Node's modules by their bare names (fs, path, …) are listed exactly, not as patterns:
          // a pattern `path` would also refuse a module of ours named path.
          paths: builtinModules.map((name) => ({ name, message: nodeModuleMessage })),
          patterns: [
            {
              group: ["react", "react-*", "!react-router", "!react-router/*", "lucide-react"],
              message: "Pure rules must not depend on React.",
            },
            { group: ["node:*"], message: nodeModuleMessage },
            {
              group: [
                "react-router",
                "react-router/*",
                "@react-router/*",
                "~/framework/*",
                // Names what React Router does and imports nothing (checked below), so the
                // service worker's pure rules can follow it.
                "!~/framework/router-contracts",
              ],
              message:
                "Pure rules must not depend on the framework; its glue belongs in app/framework.",
            },
          ],
        },
      ],
      "no-restricted-globals": ["error", "window", "document", "localStorage", "navigator"],
    },
  },
  {
    // The build's scripts, the service worker and the pure rules all read React Router's
    // contracts: the module must stay free of everything, the framework included.
    files: ["app/framework/router-contracts.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["*"], message: "React Router's contracts import nothing." }] },
      ],
    },
  },
  {
    files: ["scripts/**/*.ts", "*.config.*"],
    languageOptions: { globals: { ...globals.node } },
  },
);
