// The tables in real Chromium beside AG Grid Community and react-data-grid (same rows, same columns, same
// scripted steps): mount to first paint, frame times over a full-height scroll, a one-cell edit and the
// rows it re-renders, validate-all, JS heap; the always-edit 500×20 case; a million rows; bundle sizes.
// The peers are installed by this script into bench/grid/node_modules (not a workspace dependency).
// Reads packages/ui/dist, so run `npm run build -w @kanya/ui` first. See bench/README.md.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-flags.mjs";

const root = join(import.meta.dirname, "..");
const benchDir = join(import.meta.dirname, "grid");
const outDir = join(benchDir, ".out");
const ONLY = process.env.BENCH_GRIDS?.split(",");
const GRIDS = [
  { id: "ours", name: "@kanya/ui" },
  { id: "ag-grid", name: "AG Grid" },
  { id: "rdg", name: "react-data-grid" },
].filter(({ id }) => !ONLY || ONLY.includes(id));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCROLL_STEPS = 300;
const EDIT_TRIALS = 5;

if (!existsSync(join(root, "packages/ui/dist/editable-table/index.js"))) {
  console.log("packages/ui/dist is not built: run `npm run build -w @kanya/ui` first.");
  process.exit(1);
}
// Each case runs in a child process of its own (BENCH_CASE=ours:main): a browser wedged by a page, as seen
// after the edits on a loaded machine, then cannot stall the cases after it.
const CASE = process.env.BENCH_CASE;
if (CASE) {
  const [id, name] = CASE.split(":");
  const run = { main: mainCase, always: alwaysCase, million: millionCase, floor: floorCase }[name];
  // Written whole, then renamed: the parent reads the file as soon as it appears.
  writeFileSync(`${process.env.BENCH_OUT}.part`, JSON.stringify(await run(id)));
  renameSync(`${process.env.BENCH_OUT}.part`, process.env.BENCH_OUT);
  process.exit(0);
}
installPeers();
const versions = Object.fromEntries(
  ["ag-grid-community", "react-data-grid", "react"].map((name) => [name, versionOf(name)]),
);
await buildPages();
if (process.env.BENCH_PAGES_ONLY) {
  console.log(`Pages built in ${outDir} (open one with ?rows=10000 or ?rows=500&mode=always).`);
  process.exit(0);
}

const results = {};
for (const grid of GRIDS) {
  results[grid.id] = {
    main: await median(RUNS, () => runCase(grid.id, "main")),
    always: await median(RUNS, () => runCase(grid.id, "always")),
    million: await runCase(grid.id, "million"),
  };
  console.error(`measured ${grid.name}`);
}
const floor = await runCase("plain-input", "floor");
const sizes = await bundleSizes();
printTable(results, sizes, floor);
// A browser whose close timed out would keep the process alive.
process.exit(0);

function progress(id, what) {
  if (process.env.BENCH_VERBOSE) console.error(`${id}: ${what}`);
}

/** Installs bench/grid/package.json's peers once (cached npm packages are reused). */
function installPeers() {
  const manifest = JSON.parse(readFileSync(join(benchDir, "package.json"), "utf8"));
  const missing = Object.entries(manifest.dependencies).some(
    ([name, version]) => versionOf(name) !== version,
  );
  if (!missing) return;
  const result = spawnSync(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      // React is the repository's: every page must run the same React as @kanya/ui.
      "--legacy-peer-deps",
    ],
    { cwd: benchDir, stdio: "inherit" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function versionOf(name) {
  for (const base of [benchDir, root]) {
    const file = join(base, "node_modules", name, "package.json");
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")).version;
  }
  return undefined;
}

/** One React for every page: `react` and `react-dom` always resolve from the repository root. */
function oneReact() {
  const require = createRequire(join(root, "package.json"));
  return {
    name: "one-react",
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, ({ path }) => ({
        path: require.resolve(path),
      }));
    },
  };
}

async function buildPages() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [...GRIDS.map(({ id }) => id), "plain-input"].map((id) => join(benchDir, `${id}.jsx`)),
    outdir: outDir,
    bundle: true,
    minify: true,
    // A classic script: file:// pages may not load module scripts.
    format: "iife",
    platform: "browser",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [oneReact()],
    logLevel: "error",
  });
  for (const id of [...GRIDS.map((grid) => grid.id), "plain-input"]) {
    const css = existsSync(join(outDir, `${id}.css`)) ? `<link rel="stylesheet" href="${id}.css">` : "";
    writeFileSync(
      join(outDir, `${id}.html`),
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">${css}</head>` +
        `<body style="margin:0"><div id="root"></div><script src="${id}.js"></script></body></html>`,
    );
  }
}

async function usedHeap(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  return (await cdp.send("Runtime.getHeapUsage")).usedSize;
}

/**
 * Runs one case in a child process of its own process group. Its figures come back in a file; once they are
 * there, the group (the child and its browser) is killed: a browser wedged by a page, as seen after the edits
 * on a loaded machine, can keep both from exiting. A case without figures in 10 minutes fails the run.
 */
async function runCase(id, name) {
  const out = join(outDir, `${id}-${name}.json`);
  rmSync(out, { force: true });
  const child = spawn(process.execPath, [import.meta.filename], {
    env: { ...process.env, BENCH_CASE: `${id}:${name}`, BENCH_OUT: out },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const deadline = Date.now() + 600_000;
  while (!existsSync(out) && !exited && Date.now() < deadline) await delay(250);
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // The group has exited already.
  }
  if (!existsSync(out)) throw new Error(`${id} ${name}: no figures`);
  return JSON.parse(readFileSync(out, "utf8"));
}

function alwaysCase(id) {
  return loadAndMount(id, { rows: 500, mode: "always" }, scrollOnly);
}

function millionCase(id) {
  return loadAndMount(id, { rows: 1_000_000 }, scrollOnly);
}

/** A browser of its own for each page: one wedged by a page (seen after the edits on a loaded machine) does
 * not stall the cases after it. */
function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      // Frames as fast as the page can make them, so a frame's time is its work, not the 60 Hz wait.
      "--disable-frame-rate-limit",
      "--disable-gpu-vsync",
    ],
  });
}

/** A fresh page of one grid: rows built, heap measured, mounted; then `measure(page)`. */
async function loadAndMount(id, params, measure) {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.on("pageerror", (error) => progress(id, `page error: ${error.message}`));
    page.on("crash", () => progress(id, "the page crashed"));
    const cdp = await context.newCDPSession(page);
    const url = pathToFileURL(join(outDir, `${id}.html`));
    url.search = new URLSearchParams(params).toString();
    await page.goto(url.href);
    await page.waitForFunction(() => window.benchReady, null, { timeout: 120_000 });
    const before = await usedHeap(cdp);
    const mount = await page.evaluate(() => window.bench.mount());
    progress(id, `mounted ${params.rows}`);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    const heap = (await usedHeap(cdp)) - before;
    return { mount, heap, ...(await measure(page, cdp)) };
  } finally {
    // Not awaited: the case's process exits once its figures are out, and the browser with it.
    void browser.close();
  }
}

async function scrollOnly(page) {
  return { scroll: await page.evaluate((steps) => window.bench.scroll(steps), SCROLL_STEPS) };
}

function mainCase(id) {
  return loadAndMount(id, { rows: 10_000 }, async (page, cdp) => {
    const validate = await Promise.race([
      page.evaluate(() => window.bench.validate?.()),
      new Promise((resolve) => setTimeout(() => resolve({ timedOut: true }), 60_000)),
    ]);
    progress(id, "validated");
    const scroll = await page.evaluate((steps) => window.bench.scroll(steps), SCROLL_STEPS);
    progress(id, "scrolled");
    await page.evaluate(() => window.bench.toTop());
    await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
    const edits = [];
    for (let trial = 0; trial < EDIT_TRIALS; trial++) edits.push(await editOnce(page, cdp, 2 + trial));
    progress(
      id,
      `edited (main thread ms, type + Enter): ${edits.map((edit) => `${edit.type.work.toFixed(1)}+${edit.commit.work.toFixed(1)}`).join(" ")}`,
    );
    const median = (pick) => middle(edits.map(pick));
    return {
      scroll,
      edit: {
        type: median((edit) => edit.type.work),
        commit: median((edit) => edit.commit.work),
        typePainted: median((edit) => edit.type.painted),
        commitPainted: median((edit) => edit.commit.painted),
      },
      rowsRendered: Math.max(...edits.map((edit) => edit.rowsRendered)),
      validate,
    };
  });
}

/**
 * Opens the editor of row `row`'s probe cell, types one character and commits with Enter. Each key's
 * figures: `work`, the renderer main thread's busy time from the key until the page is quiet again (its
 * events, the grid's render and commit, style, layout and paint, and any validation the key schedules
 * within 150 ms), read from CDP's task-duration counter in thread time; `painted`, wall time from its
 * `keydown` to the frame after it.
 */
async function editOnce(page, cdp, row) {
  const gesture = await page.evaluate(() => window.bench.editGesture);
  const cell = page.locator(`[data-probe="${row}"]`);
  await (gesture === "dblclick" ? cell.dblclick() : cell.click());
  await page.waitForFunction(() => document.activeElement?.tagName === "INPUT");
  await page.keyboard.press("End");
  await delay(150);
  await animationsDone(page);
  await page.evaluate(() => window.bench.arm());
  const type = await keyFigures(page, cdp, "x");
  const commit = await keyFigures(page, cdp, "Enter");
  const { rowsRendered } = await page.evaluate(() => window.bench.results());
  const text = await page.locator(`[data-probe="${row}"]`).textContent();
  if (text !== `name-${row}x`) throw new Error(`the edit did not land in row ${row}: "${text}"`);
  return { type, commit, rowsRendered };
}

/**
 * Waits for the page's running animations and transitions to end, such as an editor's focus ring fading in
 * (200 ms in @kanya/ui's fields), then for a quiet moment. With the frame rate unlimited, a transition still
 * running when the key is pressed paints a frame every millisecond or two, and the key's figures would count
 * those frames. A key pressed within milliseconds of a transition's end painted a frame late instead: 14 to
 * 18 ms against 6 to 9 ms for the same key 50 ms later, whichever grid has the transition.
 */
async function animationsDone(page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
      // An endless animation (a spinner) would never finish: a second is longer than any transition here.
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  await delay(100);
}

/** One key's `work` and `painted` (see editOnce); the page's bench is armed. */
async function keyFigures(page, cdp, key) {
  const before = await taskTime(cdp);
  await page.keyboard.press(key);
  await delay(150);
  const work = (await taskTime(cdp)) - before;
  const painted = await page.evaluate(() => window.bench.lastKeyTime());
  return { work, painted };
}

/**
 * The floor of those figures: the same two keys in a plain `<input>` on an empty page, so what the browser
 * and the harness cost per key on this machine reads apart from what the grids add.
 */
async function floorCase() {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${pathToFileURL(join(outDir, "plain-input.html")).href}?rows=0`);
    await page.waitForFunction(() => window.benchReady);
    await page.evaluate(() => window.bench.mount());
    await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
    const trials = [];
    for (let trial = 0; trial < EDIT_TRIALS; trial++) {
      await page.locator("input").click();
      await page.keyboard.press("End");
      await delay(150);
      await animationsDone(page);
      await page.evaluate(() => window.bench.arm());
      trials.push({ type: await keyFigures(page, cdp, "x"), commit: await keyFigures(page, cdp, "Enter") });
    }
    const median = (pick) => middle(trials.map(pick));
    return {
      type: median((trial) => trial.type.work),
      commit: median((trial) => trial.commit.work),
      typePainted: median((trial) => trial.type.painted),
      commitPainted: median((trial) => trial.commit.painted),
    };
  } finally {
    void browser.close();
  }
}

/** The renderer main thread's busy time so far, in ms (CDP Performance metrics, thread time). */
async function taskTime(cdp) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return (metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0) * 1000;
}

function middle(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** The run with the median mount time of `runs` fresh pages (its other figures come with it). */
async function median(runs, run) {
  const all = [];
  for (let index = 0; index < runs; index++) all.push(await run());
  all.sort((a, b) => a.mount - b.mount);
  return all[Math.floor(all.length / 2)];
}

/** gzip -9 of a minified ESM bundle with React outside (Radix and everything else counted in). */
async function gzipOf(contents) {
  const result = await build({
    stdin: { contents, resolveDir: benchDir, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    external: ["react", "react-dom", "react/jsx-runtime", "react-dom/*"],
    define: { "process.env.NODE_ENV": '"production"' },
    loader: { ".css": "empty" },
    write: false,
    logLevel: "error",
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).byteLength;
}

function cssGzip(file) {
  return gzipSync(readFileSync(file), { level: 9 }).byteLength;
}

async function bundleSizes() {
  const ui = join(root, "packages/ui/dist");
  return {
    dataTable: await gzipOf(`export * from ${JSON.stringify(join(ui, "data-table/index.js"))};`),
    editableTable: await gzipOf(`export * from ${JSON.stringify(join(ui, "editable-table/index.js"))};`),
    oursCss: cssGzip(join(ui, "styles.css")),
    agGrid: await gzipOf(
      `import { ModuleRegistry, ClientSideRowModelModule, TextEditorModule } from "ag-grid-community";
       ModuleRegistry.registerModules([ClientSideRowModelModule, TextEditorModule]);
       export { AgGridReact } from "ag-grid-react";`,
    ),
    rdg: await gzipOf(`export { DataGrid, renderTextEditor } from "react-data-grid";`),
    rdgCss: cssGzip(join(benchDir, "node_modules/react-data-grid/lib/styles.css")),
  };
}

function printTable(figures, sizes, floor) {
  const ms = (value) => (typeof value === "number" ? `${value.toFixed(1)} ms` : "n/a");
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const line = (label, target, pick) => [label, ...GRIDS.map(({ id }) => pick(figures[id])), target];
  // Per grid, so the columns stay right when BENCH_GRIDS leaves one out.
  const bundles = {
    ours: {
      js: `data-table ${kb(sizes.dataTable)}, editable-table ${kb(sizes.editableTable)}`,
      css: `${kb(sizes.oursCss)} (whole @kanya/ui)`,
    },
    "ag-grid": { js: kb(sizes.agGrid), css: "in the JS" },
    rdg: { js: kb(sizes.rdg), css: kb(sizes.rdgCss) },
  };
  const table = [
    ["10,000 rows × 20 columns", ...GRIDS.map(({ name }) => name), "target (ours)"],
    line("mount to first paint", "< 150 ms", (f) => ms(f.main.mount)),
    line("scroll frame p50", "", (f) => ms(f.main.scroll.p50)),
    line("scroll frame p95", "< 16.7 ms", (f) => ms(f.main.scroll.p95)),
    ["one-cell edit, per key (main thread)", "", "", "", ""],
    line("type a character", "< 8 ms", (f) => ms(f.main.edit.type)),
    line("Enter (commit)", "< 8 ms", (f) => ms(f.main.edit.commit)),
    line(
      "keystroke → painted (x / Enter)",
      "",
      (f) => `${ms(f.main.edit.typePainted)} / ${ms(f.main.edit.commitPainted)}`,
    ),
    line("rows re-rendered by the edit", "1", (f) => String(f.main.rowsRendered)),
    line("validate all rows", "< 50 ms", (f) =>
      !f.main.validate
        ? "n/a (no API)"
        : f.main.validate.timedOut
          ? "no answer in 60 s"
          : `${ms(f.main.validate.ms)} (${f.main.validate.errors} errors)`,
    ),
    line("JS heap of the mounted grid", "", (f) => mb(f.main.heap)),
    ["always-edit 500 × 20", "", "", "", ""],
    line("mount to first paint", "< 300 ms", (f) => ms(f.always.mount)),
    line("scroll frame p95", "< 16.7 ms", (f) => ms(f.always.scroll.p95)),
    ["1,000,000 rows × 20", "", "", "", ""],
    line("mount to first paint", "", (f) => ms(f.million.mount)),
    line("scroll frame p50 / p95", "", (f) => `${ms(f.million.scroll.p50)} / ${ms(f.million.scroll.p95)}`),
    line("last row reached", "yes", (f) => (f.million.scroll.lastRowShown ? "yes" : "NO")),
    line("JS heap of the mounted grid", "", (f) => mb(f.million.heap)),
    ["bundle, gzip -9 (React outside)", "", "", "", ""],
    ["JS", ...GRIDS.map(({ id }) => bundles[id].js), ""],
    ["CSS", ...GRIDS.map(({ id }) => bundles[id].css), ""],
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => String(row[column]).length)));
  for (const row of table)
    console.log(
      row
        .map((cell, column) => String(cell).padEnd(widths[column]))
        .join("  ")
        .trimEnd(),
    );
  console.log(
    `\nA plain <input> under the same measure (the floor of browser and harness): main thread ${ms(floor.type)} ` +
      `typing, ${ms(floor.commit)} on Enter; painted ${ms(floor.typePainted)} / ${ms(floor.commitPainted)}.`,
  );
  console.log(
    `\nAG Grid Community ${versions["ag-grid-community"]}, react-data-grid ${versions["react-data-grid"]}, ` +
      `React ${versions.react}; Chromium headless, vsync off; median of ${RUNS} fresh pages ` +
      `(a million rows: one); load average ${loadavg()[0].toFixed(2)}.`,
  );
}
