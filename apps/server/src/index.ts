export { type AppDeps, createApp } from "./app";
export type { SmsMessage, SmsPurpose, SmsSender } from "./auth/sms";
export { migrateToLatest } from "./db/migrate";
export { type MigrateAndSeedResult, migrateAndSeed } from "./db/migrate-and-seed";
export {
  type DatabaseTarget,
  describeDatabaseTarget,
  type OpenDatabaseOptions,
  openDatabase,
  resolveDatabaseTarget,
} from "./db/open-database";
export type { Database } from "./db/schema";
export { seedIfEmpty } from "./db/seed";
export { DEMO_SIGN_INS } from "./db/seed/demo-accounts";
export type {
  HttpSnapshot,
  MonitorSource,
  RedisInfo,
  RedisSource,
  TracedRequest,
} from "./modules/monitor";
export type { DatabaseSnapshot } from "./modules/monitor/database-info";
export type { RuntimeSnapshot } from "./modules/monitor/runtime-stats";
export type { DiskUsage, SystemSnapshot } from "./modules/monitor/system-info";
export { type RunningServer, type StartServerOptions, startServer } from "./start-server";
