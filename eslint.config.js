// ESLint: typescript-eslint's type-checked rules over the library, tests, benches and examples.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules are enabled here.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "docs/api/**",
      "node_modules/**",
      "coverage/**",
      "examples/web/dist/**",
      "test/artifacts/**",
      ".readme-examples/**",
      ".pack-check/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-duplicate-imports": "off",
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    // Tests take states and records apart as untyped JSON on purpose (tampering, round trips,
    // hostile input), so the rules about values typed `any` would only restate that.
    files: ["test/**/*.ts", "fuzz/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
    // Plain scripts run under Node.
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
      },
    },
  },
);
