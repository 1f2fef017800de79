import { type Kysely, sql } from "kysely";
import { executePrepared } from "../db/prepared-statements";
import type { Database, SysUserRow } from "../db/schema";
import { tableVersion } from "../db/table-versions";
import { MSG_TENANT_CHANGED, MSG_TOKEN_INVALID, MSG_USER_LOCKED, MSG_USER_MISSING } from "../http/messages";
import type { AuthOutcome } from "./auth-context";
import { tokenDigest, verifyTokenSignature } from "./token";

export interface AuthenticatorDeps {
  db: Kysely<Database>;
  tokenSecret: () => Promise<string>;
  clock: () => Date;
  /**
   * Tables whose write version is read in the same query and answered as `grantsVersion` (the guard's
   * permission-code cache checks it without another round trip).
   */
  grantTables?: readonly string[];
}

export type Authenticate = (token: string | null, tenantId: number | null) => Promise<AuthOutcome>;

/**
 * Checks a token the way every guarded request needs: valid signature, not expired, a live (unrevoked)
 * session row, an active user, and a tenant header that is one of the user's tenants (JeecgBoot's realm rule).
 */
export function createAuthenticator(deps: AuthenticatorDeps): Authenticate {
  const fail = (message: string): AuthOutcome => ({ ok: false, message });

  return async (token, tenantId) => {
    if (!token) return fail(MSG_TOKEN_INVALID);
    const claims = await verifyTokenSignature(token, await deps.tokenSecret());
    const now = deps.clock();
    if (!claims || claims.exp * 1000 <= now.getTime()) return fail(MSG_TOKEN_INVALID);

    // Session, user and tenant membership in one round trip: this runs on every guarded request.
    // The user's normal relations to normal tenants (listUserTenants), optionally to one tenant only.
    const tenantRelation = (onlyTenant: number | null) => sql<boolean>`exists (
      select 1 from sys_user_tenant ut join sys_tenant t on t.id = ut.tenant_id
      where ut.user_id = s.user_id and ut.status = '1' and t.status = 1 and (t.del_flag is null or t.del_flag = 0)
      ${onlyTenant === null ? sql`` : sql`and ut.tenant_id = ${onlyTenant}`})`;
    const query = deps.db
      .selectFrom("kanya_session as s")
      .leftJoin("sys_user as u", "u.id", "s.user_id")
      .selectAll("u")
      .select(["s.id as session_id", "s.username as session_username", "u.id as user_id"])
      .select([
        (tenantId === null ? sql<boolean>`false` : tenantRelation(null)).as("has_tenants"),
        (tenantId === null ? sql<boolean>`true` : tenantRelation(tenantId)).as("in_tenant"),
        (deps.grantTables ? tableVersion(deps.grantTables) : sql<string | null>`null`).as("grants_version"),
      ])
      .where("s.token_hash", "=", tokenDigest(token))
      .where("s.revoked_at", "is", null)
      .where("s.expires_at", ">", now);
    // A prepared statement: planning this query would cost several times running it.
    const [found] = (await executePrepared(deps.db, query)).rows;
    if (!found || found.session_username !== claims.username) return fail(MSG_TOKEN_INVALID);
    const {
      session_id: sessionId,
      session_username: _sessionUsername,
      user_id: userId,
      has_tenants: hasTenants,
      in_tenant: inTenant,
      grants_version: grantsVersion,
      ...columns
    } = found;
    if (userId === null) return fail(MSG_USER_MISSING);
    const user = { ...columns, id: userId } as SysUserRow;
    if (user.del_flag === 1) return fail(MSG_USER_MISSING);
    if (user.status !== 1) return fail(MSG_USER_LOCKED);
    // JeecgBoot's realm rule: a user with tenants may only work in one of them.
    if (tenantId !== null && hasTenants && !inTenant) return fail(MSG_TENANT_CHANGED);
    const auth = { user, token, sessionId, tenantId };
    return grantsVersion === null ? { ok: true, auth } : { ok: true, auth, grantsVersion };
  };
}
