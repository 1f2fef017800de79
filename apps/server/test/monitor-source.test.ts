import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { MonitorSource } from "../src/modules/monitor";
import type { DatabaseSnapshot } from "../src/modules/monitor/database-info";
import type { HttpSnapshot, TracedRequest } from "../src/modules/monitor/http-stats";
import type { RuntimeSnapshot } from "../src/modules/monitor/runtime-stats";
import type { DiskUsage, SystemSnapshot } from "../src/modules/monitor/system-info";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field and checked
type Json = any;

// Figures no real reader could give (a Node version that never shipped, a host nobody names so), so an answer
// carrying them came from the injected source.
const system: SystemSnapshot = {
  hostname: "injected-host",
  os: { type: "Linux", platform: "linux", release: "0.0.0-injected", arch: "x64" },
  cpu: { model: "Injected CPU", count: 3, load: [0.3, 0.2, 0.1], usage: 0.1 },
  memory: { total: 8_000, free: 3_000, used: 5_000 },
  uptimeSeconds: 1_234,
  processUptimeSeconds: 567,
  nodeVersion: "v0.0.0-injected",
};
const runtime: RuntimeSnapshot = {
  nodeVersion: "v0.0.0-injected",
  v8Version: "0.0.0-injected",
  pid: 4_242,
  uptimeSeconds: 567,
  heapUsed: 11_111,
  heapTotal: 22_222,
  heapLimit: 99_999,
  rss: 33_333,
  external: 444,
  arrayBuffers: 55,
  eventLoopDelay: { p50Ms: 20.1, p99Ms: 21.7, maxMs: 40.2 },
  gc: { count: 7, totalMs: 12.5, maxMs: 4.25, recent: [{ kind: "minor", ms: 1.5 }] },
  activeHandles: 2,
  activeResources: { TCPServerWrap: 1, Timeout: 1 },
};
const http: HttpSnapshot = {
  requestsPerSecond: 7.25,
  total: 9_876,
  statusMix: { "2xx": 9_000, "3xx": 6, "4xx": 850, "5xx": 20 },
  p50Ms: 3.5,
  p99Ms: 88.8,
  maxMs: 401.5,
  inFlight: 2,
  openConnections: 5,
  sampleCount: 1_000,
};
const trace: TracedRequest[] = [
  {
    timestamp: "2026-01-05T09:29:58.000Z",
    method: "GET",
    path: "/jeecg-boot/injected/path?pageNo",
    status: 200,
    timeTaken: 12.5,
    username: "injected-user",
  },
];
const disk: DiskUsage[] = [
  {
    name: "data",
    path: "/injected/data",
    total: 1_000,
    free: 600,
    used: 400,
    usedPercent: 40,
    fsType: "0xef53",
  },
];
const database: DatabaseSnapshot = {
  version: "PostgreSQL 0.0 injected",
  embedded: false,
  connections: 17,
  sizeBytes: 123_456,
  cacheHitRatio: 0.9876,
  locks: 3,
  slowStatements: {
    available: true,
    rows: [{ query: "select $1 from injected", calls: 10, meanMs: 5.5, totalMs: 55 }],
  },
};

describe.each(backends)("monitoring from an injected source on $name", (backend) => {
  beforeAll(() => backend.db(), 180_000);

  const setup = async (monitor: Partial<MonitorSource>) => {
    const db = await backend.db();
    const app = createApp({ db, redisUrl: null, monitor });
    const token = await signIn(app, "admin");
    const get = async (path: string): Promise<Json> =>
      (await rawRequest(app, path, { headers: { "X-Access-Token": token } })).json();
    return { app, token, get };
  };

  it("answers every monitoring route, in Kanya's and JeecgBoot's shapes, from the readers it is given", async () => {
    const commands: string[][] = [];
    const { app, token, get } = await setup({
      system: () => system,
      runtime: () => runtime,
      http: () => http,
      trace: () => trace,
      disk: async () => disk,
      database: async () => database,
      redis: {
        info: async () => ({
          entries: [{ key: "redis_version", value: "0.0.0-injected" }],
          dbSize: 321,
          usedMemory: 65_536,
          version: "0.0.0-injected",
        }),
        command: async (command) => {
          commands.push([...command]);
          return "injected reply";
        },
      },
    });

    expect((await get("/sys/monitor/system")).result).toEqual({ ...system, database });
    expect((await get("/sys/monitor/runtime")).result).toEqual(runtime);
    expect((await get("/sys/monitor/http")).result).toEqual(http);
    expect((await get("/sys/monitor/trace")).result).toEqual(trace);
    expect((await get("/sys/monitor/disk")).result).toEqual(disk);
    expect((await get("/sys/monitor/database")).result).toEqual(database);
    expect((await get("/sys/monitor/redis")).result).toEqual({
      configured: true,
      entries: [{ key: "redis_version", value: "0.0.0-injected" }],
      dbSize: 321,
      usedMemory: 65_536,
      version: "0.0.0-injected",
    });
    const reply = await inProcessClient(app, { token }).post<{ command: string; reply: unknown }>(
      "/sys/monitor/redis/command",
      { command: 'get "a key"' },
    );
    expect(reply.result).toEqual({ command: "GET", reply: "injected reply" });
    expect(commands).toEqual([["GET", "a key"]]);

    // JeecgBoot's shapes read the same readers.
    expect((await get("/actuator/metrics/jvm.memory.used")).measurements).toEqual([
      { statistic: "VALUE", value: runtime.heapUsed },
    ]);
    expect((await get("/actuator/metrics/system.cpu.count")).measurements[0].value).toBe(3);
    expect((await get("/actuator/metrics/tomcat.global.error")).measurements[0].value).toBe(20);
    expect((await get("/actuator/httptrace")).traces).toEqual([
      {
        timestamp: "2026-01-05T09:29:58.000Z",
        principal: { name: "injected-user" },
        request: { method: "GET", uri: "/jeecg-boot/injected/path?pageNo", headers: {}, remoteAddress: null },
        response: { status: 200, headers: {} },
        timeTaken: 13,
      },
    ]);
    expect((await get("/sys/actuator/redis/keysSize")).dbSize).toBe(321);
    expect((await get("/sys/actuator/redis/queryDiskInfo")).result).toEqual([
      { name: "data", max: 1_000, rest: 600, restPPT: 40 },
    ]);
  });

  it("keeps the real readers for what it is not given", async () => {
    const { get } = await setup({ runtime: () => runtime });
    expect((await get("/sys/monitor/runtime")).result.nodeVersion).toBe("v0.0.0-injected");
    const real = (await get("/sys/monitor/system")).result;
    expect(real.nodeVersion).toBe(process.version);
    expect(real.database.version).toMatch(/PostgreSQL/);
    // The app's own request counters: the sign-in and the two reads above are counted.
    expect((await get("/sys/monitor/http")).result.total).toBeGreaterThanOrEqual(3);
    expect((await get("/sys/monitor/redis")).result.configured).toBe(false);
  });
});
