// Publishes Storybook to Chromatic when a project token is configured; otherwise a no-op.
// Our own visual check (scripts/visual/run.mjs) needs no service; Chromatic is optional review UI.
import { spawn } from "node:child_process";

const timeoutMs = 10 * 60 * 1000;

// biome-ignore lint/suspicious/noUndeclaredEnvVars: a standalone script, not a turbo task
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log("chromatic: CHROMATIC_PROJECT_TOKEN is not set, so Chromatic is skipped.");
  process.exit(0);
}

// Offline, chromatic retries DNS lookups forever and fails over to public resolvers
// (1.1.1.1, 8.8.8.8); an empty failover list and a hard timeout keep it contained.
const child = spawn("npx", ["chromatic", "--exit-zero-on-changes"], {
  stdio: "inherit",
  env: { ...process.env, CHROMATIC_DNS_FAILOVER_SERVERS: "" },
  detached: true,
});

const timer = setTimeout(() => {
  console.error(`chromatic: no result after ${timeoutMs / 60_000} min, stopping it.`);
  // Negative pid: the whole group npx started, not just npx itself.
  process.kill(-child.pid, "SIGTERM");
}, timeoutMs);

child.on("exit", (code, signal) => {
  clearTimeout(timer);
  process.exit(code ?? (signal ? 1 : 0));
});
