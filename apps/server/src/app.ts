import { Hono } from "hono";
import type { Kysely } from "kysely";
import { createAuthenticator } from "./auth/authenticator";
import { loadOrCreateTokenSecret } from "./auth/token-secret";
import { mountConsole } from "./console/serve-console";
import type { Database } from "./db/schema";
import { jeecgCors } from "./http/cors";
import type { AppEnv } from "./http/env";
import { createErrorHandler } from "./http/error-handler";
import { createGuard } from "./http/guard";
import { errorWithCode } from "./http/result";
import { mountRoutes } from "./http/routes";
import { authRoutes } from "./modules/auth/routes";
import { createAuthService } from "./modules/auth/service";
import { dictRoutes } from "./modules/dict/routes";
import { createDictService } from "./modules/dict/service";
import { permissionRoutes } from "./modules/permission/routes";
import { createPermissionService } from "./modules/permission/service";

/** JeecgBoot's 84 h would do; a week matches how long JeecgBoot's UI keeps a token in localStorage. */
const DEFAULT_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AppDeps {
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
  const auth = createAuthService({
    db,
    tokenSecret,
    clock,
    tokenTtlSeconds: deps.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    dicts,
  });
  const guard = createGuard({
    authenticate: createAuthenticator({ db, tokenSecret, clock }),
    loadPermissionCodes: (userId) => permissions.loadPermissionCodes(userId),
  });

  const api = new Hono<AppEnv>();
  api.use("*", jeecgCors());
  mountRoutes(api, [...authRoutes(auth), ...permissionRoutes(permissions), ...dictRoutes(dicts)], guard);
  api.all("*", (c) => c.json(errorWithCode(404, `接口不存在：${c.req.method} ${c.req.path}`), 404));

  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(log));
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
