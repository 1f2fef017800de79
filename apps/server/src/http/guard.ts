import type { Context, MiddlewareHandler } from "hono";
import type { AuthContext, AuthOutcome } from "../auth/auth-context";
import type { TableVersions } from "../db/table-versions";
import type { Access } from "./access";
import type { AppEnv } from "./env";
import { MSG_NO_PERMISSION } from "./messages";
import { readAccessToken, readTenantId } from "./request";
import { CODE_NO_PERMISSION, CODE_TOKEN_INVALID, errorWithCode } from "./result";

export interface GuardDeps {
  authenticate(token: string | null, tenantId: number | null): Promise<AuthOutcome>;
  /** `versions`: as read by `authenticate`, when it reads them (lets the codes come from a cache). */
  loadPermissionCodes(userId: string, versions?: TableVersions): Promise<ReadonlySet<string>>;
}

/**
 * Builds the middleware that enforces a route's declared access. Token failures are HTTP 401 with
 * success:false (JeecgBoot 3.7); a missing permission code is JeecgBoot's code 510 with HTTP 200.
 */
export function createGuard(deps: GuardDeps): (access: Access) => MiddlewareHandler<AppEnv> {
  return (access) => async (c, next) => {
    if (access.kind === "anonymous") return next();
    const outcome = await deps.authenticate(readAccessToken(c), readTenantId(c));
    if (!outcome.ok) return c.json(errorWithCode(CODE_TOKEN_INVALID, outcome.message), 401);
    if (access.kind === "permission") {
      const codes = await deps.loadPermissionCodes(outcome.auth.user.id, outcome.versions);
      if (!codes.has(access.code)) return c.json(errorWithCode(CODE_NO_PERMISSION, MSG_NO_PERMISSION));
    }
    c.set("auth", outcome.auth);
    c.set("tableVersions", outcome.versions);
    return next();
  };
}

/** The signed-in caller of a guarded route. */
export function requireAuth(c: Context<AppEnv>): AuthContext {
  const auth = c.get("auth");
  // Only reachable if a route declared `anonymous` yet reads the caller: a programming error.
  if (!auth) throw new Error(`Route ${c.req.method} ${c.req.path} reads the caller but is not guarded`);
  return auth;
}
