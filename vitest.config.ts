import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Server modules guard against client bundles with "server-only"; tests run them in Node.
      "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: [
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
    ],
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    setupFiles: ["tests/support/vitest-setup.ts"],
    // ENCRYPTION_KEY: the tests' own, so no test writes a key file under ./data.
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      ENCRYPTION_KEY: "the tests' encryption key, not a secret",
    },
    // Every core: Vitest leaves one free by default, which on a 2-core machine runs the files one
    // at a time (240 s instead of 120 s). Files share nothing: own schemas, own ports.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
