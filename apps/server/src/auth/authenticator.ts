import { type Kysely, sql } from "kysely";
import { compiledOnce, executePrepared, type Slot } from "../db/prepared-statements";
import type { Database, SysUserRow } from "../db/schema";
import { allTableVersions, toTableVersions } from "../db/table-versions";
import { MSG_TENANT_CHANGED, MSG_TOKEN_INVALID, MSG_USER_LOCKED, MSG_USER_MISSING } from "../http/messages";
import type { AuthOutcome } from "./auth-context";
import { tokenDigest, verifyTokenSignature } from "./token";

export interface AuthenticatorDeps {
  db: Kysely<Database>;
  tokenSecret: () => Promise<string>;
  clock: () => Date;
}

export type Authenticate = (token: string | null, tenantId: number | null) => Promise<AuthOutcome>;

/**
 * Checks the session behind a token's digest: a live (unrevoked, unexpired) session row, an active user, and
 * a tenant that is one of the user's tenants (JeecgBoot's realm rule). `username`: the token's claim, which
 * must name the session's user; absent when the digest comes from a path ticket rather than a token.
 */
export type CheckSession = (
  tokenHash: string,
  tenantId: number | null,
  username?: string,
) => Promise<AuthOutcome>;

const fail = (message: string): AuthOutcome => ({ ok: false, message });

/**
 * Checks a token the way every guarded request needs: valid signature, not expired, then its session
 * (`checkSession`).
 */
export function createAuthenticator(
  deps: AuthenticatorDeps,
  checkSession: CheckSession = createSessionCheck(deps),
): Authenticate {
  return async (token, tenantId) => {
    if (!token) return fail(MSG_TOKEN_INVALID);
    const claims = await verifyTokenSignature(token, await deps.tokenSecret());
    if (!claims || claims.exp * 1000 <= deps.clock().getTime()) return fail(MSG_TOKEN_INVALID);
    return checkSession(tokenDigest(token), tenantId, claims.username);
  };
}

/** The session check of `createAuthenticator`, for tokens and for path tickets alike. */
export function createSessionCheck(deps: Pick<AuthenticatorDeps, "db" | "clock">): CheckSession {
  // Session, user and tenant membership in one round trip: this runs on every guarded request, so it is
  // compiled once per shape (with or without a tenant header). It also reads the tables' write versions,
  // which the request's caches (permission codes, list totals, dictionary texts) check without another.
  const sessionQuery = (withTenant: boolean) =>
    compiledOnce((slot: Slot<"tokenHash" | "now" | "tenantId">) => {
      // The user's normal relations to normal tenants (listUserTenants), optionally to one tenant only.
      const tenantRelation = (onlyTenant: boolean) => sql<boolean>`exists (
      select 1 from sys_user_tenant ut join sys_tenant t on t.id = ut.tenant_id
      where ut.user_id = s.user_id and ut.status = '1' and t.status = 1 and (t.del_flag is null or t.del_flag = 0)
      ${onlyTenant ? sql`and ut.tenant_id = ${slot("tenantId")}` : sql``})`;
      return deps.db
        .selectFrom("kanya_session as s")
        .leftJoin("sys_user as u", "u.id", "s.user_id")
        .selectAll("u")
        .select(["s.id as session_id", "s.username as session_username", "u.id as user_id"])
        .select([
          (withTenant ? tenantRelation(false) : sql<boolean>`false`).as("has_tenants"),
          (withTenant ? tenantRelation(true) : sql<boolean>`true`).as("in_tenant"),
          allTableVersions.as("table_versions"),
        ])
        .where("s.token_hash", "=", slot("tokenHash"))
        .where("s.revoked_at", "is", null)
        .where("s.expires_at", ">", slot("now"));
    });
  const anyTenant = sessionQuery(false);
  const oneTenant = sessionQuery(true);

  return async (tokenHash, tenantId, username) => {
    const query = (tenantId === null ? anyTenant : oneTenant)({ tokenHash, now: deps.clock(), tenantId });
    // A prepared statement: planning this query would cost several times running it.
    const [found] = (await executePrepared(deps.db, query)).rows;
    if (!found || (username !== undefined && found.session_username !== username)) {
      return fail(MSG_TOKEN_INVALID);
    }
    const {
      session_id: sessionId,
      session_username: _sessionUsername,
      user_id: userId,
      has_tenants: hasTenants,
      in_tenant: inTenant,
      table_versions: tableVersions,
      ...columns
    } = found;
    if (userId === null) return fail(MSG_USER_MISSING);
    const user = { ...columns, id: userId } as SysUserRow;
    if (user.del_flag === 1) return fail(MSG_USER_MISSING);
    if (user.status !== 1) return fail(MSG_USER_LOCKED);
    // JeecgBoot's realm rule: a user with tenants may only work in one of them.
    if (tenantId !== null && hasTenants && !inTenant) return fail(MSG_TENANT_CHANGED);
    const versions = toTableVersions(tableVersions);
    const auth = { user, sessionId, tenantId, versions };
    return { ok: true, auth, versions };
  };
}
