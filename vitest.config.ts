import { defineConfig } from "vitest/config";

/** One runner for the whole tree: pure rules, server integration, web units and browser tests. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"] } },
      // Checks of the repository's own tooling (lint rules on their bad fixtures); not the fixtures themselves.
      // …and of the web app's build plugins (apps/web/build: the delivery budget).
      { test: { name: "tooling", include: ["tooling/*.test.ts", "apps/web/build/*.test.ts"], testTimeout: 60_000 } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ["apps/server/src/testing/setup.ts"],
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/testing/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ["e2e/support/global-setup.ts"],
        },
      },
    ],
  },
});
