import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["scripts/**", "tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "off" },
  },
  {
    // Art generators share one call signature; not every drawing uses every argument.
    files: ["scripts/media/**"],
    rules: { "@typescript-eslint/no-unused-vars": ["error", { args: "none" }] },
  },
  globalIgnores([
    ".next/**",
    "dist/**",
    "data/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "public/**",
  ]),
]);
