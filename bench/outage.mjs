// Database outage: the soak's workload at 50 connections against the real server on a PostgreSQL cluster
// the bench starts itself (initdb in a temporary folder, never the machine's shared server); after
// 10 s the cluster is stopped (fast shutdown, as in a restart or failover) for BENCH_OUTAGE_SECONDS
// (default 10), then started again. Every answer while the database is away must be the 503 envelope
// (`{success:false, code:503, message:"数据库暂时不可用，请稍后重试"}`) within the bench's 10 s request
// timeout — no hang, no other error, no crash — and the server must recover on its own: requests succeed
// again and a notice released afterwards reaches admin's websocket (the LISTEN connection came back).
// BENCH_SECONDS sets the whole run (default 40). Run `npm run build -w @kanya/server` first.
import { setTimeout as sleep } from "node:timers/promises";
import { expectSuccess, prepareWorkload, REQUEST_TIMEOUT_MS, runMixedLoad } from "./mixed-load.mjs";
import { noticeArrivals, openNoticeSocket } from "./notice-socket-client.mjs";
import { startThrowawayCluster } from "./postgres-cluster.mjs";
import {
  describeMachine,
  isMain,
  migrateAndSeedDatabase,
  requireServerBuild,
  signInSession,
  startRealServer,
  withClient,
} from "./server-support.mjs";

export const UNAVAILABLE_MESSAGE = "数据库暂时不可用，请稍后重试";
const NOTICE_TIMEOUT_MS = 10_000;

/**
 * One outage: load for `seconds`, the database stopped at `stopAfterSeconds` for `outageSeconds`.
 * Returns the answers per phase, the recovery time, whether the server survived, and the notice check.
 */
export async function outage({
  seconds = 40,
  stopAfterSeconds = 10,
  outageSeconds = 10,
  recoveryGraceSeconds = 5,
  connections = 50,
  log = () => {},
}) {
  const cluster = await startThrowawayCluster();
  let server;
  let socket;
  try {
    const url = new URL(cluster.url);
    url.pathname = "/kanya_outage";
    await withClient(cluster.url, (client) => client.query("create database kanya_outage"));
    await migrateAndSeedDatabase(url.toString());
    server = await startRealServer(url.toString());
    log(`Cluster on port ${cluster.port} (own initdb), server pid ${server.pid}`);
    const admin = await signInSession(server.base, "admin", "123456");
    const headers = { "X-Access-Token": admin.token, "X-Tenant-Id": "1000", "tenant-id": "1000" };
    const arrivals = noticeArrivals();
    socket = await openNoticeSocket(server.base, admin, arrivals);
    const context = await prepareWorkload(server.base, headers);

    const results = [];
    const marks = {};
    const started = performance.now();
    const since = () => performance.now() - started;
    const outageRun = (async () => {
      await sleep(stopAfterSeconds * 1000);
      marks.stopping = since();
      await cluster.stop();
      marks.stopped = since();
      log(`  database stopped at ${(marks.stopped / 1000).toFixed(1)} s`);
      await sleep(outageSeconds * 1000);
      marks.starting = since();
      await cluster.start();
      marks.started = since();
      log(`  database back at ${(marks.started / 1000).toFixed(1)} s`);
    })();
    const load = await runMixedLoad(context, { connections, seconds, onResult: (r) => results.push(r) });
    await outageRun;

    const is503 = (r) => r.status === 503 && r.code === 503 && r.message === UNAVAILABLE_MESSAGE;
    // By when the answer came: a request sent just before the stop may rightly be answered with 503.
    const phase = (from, to) => results.filter((r) => r.at + r.ms >= from && r.at + r.ms < to);
    const before = phase(0, marks.stopping);
    const away = phase(marks.stopping, marks.started);
    const after = phase(marks.started, Number.POSITIVE_INFINITY);
    const answeredAt = (r) => r.at + r.ms;
    const firstSuccessAfter = after.filter((r) => r.success).sort((x, y) => answeredAt(x) - answeredAt(y))[0];
    const settled = phase(marks.started + recoveryGraceSeconds * 1000, Number.POSITIVE_INFINITY);

    // The LISTEN connection reconnects on its own: a notice released now must reach the open socket.
    const notice = await releaseNoticeTo(server.base, headers, admin.userId).catch((error) => {
      throw new Error(
        `${error.message}\nserver ${server.exited() ? "EXITED" : "running"}; its log:\n${server.output().slice(-4000)}`,
      );
    });
    const arrived = await arrivals.waitFor(notice, NOTICE_TIMEOUT_MS);

    return {
      load,
      before: summarize(before, is503),
      away: summarize(away, is503),
      after: summarize(settled, is503),
      awayOnlySuccessOr503: away.every((r) => r.success || is503(r)),
      recoveryGraceSeconds,
      // pg_ctl returns a moment after the database accepts connections, hence the floor at 0.
      recoveryMs: firstSuccessAfter ? Math.max(0, answeredAt(firstSuccessAfter) - marks.started) : undefined,
      outageMs: marks.started - marks.stopping,
      noticeAfterOutage: arrived !== undefined,
      serverAlive: !server.exited(),
      serverLog: server.output(),
    };
  } finally {
    socket?.terminate();
    await server?.stop();
    await cluster.dispose();
  }
}

/** Counts of a phase's answers: successes, 503 envelopes, anything else, and the slowest answer. */
function summarize(results, is503) {
  const others = results.filter((r) => !r.success && !is503(r));
  return {
    requests: results.length,
    succeeded: results.filter((r) => r.success).length,
    "503 envelope": results.filter(is503).length,
    "other failures": others.length,
    "max ms": Math.round(Math.max(0, ...results.map((r) => r.ms))),
    otherSample: others
      .slice(0, 3)
      .map((r) => `${r.route}: ${r.error ?? `HTTP ${r.status} ${r.code} ${r.message}`}`),
  };
}

/** Adds and releases an announcement addressed to one user; returns its id (the frame's msgId). */
async function releaseNoticeTo(base, headers, userId) {
  const titile = `停库之后 ${Date.now()}`;
  await expectSuccess(base, headers, "POST", "/sys/annountCement/add", {
    titile,
    msgContent: "<p>恢复</p>",
    msgCategory: "1",
    msgType: "USER",
    userIds: `${userId},`,
  });
  const list = await expectSuccess(
    base,
    headers,
    "GET",
    `/sys/annountCement/list?${new URLSearchParams({ titile })}`,
  );
  const id = list.result.records.find((record) => record.titile === titile)?.id;
  if (!id) throw new Error(`announcement ${titile} not found after add`);
  await expectSuccess(
    base,
    headers,
    "GET",
    `/sys/annountCement/doReleaseData?${new URLSearchParams({ id })}`,
  );
  return id;
}

/** Whether the run met every target: no failure but the 503 envelope, recovery, survival, the notice. */
export function outageMet(report) {
  return (
    report.before["other failures"] === 0 &&
    report.awayOnlySuccessOr503 &&
    report.away["503 envelope"] > 0 &&
    report.after["other failures"] === 0 &&
    report.after.succeeded > 0 &&
    report.noticeAfterOutage &&
    report.serverAlive
  );
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const outageSeconds = Number(process.env.BENCH_OUTAGE_SECONDS || 10);
  const report = await outage({
    seconds: Number(process.env.BENCH_SECONDS || 40),
    outageSeconds,
    log: (line) => console.log(line),
  });
  console.log(
    `\n50 connections, database stopped for ${(report.outageMs / 1000).toFixed(1)} s (stop to back up); request timeout ${REQUEST_TIMEOUT_MS / 1000} s; ${describeMachine()}`,
  );
  const row = (phase, { otherSample, ...counts }) => ({ phase, ...counts });
  console.table([
    row("before the stop", report.before),
    row("database away", report.away),
    row(`back (after ${report.recoveryGraceSeconds} s grace)`, report.after),
  ]);
  for (const s of [report.before, report.away, report.after])
    for (const line of s.otherSample) console.log(`  ${line}`);
  console.log(
    `Recovered (first success after the database was back): ${report.recoveryMs === undefined ? "NEVER" : `${(report.recoveryMs / 1000).toFixed(2)} s`}`,
  );
  console.log(
    `Notice released after the outage reached the websocket: ${report.noticeAfterOutage ? "yes" : "NO"}`,
  );
  console.log(`Server process: ${report.serverAlive ? "running" : "EXITED"}`);
  const met = outageMet(report);
  console.log(
    `Targets (only 503 envelopes while away, none after, recovery, no crash): ${met ? "met" : "NOT met"}`,
  );
  if (!met) {
    console.log(`Server log tail:\n${report.serverLog.slice(-3000)}`);
    process.exitCode = 1;
  }
}
