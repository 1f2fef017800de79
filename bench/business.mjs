// The business at scale (issue 16 figures): with `seed:scale` (1,000,000 service orders, 200,000 patients,
// 100,000 claims) in a throwaway PostgreSQL database, the real server (apps/server/dist/main.js) answers
// - the order list filtered by channel and status, sorted by time, page 10 at 50 connections (p50/p99,
//   target p99 < 50 ms),
// - the status counts (allStatus) of one channel at 50 connections,
// - the claims list with an advanced query (superQueryParams) of 3 conditions, page 10, at 50 connections,
// - the export of one channel's 100,000 orders (one request, timed, its rows counted),
// - in Chromium (order-list-page.mjs): the order list page opened → its first rows, and a status tab
//   switch → the new tab's rows.
// Prints tables. Not run in CI. Run `npm run build -w @kanya/server` first; the console is KANYA_CONSOLE_DIR
// or a build made now. Database: a throwaway `kanya_bench_scope_…` beside BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), dropped at the end (BENCH_KEEP=1 keeps it); the PostgreSQL server
// itself is never stopped. BENCH_SECONDS sets each load run's length (10); SEED_SCALE_FACTOR (0.01: 10,000
// orders) shrinks the seed to try the run on a busy machine. BENCH_PROFILE=1 records the server's CPU profile
// over the load runs and prints where its time goes (cpu-profile-summary.mjs).
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { BIG_CHANNEL, scaleFromEnv, seedScale } from "../scripts/seed-scale.mjs";
import { consoleBuild } from "./chromium-support.mjs";
import { summarizeCpuProfile } from "./cpu-profile-summary.mjs";
import { timeOrderListPage } from "./order-list-page.mjs";
import {
  createThrowawayDatabase,
  describeMachine,
  load,
  probe,
  requireServerBuild,
  signIn,
  startRealServer,
  withClient,
} from "./server-support.mjs";

const P99_TARGET_MS = 50;
const seconds = Number(process.env.BENCH_SECONDS || 10);
const scale = scaleFromEnv();
// One secret for every server of the run, so the token stays good across the restart after profiling.
const tokenSecret = randomBytes(32).toString("base64url");
const profileDir =
  process.env.BENCH_PROFILE === "1" ? await mkdtemp(join(tmpdir(), "kanya-business-prof-")) : null;
/**
 * The advanced query of the claims figure, as the console's 高级查询 sends it: one insurer's claims under
 * review or settled, of 5,000 or more.
 */
const CLAIM_QUERY = [
  { field: "channelId", rule: "eq", val: BIG_CHANNEL, type: "list" },
  { field: "status", rule: "in", val: "3,4", type: "list" },
  { field: "claimedAmount", rule: "ge", val: "5000", type: "number" },
];

requireServerBuild();
console.log(`Machine: ${describeMachine()}`);
const build = consoleBuild("kanya-bench-business");
const database = await createThrowawayDatabase("kanya_bench_scope");
console.log(`Database ${database.name}: migrating, demo seed, then seed:scale`);
let server;
try {
  await seedScale(database.url, { scale });
  const counts = await withClient(database.url, async (client) => {
    const { rows } = await client.query(
      `select (select count(*) from biz_service_order)::int as orders,
              (select count(*) from biz_service_order where channel_id = $1)::int as channel,
              (select count(*) from biz_service_order where channel_id = $1 and status = '5')::int as done,
              (select count(*) from biz_claim)::int as claims`,
      [BIG_CHANNEL],
    );
    return rows[0];
  });
  console.log(
    `Orders: ${counts.orders.toLocaleString("en")}; channel ${BIG_CHANNEL}: ${counts.channel.toLocaleString("en")}, of which 已完成 ${counts.done.toLocaleString("en")}; claims: ${counts.claims.toLocaleString("en")}`,
  );
  server = await startRealServer(database.url, {
    consoleDir: build.dir,
    tokenSecret,
    nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  });
  const token = await signIn(server.base, "admin", "123456");
  const headers = { "X-Access-Token": token };
  const api = `${server.base}/business/serviceOrder`;

  const rows = [];
  const scenarios = [
    {
      name: "order list: channel + status, by time, page 10",
      url: `${api}/list?channelId=${BIG_CHANNEL}&status=5&column=createTime&order=desc&pageNo=1&pageSize=10`,
      check: (body) => `${body.result.records.length} rows of ${body.result.total.toLocaleString("en")}`,
    },
    {
      name: "status counts (allStatus) of one channel",
      url: `${api}/allStatus?queryParamCode=${BIG_CHANNEL}`,
      check: (body) => `${body.result.length} statuses`,
    },
    {
      name: "claims list: advanced query of 3 conditions, page 10",
      url: `${server.base}/business/claim/list?superQueryParams=${encodeURIComponent(JSON.stringify(CLAIM_QUERY))}&superQueryMatchType=and&column=createTime&order=desc&pageNo=1&pageSize=10`,
      check: (body) => `${body.result.records.length} rows of ${body.result.total.toLocaleString("en")}`,
    },
  ];
  // The first figure once more on a server that keeps no pages (LIST_PAGE_CACHE=0): every request reads its
  // page from the database, as a query nobody asked for a moment ago does.
  const [orderList] = scenarios;
  scenarios.splice(1, 0, {
    ...orderList,
    name: "order list: as above, kept pages off (LIST_PAGE_CACHE=0)",
    env: { LIST_PAGE_CACHE: "0" },
  });
  for (const scenario of scenarios) {
    const other = scenario.env
      ? await startRealServer(database.url, { consoleDir: build.dir, tokenSecret, env: scenario.env })
      : undefined;
    const url = other ? scenario.url.replace(server.base, other.base) : scenario.url;
    const body = await probe(url, headers);
    console.log(`${scenario.name}: ${scenario.check(body)}`);
    const r = await load(url, headers, { seconds });
    await other?.stop();
    rows.push({
      measure: scenario.name,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "req/s": Math.round(r.rps),
      errors: r.errors,
      target: scenario === orderList ? (r.p99 < P99_TARGET_MS ? "met" : "MISSED") : "",
    });
  }
  if (profileDir) {
    // The profile covers the load runs only: the server stops here and a fresh one serves the rest.
    await server.stop();
    const file = (await readdir(profileDir)).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error("the server wrote no CPU profile");
    const summary = summarizeCpuProfile(join(profileDir, file));
    console.log(
      `Server CPU profile of the load runs (${(summary.totalMs / 1000).toFixed(1)} s on CPU): self time by area`,
    );
    console.table(summary.areas);
    console.table(summary.functions);
    server = await startRealServer(database.url, { consoleDir: build.dir, tokenSecret });
  }

  // One channel's export: every one of its orders as .xlsx.
  const started = performance.now();
  const res = await fetch(`${server.base}/business/serviceOrder/exportXls?queryParamCode=${BIG_CHANNEL}`, {
    headers,
    signal: AbortSignal.timeout(600_000),
  });
  const bytes = await res.arrayBuffer();
  const exportMs = performance.now() - started;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  // Title row and header row above the data.
  const exported = Math.max(0, (book.worksheets[0]?.actualRowCount ?? 0) - 2);
  rows.push({
    measure: `export of channel ${BIG_CHANNEL} (${exported.toLocaleString("en")} orders, ${(bytes.byteLength / 1e6).toFixed(1)} MB)`,
    "p50 ms": Math.round(exportMs),
    "p99 ms": "",
    "req/s": "",
    // An export holds at most 100,000 rows (the list engine's cap).
    errors: res.ok && exported === Math.min(counts.channel, 100_000) ? 0 : 1,
    target: "",
  });
  console.table(rows);

  // The same server's console in Chromium.
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const browserRow = (measure, values) => ({
    measure,
    "median ms": Math.round(median(values)),
    "max ms": Math.round(Math.max(...values)),
    samples: values.length,
  });
  const page = await timeOrderListPage(new URL(server.base).origin);
  console.table([
    browserRow("order list page opened → first rows (full load)", page.opened),
    browserRow("status tab switch 待支付 ⇄ 已完成 → the tab's rows", page.switched),
  ]);
  console.log(`After the runs: ${describeMachine()}`);
} finally {
  await server?.stop();
  await database.drop();
  build.dispose();
}
