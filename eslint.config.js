import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build*/",
      ".react-router/",
      "test-results*/",
      "playwright-report/",
      "reports/",
      "node_modules/",
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
    // Pure rules stay free of React and the browser: they must run anywhere, and be tested alone.
    files: ["app/lib/**/*.ts", "app/data/**/*.ts", "app/config/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-*",
                "~/components/*",
                "~/hooks/*",
                "~/routes/*",
                "~/storage/*",
              ],
              message: "Pure rules must not depend on React, pages or storage.",
            },
          ],
        },
      ],
      "no-restricted-globals": ["error", "window", "document", "localStorage", "navigator"],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.*"],
    languageOptions: { globals: { ...globals.node } },
  },
);
