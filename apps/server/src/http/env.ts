import type { AuthContext } from "../auth/auth-context";
import type { TableVersions } from "../db/table-versions";

/**
 * Hono environment shared by every route: the guard stores the signed-in caller in `auth`, and the tables'
 * write versions it read with the session in `tableVersions`, and a route's validation middleware the body it
 * checked in `validBody`.
 */
export interface AppEnv {
  Variables: {
    auth: AuthContext | undefined;
    tableVersions: TableVersions | undefined;
    /** The request body as a route's validation middleware read it (`validBody`). */
    validBody: Readonly<Record<string, unknown>> | undefined;
  };
}
