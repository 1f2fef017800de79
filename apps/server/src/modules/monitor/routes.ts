import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { errorWithCode, ok } from "../../http/result";
import { get, post, type RouteSpec } from "../../http/routes";
import { actuatorMetric, type MetricSources } from "./actuator";
import { databaseSnapshot } from "./database-info";
import type { HttpStats } from "./http-stats";
import { parseCommand, parseInfo, runRedisCommand } from "./redis";
import { runtimeSnapshot } from "./runtime-stats";
import { diskUsage, systemSnapshot } from "./system-info";

export const REDIS_NOT_CONFIGURED = "未配置 Redis（REDIS_URL）";

export interface MonitorDeps {
  db: Kysely<Database>;
  http: HttpStats;
  /** The folders whose disks 磁盘监控 shows. */
  folders: () => { name: string; path: string }[];
  /** `REDIS_URL`, when configured; never shown in an answer. */
  redisUrl?: string | null;
  clock?: () => Date;
}

/**
 * Monitoring for administrators: Kanya's own JSON under `/sys/monitor/*`, and the same figures in the shapes
 * JeecgBoot's monitor pages read (`/actuator/metrics/{name}`, `/actuator/httptrace`, `/sys/actuator/redis/*`).
 * No answer carries an environment variable, a secret or a connection string.
 */
export function monitorRoutes(deps: MonitorDeps): RouteSpec[] {
  const view = permission(PERMISSION_CODES.monitor.view);
  const clock = deps.clock ?? (() => new Date());
  const redisUrl = deps.redisUrl?.trim() || null;
  let lastCpu = { at: performance.now(), usage: process.cpuUsage() };

  const processCpuUsage = () => {
    const at = performance.now();
    const usage = process.cpuUsage();
    const elapsedMs = at - lastCpu.at;
    const cpuMs = (usage.user - lastCpu.usage.user + usage.system - lastCpu.usage.system) / 1000;
    lastCpu = { at, usage };
    return elapsedMs > 0 ? Math.min(1, Math.round((cpuMs / elapsedMs) * 1000) / 1000) : 0;
  };
  const sources = (): MetricSources => ({
    system: systemSnapshot(),
    runtime: runtimeSnapshot(),
    http: deps.http.snapshot(),
    processCpuUsage: processCpuUsage(),
    processStartSeconds: Math.round(Date.now() / 1000 - process.uptime()),
  });
  const redisInfo = async () => {
    if (!redisUrl) return null;
    const info = String(await runRedisCommand(redisUrl, ["INFO"]));
    const dbSize = Number(await runRedisCommand(redisUrl, ["DBSIZE"]));
    const entries = parseInfo(info);
    const field = (key: string) => entries.find((e) => e.key === key)?.value ?? null;
    return {
      entries,
      dbSize,
      usedMemory: Number(field("used_memory") ?? 0),
      version: field("redis_version"),
    };
  };
  const redisFailure = (error: unknown) =>
    errorWithCode(500, error instanceof Error ? error.message : "Redis 出错");

  return [
    get("/sys/monitor/system", view, async (c) =>
      c.json(ok({ ...systemSnapshot(), database: await databaseSnapshot(deps.db) })),
    ),
    get("/sys/monitor/disk", view, async (c) => c.json(ok(await diskUsage(deps.folders())))),
    get("/sys/monitor/runtime", view, (c) => c.json(ok(runtimeSnapshot()))),
    get("/sys/monitor/http", view, (c) => c.json(ok(deps.http.snapshot()))),
    get("/sys/monitor/trace", view, (c) => c.json(ok(deps.http.traces()))),
    get("/sys/monitor/database", view, async (c) => c.json(ok(await databaseSnapshot(deps.db)))),
    get("/sys/monitor/redis", view, async (c) => {
      if (!redisUrl) return c.json(ok({ configured: false as const, message: REDIS_NOT_CONFIGURED }));
      try {
        return c.json(ok({ configured: true as const, ...(await redisInfo()) }));
      } catch (error) {
        return c.json(redisFailure(error));
      }
    }),
    post("/sys/monitor/redis/command", view, async (c) => {
      const body = await readJsonObject(c);
      const parsed = parseCommand(typeof body.command === "string" ? body.command : "");
      if (!parsed.ok) return c.json(errorWithCode(400, parsed.message));
      if (!redisUrl) return c.json(errorWithCode(500, REDIS_NOT_CONFIGURED));
      try {
        return c.json(
          ok({ command: parsed.name, reply: await runRedisCommand(redisUrl, [parsed.name, ...parsed.args]) }),
        );
      } catch (error) {
        return c.json(redisFailure(error));
      }
    }),
    // JeecgBoot's shapes.
    get("/actuator/metrics/:name", view, (c) => {
      const metric = actuatorMetric(c.req.param("name") ?? "", sources());
      return metric ? c.json(metric) : c.json({ status: 404, error: "Not Found", path: c.req.path }, 404);
    }),
    get("/actuator/httptrace", view, (c) =>
      c.json({
        traces: deps.http.traces().map((t) => ({
          timestamp: t.timestamp,
          principal: t.username ? { name: t.username } : null,
          request: { method: t.method, uri: t.path, headers: {}, remoteAddress: null },
          response: { status: t.status, headers: {} },
          timeTaken: Math.round(t.timeTaken),
        })),
      }),
    ),
    get("/sys/actuator/redis/info", view, async (c) => {
      if (!redisUrl) return c.json(errorWithCode(500, REDIS_NOT_CONFIGURED));
      try {
        const info = await redisInfo();
        return c.json(ok(info?.entries.map((e) => ({ ...e, description: "" })) ?? []));
      } catch (error) {
        return c.json(redisFailure(error));
      }
    }),
    get("/sys/actuator/redis/keysSize", view, async (c) => {
      if (!redisUrl) return c.json(errorWithCode(500, REDIS_NOT_CONFIGURED));
      try {
        return c.json({ dbSize: (await redisInfo())?.dbSize ?? 0, create_time: clock().getTime() });
      } catch (error) {
        return c.json(redisFailure(error));
      }
    }),
    get("/sys/actuator/redis/memoryInfo", view, async (c) => {
      if (!redisUrl) return c.json(errorWithCode(500, REDIS_NOT_CONFIGURED));
      try {
        return c.json({ used_memory: (await redisInfo())?.usedMemory ?? 0, create_time: clock().getTime() });
      } catch (error) {
        return c.json(redisFailure(error));
      }
    }),
    get("/sys/actuator/redis/queryDiskInfo", view, async (c) =>
      c.json(
        ok(
          (await diskUsage(deps.folders())).map((d) => ({
            name: d.name,
            max: d.total ?? 0,
            rest: d.free ?? 0,
            restPPT: Math.round(d.usedPercent ?? 0),
          })),
        ),
      ),
    ),
  ];
}
