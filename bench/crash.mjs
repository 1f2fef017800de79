// Crash: kill -9 the server in the middle of a stream of writes, restart it on the same data, and count
// the writes it had acknowledged (answered success: true) that are gone (target 0). Runs on a throwaway
// PostgreSQL database and on the embedded PGlite (DATA_DIR in a temporary folder). The writes add
// dictionary items and roles with values no other write uses, from 16 concurrent clients; the kill comes
// after BENCH_WRITES acknowledged writes (default 2,000), while requests are still in flight. Run
// `npm run build -w @kanya/server` first. PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), the throwaway database is dropped at the end.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expectSuccess, prepareWorkload, request } from "./mixed-load.mjs";
import {
  createThrowawayDatabase,
  describeMachine,
  isMain,
  migrateAndSeedDatabase,
  requireServerBuild,
  signIn,
  startRealServer,
} from "./server-support.mjs";

const CONCURRENCY = 16;
const PAGE_SIZE = 1000;

/** Where the data lives, for `backend` "postgres" or "pglite"; `start()` starts a server on it. */
async function openStore(backend) {
  if (backend === "postgres") {
    const database = await createThrowawayDatabase("kanya_bench_crash");
    await migrateAndSeedDatabase(database.url);
    return {
      describe: `PostgreSQL ${database.name}`,
      start: () => startRealServer(database.url),
      dispose: database.drop,
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), "kanya-crash-pglite-"));
  return {
    describe: `PGlite at ${dataDir}`,
    start: () => startRealServer(undefined, { dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * One crash on `backend`: the kill comes after `writes` acknowledged writes. Returns the counts:
 * acknowledged, missing after the restart, and present though never acknowledged (in flight at the kill).
 */
export async function crash({ backend, writes = 2000, log = () => {} }) {
  const store = await openStore(backend);
  let server;
  try {
    log(`${store.describe}: starting the server`);
    server = await start(store);
    const context = await prepareWorkload(server.base, server.headers);
    const acknowledged = [];
    const attempted = [];
    let counter = 0;
    let killed;
    const writer = async () => {
      while (!killed) {
        const n = counter++;
        // Two kinds of writes: items of the dictionary (most), and every fifth a role.
        const write =
          n % 5 === 4
            ? { kind: "role", key: `crash_${context.run}_${n}`, path: "/sys/role/add" }
            : { kind: "item", key: `c${context.run}${n}`, path: "/sys/dictItem/add" };
        const body =
          write.kind === "role"
            ? { roleName: "崩溃测试", roleCode: write.key }
            : { dictId: context.dictId, itemText: `崩溃 ${n}`, itemValue: write.key, sortOrder: 1 };
        attempted.push(write);
        const outcome = await request(server.base, server.headers, "POST", write.path, body);
        if (outcome.success) {
          acknowledged.push(write);
          if (acknowledged.length >= writes && !killed) killed = server.kill();
        } else if (!killed) {
          throw new Error(`write refused before the kill: ${outcome.error ?? outcome.message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, writer));
    await killed;
    log(`  killed (SIGKILL) after ${acknowledged.length} acknowledged writes; restarting`);

    const restartStarted = performance.now();
    server = await start(store);
    const restartSeconds = (performance.now() - restartStarted) / 1000;
    const present = new Set([
      ...(await allValues(server, `/sys/dictItem/list?dictId=${context.dictId}`, (r) => r.itemValue)),
      ...(await allValues(server, `/sys/role/list?roleCode=crash_${context.run}_*`, (r) => r.roleCode)),
    ]);
    const missing = acknowledged.filter((write) => !present.has(write.key));
    const acknowledgedKeys = new Set(acknowledged.map((write) => write.key));
    const unacknowledgedPresent = attempted.filter((w) => !acknowledgedKeys.has(w.key) && present.has(w.key));
    return {
      backend: store.describe.split(" ")[0],
      acknowledged: acknowledged.length,
      missing: missing.length,
      missingSample: missing.slice(0, 5).map((write) => write.key),
      inFlightAtKill: attempted.length - acknowledged.length,
      inFlightKept: unacknowledgedPresent.length,
      restartSeconds,
    };
  } finally {
    await server?.stop();
    await store.dispose();
  }
}

/** Starts a server on the store and signs in as admin: `{ ...server, headers }`. */
async function start(store) {
  const server = await store.start();
  const token = await signIn(server.base, "admin", "123456");
  return { ...server, headers: { "X-Access-Token": token, "X-Tenant-Id": "1000", "tenant-id": "1000" } };
}

/** Every record of a list, page by page, mapped to one value. */
async function allValues(server, path, value) {
  const values = [];
  for (let page = 1; ; page++) {
    const body = await expectSuccess(
      server.base,
      server.headers,
      "GET",
      `${path}&pageSize=${PAGE_SIZE}&pageNo=${page}`,
    );
    values.push(...body.result.records.map(value));
    if (body.result.records.length < PAGE_SIZE) return values;
  }
}

if (isMain(import.meta.url)) {
  requireServerBuild();
  const writes = Number(process.env.BENCH_WRITES || 2000);
  const rows = [];
  for (const backend of ["postgres", "pglite"]) {
    const r = await crash({ backend, writes, log: (line) => console.log(line) });
    rows.push({
      database: r.backend,
      "acknowledged writes": r.acknowledged,
      "missing after restart": r.missing,
      "target 0": r.missing === 0 ? "met" : "NOT met",
      "in flight at the kill": r.inFlightAtKill,
      "of those, kept": r.inFlightKept,
      "restart s": Math.round(r.restartSeconds * 10) / 10,
    });
    if (r.missing > 0) console.log(`  missing, e.g.: ${r.missingSample.join(", ")}`);
  }
  console.log(`\nkill -9 during ${CONCURRENCY} concurrent writers; ${describeMachine()}`);
  console.table(rows);
  if (rows.some((row) => row["missing after restart"] > 0)) process.exitCode = 1;
}
