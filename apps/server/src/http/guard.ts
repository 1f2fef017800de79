import type { Context, MiddlewareHandler } from "hono";
import type { AuthContext, AuthOutcome } from "../auth/auth-context";
import type { TableVersions } from "../db/table-versions";
import type { Access } from "./access";
import type { AppEnv } from "./env";
import { MSG_NO_PERMISSION, MSG_TOKEN_OUTSIDE_HEADER } from "./messages";
import { apiPathOf, hasTokenOutsideHeader, readAccessToken, readTenantId } from "./request";
import { CODE_NO_PERMISSION, CODE_TOKEN_INVALID, errorWithCode } from "./result";

export interface GuardDeps {
  authenticate(token: string | null, tenantId: number | null): Promise<AuthOutcome>;
  /** Uses up a path ticket for `path` (API-relative) and checks the session it was issued in. */
  authenticateTicket(ticket: string, path: string, tenantId: number | null): Promise<AuthOutcome>;
  /** `versions`: as read by `authenticate`, when it reads them (lets the codes come from a cache). */
  loadPermissionCodes(userId: string, versions?: TableVersions): Promise<ReadonlySet<string>>;
}

/**
 * Builds the middleware that enforces a route's declared access. Token failures are HTTP 401 with
 * success:false (JeecgBoot 3.7); a missing permission code is JeecgBoot's code 510 with HTTP 200.
 * The token comes from the `X-Access-Token` header only: one in the query string or a cookie is refused,
 * even beside a valid header, so a client that leaks tokens into URLs fails at once rather than in a log.
 */
export function createGuard(deps: GuardDeps): (access: Access) => MiddlewareHandler<AppEnv> {
  return (access) => async (c, next) => {
    if (access.kind === "anonymous") return next();
    if (hasTokenOutsideHeader(c))
      return c.json(errorWithCode(CODE_TOKEN_INVALID, MSG_TOKEN_OUTSIDE_HEADER), 401);
    const outcome = await authenticate(deps, access, c);
    if (!outcome.ok) return c.json(errorWithCode(CODE_TOKEN_INVALID, outcome.message), 401);
    if (access.kind === "permission") {
      const codes = await deps.loadPermissionCodes(outcome.auth.user.id, outcome.versions);
      if (!codes.has(access.code)) return c.json(errorWithCode(CODE_NO_PERMISSION, MSG_NO_PERMISSION));
    }
    c.set("auth", outcome.auth);
    c.set("tableVersions", outcome.versions);
    await next();
    // Also on answers the handler built itself (streams): a ticket in the URL must not leave in a Referer.
    if (c.req.query("ticket") !== undefined) c.res.headers.set("Referrer-Policy", "no-referrer");
  };
}

/** The header token; on a route opened by link without one, the path ticket instead. */
function authenticate(deps: GuardDeps, access: Access, c: Context<AppEnv>): Promise<AuthOutcome> {
  const token = readAccessToken(c);
  const ticket = access.kind !== "anonymous" && access.link ? c.req.query("ticket")?.trim() : undefined;
  if (token || !ticket) return deps.authenticate(token, readTenantId(c));
  // The ticket is in this page's URL: it must not travel on in a Referer, whatever the outcome.
  c.header("Referrer-Policy", "no-referrer");
  return deps.authenticateTicket(ticket, apiPathOf(c), readTenantId(c));
}

/** The signed-in caller of a guarded route. */
export function requireAuth(c: Context<AppEnv>): AuthContext {
  const auth = c.get("auth");
  // Only reachable if a route declared `anonymous` yet reads the caller: a programming error.
  if (!auth) throw new Error(`Route ${c.req.method} ${c.req.path} reads the caller but is not guarded`);
  return auth;
}
