import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { MSG_TENANT_CHANGED, MSG_TOKEN_INVALID, MSG_USER_LOCKED, MSG_USER_MISSING } from "../http/messages";
import { listUserTenants } from "../modules/tenant/service";
import type { AuthOutcome } from "./auth-context";
import { findLiveSession } from "./sessions";
import { verifyTokenSignature } from "./token";

export interface AuthenticatorDeps {
  db: Kysely<Database>;
  tokenSecret: () => Promise<string>;
  clock: () => Date;
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

    const session = await findLiveSession(deps.db, token, now);
    if (!session || session.username !== claims.username) return fail(MSG_TOKEN_INVALID);

    const user = await deps.db
      .selectFrom("sys_user")
      .selectAll()
      .where("id", "=", session.user_id)
      .executeTakeFirst();
    if (!user || user.del_flag === 1) return fail(MSG_USER_MISSING);
    if (user.status !== 1) return fail(MSG_USER_LOCKED);

    if (tenantId !== null) {
      const tenants = await listUserTenants(deps.db, user.id);
      if (tenants.length > 0 && !tenants.some((t) => t.id === tenantId)) return fail(MSG_TENANT_CHANGED);
    }
    return { ok: true, auth: { user, token, sessionId: session.id, tenantId } };
  };
}
