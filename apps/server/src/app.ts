import { DEFAULT_SIGNATURE_SECRET } from "@kanya/core/sign";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { createAuthenticator, createSessionCheck } from "./auth/authenticator";
import { createTicketAuthenticator } from "./auth/path-tickets";
import { logSmsSender, type SmsSender } from "./auth/sms";
import { loadOrCreateTokenSecret } from "./auth/token-secret";
import { mountConsole } from "./console/serve-console";
import type { Database } from "./db/schema";
import { readTableVersion, type TableVersions } from "./db/table-versions";
import { requestBodyLimit } from "./http/body-limit";
import { corsAllowList } from "./http/cors";
import type { AppEnv } from "./http/env";
import { createErrorHandler } from "./http/error-handler";
import { excelRoutes } from "./http/excel";
import { createGuard } from "./http/guard";
import { rejectNulCharacters } from "./http/reject-nul";
import { errorWithCode } from "./http/result";
import { linkPathsOf, mountRoutes } from "./http/routes";
import { requireRequestSignature } from "./http/sign-check";
import { createAccountService } from "./modules/auth/account-service";
import { authRoutes } from "./modules/auth/routes";
import { createAuthService } from "./modules/auth/service";
import { businessRoutes } from "./modules/business/routes";
import { dashboardRoutes } from "./modules/dashboard/routes";
import { dentistryRoutes } from "./modules/dentistry/routes";
import { departExcel } from "./modules/depart/excel";
import { departRoutes } from "./modules/depart/routes";
import { dictRoutes } from "./modules/dict/routes";
import { createDictService } from "./modules/dict/service";
import { jeecgVue2Routes } from "./modules/jeecg-vue2";
import { withOperationLog } from "./modules/log/operation-log";
import { logRoutes } from "./modules/log/routes";
import { createLogService } from "./modules/log/service";
import {
  createHttpStats,
  type HttpStats,
  type MonitorSource,
  monitorRoutes,
  startRuntimeSamplers,
} from "./modules/monitor";
import { createLocalNoticeBus, type NoticeBus } from "./modules/notice/notice-bus";
import { onlineReportRoutes } from "./modules/online-report/routes";
import { pathTicketRoutes } from "./modules/path-ticket/routes";
import { createPermissionCodeCache } from "./modules/permission/permission-code-cache";
import { permissionRoutes } from "./modules/permission/routes";
import { createPermissionService, GRANT_TABLES } from "./modules/permission/service";
import { positionRoutes } from "./modules/position/routes";
import { roleRoutes } from "./modules/role/routes";
import { createRoleService } from "./modules/role/service";
import { systemCommonRoutes } from "./modules/system-common";
import { tenantRoutes } from "./modules/tenant/routes";
import { userRoutes } from "./modules/user/routes";
import { createUserService } from "./modules/user/service";
import { defaultDataDir } from "./paths";
import { type FileStorage, localFileStorage } from "./storage/file-storage";
import type { ObjectStore } from "./storage/object-store";
import { objectStoreFromEnv } from "./storage/object-store-from-env";
import { defaultStorageDir } from "./storage/storage-dir";

/** JeecgBoot's 84 h would do; a week matches how long JeecgBoot's UI keeps a token in localStorage. */
const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AppDeps {
  /** The monitoring pages' request counters; `startServer` passes its own so they also count its sockets. */
  httpStats?: HttpStats;
  /** A migrated database (see `migrateAndSeed`). The app never closes it. */
  db: Kysely<Database>;
  /** Overrides the signing secret kept in the database (the `TOKEN_SECRET` environment variable). */
  tokenSecret?: string;
  /** The console build to serve at `/`; without one, `/` says how to build it. */
  consoleDir?: string | null;
  /** Lifetime of a new token. Default 7 days. */
  tokenTtlSeconds?: number;
  /** Current time; tests move it to expire tokens. */
  clock?: () => Date;
  /** Where unexpected errors are reported (with stack). Default: stderr. */
  log?: (line: string) => void;
  /** Whether `/sys/login` requires the image captcha (`LOGIN_CAPTCHA=1`). Default false (embedded demo). */
  captcha?: boolean;
  /** Secret of the `X-Sign` request signature (`SIGNATURE_SECRET`). Default: JeecgBoot's public one. */
  signatureSecret?: string;
  /** Delivers SMS codes (`/sys/sms`). Default: written to `log`. */
  smsSender?: SmsSender;
  /** Where uploads and generated files (Excel import error reports) go. Default: `UPLOAD_DIR`, else apps/server/data/upload. */
  storage?: FileStorage;
  /** Where object storage (`/sys/oss/file/*`) keeps files. Default: the S3 bucket `S3_*` configures, else `storage`. */
  objectStore?: ObjectStore;
  /** Carries announcement notices to the notice websocket (see `startServer`). Default: in-process. */
  notices?: NoticeBus;
  /** Other origins whose pages may call the API (`CORS_ORIGINS`, see `corsOriginsFromEnv`). Default: none. */
  corsOrigins?: readonly string[];
  /** Redis the monitoring pages show (`REDIS_URL`); null: not configured. Default: `REDIS_URL`. */
  redisUrl?: string | null;
  /**
   * The monitoring pages' figures: each reader given replaces the real one (the OS, the process, the database,
   * the request counters, Redis). The visual baselines pass fixed snapshots. Default: all real.
   */
  monitor?: Partial<MonitorSource>;
}

/** The whole HTTP application, without a port: `startServer` listens with it, tests call `app.fetch`. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const log = deps.log ?? ((line: string) => console.error(line));
  const tokenSecret = memoize(() =>
    deps.tokenSecret ? Promise.resolve(deps.tokenSecret) : loadOrCreateTokenSecret(db, clock()),
  );

  const dicts = createDictService(db);
  const permissions = createPermissionService(db);
  // Permission codes come from memory while the grants' version (read with the session) is unchanged.
  const permissionCodes = createPermissionCodeCache((userId) => permissions.loadPermissionCodes(userId));
  const codesOf = async (userId: string, versions?: TableVersions) =>
    permissionCodes.codesOf(userId, versions?.of(GRANT_TABLES) ?? (await readTableVersion(db, GRANT_TABLES)));
  const logs = createLogService({ db, clock, log });
  const auth = createAuthService({
    db,
    tokenSecret,
    clock,
    tokenTtlSeconds: deps.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    dicts,
    logs,
    captcha: deps.captcha ?? false,
    smsSender: deps.smsSender ?? logSmsSender(log),
  });
  const accounts = createAccountService({
    db,
    clock,
    dicts,
    logs,
    lockout: auth.lockout,
    smsCodes: auth.smsCodes,
  });
  // Every write that passes the guard is recorded in sys_log (type 2).
  const checkSession = createSessionCheck({ db, clock });
  const guard = withOperationLog(
    createGuard({
      authenticate: createAuthenticator({ db, tokenSecret, clock }, checkSession),
      authenticateTicket: createTicketAuthenticator({ db, clock }, checkSession),
      loadPermissionCodes: codesOf,
    }),
    logs,
    clock,
  );

  const api = new Hono<AppEnv>();
  // Requests/s, latency and the last 100 requests for the monitoring pages (first, so it times everything).
  const httpStats = deps.httpStats ?? createHttpStats();
  startRuntimeSamplers();
  api.use("*", httpStats.middleware);
  api.use("*", corsAllowList(deps.corsOrigins ?? []));
  api.use("*", requestBodyLimit());
  api.use("*", rejectNulCharacters());
  // JeecgBoot's signUrls (dictionaries, SMS) need X-Sign and X-TIMESTAMP.
  api.use("*", requireRequestSignature(deps.signatureSecret ?? DEFAULT_SIGNATURE_SECRET));
  // Imports (positions, departments) write their failed-rows report to storage.
  const importDeps = () => ({
    storage: deps.storage ?? localFileStorage(defaultStorageDir()),
    clock,
    log,
  });
  // Users and roles (migration 0003); imports write their failed-rows report to storage.
  const storage = deps.storage ?? localFileStorage(defaultStorageDir());
  const users = createUserService({ db, clock });
  const roles = createRoleService({ db, clock });
  const notices = deps.notices ?? createLocalNoticeBus();
  const routes = [
    ...authRoutes(auth, accounts),
    ...permissionRoutes(permissions, db),
    ...dictRoutes(dicts),
    ...logRoutes(db, logs, clock),
    // Menus, departments, positions, tenants (migration 0005).
    ...departRoutes(db),
    ...excelRoutes(db, departExcel(db), importDeps),
    ...positionRoutes(db, importDeps),
    ...tenantRoutes(db, importDeps),
    ...userRoutes({ db, users, storage, clock, log }),
    ...roleRoutes({ db, roles, storage, clock, log }),
    // Dictionaries, categories, announcements, messages, files and the smaller registries (migration 0006).
    ...systemCommonRoutes({
      db,
      dicts,
      storage,
      notices,
      clock,
      log,
      hasPermission: async (userId, code) => (await codesOf(userId)).has(code),
    }),
    // The health-services business (migration 0013).
    ...businessRoutes({
      db,
      clock,
      importDeps,
      hasPermission: async (userId, code, versions) => (await codesOf(userId, versions)).has(code),
    }),
    // The dentistry store system, kept to the user's stores (migration 0019).
    ...dentistryRoutes({
      db,
      clock,
      importDeps,
      hasPermission: async (userId, code, versions) => (await codesOf(userId, versions)).has(code),
    }),
    // Online reports (migration 0015).
    ...onlineReportRoutes({ db, clock }),
    ...dashboardRoutes({ db, clock, codesOf: (userId) => codesOf(userId) }),
    // The rest of what JeecgBoot's original Vue 2 front end calls.
    // Monitoring (系统监控 › 性能监控) and JeecgBoot's actuator shapes.
    ...monitorRoutes({
      db,
      http: httpStats,
      folders: () => [
        { name: "data", path: process.env.DATA_DIR?.trim() || defaultDataDir() },
        { name: "upload", path: defaultStorageDir() },
      ],
      redisUrl: deps.redisUrl === undefined ? process.env.REDIS_URL : deps.redisUrl,
      clock,
      ...(deps.monitor ? { source: deps.monitor } : {}),
    }),
    ...jeecgVue2Routes({ db, notices, clock, objectStore: deps.objectStore ?? objectStoreFromEnv(storage) }),
  ];
  // Tickets open only the routes declared `openableByLink`.
  mountRoutes(api, [...routes, ...pathTicketRoutes({ db, clock, linkPaths: linkPathsOf(routes) })], guard);
  api.all("*", (c) => c.json(errorWithCode(404, `接口不存在：${c.req.method} ${c.req.path}`), 404));

  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(log, logs));
  app.route("/jeecg-boot", api);
  mountConsole(app, deps.consoleDir ?? null);
  app.notFound((c) => c.text("Not Found", 404));
  return app;
}

/** Shares one pending result; a failure is not cached, so the next call retries. */
function memoize<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
