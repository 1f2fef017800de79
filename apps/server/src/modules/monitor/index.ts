export { createHttpStats, type HttpSnapshot, type HttpStats, type TracedRequest } from "./http-stats";
export { type MonitorDeps, monitorRoutes, REDIS_NOT_CONFIGURED } from "./routes";
export { startRuntimeSamplers } from "./runtime-stats";
export type { MonitorSource, RedisInfo, RedisSource } from "./source";
