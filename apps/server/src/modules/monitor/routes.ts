import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { errorWithCode, ok } from "../../http/result";
import { get, post, type RouteSpec } from "../../http/routes";
import { actuatorMetric, type MetricSources } from "./actuator";
import type { HttpStats } from "./http-stats";
import { parseCommand } from "./redis";
import { liveMonitorSource, type MonitorSource, withGivenReaders } from "./source";

export const REDIS_NOT_CONFIGURED = "未配置 Redis（REDIS_URL）";

export interface MonitorDeps {
  db: Kysely<Database>;
  http: HttpStats;
  /** The folders whose disks 磁盘监控 shows. */
  folders: () => { name: string; path: string }[];
  /** `REDIS_URL`, when configured; never shown in an answer. */
  redisUrl?: string | null;
  clock?: () => Date;
  /** Readers to use in place of the real ones (fixed snapshots for the visual baselines); the rest stay real. */
  source?: Partial<MonitorSource>;
}

/**
 * Monitoring for administrators: Kanya's own JSON under `/sys/monitor/*`, and the same figures in the shapes
 * JeecgBoot's monitor pages read (`/actuator/metrics/{name}`, `/actuator/httptrace`, `/sys/actuator/redis/*`).
 * No answer carries an environment variable, a secret or a connection string.
 */
export function monitorRoutes(deps: MonitorDeps): RouteSpec[] {
  const view = permission(PERMISSION_CODES.monitor.view);
  const clock = deps.clock ?? (() => new Date());
  const source = withGivenReaders(
    liveMonitorSource({
      db: deps.db,
      http: deps.http,
      folders: deps.folders,
      redisUrl: deps.redisUrl?.trim() || null,
    }),
    deps.source,
  );
  const redis = source.redis;
  let lastCpu = { at: performance.now(), usage: process.cpuUsage() };

  const processCpuUsage = () => {
    const at = performance.now();
    const usage = process.cpuUsage();
    const elapsedMs = at - lastCpu.at;
    const cpuMs = (usage.user - lastCpu.usage.user + usage.system - lastCpu.usage.system) / 1000;
    lastCpu = { at, usage };
    return elapsedMs > 0 ? Math.min(1, Math.round((cpuMs / elapsedMs) * 1000) / 1000) : 0;
  };
  const sources = (): MetricSources => {
    const runtime = source.runtime();
    return {
      system: source.system(),
      runtime,
      http: source.http(),
      processCpuUsage: processCpuUsage(),
      processStartSeconds: Math.round(Date.now() / 1000 - runtime.uptimeSeconds),
    };
  };
  const redisFailure = (error: unknown) =>
    errorWithCode(500, error instanceof Error ? error.message : "Redis 出错");

  return [
    get("/sys/monitor/system", view, async (c) =>
      c.json(ok({ ...source.system(), database: await source.database() })),
    ),
    get("/sys/monitor/disk", view, async (c) => c.json(ok(await source.disk()))),
    get("/sys/monitor/runtime", view, (c) => c.json(ok(source.runtime()))),
    get("/sys/monitor/http", view, (c) => c.json(ok(source.http()))),
    get("/sys/monitor/trace", view, (c) => c.json(ok(source.trace()))),
    get("/sys/monitor/database", view, async (c) => c.json(ok(await source.database()))),
    get("/sys/monitor/redis", view, async (c) => {
      if (!redis) return c.json(ok({ configured: false as const, message: REDIS_NOT_CONFIGURED }));
      try {
        return c.json(ok({ configured: true as const, ...(await redis.info()) }));
      } catch (error) {
        return c.json(redisFailure(error));
      }
    }),
    post("/sys/monitor/redis/command", view, async (c) => {
      const body = await readJsonObject(c);
      const parsed = parseCommand(typeof body.command === "string" ? body.command : "");
      if (!parsed.ok) return c.json(errorWithCode(400, parsed.message));
      if (!redis) return c.json(errorWithCode(500, REDIS_NOT_CONFIGURED));
      try {
        return c.json(
          ok({ command: parsed.name, reply: await redis.command([parsed.name, ...parsed.args]) }),
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
        traces: source.trace().map((t) => ({
          timestamp: t.timestamp,
          principal: t.username ? { name: t.username } : null,
          request: { method: t.method, uri: t.path, headers: {}, remoteAddress: null },
          response: { status: t.status, headers: {} },
          timeTaken: Math.round(t.timeTaken),
        })),
      }),
    ),
    get("/sys/actuator/redis/info", view, async (c) => {
      if (!redis) return c.json(errorWithCode(500, REDIS_NOT_CONFIGURED));
      try {
        const info = await redis.info();
        return c.json(ok(info.entries.map((e) => ({ ...e, description: "" }))));
      } catch (error) {
        return c.json(redisFailure(error));
      }
    }),
    get("/sys/actuator/redis/keysSize", view, async (c) => {
      if (!redis) return c.json(errorWithCode(500, REDIS_NOT_CONFIGURED));
      try {
        return c.json({ dbSize: (await redis.info()).dbSize, create_time: clock().getTime() });
      } catch (error) {
        return c.json(redisFailure(error));
      }
    }),
    get("/sys/actuator/redis/memoryInfo", view, async (c) => {
      if (!redis) return c.json(errorWithCode(500, REDIS_NOT_CONFIGURED));
      try {
        return c.json({ used_memory: (await redis.info()).usedMemory, create_time: clock().getTime() });
      } catch (error) {
        return c.json(redisFailure(error));
      }
    }),
    get("/sys/actuator/redis/queryDiskInfo", view, async (c) =>
      c.json(
        ok(
          (await source.disk()).map((d) => ({
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
