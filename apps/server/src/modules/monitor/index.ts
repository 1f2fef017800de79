export { createHttpStats, type HttpStats } from "./http-stats";
export { type MonitorDeps, monitorRoutes, REDIS_NOT_CONFIGURED } from "./routes";
export { startRuntimeSamplers } from "./runtime-stats";
