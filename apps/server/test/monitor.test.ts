import { createServer } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { AppEnv } from "../src/http/env";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { createHttpStats, REDIS_NOT_CONFIGURED } from "../src/modules/monitor";
import { pathWithoutQueryValues } from "../src/modules/monitor/http-stats";
import { parseCommand, parseInfo } from "../src/modules/monitor/redis";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { grantedClient } from "./support/granted-user";

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field and checked
type Json = any;

const SECRET_PATTERNS = [
  /postgres(ql)?:\/\//i,
  /password/i,
  /TOKEN_SECRET/,
  /SIGNATURE_SECRET/,
  /redis:\/\//i,
];

describe.each(backends)("monitoring on $name", (backend) => {
  // Migrating and seeding the shared database is slow on a busy machine.
  beforeAll(() => backend.db(), 180_000);

  const setup = async (options: { redisUrl?: string | null } = {}) => {
    const db = await backend.db();
    const app = createApp({ db, redisUrl: options.redisUrl ?? null });
    const token = await signIn(app, "admin");
    const get = async (path: string) => {
      const res = await rawRequest(app, path, { headers: { "X-Access-Token": token } });
      const text = await res.text();
      return { status: res.status, text, body: JSON.parse(text) as Json };
    };
    return { db, app, token, get };
  };

  it("answers system, runtime, database and disk figures to the administrator, with no secret in them", async () => {
    const { get } = await setup();
    const system = await get("/sys/monitor/system");
    expect(system.body.success).toBe(true);
    expect(system.body.result.nodeVersion).toBe(process.version);
    expect(system.body.result.cpu.count).toBeGreaterThan(0);
    expect(system.body.result.memory.total).toBeGreaterThan(0);
    expect(system.body.result.database.version).toMatch(/PostgreSQL/);
    expect(system.body.result.database.sizeBytes).toBeGreaterThan(0);

    const runtime = await get("/sys/monitor/runtime");
    expect(runtime.body.result.heapUsed).toBeGreaterThan(0);
    expect(runtime.body.result.heapLimit).toBeGreaterThan(runtime.body.result.heapUsed);
    expect(runtime.body.result.rss).toBeGreaterThan(0);
    expect(runtime.body.result.activeHandles).toBeGreaterThanOrEqual(0);
    expect(runtime.body.result).toHaveProperty("eventLoopDelay.p99Ms");

    const database = await get("/sys/monitor/database");
    const slow = database.body.result.slowStatements;
    if (!slow.available) expect(slow.reason).toMatch(/pg_stat_statements/);

    const disk = await get("/sys/monitor/disk");
    expect(disk.body.result.map((d: { name: string }) => d.name)).toEqual(["data", "upload"]);
    expect(disk.body.result[0].total).toBeGreaterThan(0);
    expect(disk.body.result[0].usedPercent).toBeGreaterThanOrEqual(0);
    const diskInfo = await get("/sys/actuator/redis/queryDiskInfo");
    expect(diskInfo.body.result[0]).toEqual(
      expect.objectContaining({ name: "data", restPPT: expect.any(Number) }),
    );

    for (const answer of [system, runtime, database, disk]) {
      for (const pattern of SECRET_PATTERNS) expect(answer.text).not.toMatch(pattern);
    }
  });

  it("counts requests and traces the last ones without query values", async () => {
    const { get } = await setup();
    await get("/sys/user/list?username=secret-value&pageNo=1");
    const trace = await get("/sys/monitor/trace");
    const listed = trace.body.result.find((t: { path: string }) =>
      t.path.startsWith("/jeecg-boot/sys/user/list"),
    );
    expect(listed).toEqual(
      expect.objectContaining({
        method: "GET",
        path: "/jeecg-boot/sys/user/list?username&pageNo",
        status: 200,
      }),
    );
    expect(listed.username).toBe("admin");
    expect(trace.text).not.toContain("secret-value");

    const http = await get("/sys/monitor/http");
    expect(http.body.result.total).toBeGreaterThanOrEqual(2);
    expect(http.body.result.statusMix["2xx"]).toBeGreaterThanOrEqual(2);
    expect(http.body.result.p50Ms).toBeGreaterThanOrEqual(0);
    expect(http.body.result.p99Ms).toBeGreaterThanOrEqual(http.body.result.p50Ms);

    const actuatorTrace = await get("/actuator/httptrace");
    expect(actuatorTrace.body.traces[0]).toEqual(
      expect.objectContaining({
        request: expect.objectContaining({ method: "GET" }),
        response: expect.objectContaining({ status: 200 }),
      }),
    );
    expect(actuatorTrace.text).not.toContain("secret-value");
  });

  it("serves JeecgBoot's actuator metrics raw, mapped to Node's figures, and 404 for an unknown name", async () => {
    const { get } = await setup();
    const cpu = await get("/actuator/metrics/system.cpu.count");
    expect(cpu.status).toBe(200);
    expect(cpu.body).toEqual(
      expect.objectContaining({
        name: "system.cpu.count",
        measurements: [{ statistic: "VALUE", value: expect.any(Number) }],
      }),
    );
    const heap = await get("/actuator/metrics/jvm.memory.used");
    expect(heap.body.baseUnit).toBe("bytes");
    expect(heap.body.measurements[0].value).toBeGreaterThan(0);
    for (const name of [
      "process.uptime",
      "jvm.memory.max",
      "jvm.gc.pause",
      "tomcat.global.request",
      "tomcat.threads.busy",
    ]) {
      expect((await get(`/actuator/metrics/${name}`)).status).toBe(200);
    }
    expect((await get("/actuator/metrics/jvm.classes.loaded")).status).toBe(404);
  });

  it("says Redis is not configured, and the terminal refuses writes before anything else", async () => {
    const { app, token, get } = await setup();
    const redis = await get("/sys/monitor/redis");
    expect(redis.body.result).toEqual({ configured: false, message: REDIS_NOT_CONFIGURED });
    for (const path of [
      "/sys/actuator/redis/info",
      "/sys/actuator/redis/keysSize",
      "/sys/actuator/redis/memoryInfo",
    ]) {
      const answer = await get(path);
      expect(answer.body).toEqual(expect.objectContaining({ success: false, message: REDIS_NOT_CONFIGURED }));
    }
    const client = inProcessClient(app, { token });
    const refused = await client.post<unknown>("/sys/monitor/redis/command", { command: "FLUSHALL" });
    expect(refused.success).toBe(false);
    expect(refused.message).toContain("不允许的命令：FLUSHALL");
    const unconfigured = await client.post<unknown>("/sys/monitor/redis/command", { command: "GET a" });
    expect(unconfigured.message).toBe(REDIS_NOT_CONFIGURED);
  });

  it("refuses every monitoring route to a user without the monitoring right", async () => {
    const { app, db } = await setup();
    const { token } = await grantedClient(app, db, [PERMISSION_CODES.user.list]);
    for (const path of [
      "/sys/monitor/system",
      "/sys/monitor/runtime",
      "/sys/monitor/trace",
      "/sys/monitor/redis",
      "/actuator/metrics/jvm.memory.used",
      "/actuator/httptrace",
      "/sys/actuator/redis/info",
    ]) {
      const res = await rawRequest(app, path, { headers: { "X-Access-Token": token } });
      const body = (await res.json()) as { success?: boolean; result?: unknown; traces?: unknown };
      expect(body.success, path).not.toBe(true);
      expect(body.traces, path).toBeUndefined();
    }
    const anonymous = await rawRequest(app, "/actuator/httptrace");
    expect(((await anonymous.json()) as { traces?: unknown }).traces).toBeUndefined();
  });
});

describe("monitoring helpers", () => {
  it("keeps query names and drops their values", () => {
    expect(pathWithoutQueryValues("http://x/a/b?token=abc&x=1&x=2")).toBe("/a/b?token&x");
    expect(pathWithoutQueryValues("http://x/a")).toBe("/a");
  });

  it("allows only read-only Redis commands", () => {
    expect(parseCommand('get  "a key"')).toEqual({ ok: true, name: "GET", args: ["a key"] });
    expect(parseCommand("scan 0 match user:*")).toEqual({
      ok: true,
      name: "SCAN",
      args: ["0", "match", "user:*"],
    });
    for (const line of ["SET a 1", "DEL a", "CONFIG GET *", "FLUSHDB", "EVAL x 0", "KEYS *", ""]) {
      expect(parseCommand(line).ok, line).toBe(false);
    }
    expect(parseCommand("INFO clients").ok).toBe(false);
  });

  it("reads INFO without configuration lines", () => {
    const entries = parseInfo(
      "# Server\r\nredis_version:7.2.0\r\nconfig_file:/etc/redis.conf\r\nused_memory:1024\r\n",
    );
    expect(entries).toEqual([
      { key: "redis_version", value: "7.2.0" },
      { key: "used_memory", value: "1024" },
    ]);
  });

  it("reports p50/p99 from the ring and requests per second over the last minute", async () => {
    let now = 1_000_000;
    const stats = createHttpStats(() => now);
    expect(stats.snapshot()).toEqual(
      expect.objectContaining({ total: 0, p50Ms: null, requestsPerSecond: 0 }),
    );
    const app = new Hono<AppEnv>();
    app.use("*", stats.middleware);
    app.get("/ok", (c) => c.text("ok"));
    app.get("/missing", (c) => c.text("no", 404));
    for (let i = 0; i < 5; i++) await app.request("/ok?q=1");
    await app.request("/missing");
    now += 61_000;
    await app.request("/ok");
    const snapshot = stats.snapshot();
    expect(snapshot).toEqual(expect.objectContaining({ total: 7, inFlight: 0, sampleCount: 7 }));
    expect(snapshot.statusMix).toEqual({ "2xx": 6, "3xx": 0, "4xx": 1, "5xx": 0 });
    // Only the last request finished within the last minute.
    expect(snapshot.requestsPerSecond).toBe(0.02);
    expect(snapshot.p99Ms).toBeGreaterThanOrEqual(snapshot.p50Ms ?? 0);
    expect(stats.traces().map((t) => t.path)).toEqual(["/ok", "/missing", ...Array(5).fill("/ok?q")]);
  });
});

describe("the HTTP page's open connections", () => {
  it("counts the server's sockets, idle ones too, and none when no server is watched", async () => {
    const stats = createHttpStats();
    expect(stats.snapshot().openConnections).toBeNull();
    const server = createServer((_req, res) => res.end("ok"));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    stats.watchConnections(server);
    expect(stats.snapshot().openConnections).toBe(0);
    const { port } = server.address() as AddressInfo;
    const open = () =>
      new Promise<Socket>((done) => {
        const socket = connect(port, "127.0.0.1", () => done(socket));
      });
    const [a, b] = await Promise.all([open(), open()]);
    await expect.poll(() => stats.snapshot().openConnections).toBe(2);
    a.destroy();
    await expect.poll(() => stats.snapshot().openConnections).toBe(1);
    b.destroy();
    await expect.poll(() => stats.snapshot().openConnections).toBe(0);
    await new Promise<void>((done) => server.close(() => done()));
  });
});
