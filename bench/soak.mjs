// Soak: the real server under a mix of reads and writes for minutes (BENCH_SECONDS, default 600) at 50
// connections on a throwaway PostgreSQL database. Prints errors (target 0), median and p99 per route,
// requests per second, and the server's resident memory over time (target: < 10% growth after the
// warm-up, the first fifth of the run). BENCH_INSTANCES=2 runs two server processes on the database
// behind a round-robin proxy on loopback, first checking that sign-out and a password change through one
// take effect on the other. Run `npm run build -w @kanya/server` first. Database: BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/test); the throwaway database is dropped at the end.
import { randomBytes } from "node:crypto";
import { prepareWorkload, routeTable, runMixedLoad } from "./mixed-load.mjs";
import { startRoundRobinProxy } from "./round-robin-proxy.mjs";
import {
  createThrowawayDatabase,
  describeMachine,
  isMain,
  migrateAndSeedDatabase,
  requireServerBuild,
  signIn,
  startRealServer,
} from "./server-support.mjs";
import { checkSessionsAcrossInstances } from "./two-instances.mjs";

const RSS_GROWTH_TARGET = 0.1;
const WARMUP_SHARE = 0.2;

/**
 * Starts `instances` servers on a new database (behind the proxy when more than one), runs the workload
 * for `seconds` while sampling each server's RSS, and returns the figures; stops and drops everything.
 */
export async function soak({ seconds, connections = 50, instances = 1, log = () => {} }) {
  const database = await createThrowawayDatabase("kanya_bench_soak");
  const servers = [];
  let proxy;
  try {
    log(`Database ${database.name}: migrating and seeding, then ${instances} server process(es) on it`);
    await migrateAndSeedDatabase(database.url);
    // Instances behind one balancer share the token secret, as deployed instances share TOKEN_SECRET.
    const tokenSecret = randomBytes(32).toString("base64url");
    for (let i = 0; i < instances; i++) servers.push(await startRealServer(database.url, { tokenSecret }));
    let base = servers[0].base;
    let sessionChecks = [];
    const adminHeaders = async (at) => ({
      "X-Access-Token": await signIn(at, "admin", "123456"),
      "X-Tenant-Id": "1000",
      "tenant-id": "1000",
    });
    if (instances > 1) {
      sessionChecks = await checkSessionsAcrossInstances(
        servers[0].base,
        servers[1].base,
        await adminHeaders(servers[0].base),
      );
      proxy = await startRoundRobinProxy(servers.map((server) => new URL(server.base).origin));
      base = `${proxy.url}/jeecg-boot`;
    }
    const context = await prepareWorkload(base, await adminHeaders(base));

    const samples = servers.map(() => []);
    const sampleEveryMs = Math.max(1000, (seconds * 1000) / 60);
    const sample = () => {
      for (const [i, server] of servers.entries())
        samples[i].push({ at: performance.now(), bytes: server.rssBytes() });
    };
    const started = performance.now();
    sample();
    const sampler = setInterval(sample, sampleEveryMs);
    const result = await runMixedLoad(context, { connections, seconds }).finally(() =>
      clearInterval(sampler),
    );
    sample();

    const memory = servers.map((server, i) => ({
      pid: server.pid,
      alive: !server.exited(),
      ...rssGrowth(samples[i], started, seconds),
    }));
    return { result, memory, sessionChecks, instances, seconds, connections };
  } finally {
    await proxy?.close();
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

/**
 * RSS after the warm-up (median of the first three samples after it) and at the end (median of the last
 * three): one sample alone would be whatever the garbage collector had just done.
 */
function rssGrowth(samples, started, seconds) {
  const warm = samples.filter(
    (s) => s.at - started >= seconds * 1000 * WARMUP_SHARE && s.bytes !== undefined,
  );
  const median = (list) => list.map((s) => s.bytes).sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const afterWarmup = median(warm.slice(0, 3));
  const atEnd = median(warm.slice(-3));
  return {
    timeline: samples.map((s) => ({ second: Math.round((s.at - started) / 1000), mb: mb(s.bytes) })),
    afterWarmup,
    atEnd,
    peak: Math.max(...samples.map((s) => s.bytes ?? 0)),
    growth: afterWarmup ? (atEnd - afterWarmup) / afterWarmup : undefined,
  };
}

function mb(bytes) {
  return bytes === undefined ? undefined : Math.round((bytes / 1024 / 1024) * 10) / 10;
}

function printReport({ result, memory, sessionChecks, instances, seconds, connections }) {
  if (sessionChecks.length > 0) {
    console.log("\nSessions across the two instances (each check sent to one instance directly):");
    console.table(sessionChecks);
  }
  console.log(
    `\nMixed load, ${connections} connections, ${seconds} s, ${instances} instance(s)${instances > 1 ? " behind a round-robin proxy" : ""}; ${describeMachine()}`,
  );
  console.table(routeTable(result));
  if (result.errorSamples.length > 0) console.log(`First errors:\n  ${result.errorSamples.join("\n  ")}`);
  for (const m of memory) {
    const step = Math.max(1, Math.floor(m.timeline.length / 10));
    const shown = m.timeline.filter((_, i) => i % step === 0 || i === m.timeline.length - 1);
    console.log(
      `\nServer pid ${m.pid} RSS (MB) over time: ${shown.map((s) => `${s.second}s ${s.mb}`).join(", ")}`,
    );
    const growth = m.growth === undefined ? "?" : `${(m.growth * 100).toFixed(1)}%`;
    const met = m.growth !== undefined && m.growth < RSS_GROWTH_TARGET ? "met" : "NOT met";
    console.log(
      `  after warm-up ${mb(m.afterWarmup)} MB, at the end ${mb(m.atEnd)} MB, peak ${mb(m.peak)} MB: growth ${growth} (target < 10%: ${met}); ${m.alive ? "running" : "EXITED"} at the end`,
    );
  }
  const sessionsOk = sessionChecks.every((row) => row.ok);
  console.log(
    `\nErrors: ${result.errors} (target 0: ${result.errors === 0 ? "met" : "NOT met"})${sessionChecks.length > 0 ? `; session checks across instances: ${sessionsOk ? "all passed" : "FAILED"}` : ""}`,
  );
  return result.errors === 0 && sessionsOk && memory.every((m) => m.alive);
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const report = await soak({
    seconds: Number(process.env.BENCH_SECONDS || 600),
    instances: Number(process.env.BENCH_INSTANCES || 1),
    log: (line) => console.log(line),
  });
  if (!printReport(report)) process.exitCode = 1;
}
