import type { SysUserRow } from "../db/schema";
import type { TableVersions } from "../db/table-versions";

/** The signed-in caller of a request, as the guard established it. */
export interface AuthContext {
  user: SysUserRow;
  /** The session the request runs in (its token came in the header, or a path ticket stood in for it). */
  sessionId: string;
  /** The tenant the request works in (header), when it is one of the user's tenants. */
  tenantId: number | null;
  /**
   * The tables' write versions, read with the session when the request began (see TableVersions): what the
   * caches of the caller's permissions, data rules and channels check. Absent outside a guarded request.
   */
  versions?: TableVersions;
}

export type AuthOutcome =
  /** `versions`: the tables' write versions, read with the session (see TableVersions). */
  { ok: true; auth: AuthContext; versions?: TableVersions } | { ok: false; message: string };
