// The pickers in real Chromium (Debian's /usr/bin/chromium): the user picker opened to its first rows with
// 10,000 users behind the load function, its search (type an account, Enter) to the matching rows, and the
// department picker over 5,000 departments: open, 展开全部, and each keystroke of a search. Built from
// packages/ui/src with esbuild (no build step needed); unstyled, so the DOM work is measured, not CSS.
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-flags.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const outDir = join(tmpdir(), "kanya-bench-pickers");
mkdirSync(outDir, { recursive: true });
await build({
  entryPoints: [join(import.meta.dirname, "pickers", "page.jsx")],
  bundle: true,
  outfile: join(outDir, "page.js"),
  // A classic script: Chromium refuses module scripts from file:// pages.
  format: "iife",
  jsx: "automatic",
  minify: true,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
writeFileSync(
  join(outDir, "index.html"),
  '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><body><div id="root"></div><script src="page.js"></script></body></html>',
);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on("pageerror", (error) => console.error(error));
  await page.goto(pathToFileURL(join(outDir, "index.html")).href);
  await page.waitForFunction(() => window.benchReady);
  const open = [];
  const search = [];
  for (let run = 0; run < RUNS; run += 1) {
    open.push(await page.evaluate(() => window.bench.openUsers()));
    search.push(await page.evaluate(() => window.bench.searchUsers("user0999", "user09990")));
  }
  const treeOpen = [];
  const expand = [];
  const keys = [];
  let drawn = 0;
  for (let run = 0; run < RUNS; run += 1) {
    treeOpen.push(await page.evaluate(() => window.bench.openTree()));
    const expanded = await page.evaluate(() => window.bench.expandAll());
    expand.push(expanded.ms);
    drawn = expanded.drawn;
    keys.push(...(await page.evaluate(() => window.bench.typeTree("医院42科室7小组3"))));
  }
  const found = await page.evaluate(() => window.benchTreeLines());
  if (found.join() !== "医院42,医院42科室7,医院42科室7小组3") throw new Error(`search shows ${found.join()}`);
  console.log(`pickers in Chromium, median of ${RUNS} runs`);
  console.table({
    "user picker: 选择 → first rows (10,000 users)": ms(median(open)),
    "user picker: account + Enter → matching rows": ms(median(search)),
    "department picker: open → first lines (5,000 nodes)": ms(median(treeOpen)),
    [`department picker: 展开全部 → painted (${drawn} lines drawn)`]: ms(median(expand)),
    "department picker: one search keystroke → painted (median)": ms(median(keys)),
    "department picker: one search keystroke → painted (worst)": ms(Math.max(...keys)),
  });
} finally {
  await browser.close();
}
