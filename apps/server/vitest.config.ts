import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    setupFiles: ["test/support/ready-databases.ts"],
    // A PGlite instance costs ~700 MB and ~3 s, so each worker keeps one (see test/support/backends.ts):
    // files share a worker's module registry (isolate: false) and only two workers run on this 2-core box.
    pool: "forks",
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
