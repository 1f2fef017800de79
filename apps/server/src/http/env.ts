import type { AuthContext } from "../auth/auth-context";

/** Hono environment shared by every route: the guard stores the signed-in caller in `auth`. */
export interface AppEnv {
  Variables: {
    auth: AuthContext | undefined;
  };
}
