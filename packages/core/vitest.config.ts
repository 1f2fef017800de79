import { defineConfig } from "vitest/config";

// Property tests (fast-check) run hundreds of cases each; beside the other workspaces' tests on a 2-core CI box
// one took 7 s, so a case gets 30 s rather than vitest's 5.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], testTimeout: 30_000 } });
