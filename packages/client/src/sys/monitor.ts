import type { Result } from "../envelope.js";
import type { Http } from "../http.js";

/** `/sys/monitor/system`: the machine, the process and the database under it. */
export interface MonitorSystem {
  hostname: string;
  os: { type: string; platform: string; release: string; arch: string };
  cpu: { model: string; count: number; load: [number, number, number]; usage: number };
  memory: { total: number; free: number; used: number };
  uptimeSeconds: number;
  processUptimeSeconds: number;
  nodeVersion: string;
  database: MonitorDatabase;
}

export interface MonitorDatabase {
  version: string | null;
  embedded: boolean;
  connections: number | null;
  sizeBytes: number | null;
  cacheHitRatio: number | null;
  locks: number | null;
  slowStatements:
    | { available: true; rows: { query: string; calls: number; meanMs: number; totalMs: number }[] }
    | { available: false; reason: string };
}

export interface MonitorDisk {
  name: string;
  path: string;
  total: number | null;
  free: number | null;
  used: number | null;
  usedPercent: number | null;
  fsType: string | null;
  error?: string;
}

/** `/sys/monitor/runtime`: Node and V8 (the JVM page's counterpart). */
export interface MonitorRuntime {
  nodeVersion: string;
  v8Version: string;
  pid: number;
  uptimeSeconds: number;
  heapUsed: number;
  heapTotal: number;
  heapLimit: number;
  rss: number;
  external: number;
  arrayBuffers: number;
  eventLoopDelay: { p50Ms: number | null; p99Ms: number | null; maxMs: number | null };
  gc: { count: number; totalMs: number; maxMs: number; recent: { kind: string; ms: number }[] };
  activeHandles: number;
  activeResources: Record<string, number>;
}

/** `/sys/monitor/http`: the HTTP server (the Tomcat page's counterpart). */
export interface MonitorHttp {
  requestsPerSecond: number;
  total: number;
  statusMix: Record<"2xx" | "3xx" | "4xx" | "5xx", number>;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  inFlight: number;
  /** TCP connections open to the server (idle keep-alive ones too); null when the server counts none. */
  openConnections: number | null;
  sampleCount: number;
}

export interface MonitorTrace {
  timestamp: string;
  method: string;
  /** The path with its query names, never their values. */
  path: string;
  status: number;
  timeTaken: number;
  username: string | null;
}

export type MonitorRedis =
  | { configured: false; message: string }
  | {
      configured: true;
      entries: { key: string; value: string }[];
      dbSize: number;
      usedMemory: number;
      version: string | null;
    };

export type RedisReply = string | number | null | RedisReply[];

/** `/sys/monitor/*`: the monitoring pages' figures (administrators only). */
export function monitorApi(http: Http) {
  return {
    system: (): Promise<Result<MonitorSystem>> => http.get("/sys/monitor/system"),
    disk: (): Promise<Result<MonitorDisk[]>> => http.get("/sys/monitor/disk"),
    runtime: (): Promise<Result<MonitorRuntime>> => http.get("/sys/monitor/runtime"),
    http: (): Promise<Result<MonitorHttp>> => http.get("/sys/monitor/http"),
    trace: (): Promise<Result<MonitorTrace[]>> => http.get("/sys/monitor/trace"),
    database: (): Promise<Result<MonitorDatabase>> => http.get("/sys/monitor/database"),
    redis: (): Promise<Result<MonitorRedis>> => http.get("/sys/monitor/redis"),
    /** Runs one read-only command (INFO, GET, SCAN …) in the Redis terminal. */
    redisCommand: (command: string): Promise<Result<{ command: string; reply: RedisReply }>> =>
      http.post("/sys/monitor/redis/command", { command }),
  };
}
