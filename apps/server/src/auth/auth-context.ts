import type { SysUserRow } from "../db/schema";
import type { TableVersions } from "../db/table-versions";

/** The signed-in caller of a request, as the guard established it. */
export interface AuthContext {
  user: SysUserRow;
  /** The session the request runs in (its token came in the header, or a path ticket stood in for it). */
  sessionId: string;
  /** The tenant the request works in (header), when it is one of the user's tenants. */
  tenantId: number | null;
}

export type AuthOutcome =
  /** `versions`: the tables' write versions, read with the session (see TableVersions). */
  { ok: true; auth: AuthContext; versions?: TableVersions } | { ok: false; message: string };
