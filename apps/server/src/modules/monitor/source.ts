import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { type DatabaseSnapshot, databaseSnapshot } from "./database-info";
import type { HttpSnapshot, HttpStats, TracedRequest } from "./http-stats";
import { parseInfo, type RedisReply, runRedisCommand } from "./redis";
import { type RuntimeSnapshot, runtimeSnapshot } from "./runtime-stats";
import { type DiskUsage, diskUsage, type SystemSnapshot, systemSnapshot } from "./system-info";

/** What 服务器信息 and Redis监控 show of a Redis: its INFO (hidden keys dropped), key count and memory. */
export interface RedisInfo {
  entries: { key: string; value: string }[];
  dbSize: number;
  usedMemory: number;
  version: string | null;
}

/** A Redis the monitoring pages read: INFO for the pages, one already allow-listed command for the terminal. */
export interface RedisSource {
  info(): Promise<RedisInfo>;
  command(command: readonly string[]): Promise<RedisReply>;
}

/**
 * Where the monitoring routes take their figures from. The real readers ask the OS, the process, the database,
 * the request counters and Redis; a caller may put fixed snapshots in their place (the visual baselines do,
 * so the pages photograph the same on every run).
 */
export interface MonitorSource {
  system(): SystemSnapshot;
  runtime(): RuntimeSnapshot;
  /** The disks under the data and upload folders. */
  disk(): Promise<DiskUsage[]>;
  database(): Promise<DatabaseSnapshot>;
  http(): HttpSnapshot;
  /** The last requests, newest first. */
  trace(): TracedRequest[];
  /** null: no Redis is configured. */
  redis: RedisSource | null;
}

/** The Redis `url` names, one connection per command (AUTH and SELECT from the URL). */
export function redisSource(url: string): RedisSource {
  return {
    async info() {
      const entries = parseInfo(String(await runRedisCommand(url, ["INFO"])));
      const dbSize = Number(await runRedisCommand(url, ["DBSIZE"]));
      const field = (key: string) => entries.find((e) => e.key === key)?.value ?? null;
      return {
        entries,
        dbSize,
        usedMemory: Number(field("used_memory") ?? 0),
        version: field("redis_version"),
      };
    },
    command: (command) => runRedisCommand(url, command),
  };
}

/** The real readers: this machine, this process, `db`, the app's request counters, `redisUrl`'s Redis. */
export function liveMonitorSource(deps: {
  db: Kysely<Database>;
  http: HttpStats;
  folders: () => { name: string; path: string }[];
  redisUrl: string | null;
}): MonitorSource {
  return {
    system: systemSnapshot,
    runtime: runtimeSnapshot,
    disk: () => diskUsage(deps.folders()),
    database: () => databaseSnapshot(deps.db),
    http: () => deps.http.snapshot(),
    trace: () => deps.http.traces(),
    redis: deps.redisUrl ? redisSource(deps.redisUrl) : null,
  };
}

/** `live` with each reader `given` names put in its place (`redis: null` says no Redis is configured). */
export function withGivenReaders(
  live: MonitorSource,
  given: Partial<MonitorSource> | undefined,
): MonitorSource {
  if (!given) return live;
  return {
    system: given.system ?? live.system,
    runtime: given.runtime ?? live.runtime,
    disk: given.disk ?? live.disk,
    database: given.database ?? live.database,
    http: given.http ?? live.http,
    trace: given.trace ?? live.trace,
    redis: given.redis === undefined ? live.redis : given.redis,
  };
}
