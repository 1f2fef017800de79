// Shared by the server benchmarks (server-lists.mjs, permissions.mjs, notice-processes.mjs): a throwaway PostgreSQL database, the
// real server started on it as its own process (apps/server/dist/main.js), a bare Hono server as the ceiling,
// and autocannon runs. Nothing here asserts; the benchmarks print what they measure.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

export const ROOT = join(import.meta.dirname, "..");
const SERVER_DIST = join(ROOT, "apps/server/dist");
/** A server that has not said it is running by then is taken as hung: it is killed and the run stops. */
const START_TIMEOUT_MS = 60_000;
/** A child that has not exited this long after SIGTERM is killed. */
const STOP_TIMEOUT_MS = 10_000;

/** Whether the module at `moduleUrl` is the script node was started with (not imported by a test). */
export function isMain(moduleUrl) {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
}

/** Stops with a clear line when the server is not built. */
export function requireServerBuild() {
  if (!existsSync(join(SERVER_DIST, "main.js")) || !existsSync(join(SERVER_DIST, "index.js"))) {
    console.log("apps/server/dist is not built: run `npm run build -w @kanya/server` first.");
    process.exit(1);
  }
}

/** BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): where throwaway databases are made. */
export function adminUrl() {
  return process.env.BENCH_DATABASE_URL?.trim() || "postgres://postgres@127.0.0.1:5432/test";
}

/** Creates an empty database next to BENCH_DATABASE_URL; `drop()` removes it (unless BENCH_KEEP=1). */
export async function createThrowawayDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await withClient(adminUrl(), (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (process.env.BENCH_KEEP === "1") {
        console.log(`(kept database ${name}: BENCH_KEEP=1)`);
        return;
      }
      await withClient(adminUrl(), (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the database with the server's own code (dist), as a first start would. */
export async function migrateAndSeedDatabase(url) {
  const { migrateAndSeed, openDatabase } = await import(join(SERVER_DIST, "index.js"));
  const db = await openDatabase({ databaseUrl: url });
  try {
    await migrateAndSeed(db);
  } finally {
    await db.destroy();
  }
}

/**
 * `count` bench users (`bench_user_<i>`, realname `测试用户<i>`), both sexes, 1 in 10 frozen, one a minute
 * back in time (bench_user_1 the newest), every one in tenant 1000; then their tenant relations.
 */
export async function insertBenchUsers(client, count) {
  await timedSql(
    client,
    `${count.toLocaleString("en")} users`,
    `insert into sys_user (id, username, realname, password, salt, sex, email, phone, org_code, status, del_flag,
       activiti_sync, work_no, user_identity, create_by, create_time)
     select md5('bench-user-' || i), 'bench_user_' || i, '测试用户' || i, 'scrypt$00', 'bench', 1 + i % 2,
       'bench' || i || '@example.com', '139' || lpad(i::text, 8, '0'), 'A01', case when i % 10 = 0 then 2 else 1 end, 0,
       1, 'B' || i, 1, 'admin', now() - make_interval(mins => i)
     from generate_series(1, ${count}) as i`,
  );
  await timedSql(
    client,
    "their tenant relations",
    `insert into sys_user_tenant (id, user_id, tenant_id, status)
     select md5('bench-user-tenant-' || i), md5('bench-user-' || i), 1000, '1' from generate_series(1, ${count}) as i`,
  );
}

/** Runs SQL and prints how long it took. */
export async function timedSql(client, label, text) {
  const started = performance.now();
  await client.query(text);
  console.log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Starts `node apps/server/dist/main.js` on a free loopback port: on PostgreSQL (`databaseUrl`) or, with
 * `{ dataDir }` and no URL, on the embedded PGlite. `pid` tells processes apart when a benchmark starts
 * several; instances that must accept each other's tokens share `tokenSecret`; `nodeArgs` go before the
 * script (e.g. `--cpu-prof`); `env` adds variables; `consoleDir` serves a console build. `stop()` ends it cleanly, `kill()` with SIGKILL (a crash), `rssBytes()`
 * reads its resident memory.
 */
export async function startRealServer(databaseUrl, options = {}) {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), join(SERVER_DIST, "main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "",
      DATABASE_URL: databaseUrl ?? "",
      DATA_DIR: options.dataDir ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      TOKEN_SECRET: options.tokenSecret ?? randomBytes(32).toString("base64url"),
      CONSOLE_DIR: options.consoleDir ?? join(ROOT, "bench", ".no-console"),
      LOGIN_CAPTCHA: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Everything the server prints, its last 20,000 characters: the start line, and errors for reports.
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let timer;
  const base = await new Promise((resolve, reject) => {
    const onData = () => {
      const match = /Kanya is running at (http:\/\/\S+?)\/? /.exec(output);
      if (!match) return;
      child.stdout.off("data", onData);
      resolve(`${match[1]}/jeecg-boot`);
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
  }).finally(() => clearTimeout(timer));
  child.removeAllListeners("exit");
  return {
    base,
    pid: child.pid,
    stop: () => stopChild(child),
    kill: () => killChild(child),
    rssBytes: () => residentBytes(child.pid),
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
  };
}

/** SIGKILL, as a crash or the OOM killer would; resolves when the process is gone. */
function killChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

/** Resident set size of a process (Linux /proc), or undefined when it is gone. */
export function residentBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** SIGTERM, then SIGKILL if the child lingers; resolves at once when it has already exited. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** A bare Hono route in its own process: the ceiling of what this machine serves over HTTP. */
export async function startBareHono() {
  const code = `
    import { serve } from "@hono/node-server";
    import { Hono } from "hono";
    const app = new Hono();
    app.get("/bare", (c) => c.json({ success: true, message: "", code: 0, result: { records: [], total: 0 }, timestamp: Date.now() }));
    serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log("bare " + info.port));
  `;
  const { child, port } = await startListeningChild(["--input-type=module", "-e", code], "bare", {
    cwd: join(ROOT, "apps/server"),
  });
  return { url: `http://127.0.0.1:${port}/bare`, stop: () => stopChild(child) };
}

/**
 * The list ceiling (list-ceiling-server.mjs) in its own process on the database: `urlOf(name)` is the
 * endpoint running query `name` of `queries` ({ name: { text, values, count } }).
 */
export async function startListCeiling(databaseUrl, queries) {
  const script = join(ROOT, "bench", "list-ceiling-server.mjs");
  const { child, port } = await startListeningChild(
    [script, databaseUrl, JSON.stringify(queries)],
    "ceiling",
    {},
  );
  return { urlOf: (name) => `http://127.0.0.1:${port}/ceiling/${name}`, stop: () => stopChild(child) };
}

/** Spawns node with `args` and waits for the line `<label> <port>` it prints once it listens. */
async function startListeningChild(args, label, options) {
  const child = spawn(process.execPath, args, { ...options, stdio: ["ignore", "pipe", "inherit"] });
  const pattern = new RegExp(`${label} (\\d+)`);
  const port = await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      const match = pattern.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (exitCode) => reject(new Error(`${label} server exited (${exitCode})`)));
  });
  child.removeAllListeners("exit");
  return { child, port };
}

/** Signs in over HTTP and returns the token. */
export async function signIn(base, username, password) {
  return (await signInSession(base, username, password)).token;
}

/** Signs in over HTTP: the token, the user's id and their first tenant (0 when they have none). */
export async function signInSession(base, username, password) {
  const res = await fetch(`${base}/sys/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Version": "v3" },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`sign-in of ${username} failed: ${body.message}`);
  const { token, userInfo, tenantList } = body.result;
  return { token, userId: userInfo.id, tenantId: tenantList?.[0]?.id ?? 0 };
}

/** One request, to show what a run measures (and to fail loudly when the endpoint does not answer). */
export async function probe(url, headers) {
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (!body.success) throw new Error(`${url} answered ${res.status}: ${body.message}`);
  return body;
}

/** autocannon at `connections` for `seconds` after a short warm-up; latency in ms, requests per second. */
export async function load(url, headers, { connections = 50, seconds = 10, warmup = 2 } = {}) {
  await autocannon({ url, headers, connections, duration: warmup });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Latency percentiles (ms) of a sorted sample. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Cores and load: figures from a busy machine are not comparable with those of an idle one. */
export function describeMachine() {
  const [one, five] = loadavg();
  return `${cpus().length} cores, load average ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min)`;
}
