import type { SysUserRow } from "../db/schema";

/** The signed-in caller of a request, as the guard established it. */
export interface AuthContext {
  user: SysUserRow;
  token: string;
  sessionId: string;
  /** The tenant the request works in (header), when it is one of the user's tenants. */
  tenantId: number | null;
}

export type AuthOutcome =
  /** `grantsVersion`: the grants' write version, read with the session when the authenticator was asked to. */
  { ok: true; auth: AuthContext; grantsVersion?: string } | { ok: false; message: string };
