// Visual regression without a cloud service: screenshot every story (light and dark) from a static
// Storybook build in Debian's Chromium and compare with the committed baselines.
//   node scripts/visual/run.mjs            compare; exit 1 on any difference or missing baseline
//   node scripts/visual/run.mjs --update   write or refresh baselines on purpose, drop orphans
//   --rebuild                              rebuild Storybook even when storybook-static is fresh
//   --only=<text>                          only the stories whose id contains <text> (while working on one)
import { join, relative } from "node:path";
import { openBaselines } from "./baselines.mjs";
import { captureStory } from "./capture.mjs";
import { launchChromium } from "./chromium.mjs";
import { comparePngs } from "./compare.mjs";
import { listShots } from "./shots.mjs";
import { serveDirectory } from "./static-server.mjs";
import { ensureStorybookBuild } from "./storybook-build.mjs";

const root = join(import.meta.dirname, "../..");
const outDir = "storybook-static";
const args = new Set(process.argv.slice(2));
const update = args.has("--update");
/** `--only=avatar`: a subset, for a quick look while working; orphans are then left alone. */
const only = [...args].find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
/** Two pages at a time: the machine has two cores and Chromium needs one of them. */
const concurrency = 2;

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const build = ensureStorybookBuild({ root, outDir, force: args.has("--rebuild") });
const shots = listShots(join(root, outDir)).filter((shot) => !only || shot.storyId.includes(only));
const baselines = openBaselines(join(root, "packages/ui/__visual__"));
const shown = (file) => relative(root, join(baselines.dir, file));
if (!update) baselines.clearFailures();

console.log(
  `visual: ${shots.length} shots (${new Set(shots.map((s) => s.storyId)).size} stories × light, dark), ` +
    `storybook ${build}, baselines in ${relative(root, baselines.dir)}`,
);

/** Checks or updates one shot; returns `{ shot, ok, note }`. */
async function handle(page, baseUrl, shot) {
  let actual;
  try {
    actual = await captureStory(page, baseUrl, shot);
  } catch (error) {
    return { shot, ok: false, note: `could not be captured: ${error.message.split("\n")[0]}` };
  }
  const baseline = baselines.read(shot.key);
  if (update) {
    if (baseline && comparePngs(baseline, actual).passed) return { shot, ok: true, note: "unchanged" };
    baselines.write(shot.key, actual);
    return { shot, ok: true, note: baseline ? "updated" : "new" };
  }
  if (!baseline) {
    baselines.writeFailure(shot.key, { actual });
    return { shot, ok: false, note: "has no baseline; if the story is new, run `npm run visual:update`" };
  }
  const result = comparePngs(baseline, actual);
  if (result.passed) return { shot, ok: true, note: "matches" };
  baselines.writeFailure(shot.key, { actual, diff: result.diffPng });
  const what = result.sizeChanged
    ? `size changed ${result.baselineSize} → ${result.actualSize}`
    : `${result.differing} px differ (${((100 * result.differing) / result.total).toFixed(2)}%)`;
  return { shot, ok: false, note: `${what}; see ${shown(`${shot.key}.diff.png`)}` };
}

const server = await serveDirectory(join(root, outDir));
const browser = await launchChromium();
const results = [];
try {
  const queue = [...shots];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const page = await browser.context.newPage();
      for (let shot = queue.shift(); shot; shot = queue.shift())
        results.push(await handle(page, server.url, shot));
      await page.close();
    }),
  );
} finally {
  await browser.close();
  await server.close();
}

const orphans = only ? [] : baselines.orphans(new Set(shots.map((shot) => shot.key)));
for (const key of orphans) {
  if (update) baselines.remove(key);
  console.log(
    update
      ? `  - removed ${shown(`${key}.png`)} (its story is gone)`
      : `  ! ${shown(`${key}.png`)} belongs to no story; \`npm run visual:update\` removes it`,
  );
}

const failures = results.filter((result) => !result.ok);
const counts = (note) => results.filter((result) => result.note === note).length;
for (const { shot, note } of failures) console.log(`  ✗ ${shot.storyId} [${shot.theme}] ${note}`);
if (update) {
  console.log(
    `visual: ${counts("new")} new, ${counts("updated")} updated, ${counts("unchanged")} unchanged, ` +
      `${failures.length} failed (${seconds()})`,
  );
} else {
  console.log(`visual: ${results.length - failures.length} passed, ${failures.length} failed (${seconds()})`);
  if (failures.length > 0) {
    console.log(
      "visual: if the change is intended, run `npm run visual:update` and commit the new baselines",
    );
  }
}
process.exitCode = failures.length > 0 ? 1 : 0;
