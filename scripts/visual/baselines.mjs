// The committed baselines in packages/ui/__visual__: <key>.png, plus git-ignored <key>.diff.png
// and <key>.actual.png written when a comparison fails.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const scratch = /\.(diff|actual)\.png$/;

export function openBaselines(dir) {
  mkdirSync(dir, { recursive: true });
  const path = (key, kind = "") => join(dir, `${key}${kind}.png`);
  return {
    dir,
    read: (key) => (existsSync(path(key)) ? readFileSync(path(key)) : null),
    write: (key, png) => writeFileSync(path(key), png),
    writeFailure: (key, { actual, diff }) => {
      writeFileSync(path(key, ".actual"), actual);
      if (diff) writeFileSync(path(key, ".diff"), diff);
    },
    /** Diff and actual files of an earlier run would mislead; start each run without them. */
    clearFailures: () => {
      for (const name of readdirSync(dir)) if (scratch.test(name)) rmSync(join(dir, name));
    },
    /** Baseline keys that no current story produces (its story was renamed or deleted). */
    orphans: (expectedKeys) =>
      readdirSync(dir)
        .filter((name) => name.endsWith(".png") && !scratch.test(name))
        .map((name) => name.slice(0, -".png".length))
        .filter((key) => !expectedKeys.has(key)),
    remove: (key) => rmSync(path(key)),
  };
}
