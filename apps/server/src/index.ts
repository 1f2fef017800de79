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
export { type RunningServer, type StartServerOptions, startServer } from "./start-server";
