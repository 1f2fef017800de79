// Fixed figures for the monitoring pages' baselines, given to the server in place of its live readers
// (`startServer({ monitor })`): a plausible production host — an 8-core Linux box on PostgreSQL 16 with Redis —
// so 服务器信息, 运行时, HTTP, 磁盘, 请求追踪, Redis and the 监控 dashboard photograph the same on every run.

/** Whole bytes, as the real readers give them. */
const mib = (n) => Math.round(n * 1024 ** 2);
const gib = (n) => Math.round(n * 1024 ** 3);

const NODE_VERSION = "v22.12.0";

/** @returns {import("@kanya/server").SystemSnapshot} */
const system = () => ({
  hostname: "kanya-app-01",
  os: { type: "Linux", platform: "linux", release: "6.8.0-51-generic", arch: "x64" },
  cpu: {
    model: "Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz",
    count: 8,
    load: [0.86, 0.74, 0.69],
    usage: 0.108,
  },
  memory: { total: gib(16), free: gib(6.8), used: gib(16) - gib(6.8) },
  uptimeSeconds: 23 * 86400 + 7 * 3600 + 42 * 60,
  processUptimeSeconds: 2 * 86400 + 5 * 3600 + 18 * 60,
  nodeVersion: NODE_VERSION,
});

/** @returns {import("@kanya/server").RuntimeSnapshot} */
const runtime = () => ({
  nodeVersion: NODE_VERSION,
  v8Version: "12.4.254.21-node.21",
  pid: 1873,
  uptimeSeconds: 2 * 86400 + 5 * 3600 + 18 * 60,
  heapUsed: mib(118.4),
  heapTotal: mib(164),
  heapLimit: mib(4144),
  rss: mib(286.7),
  external: mib(6.2),
  arrayBuffers: mib(1.9),
  eventLoopDelay: { p50Ms: 20.15, p99Ms: 23.4, maxMs: 61.8 },
  gc: {
    count: 14_862,
    totalMs: 18_240.55,
    maxMs: 47.3,
    recent: [
      { kind: "minor", ms: 1.42 },
      { kind: "minor", ms: 1.18 },
      { kind: "incremental", ms: 3.6 },
      { kind: "major", ms: 22.74 },
    ],
  },
  activeHandles: 27,
  activeResources: { TCPServerWrap: 1, TCPSocketWrap: 19, Timeout: 5, FSReqCallback: 2 },
});

/** @returns {import("@kanya/server").HttpSnapshot} */
const http = () => ({
  requestsPerSecond: 12.45,
  total: 1_284_306,
  statusMix: { "2xx": 1_251_870, "3xx": 4_112, "4xx": 27_905, "5xx": 419 },
  p50Ms: 6.2,
  p99Ms: 148.5,
  maxMs: 1_912.4,
  inFlight: 3,
  openConnections: 42,
  sampleCount: 1000,
});

/** The last requests, newest first, each a few seconds before `now`. */
function trace(now) {
  const requests = [
    ["GET", "/jeecg-boot/sys/monitor/trace", 200, 3.1, "admin"],
    ["GET", "/jeecg-boot/business/serviceOrder/list?pageNo&pageSize&status", 200, 18.7, "ck_zhangwei"],
    ["POST", "/jeecg-boot/business/claim/transition", 200, 42.3, "insurer_li"],
    ["GET", "/jeecg-boot/dashboard/analysis?days", 200, 96.4, "admin"],
    ["GET", "/jeecg-boot/sys/annountCement/listByUser", 200, 7.9, "ck_zhangwei"],
    ["GET", "/jeecg-boot/business/memberCard/list?pageNo&pageSize", 200, 15.2, "ops_wang"],
    ["PUT", "/jeecg-boot/business/workOrder/edit", 200, 31.6, "ops_wang"],
    ["GET", "/jeecg-boot/sys/dict/getDictItems/order_status", 200, 2.4, "ops_wang"],
    ["GET", "/jeecg-boot/sys/user/list?pageNo&pageSize&username", 200, 22.8, "admin"],
    ["POST", "/jeecg-boot/sys/login", 401, 118.5, null],
    ["GET", "/jeecg-boot/business/hospital/list?pageNo&pageSize", 200, 12.1, "ck_zhangwei"],
    ["GET", "/jeecg-boot/sys/permission/getUserPermissionByToken", 200, 27.9, "insurer_li"],
    ["POST", "/jeecg-boot/sys/login", 200, 164.2, null],
    ["GET", "/jeecg-boot/business/healthReport/download?id", 404, 4.6, "ck_zhangwei"],
    ["GET", "/jeecg-boot/sys/log/list?logType&pageNo&pageSize", 200, 35.3, "admin"],
    ["DELETE", "/jeecg-boot/business/customer/delete?id", 200, 19.4, "ops_wang"],
    ["GET", "/jeecg-boot/business/patient/list?pageNo&pageSize&name", 200, 16.8, "ck_zhangwei"],
    ["POST", "/jeecg-boot/sys/common/upload", 200, 211.6, "ck_zhangwei"],
    ["GET", "/jeecg-boot/online/cgreport/api/getData/1?pageNo&pageSize", 500, 1_912.4, "admin"],
    ["GET", "/jeecg-boot/sys/sysDepart/queryTreeList", 200, 9.5, "admin"],
  ];
  return requests.map(([method, path, status, timeTaken, username], index) => ({
    timestamp: new Date(now.getTime() - 1_200 - index * 2_750).toISOString(),
    method,
    path,
    status,
    timeTaken,
    username,
  }));
}

/** @returns {import("@kanya/server").DiskUsage[]} */
const disk = () => [
  {
    name: "data",
    path: "/var/lib/kanya/data",
    total: gib(400),
    free: gib(251.3),
    used: gib(128.4),
    usedPercent: 32.1,
    fsType: "0xef53",
  },
  {
    name: "upload",
    path: "/srv/kanya/upload",
    total: gib(1024),
    free: gib(371.9),
    used: gib(652.1),
    usedPercent: 63.7,
    fsType: "0x58465342",
  },
];

/** @returns {import("@kanya/server").DatabaseSnapshot} */
const database = () => ({
  version:
    "PostgreSQL 16.6 (Debian 16.6-1.pgdg120+1) on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit",
  embedded: false,
  connections: 18,
  sizeBytes: gib(2.37),
  cacheHitRatio: 0.9968,
  locks: 11,
  slowStatements: {
    available: true,
    rows: [
      {
        query:
          "select date_trunc($1, o.create_time) as day, o.channel_code, count(*), sum(o.amount) from biz_service_order o where o.create_time >= $2 group by 1, 2",
        calls: 1_284,
        meanMs: 48.62,
        totalMs: 62_428.08,
      },
      {
        query:
          "select * from biz_claim where status = $1 and insurer_id = any($2) order by create_time desc limit $3 offset $4",
        calls: 9_731,
        meanMs: 12.37,
        totalMs: 120_372.47,
      },
      {
        query: "select count(*) from sys_log where log_type = $1 and create_time between $2 and $3",
        calls: 2_205,
        meanMs: 8.94,
        totalMs: 19_712.7,
      },
      {
        query: "update biz_member_card set status = $1 where expire_date < $2 and status = $3",
        calls: 55,
        meanMs: 6.11,
        totalMs: 336.05,
      },
      {
        query:
          "select id, realname, username from sys_user where del_flag = $1 and username ilike $2 limit $3",
        calls: 31_870,
        meanMs: 1.42,
        totalMs: 45_255.4,
      },
    ],
  },
});

const REDIS_INFO = [
  ["redis_version", "7.2.6"],
  ["redis_mode", "standalone"],
  ["arch_bits", "64"],
  ["uptime_in_seconds", String(23 * 86400 + 7 * 3600)],
  ["uptime_in_days", "23"],
  ["connected_clients", "9"],
  ["blocked_clients", "0"],
  ["used_memory", String(mib(38.6))],
  ["used_memory_human", "38.60M"],
  ["used_memory_peak_human", "52.14M"],
  ["maxmemory_human", "1.00G"],
  ["maxmemory_policy", "allkeys-lru"],
  ["mem_fragmentation_ratio", "1.18"],
  ["rdb_last_save_time", "1767604800"],
  ["aof_enabled", "0"],
  ["total_connections_received", "48213"],
  ["total_commands_processed", "9384127"],
  ["instantaneous_ops_per_sec", "146"],
  ["keyspace_hits", "8127304"],
  ["keyspace_misses", "212873"],
  ["expired_keys", "301442"],
  ["evicted_keys", "0"],
  ["role", "master"],
  ["db0", "keys=18452,expires=17120,avg_ttl=1532004"],
];

/** @returns {import("@kanya/server").RedisSource} */
const redis = () => {
  const info = {
    entries: REDIS_INFO.map(([key, value]) => ({ key, value })),
    dbSize: 18_452,
    usedMemory: mib(38.6),
    version: "7.2.6",
  };
  return {
    info: async () => info,
    // The terminal's read-only commands answered from the same figures; a key this fixture has none of is nil.
    command: async ([name]) => {
      if (name === "PING") return "PONG";
      if (name === "DBSIZE") return info.dbSize;
      if (name === "INFO") return info.entries.map(({ key, value }) => `${key}:${value}`).join("\r\n");
      return null;
    },
  };
};

/**
 * The monitoring readers for `startServer({ monitor })`, on the frozen clock `now`.
 * @param {Date} now
 * @returns {import("@kanya/server").MonitorSource}
 */
export function monitorFixture(now) {
  return {
    system,
    runtime,
    http,
    trace: () => trace(now),
    disk: async () => disk(),
    database: async () => database(),
    redis: redis(),
  };
}
