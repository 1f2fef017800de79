// Two server processes on one PostgreSQL: a notice published through one reaches a websocket client of the
// other. Process A releases announcements addressed to admin (sequentially, over HTTP); admin's notice
// websocket is open on process B only, so every frame that arrives crossed processes (LISTEN/NOTIFY).
// Prints delivery latency (from sending the release to A until the frame arrives from B), how many arrived,
// and the two processes. Run `npm run build -w @kanya/server` first. Database: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test); a throwaway database is created beside it and dropped at the end.
import { noticeArrivals, openNoticeSocket } from "./notice-socket-client.mjs";
import {
  createThrowawayDatabase,
  describeMachine,
  migrateAndSeedDatabase,
  percentile,
  requireServerBuild,
  signInSession,
  startRealServer,
} from "./server-support.mjs";

const NOTICES = Number(process.env.BENCH_NOTICES || 50);
const WARMUP = 3;
/** A notice that has not arrived by then counts as lost. */
const DELIVERY_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 15_000;

requireServerBuild();
// Ctrl-C: finish the notice under way, then stop both servers and drop the database as usual.
let interrupted = false;
process.once("SIGINT", () => {
  interrupted = true;
});

const database = await createThrowawayDatabase("kanya_bench_notice");
console.log(`Database ${database.name}: migrating and seeding, then two server processes on it`);
const servers = [];
let socket;
try {
  await migrateAndSeedDatabase(database.url);
  // One after the other: each start checks the migrations.
  const a = await startRealServer(database.url);
  servers.push(a);
  const b = await startRealServer(database.url);
  servers.push(b);
  const [adminOnA, adminOnB] = [
    await signInSession(a.base, "admin", "123456"),
    await signInSession(b.base, "admin", "123456"),
  ];
  console.log(`  process A: pid ${a.pid}, ${a.base} (publishes)`);
  console.log(`  process B: pid ${b.pid}, ${b.base} (holds admin's notice websocket)`);

  const arrivals = noticeArrivals();
  socket = await openNoticeSocket(b.base, adminOnB, arrivals);

  const api = (path, init = {}) => callApi(a.base, adminOnA, path, init);
  const latencies = [];
  const releaseTimes = [];
  let lost = 0;
  let sent = 0;
  for (let i = 0; i < WARMUP + NOTICES && !interrupted; i++) {
    const titile = `跨进程通知 ${database.name} #${i}`;
    await api("/sys/annountCement/add", {
      method: "POST",
      body: {
        titile,
        msgContent: "<p>基准</p>",
        msgCategory: "1",
        msgType: "USER",
        userIds: `${adminOnA.userId},`,
      },
    });
    const list = await api(`/sys/annountCement/list?${new URLSearchParams({ titile, pageSize: "1" })}`);
    const id = list.result.records.find((record) => record.titile === titile)?.id;
    if (!id) throw new Error(`announcement ${titile} not found after add`);

    const started = performance.now();
    await api(`/sys/annountCement/doReleaseData?${new URLSearchParams({ id })}`);
    const released = performance.now() - started;
    const arrived = await arrivals.waitFor(id, DELIVERY_TIMEOUT_MS);
    if (i < WARMUP) continue;
    sent++;
    releaseTimes.push(released);
    if (arrived === undefined) lost++;
    else latencies.push(arrived - started);
  }

  latencies.sort((x, y) => x - y);
  releaseTimes.sort((x, y) => x - y);
  const ms = (value) => (value === undefined ? "-" : Number(value.toFixed(1)));
  console.log(
    `\n${interrupted ? "Interrupted: " : ""}${sent} notices after ${WARMUP} warm-up ones, one at a time, published through process A (pid ${a.pid}) ` +
      `and received on a websocket of process B (pid ${b.pid}); ${describeMachine()}`,
  );
  console.log(
    "Delivery: from sending doReleaseData to A until the frame arrives from B (A's release, NOTIFY, B's LISTEN, websocket).\n",
  );
  console.table([
    {
      "published (A)": sent,
      "arrived (B)": latencies.length,
      lost,
      "repeated frames": arrivals.repeats,
      "median ms": ms(percentile(latencies, 50)),
      "p90 ms": ms(percentile(latencies, 90)),
      "max ms": ms(latencies.at(-1)),
      "release request median ms": ms(percentile(releaseTimes, 50)),
      // Only B holds the socket, so every arrival went from A through PostgreSQL to B.
      "crossed processes": a.pid !== b.pid && latencies.length > 0 ? `yes (${a.pid} → ${b.pid})` : "NO",
    },
  ]);
  if (lost > 0 || sent === 0) process.exitCode = 1;
} finally {
  socket?.terminate();
  await Promise.allSettled(servers.map((server) => server.stop()));
  await database.drop();
}

/** One API call as the signed-in user; throws unless the answer is a success. */
async function callApi(base, session, path, { method = "GET", body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      "X-Access-Token": session.token,
      "X-Tenant-Id": String(session.tenantId),
      "tenant-id": String(session.tenantId),
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const answer = await res.json();
  if (!answer.success) throw new Error(`${method} ${path} answered ${res.status}: ${answer.message}`);
  return answer;
}
