import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test-setup.ts"],
          // Turbo runs every package's tests at once on 2 cores; a jsdom file's first render can wait seconds.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.e2e.test.ts"],
          // Each file has its own server (in-memory database) and browser; two files at a time keep both
          // cores busy while the other waits on the page, without crowding a 2-core box.
          fileParallelism: true,
          maxWorkers: 2,
          // Time limits catch hangs, not slowness: CI boxes have run this suite three times slower than a
          // quiet one, where a 1 s expect.poll (vitest's default) and a 60 s test ran out while working.
          testTimeout: 180_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
