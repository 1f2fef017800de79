// Builds storybook-static unless a build newer than every Storybook input already exists.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { newestModification } from "./freshness.mjs";

const inputs = [".storybook", "packages/ui/src", "packages/ui/package.json"];

function isFresh(root, outDir) {
  const index = join(root, outDir, "index.json");
  if (!existsSync(index)) return false;
  const builtAt = statSync(index).mtimeMs;
  return inputs.every((input) => newestModification(join(root, input)) < builtAt);
}

/** Returns "reused" or "built"; throws when the build fails. */
export function ensureStorybookBuild({ root, outDir, force }) {
  if (!force && isFresh(root, outDir)) return "reused";
  const storybook = join(root, "node_modules/.bin/storybook");
  const result = spawnSync(storybook, ["build", "-o", outDir, "--quiet"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
  });
  // Its log (Vite's chunk report) only matters when the build fails.
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`storybook build failed (exit ${result.status ?? result.signal})`);
  }
  return "built";
}
