// Visual regression without a cloud service, in Debian's Chromium, against committed baselines. Two groups:
//   ui       every story (light and dark) of a static Storybook build → packages/ui/__visual__
//   console  the console's frame (light and dark, desktop and phone) and every menu page with a view (light,
//            desktop) on the real server with a frozen clock → apps/console/__visual__
//   node scripts/visual/run.mjs            compare; exit 1 on any difference or missing baseline
//   node scripts/visual/run.mjs --update   write or refresh baselines on purpose, drop orphans
//   --rebuild                              rebuild Storybook even when storybook-static is fresh
//   --group=ui|console                     one group only
//   --only=<text>                          only the shots whose id contains <text> (while working on one)
import { join, relative } from "node:path";
import { openBaselines } from "./baselines.mjs";
import { captureStory } from "./capture.mjs";
import { launchChromium } from "./chromium.mjs";
import { comparePngs } from "./compare.mjs";
import {
  CONSOLE_BASELINES_DIR,
  captureConsoleShot,
  ensureConsoleBuild,
  listConsoleShots,
  listPageShots,
  signInConsole,
  startConsoleServer,
} from "./console-shell.mjs";
import { listShots } from "./shots.mjs";
import { serveDirectory } from "./static-server.mjs";
import { ensureStorybookBuild } from "./storybook-build.mjs";

const root = join(import.meta.dirname, "../..");
const storybookDir = "storybook-static";
const args = new Set(process.argv.slice(2));
const update = args.has("--update");
const option = (name) => [...args].find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
/** `--only=avatar`: a subset, for a quick look while working; orphans are then left alone. */
const only = option("only");
const onlyGroup = option("group");

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/**
 * A group: where its baselines live, how to get ready (build, serve), its shots, how to photograph one,
 * and how many pages may photograph at once.
 */
const groups = [
  {
    name: "ui",
    baselinesDir: "packages/ui/__visual__",
    // Two pages at a time: the machine has two cores and Chromium needs one of them.
    concurrency: 2,
    async open() {
      const build = ensureStorybookBuild({ root, outDir: storybookDir, force: args.has("--rebuild") });
      const shots = listShots(join(root, storybookDir));
      const server = await serveDirectory(join(root, storybookDir));
      const stories = new Set(shots.map((shot) => shot.storyId)).size;
      return {
        shots,
        summary: `${stories} stories × light, dark, storybook ${build}`,
        preparePage: async () => {},
        capture: (page, shot, options) => captureStory(page, server.url, shot, options),
        close: () => server.close(),
      };
    },
  },
  {
    name: "console",
    baselinesDir: CONSOLE_BASELINES_DIR,
    // One page: the shots share the signed-in session.
    concurrency: 1,
    async open() {
      const build = ensureConsoleBuild(root);
      const server = await startConsoleServer(root);
      return {
        shots: [...listConsoleShots(), ...(await listPageShots(root, server.url))],
        summary: `frame × light, dark × desktop, mobile, and every menu page, console ${build}`,
        preparePage: (page) => signInConsole(page, server.url),
        capture: (page, shot) => captureConsoleShot(page, server.url, shot),
        close: () => server.close(),
      };
    },
  },
].filter((group) => !onlyGroup || group.name === onlyGroup);

/**
 * A shot that differs is taken again, from a fresh load, up to this many times before it fails: a page caught
 * mid-paint on a busy machine, or a story switched to in a page the story before left something in, matches on
 * the next take, while a real change differs every time. Retried matches are reported, so a shot that keeps
 * needing them can be made stable.
 */
const RETAKES = 2;

/** Checks or updates one shot; returns `{ shot, ok, note }`. */
async function handle(baselines, capture, shot) {
  const baseline = baselines.read(shot.key);
  let actual;
  let lastError;
  // Compared shots get retakes; an update or a new shot takes the first picture that could be captured.
  const takes = baseline && !update ? 1 + RETAKES : 1;
  for (let take = 0; take < takes; take++) {
    try {
      // A baseline is written from a fresh load only; a compared shot's first take may switch in place.
      actual = await capture(shot, { fresh: update || take > 0 });
    } catch (error) {
      lastError = error;
      continue;
    }
    if (!baseline || update) break;
    if (comparePngs(baseline, actual).passed)
      return { shot, ok: true, note: take === 0 ? "matches" : `matches on retake ${take}` };
  }
  if (!actual) return { shot, ok: false, note: `could not be captured: ${lastError.message.split("\n")[0]}` };
  if (update) {
    if (baseline && comparePngs(baseline, actual).passed) return { shot, ok: true, note: "unchanged" };
    baselines.write(shot.key, actual);
    return { shot, ok: true, note: baseline ? "updated" : "new" };
  }
  if (!baseline) {
    baselines.writeFailure(shot.key, { actual });
    return { shot, ok: false, note: "has no baseline; if the shot is new, run `npm run visual:update`" };
  }
  const result = comparePngs(baseline, actual);
  if (result.passed) return { shot, ok: true, note: "matches" };
  baselines.writeFailure(shot.key, { actual, diff: result.diffPng });
  const what = result.sizeChanged
    ? `size changed ${result.baselineSize} → ${result.actualSize}`
    : `${result.differing} px differ (${((100 * result.differing) / result.total).toFixed(2)}%)`;
  return {
    shot,
    ok: false,
    note: `${what}; see ${relative(root, join(baselines.dir, `${shot.key}.diff.png`))}`,
  };
}

/** Photographs one group's shots and reports orphans; returns the results. */
async function runGroup(browser, group) {
  const baselines = openBaselines(join(root, group.baselinesDir));
  if (!update) baselines.clearFailures();
  const opened = await group.open();
  const shots = opened.shots.filter((shot) => !only || shot.storyId.includes(only));
  console.log(
    `visual [${group.name}]: ${shots.length} shots (${opened.summary}), baselines in ${group.baselinesDir}`,
  );
  const results = [];
  try {
    const queue = [...shots];
    await Promise.all(
      Array.from({ length: Math.min(group.concurrency, queue.length) }, async () => {
        const page = await browser.context.newPage();
        await opened.preparePage(page);
        for (let shot = queue.shift(); shot; shot = queue.shift())
          results.push(await handle(baselines, (s, options) => opened.capture(page, s, options), shot));
        await page.close();
      }),
    );
  } finally {
    await opened.close();
  }
  const orphans = only ? [] : baselines.orphans(new Set(opened.shots.map((shot) => shot.key)));
  for (const key of orphans) {
    const shown = relative(root, join(baselines.dir, `${key}.png`));
    if (update) baselines.remove(key);
    console.log(
      update
        ? `  - removed ${shown} (its shot is gone)`
        : `  ! ${shown} belongs to no shot; \`npm run visual:update\` removes it`,
    );
  }
  return results;
}

const browser = await launchChromium();
const results = [];
try {
  for (const group of groups) results.push(...(await runGroup(browser, group)));
} finally {
  await browser.close();
}

const failures = results.filter((result) => !result.ok);
const counts = (note) => results.filter((result) => result.note === note).length;
for (const { shot, note } of results.filter((result) => result.note.startsWith("matches on retake")))
  console.log(`  ~ ${shot.storyId} [${shot.theme}] ${note}`);
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
