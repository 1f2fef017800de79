// Throughput of @kanya/core/cron: parseCron, buildCron and nextFireTimes (10 times, UTC) per expression, with
// plain croner (Quartz weekday numbering, same zone, same start) as the peer measured in the same run. A peer
// cell says "refused" when croner throws on the expression, and the last column says whether croner's ten
// times equal ours. Reads the built dist/, so run `npm run build -w @kanya/core` first.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Cron } from "croner";

const entry = join(import.meta.dirname, "..", "packages/core/dist/cron/index.js");
if (!existsSync(entry)) {
  console.log("packages/core/dist/cron is not built: run `npm run build -w @kanya/core` first.");
  process.exit(1);
}
const { buildCron, nextFireTimes, parseCron } = await import(entry);

const expressions = [
  "* * * * * ? *",
  "0 0 12 * * ?",
  "0 15 10 ? * MON-FRI",
  "0 0/5 14,18 * * ?",
  "0 10,44 14 ? 3 WED",
  "0 0 12 1/5 * ?",
  "0 0 22-2 * * ?",
  "0 15 10 L * ?",
  "0 15 10 L-2 * ?",
  "0 15 10 L-5W * ?",
  "0 0 0 LW * ?",
  "0 0 12 15W * ?",
  "0 15 10 ? * 6L",
  "0 15 10 ? * 6#3",
  "0 15 10 ? * 6L 2026-2030",
  "0 0 0 1 1 ? */3",
];

const from = new Date("2026-01-01T00:00:00Z");
const timeZone = "UTC";
const COUNT = 10;
const BUDGET_MS = 250;

/** Operations per second of `run`, after a short warm-up, over about BUDGET_MS. */
function opsPerSecond(run) {
  for (let i = 0; i < 20; i += 1) run();
  let operations = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < BUDGET_MS) {
    for (let i = 0; i < 10; i += 1) run();
    operations += 10;
    elapsed = performance.now() - start;
  }
  return (operations * 1000) / elapsed;
}

const peerOptions = { timezone: timeZone, alternativeWeekdays: true };
function peerRuns(expression) {
  return new Cron(expression, peerOptions).nextRuns(COUNT, from);
}

const rows = [];
for (const expression of expressions) {
  const state = parseCron(expression);
  const ours = nextFireTimes(expression, { from, count: COUNT, timeZone }).map((date) => date.getTime());
  let peer = "refused";
  let same = "";
  try {
    const theirs = peerRuns(expression).map((date) => date.getTime());
    peer = opsPerSecond(() => peerRuns(expression));
    same =
      theirs.length === ours.length && theirs.every((time, index) => time === ours[index]) ? "yes" : "NO";
  } catch {
    // croner cannot read it (e.g. "0/5" stepping, L-n); the row shows "refused".
  }
  rows.push({
    expression,
    parse: opsPerSecond(() => parseCron(expression)),
    build: opsPerSecond(() => buildCron(state)),
    next: opsPerSecond(() => nextFireTimes(expression, { from, count: COUNT, timeZone })),
    peer,
    same,
  });
}

const format = (value) => (typeof value === "number" ? Math.round(value).toLocaleString("en-US") : value);
const table = [
  [
    "expression",
    "parseCron",
    "buildCron",
    `nextFireTimes(${COUNT})`,
    `croner nextRuns(${COUNT})`,
    "croner = ours",
  ],
].concat(rows.map((row) => [row.expression, row.parse, row.build, row.next, row.peer, row.same].map(format)));
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
console.log(`ops/s, Node ${process.versions.node}, from ${from.toISOString()}, zone ${timeZone}\n`);
for (const line of table) {
  console.log(
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ")
      .trimEnd(),
  );
}
