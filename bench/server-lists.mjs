// List endpoints of the real server under load: /sys/user/list and /sys/log/list with 100,000 users and
// 1,000,000 log rows in PostgreSQL, at 50 connections on loopback, beside a bare Hono route as the ceiling.
// Beside each list, its honest ceiling: Hono + pg running one prepared query that reads the same page (no
// auth, no count; list-ceiling-server.mjs), and that ceiling plus the count query. Prints median and p99
// latency and requests per second, and whether the targets are met (p99 < 50 ms, throughput ≥ 25% of the
// bare route's, ≥ 50% of the list's ceiling). BENCH_PROFILE=1 records the server's CPU profile and prints
// where its time goes (cpu-profile-summary.mjs). Run `npm run build -w @kanya/server` first. Database:
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a throwaway database is created
// beside it and dropped at the end (BENCH_KEEP=1 keeps it). BENCH_SECONDS sets each run's length (10).
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { summarizeCpuProfile } from "./cpu-profile-summary.mjs";
import {
  createThrowawayDatabase,
  describeMachine,
  insertBenchUsers,
  load,
  migrateAndSeedDatabase,
  probe,
  requireServerBuild,
  signIn,
  startBareHono,
  startListCeiling,
  startRealServer,
  timedSql,
  withClient,
} from "./server-support.mjs";

const USERS = 100_000;
const LOGS = 1_000_000;
const P99_TARGET_MS = 50;
const THROUGHPUT_TARGET = 0.25;
const CEILING_TARGET = 0.5;
const seconds = Number(process.env.BENCH_SECONDS || 10);
const profiling = process.env.BENCH_PROFILE === "1";

requireServerBuild();
const database = await createThrowawayDatabase("kanya_bench_lists");
console.log(`Database ${database.name}: migrating and seeding, then bulk-loading`);
let server;
let bare;
let ceiling;
const profileDir = profiling ? await mkdtemp(join(tmpdir(), "kanya-profile-")) : undefined;
try {
  await migrateAndSeedDatabase(database.url);
  await withClient(database.url, async (client) => {
    // Users: both sexes, 1 in 10 frozen, one a minute back in time, every one in tenant 1000.
    await insertBenchUsers(client, USERS);
    // Logs: 40% sign-ins, 55% operations (operate types 1–6), 5% exceptions, one every 30 s back in time.
    await timedSql(
      client,
      `${LOGS.toLocaleString("en")} log rows`,
      `insert into sys_log (id, log_type, log_content, operate_type, userid, username, ip, method, request_url,
         request_param, request_type, cost_time, client_type, create_by, create_time, tenant_id)
       select md5('bench-log-' || i), t.log_type,
         case t.log_type when 1 then '用户名: bench_user_' || (i % ${USERS}) || ',登录成功！'
                         when 2 then (array['system:user:add','system:user:edit','system:role:add','system:dict:edit','system:user:delete','system:log:deleteBatch'])[1 + i % 6]
                         else 'POST /jeecg-boot/sys/user/add 操作失败：Error' end,
         case when t.log_type = 2 then 1 + i % 6 end,
         md5('bench-user-' || (i % ${USERS})), 'bench_user_' || (i % ${USERS}),
         '10.' || (i % 200) || '.' || (i % 250) || '.' || (i % 7), 'POST /sys/user/add', '/jeecg-boot/sys/user/add',
         '{"username":"bench_user_' || i || '"}', 'POST', i % 500, 'pc', 'bench_user_' || (i % ${USERS}),
         now() - make_interval(secs => i * 30), 1000
       from generate_series(1, ${LOGS}) as i,
         lateral (select case when i % 20 = 0 then 4 when i % 20 < 9 then 1 else 2 end as log_type) as t`,
    );
    await timedSql(client, "vacuum analyze", "vacuum analyze sys_user, sys_user_tenant, sys_log");
  });

  // BENCH_PROFILE=1: the server records a V8 CPU profile, written when it stops, summarised at the end.
  server = await startRealServer(database.url, {
    nodeArgs: profiling ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  });
  bare = await startBareHono();
  const token = await signIn(server.base, "admin", "123456");
  const headers = { "X-Access-Token": token, "X-Tenant-Id": "1000", "tenant-id": "1000" };

  const day = (daysAgo) =>
    new Date(Date.now() + 8 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const since = day(7);
  const until = day(0);
  // Each list's ceiling reads the same page with one prepared query: what any list endpoint pays at least.
  const userColumns = "select * from sys_user where del_flag = 0 and username <> '_reserve_user_external'";
  const ceilingQueries = {
    users: {
      text: `${userColumns} and sex = $1 and status = $2 order by create_time desc nulls last, id limit 10`,
      count: "select count(*) as total from sys_user where del_flag = 0 and sex = $1 and status = $2",
      values: [1, 1],
    },
    realname: {
      text: `${userColumns} and realname like $1 order by create_time desc nulls last, id limit 10`,
      count: "select count(*) as total from sys_user where del_flag = 0 and realname like $1",
      values: ["%用户123%"],
    },
    logins: {
      text: "select * from sys_log where log_type = $1 order by create_time desc nulls last, id limit 10",
      count: "select count(*) as total from sys_log where log_type = $1",
      values: [1],
    },
    operations: {
      text: "select * from sys_log where log_type = $1 and operate_type = $2 and create_time >= $3 and create_time < $4::date + 1 order by create_time desc nulls last, id limit 10",
      count:
        "select count(*) as total from sys_log where log_type = $1 and operate_type = $2 and create_time >= $3 and create_time < $4::date + 1",
      values: [2, 2, since, until],
    },
  };
  ceiling = await startListCeiling(database.url, ceilingQueries);
  const list = (name, url, ceilingName) => [
    {
      name: `  ceiling: Hono + pg, one prepared query (${ceilingName})`,
      url: ceiling.urlOf(ceilingName),
      headers: {},
      ceilingOf: ceilingName,
    },
    { name: "  ceiling + count query", url: `${ceiling.urlOf(ceilingName)}?count=1`, headers: {} },
    { name, url, headers, measuredAgainst: ceilingName },
  ];
  const scenarios = [
    { name: "bare Hono route (ceiling)", url: bare.url, headers: {} },
    {
      // What every guarded list request pays before its own query: token, session, permission codes.
      name: "guard only: /sys/log/list?logType=99 (empty)",
      url: `${server.base}/sys/log/list?logType=99`,
      headers,
    },
    ...list(
      "/sys/user/list sex=1&status=1, createTime desc, page of 10",
      `${server.base}/sys/user/list?sex=1&status=1&column=createTime&order=desc&pageNo=1&pageSize=10`,
      "users",
    ),
    ...list(
      "/sys/user/list realname=*用户123*, createTime desc",
      `${server.base}/sys/user/list?realname=${encodeURIComponent("*用户123*")}&column=createTime&order=desc&pageNo=1&pageSize=10`,
      "realname",
    ),
    ...list(
      "/sys/log/list logType=1 (the log page's first view)",
      `${server.base}/sys/log/list?logType=1&column=createTime&order=desc&pageNo=1&pageSize=10`,
      "logins",
    ),
    ...list(
      "/sys/log/list logType=2&operateType=2, last 7 days",
      `${server.base}/sys/log/list?logType=2&operateType=2&createTime_begin=${since}&createTime_end=${until}&column=createTime&order=desc&pageNo=1&pageSize=10`,
      "operations",
    ),
  ];

  console.log(
    `\nautocannon, 50 connections, ${seconds} s per run after a 2 s warm-up, loopback; ${describeMachine()}\n`,
  );
  const rows = [];
  let bareRps = 0;
  const ceilingRps = new Map();
  for (const scenario of scenarios) {
    let total = "";
    const isBare = scenario.url === bare.url;
    if (!isBare) {
      const body = await probe(scenario.url, scenario.headers);
      total = `total ${body.result?.total ?? "?"}`;
    }
    const r = await load(scenario.url, scenario.headers, { seconds });
    if (isBare) bareRps = r.rps;
    if (scenario.ceilingOf) ceilingRps.set(scenario.ceilingOf, r.rps);
    const share = bareRps > 0 ? r.rps / bareRps : 0;
    const ceilingOfThis = scenario.measuredAgainst ? ceilingRps.get(scenario.measuredAgainst) : undefined;
    const ofCeiling = ceilingOfThis ? r.rps / ceilingOfThis : undefined;
    const isServer = scenario.url.startsWith(server.base);
    rows.push({
      scenario: scenario.name,
      "median ms": r.p50,
      "p99 ms": r.p99,
      "req/s": Math.round(r.rps),
      "% of bare": isBare ? "100%" : `${(share * 100).toFixed(1)}%`,
      "% of its ceiling": ofCeiling === undefined ? "" : `${(ofCeiling * 100).toFixed(1)}%`,
      errors: r.errors,
      "p99 < 50 ms": isServer ? (r.p99 < P99_TARGET_MS ? "met" : "NOT met") : "",
      "≥ 25% of bare": isServer ? (share >= THROUGHPUT_TARGET ? "met" : "NOT met") : "",
      "≥ 50% of ceiling": ofCeiling === undefined ? "" : ofCeiling >= CEILING_TARGET ? "met" : "NOT met",
      rows: total,
    });
  }
  console.table(rows);
  console.log(`After the runs: ${describeMachine()}`);
  if (profiling) {
    await server.stop();
    const file = (await readdir(profileDir)).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error("the server wrote no CPU profile");
    const summary = summarizeCpuProfile(join(profileDir, file));
    console.log(
      `\nServer CPU profile over all runs (${(summary.totalMs / 1000).toFixed(1)} s on CPU, idle left out): self time by area`,
    );
    console.table(summary.areas);
    console.log("Top functions by self time");
    console.table(summary.functions);
  }
} finally {
  await server?.stop();
  await bare?.stop();
  await ceiling?.stop();
  await database.drop();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
}
